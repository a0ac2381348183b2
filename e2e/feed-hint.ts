// The snippet's feed hint (src/snippet/snippet.ts feedHints), read the same
// way in every engine: e2e/feed-hint.spec.ts (Chromium, Firefox) and
// e2e-webkit/feed-hint.test.ts. The page is the snippet writer's own output.
import { snippetHtml } from '../src/snippet/snippet.ts';

export const HINT_ORG = 'acme';

/** A company page with the snippet as the builder and the CLI write it (a link fallback: the board needs the feed to show). */
export const hintedPage = (jobs: string): string =>
  `<header style="padding:2rem"><h1>Careers at Acme</h1></header><main style="padding:0 2rem">${snippetHtml({
    jobsUrl: jobs,
    attributes: { 'data-svc-jobs': HINT_ORG },
  })}</main>`;

/** The feed's two addresses, as the widget reads them. */
export const feedUrls = (jobs: string): string[] => [`${jobs}/api/v1/public/${HINT_ORG}`, `${jobs}/api/v1/public/${HINT_ORG}/jobs`];

export interface Timed {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
}

/**
 * The page's resource timing for the feed and embed.js, run in the page. A
 * preload the widget took over is one entry (initiator "link"); a second entry
 * for the same address is the widget's own request, or its own read of the cache.
 */
export function timings(): Timed[] {
  return performance
    .getEntriesByType('resource')
    .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
    .filter((e) => /\/api\/v1\/public\/|\/embed\.js/.test(e.name))
    .map((e) => ({ name: e.name, initiatorType: e.initiatorType, startTime: e.startTime, responseEnd: e.responseEnd }));
}

/** What the jobs host and the page saw of the feed: the requests asked, and each feed address's timing entries. */
export interface Handover {
  asked: string[];
  feed: { url: string; initiators: string[]; beforeScript: boolean }[];
}

/**
 * The handover read from the host's log and the page's {@link timings}: one
 * entry per address, the preload's (a read of the widget's own would be a
 * second), started while embed.js was still on its way.
 */
export function handover(jobs: string, asked: readonly { method: string; path: string }[], seen: readonly Timed[]): Handover {
  const script = seen.find((t) => t.name.includes('/embed.js'));
  return {
    asked: asked
      .filter((r) => r.path.startsWith(`/api/v1/public/${HINT_ORG}`))
      .map((r) => `${r.method} ${r.path}`)
      .sort(),
    feed: feedUrls(jobs).map((url) => {
      const entries = seen.filter((t) => t.name === url);
      return {
        url,
        initiators: entries.map((t) => t.initiatorType),
        beforeScript: (entries[0]?.startTime ?? Infinity) < (script?.responseEnd ?? 0),
      };
    }),
  };
}

/** The handover when each preload is the widget's request: asked once, handed over, sent before embed.js arrived. */
export const handedOver = (jobs: string): Handover => ({
  asked: feedUrls(jobs).map((url) => `GET ${new URL(url).pathname}`),
  feed: feedUrls(jobs).map((url) => ({ url, initiators: ['link'], beforeScript: true })),
});

/**
 * A snippet without its feed hint: what docs/privacy.md tells a company that
 * holds embed.js back until consent to do, since the hint asks the jobs host
 * for the feed as the page loads.
 */
export const withoutFeedHint = (html: string): string => html.replace(/<link rel="preload" as="fetch" [^>]*>\n?/g, '');
