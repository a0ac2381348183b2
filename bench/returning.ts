// Issue 8, returning visitor: time to board from the saved copy against the
// first visit from the network, 50 openings, in one context per run.
//
// What the visitor sees (src/embed/mount.ts): on a first visit the board shows
// when the feed's two answers are in, and the copy is saved after that (when
// the page is idle). On a later visit the same two requests go out at once;
// the language's Intl objects and Preact's code are made ready meanwhile, one
// task each, and then, if the answers are not in yet, mount reads the saved
// copy (src/feed/cache.ts, re-parsed like an answer) and renders it while the
// answers revalidate it; when their ETags match the board does not change.
// On loopback the answers usually win, so the copy is never read (each run
// records which it was). So: visit 1 in a fresh context; wait until the copy
// is saved; visit 2 in a new page of the same context. embed.js and the
// answers are then revalidated by the browser (304, as the host's `no-cache`
// asks), and the second visit may use V8's code cache: all part of what a
// returning visitor gets. Also reported: when the refreshing answer lands, and
// whether the board changed after it (it must not: same feed, same ETags).
// Loopback has no round trip to save, so a second figure makes each feed
// answer SLOW_MS late (bench/server.ts's `-slow` org), first visit and refresh
// alike.
import type { Browser, Page } from '@playwright/test';
import { checkShown, shown, visit } from './browser.ts';
import { SLOW_MS, slugOf, type BenchServer } from './server.ts';
import { BenchError, figure, median, PAGE_SIZE, RUNS, type Figure } from './stats.ts';

const SIZE = 50;
const WATCH_AFTER_MS = 400;

async function savedCopy(page: Page): Promise<void> {
  await page
    .waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('svc-jobs:feed:')), null, { timeout: 5000 })
    .catch(() => {
      throw new BenchError('no saved copy (a localStorage key svc-jobs:feed:…) within 5 s of the first visit');
    });
}

interface Second {
  ms: number;
  /** Script start → the jobs answer's responseEnd, and DOM changes in the board after ready. */
  refreshAt: number | null;
  /** The board was ready before the jobs answer was in: it came from the saved copy. */
  fromSaved: boolean;
  changes: number;
  status: string[];
}

async function secondVisit(page: Page): Promise<Second> {
  // Count what the board's DOM does once the refreshing answer lands.
  const changes = await page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let n = 0;
        const o = new MutationObserver((records) => (n += records.length));
        o.observe(__bench.root(), { subtree: true, childList: true, characterData: true, attributes: true });
        setTimeout(() => {
          o.disconnect();
          resolve(n);
        }, ms);
      }),
    WATCH_AFTER_MS,
  );
  return page.evaluate((changes) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const jobs = entries.find((e) => /\/jobs(\?|$)/.test(e.name));
    const { ready, readyEvent } = __bench;
    if (ready == null || readyEvent == null) throw new Error('the probe saw no ready board');
    return {
      ms: ready,
      refreshAt: jobs && __bench.scriptEnd != null ? jobs.responseEnd - __bench.scriptEnd : null,
      fromSaved: !!jobs && readyEvent < jobs.responseEnd,
      changes,
      // Whether each answer came from the host or the browser's revalidated copy (304 → transferSize small, encodedBodySize kept).
      status: entries.filter((e) => /embed\.js|\/api\//.test(e.name)).map((e) => `${new URL(e.name).pathname} ${e.transferSize} B`),
    };
  }, changes);
}

async function series(browser: Browser, url: string): Promise<{ first: number[]; second: Second[] }> {
  const first: number[] = [];
  const second: Second[] = [];
  for (let i = -1; i < RUNS; i++) {
    const context = await browser.newContext();
    try {
      const p1 = await visit(context, url);
      const s1 = await shown(p1);
      checkShown('first visit', s1, SIZE, false, PAGE_SIZE);
      await savedCopy(p1);
      await p1.close();
      const p2 = await visit(context, url);
      const s2 = await shown(p2);
      checkShown('returning visit', s2, SIZE, false, PAGE_SIZE);
      const r = await secondVisit(p2);
      if (r.changes) throw new BenchError(`returning visit: the board changed ${r.changes} times after the refresh of an unchanged feed`);
      if (i >= 0) {
        first.push(s1.ms);
        second.push(r);
      }
    } finally {
      await context.close();
    }
  }
  return { first, second };
}

/** Two figures: on loopback, and with each feed answer SLOW_MS late (what the saved copy saves is the round trip). */
export async function benchReturning(browser: Browser, server: BenchServer): Promise<Record<'returning' | 'returningSlow', Figure>> {
  const out = {} as Record<'returning' | 'returningSlow', Figure>;
  for (const [key, slug, note] of [
    ['returning', slugOf(SIZE), 'loopback'],
    ['returningSlow', `${slugOf(SIZE)}-slow`, `each feed answer ${SLOW_MS} ms late`],
  ] as const) {
    const { first, second } = await series(browser, server.page('embed', { slug }));
    const refresh = second.map((r) => r.refreshAt).filter((x): x is number => x !== null);
    out[key] = figure(
      `returning visitor, ${SIZE} openings, ${note}: time to board on a second visit (same context: the saved copy, unless the answer comes first) against the first visit`,
      'ms',
      median(second.map((r) => r.ms)),
      median(first),
      null,
      {
        baselineIs: "the widget's own first visit from the network, fresh context",
        detail: {
          refreshAnswerAt: refresh.length ? median(refresh) : null,
          refreshNote: 'script start → the refreshing jobs answer (ETag unchanged: the board did not change)',
          fromSavedCopy: `${second.filter((r) => r.fromSaved).length} of ${second.length} second visits showed the saved copy before the answer`,
          secondVisitRequests: second.at(-1)?.status,
        },
      },
    );
  }
  return out;
}
