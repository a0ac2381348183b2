// npx tsx bench/inp-trace.ts <interaction> [distDir]: where the time of one
// interaction of bench/inp.ts goes in Chromium's own pipeline, at 4× CPU
// (/find.html, 360 px). BENCH_TRACE_RUNS runs (default 5), each a fresh page
// with a trace (devtools.timeline) around the interaction; for each run, in ms
// from the pointerup (or the first key event), on the page's main thread: the
// click's (or key's) dispatch, the style, layout, prepaint, paint and layerize
// of everything up to the commit of the frame after it, and how long after that
// commit the frame was displayed. Event Timing's duration is printed beside.
// The traces are kept in /tmp/inp-trace-{run}.json for chrome://tracing.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startDemo } from '../demo/start.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { recordingContext } from './cwv.ts';
import { act, check, INTERACTIONS, openSlowed } from './inp.ts';
import { benchPort } from './ports.ts';
import { must } from '../test/support/must.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

const what = process.argv[2] as (typeof INTERACTIONS)[number];
if (!INTERACTIONS.includes(what)) throw new Error(`one of ${INTERACTIONS.join(', ')}`);
const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 5);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'benchmark',
  'input',
  'latencyInfo',
];

/** The phases of one trace, in ms. */
function phases(events: TraceEvent[]): Record<string, number> | string {
  const input = events.find((e) => e.name === 'EventDispatch' && ['click', 'keydown', 'change'].includes(e.args?.data?.type ?? ''));
  if (!input) return 'no click or key in the trace';
  const main = events.filter((e) => e.pid === input.pid && e.tid === input.tid && e.ph === 'X');
  const start = main.find((e) => e.name === 'EventDispatch' && ['pointerup', 'keydown'].includes(e.args?.data?.type ?? ''))?.ts ?? input.ts;
  const commit = main.find((e) => e.name === 'Commit' && e.ts > input.ts);
  if (!commit) return 'no commit after the input';
  const end = commit.ts + must(commit.dur);
  const shown = events.find((e) => e.name === 'Display::FrameDisplayed' && e.ts > end);
  const sum = (name: string) =>
    main.filter((e) => e.name === name && e.ts >= start - 15_000 && e.ts < end).reduce((a, e) => a + must(e.dur), 0) / 1000;
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    dispatch: ms(must(input.dur)),
    style: sum('UpdateLayoutTree'),
    layout: sum('Layout'),
    prepaint: sum('PrePaint'),
    paint: sum('Paint'),
    layerize: sum('Layerize'),
    'to commit': ms(end - start),
    'commit to display': shown ? ms(shown.ts - end) : NaN,
  };
}

const demo = await startDemo({
  jobsPort: benchPort('inpJobs'),
  sitePort: benchPort('inpSite'),
  ...(process.argv[3] ? { distDir: process.argv[3] } : {}),
});
const browser = await chromium.launch({ executablePath: must(ensureChromium()), args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await recordingContext(browser, { viewport: { width: 360, height: 740 }, hasTouch: what === 'apply' });
    const { page } = await openSlowed(context, `${demo.siteOrigin}/find.html`);
    await act(page, what, () => browser.startTracing(page, { categories: CATEGORIES }));
    await page.waitForTimeout(800);
    const trace = await browser.stopTracing();
    await check(page, what);
    writeFileSync(`/tmp/inp-trace-${run}.json`, trace);
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const durations = await page.evaluate(() => __cwv.events.map((e) => e.duration));
    const p = phases(events);
    console.log(
      `run ${run}: Event Timing ${Math.max(...durations)} ms;`,
      typeof p === 'string'
        ? p
        : Object.entries(p)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join(', '),
    );
    await context.close();
  }
} finally {
  await browser.close();
  await demo.close();
}
