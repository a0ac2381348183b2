// What a component does in the browser once it is on the page: attach the
// board written ahead (a declarative shadow root is attached only by the HTML
// parser, never by markup set from script or a client-side render), load embed.js once for
// the page, and mount or unmount a container through its host API.

import { scriptUrl } from '../feed/paths.ts';
import { attachWritten } from '../lib/shadow.ts';

/** The part of `window.SvcJobs` (src/embed/api.ts) the components use. */
interface HostApi {
  mount(el: Element): Promise<'ready' | 'failed'>;
  unmount(el: Element): void;
}

const isHostApi = (v: unknown): v is HostApi =>
  typeof v === 'object' && v !== null && typeof Reflect.get(v, 'mount') === 'function' && typeof Reflect.get(v, 'unmount') === 'function';

/** `window.SvcJobs`, once embed.js has run. */
export function hostApi(): HostApi | null {
  const api: unknown = Reflect.get(window, 'SvcJobs');
  return isHostApi(api) ? api : null;
}

/**
 * Attaches the shadow root of a board written ahead that came in as markup
 * (client navigation, markup set from script), as embed.js would (lib/shadow.ts):
 * at once, so the board paints before embed.js loads and nothing shifts.
 */
export function attachAhead(container: Element): void {
  for (const host of container.querySelectorAll('svc-jobs-board')) attachWritten(host);
}

/**
 * Sets a container's content to the board written ahead, on a client-side
 * render: setHTMLUnsafe parses its declarative shadow root as the HTML parser
 * does. An engine without it (before Chrome 124, Safari 17.4) keeps the container
 * empty, and embed.js mounts it as a plain container: no markup is parsed from
 * script (DESIGN.md: no HTML sinks), and an inert template would show nothing anyway.
 */
export function setAhead(container: Element, html: string): void {
  if (typeof container.setHTMLUnsafe === 'function') container.setHTMLUnsafe(html);
}

/**
 * The live snippet's answer at `url` (snippet/live.ts) for a client-side route:
 * the container with the board written ahead, or null past `wait` ms or on any
 * failure (the component then writes its fallback, which embed.js swaps the board in for).
 */
export async function fetchSnippet(url: string, wait: number): Promise<string | null> {
  try {
    const answer = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(wait) });
    return answer.ok ? await answer.text() : null;
  } catch {
    return null;
  }
}

/**
 * Sets a container's content to the board of a live snippet's answer: parsed
 * as setAhead parses (its shadow root attached), then the answered container's
 * children moved in. Nothing when the engine cannot parse it or it holds no container.
 */
export function setFromSnippet(container: Element, snippet: string): void {
  const parsed = document.createElement('div');
  setAhead(parsed, snippet);
  const answered = parsed.querySelector('[data-svc-jobs]');
  if (answered) container.replaceChildren(...answered.childNodes);
}

const loads = new Map<string, Promise<HostApi | null>>();

/** Loads `{jobsUrl}/embed.js?v=3` once for the page (one script, however many boards); null where it cannot load. */
export function loadEmbed(jobsUrl: string): Promise<HostApi | null> {
  const src = scriptUrl(jobsUrl);
  const ready = hostApi();
  if (ready) return Promise.resolve(ready);
  let load = loads.get(src);
  if (!load) {
    load = new Promise((resolve) => {
      // A script the page has already (the snippet's own line, say) is waited for, not added twice.
      const present = [...document.scripts].find((s) => s.src === new URL(src, document.baseURI).href);
      const script = present ?? document.createElement('script');
      // Both listeners go once either is heard: one left on the script, which stays in the page, would keep what
      // its closure reaches alive, and where an app's bundler inlines this into adopt() that is the first
      // board's container, after its route is gone.
      const heard = new AbortController();
      const settle = (api: HostApi | null): void => {
        heard.abort();
        resolve(api);
      };
      script.addEventListener('load', () => settle(hostApi()), { signal: heard.signal });
      script.addEventListener('error', () => settle(null), { signal: heard.signal });
      if (!present) {
        script.async = true;
        script.src = src;
        document.head.append(script);
      }
    });
    loads.set(src, load);
  }
  return load;
}

/** After the component is on the page: the board attached, embed.js loaded, the container mounted. Returns the cleanup. */
export function adopt(container: Element, jobsUrl: string): () => void {
  attachAhead(container);
  let gone = false;
  void loadEmbed(jobsUrl).then((api) => {
    if (!gone) void api?.mount(container);
  });
  return () => {
    gone = true;
    hostApi()?.unmount(container);
  };
}
