// Issue 8, a page without a container: what embed.js costs a page it has
// nothing to show on, against bench/baseline-none.js (look for containers,
// find none, stop).
//
// Evaluation time comes from a Chrome trace (devtools.timeline): the main
// thread's time in spans belonging to the script's URL — EvaluateScript
// (compile and the top level) plus any later callback of the script (the
// task that notes the visit's source), up to 500 ms after load. A trace sees the
// main thread from outside, so nothing in the page has to be timed by the
// page. Requests: every request the page made after the script's own, seen by
// the browser (Playwright's request event), over that same span; it must be 0.
import type { Browser } from '@playwright/test';
import type { BenchServer } from './server.ts';
import { alternate, BenchError, figure, median, type Figure, type Kind } from './stats.ts';
import { mainThread, scriptTime, SYNC, TRACE_CATEGORIES } from './trace.ts';

const AFTER_LOAD_MS = 500;

interface Run {
  evaluate: number;
  total: number;
  requests: string[];
}

async function run(browser: Browser, server: BenchServer, kind: Kind): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const script = kind === 'widget' ? 'embed' : 'baseline-none';
    const requests: string[] = [];
    let seenScript = false;
    page.on('request', (r) => {
      if (seenScript) requests.push(r.url());
      else if (new URL(r.url()).pathname === `/${script}.js`) seenScript = true;
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(server.page(script, { slug: null }));
      await page.waitForTimeout(AFTER_LOAD_MS);
    } finally {
      await page.evaluate((name) => performance.mark(name), SYNC).catch(() => undefined);
      trace = await browser.stopTracing();
    }
    if (!seenScript) throw new BenchError(`${kind}: the page never asked for /${script}.js`);
    const defined = await page.evaluate(() => typeof (window as { SvcJobs?: unknown }).SvcJobs);
    if (kind === 'widget' && defined !== 'object')
      throw new BenchError(`the widget did not run on the page without a container (SvcJobs is ${defined})`);
    const thread = mainThread(trace);
    const re = new RegExp(`/${script}\\.js`);
    const evaluate = thread.tasks
      .flatMap(function all(s): typeof thread.tasks {
        return [s, ...s.children.flatMap(all)];
      })
      .filter((s) => s.name === 'EvaluateScript' && s.url && re.test(s.url));
    if (!evaluate.length) throw new BenchError(`${kind}: no EvaluateScript of ${script}.js in the trace`);
    return { evaluate: evaluate.reduce((sum, s) => sum + s.end - s.start, 0), total: scriptTime(thread, re), requests };
  } finally {
    await context.close();
  }
}

export async function benchEmptyPage(
  browser: Browser,
  server: BenchServer,
): Promise<Record<'emptyPageScript' | 'emptyPageEvaluate' | 'emptyPageRequests', Figure>> {
  const runs = await alternate((kind) => run(browser, server, kind));
  const of = (kind: Kind, key: 'evaluate' | 'total') => median(runs[kind].map((r) => r[key]));
  const most = Math.max(...runs.widget.map((r) => r.requests.length));
  const baseline = 'bench/baseline-none.js: querySelectorAll, nothing found, stop';
  return {
    emptyPageScript: figure(
      `a page without a container: the script's main-thread time (its evaluation and its later callbacks, trace), up to ${AFTER_LOAD_MS} ms after load`,
      'ms',
      of('widget', 'total'),
      of('baseline', 'total'),
      null,
      { baselineIs: baseline },
    ),
    emptyPageEvaluate: figure(
      '   of which EvaluateScript (compile + top level)',
      'ms',
      of('widget', 'evaluate'),
      of('baseline', 'evaluate'),
      null,
      { baselineIs: baseline },
    ),
    emptyPageRequests: figure(
      `a page without a container: requests after embed.js (most in any run, ${AFTER_LOAD_MS} ms after load)`,
      'requests',
      most,
      Math.max(...runs.baseline.map((r) => r.requests.length)),
      { text: '0', met: (v) => v === 0 },
      { baselineIs: baseline, detail: { seen: [...new Set(runs.widget.flatMap((r) => r.requests))] } },
    ),
  };
}
