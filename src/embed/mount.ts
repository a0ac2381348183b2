/* eslint-disable eqeqeq, @typescript-eslint/no-unnecessary-condition -- TODO(mount split): these findings are left to the rewrite of this file */
// One container's life, kept in one place:
//
//   (unmounted) --mount--> loading --feed ok--> ready --unmount--> (unmounted)
//                             \--feed failed--> (unmounted, byte-identical)
//
// The state is reflected in data-svc-state and kept in a WeakMap, never in an
// expando. Until the board is ready nothing of the container changes but the
// loading markers, which go again on failure.
import { createFilters, type FiltersModel } from '../board/filters.ts';
import { createBoardModel, type BoardModel, type LoadJob } from '../board/model.ts';
import { renderBoard, warmRender } from '../board/render.tsx';
import { matchJob } from '../board/route.ts';
import { readUrlState, writeUrlState } from '../board/url-state.ts';
import { readCache, writeCache } from '../feed/cache.ts';
import { FeedError } from '../feed/errors.ts';
import type { Feed } from '../feed/feed.ts';
import { fetchJob, type JobPage } from '../feed/job.ts';
import { loadFeed } from '../feed/share.ts';
import { warn } from '../log.ts';
import { boardLang, type Words } from '../ui/i18n.ts';
import { loadWords } from '../ui/i18n/load.ts';
import { warmIntl } from '../ui/intl.ts';
import { parseConfig, type Config } from './config.ts';
import { emit } from './events.ts';

export type MountResult = 'ready' | 'failed';

export interface Env {
  /** {jobs_url}: where the script came from, and so the API. */
  jobsOrigin: string;
  /** The host page's origin, for data-href-pattern checks. */
  pageOrigin: string;
}

interface Shown {
  root: HTMLElement;
  model: BoardModel;
  /** The container's children, once the board is swapped in for them. */
  fallback: DocumentFragment | null;
  /** Puts a board written ahead back as it was written (it was adopted in place). */
  restore: (() => void) | null;
  dispose: () => void;
}

interface Entry {
  config: Config;
  /** A board written ahead into the container, adopted in place. */
  ahead: Ahead | null;
  controller: AbortController;
  settled: Promise<MountResult>;
  settle: (r: MountResult) => void;
  shown: Shown | null;
  /** The container's own aria-busy, put back when loading ends. */
  ariaBusy: string | null;
}

/** When the page is next idle (a plain task where the browser has no requestIdleCallback). */
const idle = (work: () => void): void => void (self.requestIdleCallback ?? setTimeout)(work);

/** How long typing in the search box rests before the filter event and the URL follow. */
const FILTER_SETTLE = 400;
const entries = new WeakMap<Element, Entry>();

export function isMounted(el: Element): boolean {
  return entries.has(el);
}

export function mountContainer(el: Element, env: Env): Promise<MountResult> {
  const existing = entries.get(el);
  if (existing) return existing.settled;

  const parsed = parseConfig(el, env.pageOrigin);
  if (!parsed.ok) {
    warn(parsed.problems.join('; '), el);
    emit(el, 'svc-jobs:error', { org: el.getAttribute('data-svc-jobs') ?? '', code: 'CONFIG' });
    return Promise.resolve('failed');
  }
  const { config } = parsed;
  const entry = { config, ahead: writtenAhead(el), controller: new AbortController(), shown: null, ariaBusy: el.getAttribute('aria-busy') } as Entry;
  entry.settled = new Promise((r) => (entry.settle = r));
  entries.set(el, entry);

  // The requests start now, before anything renders: the feed, and on a
  // host-site detail page the job its URL names.
  const signal = entry.controller.signal;
  const route = (): string | null => (config.hrefPattern ? matchJob(config.hrefPattern, new URL(location.href)) : null);
  const loadJob: LoadJob = (id) => fetchJob(env.jobsOrigin, config.org, id, { signal });
  const jobId = route();
  // The catalog of the page's language is asked for just before the feed (it is
  // the smaller answer, so never the one waited for); English or a saved copy
  // is ready once the warm-up below has read it.
  const lang = boardLang(el, config.lang);
  const catalog = loadWords(env.jobsOrigin, lang);
  const fresh = loadFeed(env.jobsOrigin, config.org, signal);
  let words!: Words | Promise<Words>;
  const job = jobId === null ? null : loadJob(jobId);
  const context: Omit<View, 'words'> = { jobId, job: null, loadJob, route };
  el.setAttribute('data-svc-state', 'loading');
  el.setAttribute('aria-busy', 'true');
  let answered = false;
  let warmed!: () => void;
  const warm = new Promise<void>((r) => (warmed = r));
  // While the feed is on its way, in tasks of their own: the language's Intl
  // objects and Preact's code, which the render then finds ready; then a
  // saved catalog, and, if the answer is not in yet, a returning visitor's
  // saved copy (no board could show sooner). A page's first localStorage read
  // blocks for milliseconds: never in the task that starts the requests, and
  // for English, which needs no catalog, only when the answer is late.
  // Timers of one delay run in the order they were set: these follow the Intl objects.
  warmIntl(lang);
  setTimeout(warmRender);
  setTimeout(() => {
    words = catalog();
    warmed();
    // When the page is idle: answers already here but not yet handled go first.
    idle(() => {
      const cached = !answered && !job && entries.get(el) === entry && readCache(env.jobsOrigin, config.org);
      if (cached && !(words instanceof Promise)) show(el, entry, env, cached, { ...context, words });
    });
  });
  Promise.all([fresh, job, warm.then(() => words)])
    // The answers were parsed in this task; the board renders in a later one,
    // once warm, so neither is one long task on the host's page.
    .then((answers) => {
      answered = true;
      // (An arrow, not `next` itself: a timer of the script's own code is attributed to it.)
      return warm.then(() => new Promise<typeof answers>((next) => setTimeout(() => next(answers))));
    })
    .then(
      ([feed, page, words]) => {
        // Unmounted meanwhile: unmountContainer settled it.
        if (entries.get(el) != entry) return;
        // The saved copy on show takes the answer in place.
        if (entry.shown) entry.shown.model.update(feed);
        else if (!show(el, entry, env, feed, { ...context, job: page, words })) return failed(el, entry, 'INTERNAL');
        // Serialising and storing the feed is work the first frame need not wait for.
        idle(() => writeCache(env.jobsOrigin, config.org, feed));
      },
      (e: unknown) => {
        // Unmounted (the abort): unmountContainer settled it.
        if (entries.get(el) != entry) return;
        // The saved copy's board settles the mount.
        if (entry.shown) return warn(`${config.org}: refresh failed (${codeOf(e)}); saved copy kept`);
        warn(`${config.org}: feed failed (${codeOf(e)}); fallback kept`);
        failed(el, entry, codeOf(e));
      },
    );
  return entry.settled;
}

/** Remove the board (or stop a load) and put the fallback back exactly. */
export function unmountContainer(el: Element): void {
  const entry = entries.get(el);
  if (!entry) return;
  entries.delete(el);
  entry.controller.abort();
  // A load in flight (or a board not swapped in yet) ends here: mount() says failed.
  entry.settle('failed');
  const shown = entry.shown;
  entry.shown = null;
  shown?.dispose();
  if (shown?.fallback || shown?.restore) {
    shown.restore?.();
    if (shown.fallback) {
      shown.root.remove();
      el.appendChild(shown.fallback);
    }
    el.removeAttribute('data-svc-state');
  } else {
    // Still loading, or its board not swapped in yet.
    endLoading(el, entry);
  }
}

interface View {
  jobId: string | null;
  job: JobPage | null;
  loadJob: LoadJob;
  /** The job the page's URL names now. */
  route: () => string | null;
  words: Words;
}

/**
 * Renders the board off-page, its frame in this task and the first page's
 * openings a slice per task (on a phone, all at once is a long task), then
 * swaps it in and settles the mount. If rendering throws, the
 * container is untouched. False when the first render threw.
 */
function show(el: Element, entry: Entry, env: Env, feed: Feed, view: View): boolean {
  const { config, ahead } = entry;
  const root = ahead?.host ?? document.createElement('svc-jobs-board');
  let dispose: () => void;
  let restore: (() => void) | null = null;
  const model = createBoardModel(feed, view.jobId, view.job, view.loadJob);
  const { words } = view;
  // The filter event and the page's query follow each change, in a task after
  // it (the change paints first); typing settles first.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = (): void => {
    if (config.syncUrl) writeUrlState(filters.values());
    emit(el, 'svc-jobs:filter', { org: config.org, count: filters.matches.peek().length });
  };
  const filters: FiltersModel = createFilters(model.jobs, config, words, {
    initial: config.syncUrl ? readUrlState(location.href) : {},
    onChange: (typing) => {
      clearTimeout(timer);
      timer = setTimeout(changed, typing ? FILTER_SETTLE : 0);
    },
  });
  if (ahead) {
    // In place, the whole page at once: a first render without the openings would remove the written ones.
    while (!filters.drawNext());
    const { shadow } = ahead;
    const written = [...shadow.childNodes].map((n) => n.cloneNode(true));
    const style = root.getAttribute('style');
    restore = () => {
      shadow.replaceChildren(...written);
      if (style == null) root.removeAttribute('style');
      else root.setAttribute('style', style);
    };
  }
  try {
    const shadow = ahead?.shadow ?? root.attachShadow({ mode: 'open' });
    const stopRender = renderBoard(root, shadow, {
      model,
      filters,
      config,
      jobsOrigin: env.jobsOrigin,
      words,
      on: (event, publicId) => emit(el, `svc-jobs:${event}`, { org: config.org, publicId }),
    });
    // Back and forward on a host-site detail page switch the job shown.
    const onPop = () => void model.showJob(view.route());
    if (config.hrefPattern) addEventListener('popstate', onPop);
    dispose = () => {
      clearTimeout(timer);
      removeEventListener('popstate', onPop);
      stopRender();
    };
  } catch (e) {
    warn('could not render the board', e);
    restore?.();
    return false;
  }
  const shown: Shown = { root, model, fallback: null, restore, dispose };
  entry.shown = shown;
  const draw = (): void => {
    // Unmounted meanwhile.
    if (entry.shown != shown) return;
    try {
      if (!filters.drawNext()) return void setTimeout(draw);
    } catch (e) {
      entry.shown = null;
      dispose();
      restore?.();
      return failed(el, entry, 'INTERNAL', e);
    }
    // A board written ahead is live where it is; another is swapped in for the fallback.
    if (!ahead) {
      const fallback = (shown.fallback = document.createDocumentFragment());
      while (el.firstChild) fallback.appendChild(el.firstChild);
      el.appendChild(root);
    }
    endLoading(el, entry);
    el.setAttribute('data-svc-state', 'ready');
    emit(el, 'svc-jobs:ready', { org: config.org, count: model.view.peek() === 'detail' ? 1 : filters.listed.peek().length });
    entry.settle('ready');
  };
  setTimeout(draw);
  return true;
}

/** A board written ahead: the snippet's `<svc-jobs-board>` and its shadow root. */
interface Ahead {
  host: HTMLElement;
  shadow: ShadowRoot;
}

/**
 * The board written ahead into a container, or null. Where the browser did not
 * attach its declarative shadow root (no support, or markup a script inserted)
 * it is attached here from the template, which stays: the container's children
 * are unchanged.
 */
function writtenAhead(el: Element): Ahead | null {
  const host = el.firstElementChild;
  if (!(host instanceof HTMLElement) || host.localName != 'svc-jobs-board') return null;
  const template = host.firstElementChild;
  if (!host.shadowRoot && template instanceof HTMLTemplateElement && template.hasAttribute('shadowrootmode'))
    host.attachShadow({ mode: 'open' }).append(template.content.cloneNode(true));
  return host.shadowRoot && { host, shadow: host.shadowRoot };
}

/** The loading markers go (every mount starts loading). */
function endLoading(el: Element, entry: Entry): void {
  el.removeAttribute('data-svc-state');
  if (entry.ariaBusy === null) el.removeAttribute('aria-busy');
  else el.setAttribute('aria-busy', entry.ariaBusy);
}

/** The load failed (a render, when it threw `thrown`): the fallback stays, exactly as it was. */
function failed(el: Element, entry: Entry, code: string, thrown?: unknown): void {
  if (thrown) warn('could not render the board', thrown);
  endLoading(el, entry);
  entries.delete(el);
  emit(el, 'svc-jobs:error', { org: entry.config.org, code });
  entry.settle('failed');
}

function codeOf(e: unknown): string {
  return e instanceof FeedError ? e.code : 'NETWORK';
}
