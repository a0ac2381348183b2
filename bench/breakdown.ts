// Issue 8: where a board's time goes, widget against the plain-DOM baseline
// (bench/baseline-search.js: the widget's markup, no framework), from
// script start (the script's responseEnd) to the first frame after
// svc-jobs:ready. Runs alone:
//
//   BENCH_DIST=dist-x npx tsx bench/breakdown.ts          (50 openings)
//   BENCH_SIZES=10,50,100 BENCH_RUNS=7 npx tsx bench/breakdown.ts
//   BENCH_RATE=4 npx tsx bench/breakdown.ts               (a phone's CPU)
//
// and within `npm run bench`. Three views, each a median over runs (a fresh
// context each, widget and baseline alternating):
//  - phases (wall clock, Resource Timing and the probe): script start → the
//    first feed request sent; → the last feed answer in; → the ready event;
//    → the frame on screen. They add up to the time to board.
//  - main-thread self time by kind (a Chrome trace, devtools.timeline):
//    the script's evaluation, JS after it, style, layout, paint, GC, idle.
//  - with BENCH_PROFILE=1, the widget's functions by time (V8's sampler in
//    the trace; build with `npx vite build --minify false` for plain names);
//  - the widget's JS by API (bench/instrument.js times the calls): the
//    shadow root, its stylesheet, Intl objects made and used, storage,
//    JSON.parse, and Preact's first render (attachShadow → the ready event,
//    less the timed calls inside it).
// Tracing and the timers cost a little themselves, so these pages run slower
// than the untraced time-to-board figures: compare rows, not totals.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Browser } from '@playwright/test';
import { checkShown, gotoReady, launch } from './browser.ts';
import { slugOf, startBenchServer, type BenchServer } from './server.ts';
import { alternate, DIST, median, PAGE_SIZE, round, type Kind } from './stats.ts';
import { attribute, functionTimes, mainThread, PROFILE_CATEGORIES, readTrace, SYNC, taskLines, TRACE_CATEGORIES } from './trace.ts';
import { must } from '../test/support/must.ts';

interface Timed {
  name: string;
  start: number;
  end: number;
}
declare global {
  var __benchSpans: Timed[];
}

export type Rows = Record<string, number>;
export interface Breakdown {
  size: number;
  /** The CPU slowdown the pages ran at (1: this machine's). */
  rate: number;
  runs: number;
  /** Each section's rows: median ms per row, widget and baseline. */
  sections: { title: string; rows: { label: string; widget: number | null; baseline: number | null }[] }[];
  /** The main-thread timeline of the run with the median time to board, each side. */
  timelines: Record<Kind, string[]>;
  /** BENCH_PROFILE=1: the widget's JS functions by total time, medians over runs. */
  functions: { name: string; self: number; total: number }[];
}

/** The functions with the most time, medians over runs (0 in a run without the function). */
function topFunctions(runs: Traced['functions'][], n = Number(process.env.BENCH_TOP ?? 25)): Breakdown['functions'] {
  // bench/instrument.js's wrappers hold the web APIs' own time (Intl, storage…): one row, detailed in the API section.
  const WRAPPER = /^wrapped \S+\.html/;
  runs = runs.map((r) => {
    const merged: Traced['functions'] = {};
    for (const [name, t] of Object.entries(r)) {
      const key = WRAPPER.test(name) ? '(timed web API calls: Intl, storage, stylesheet… see the API section)' : name;
      const m = (merged[key] ??= { self: 0, total: 0 });
      m.self += t.self;
      m.total = Math.max(m.total, t.total);
    }
    return merged;
  });
  const names = [...new Set(runs.flatMap((r) => Object.keys(r)))];
  return names
    .map((name) => ({
      name,
      self: round(median(runs.map((r) => r[name]?.self ?? 0)), 1),
      total: round(median(runs.map((r) => r[name]?.total ?? 0)), 1),
    }))
    .filter((f) => !/^\((program|idle)\)/.test(f.name))
    .sort((a, b) => b.total - a.total)
    .slice(0, n);
}

/** BENCH_PROFILE=1 adds V8's sampling profiler to the trace: the widget's functions by time (slower pages). */
const PROFILE = !!process.env.BENCH_PROFILE;
const SCRIPT: Record<Kind, 'embed' | 'baseline-search'> = { widget: 'embed', baseline: 'baseline-search' };
const API = /\/api\/v1\/public\/|\/embed\/i18n\//;

/** One traced page load: its three views as flat rows. */
interface Traced {
  phases: Rows;
  thread: Rows;
  apis: Rows;
  /** The run's main-thread tasks over 1 ms, with the timed calls in each. */
  tasks: string[];
  /** BENCH_PROFILE=1: self and total ms per JS function (V8's sampler). */
  functions: Record<string, { self: number; total: number }>;
}

async function tracedRun(browser: Browser, server: BenchServer, kind: Kind, size: number, rate: number): Promise<Traced> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A phone's CPU (4×, what Lighthouse's mobile run simulates) through CDP.
    if (rate !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(page, { categories: PROFILE ? [...TRACE_CATEGORIES, ...PROFILE_CATEGORIES] : TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await gotoReady(page, server.page(SCRIPT[kind], { slug: slugOf(size), instrument: true }));
    } finally {
      await page.evaluate((name) => performance.mark(name), SYNC).catch(() => undefined);
      trace = await browser.stopTracing();
    }
    const s = await page.evaluate(() => ({ openings: __bench.openings(), count: __bench.count() }));
    checkShown(`breakdown ${kind}, ${size} jobs`, s, size, false, PAGE_SIZE);
    const seen = await page.evaluate(() => {
      const { scriptEnd, readyEvent, readyAt } = __bench;
      if (scriptEnd == null || readyEvent == null || readyAt == null) throw new Error('the probe saw no ready board');
      return {
        scriptEnd,
        readyEvent,
        readyAt,
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
          name: e.name,
          start: e.startTime,
          end: e.responseEnd,
        })),
        spans: __benchSpans,
      };
    });
    const from = seen.scriptEnd;
    const to = seen.readyAt;
    const requests = seen.resources.filter((r) => API.test(r.name));
    if (!requests.length) throw new Error(`${kind}: no feed request seen`);
    const sent = Math.min(...requests.map((r) => r.start));
    const answered = Math.max(...requests.map((r) => r.end));
    const phases: Rows = {
      'script start → first feed request sent': sent - from,
      [`feed requests in flight (${requests.length}: ${requests.map((r) => new URL(r.name).pathname.split('/').pop()).join(', ')})`]:
        answered - sent,
      'last answer in → svc-jobs:ready (parse, models, render)': seen.readyEvent - answered,
      'svc-jobs:ready → frame on screen (style, layout, paint, frame wait)': to - seen.readyEvent,
      'total: time to board (traced)': to - from,
    };
    const parsed = readTrace(trace);
    const main = mainThread(parsed);
    const functions: Traced['functions'] = {};
    if (PROFILE) for (const [key, t] of functionTimes(parsed, from, to)) functions[key] = t;
    const thread = attribute(main, from, to, (url) => !!url && /\/(embed|baseline-search)\.js/.test(url));

    // The timed API calls inside the window, outermost only (a call made inside another is its cost).
    const inWindow = seen.spans.filter((x) => x.start >= from && x.end <= to);
    const outer = inWindow.filter(
      (x) => !inWindow.some((y) => y !== x && y.start <= x.start && y.end >= x.end && y.end - y.start > x.end - x.start),
    );
    const apis: Rows = {};
    for (const x of outer) if (x.name !== 'ready event') apis[x.name] = (apis[x.name] ?? 0) + (x.end - x.start);
    const shadow = outer.find((x) => x.name === 'shadow root');
    const ready = seen.spans.find((x) => x.name === 'ready event');
    if (shadow && ready) {
      const inside = outer.filter((x) => x.start >= shadow.end && x.end <= ready.start && x.name !== 'ready event');
      apis["Preact's first render (attachShadow → ready, less the calls above inside it)"] =
        ready.start - shadow.end - inside.reduce((sum, x) => sum + x.end - x.start, 0);
    }
    const tasks = taskLines(main, from, to).map((t) => {
      const calls: Rows = {};
      for (const x of outer)
        if (x.start - from >= t.at && x.end - from <= t.at + t.ms && x.name !== 'ready event')
          calls[x.name] = (calls[x.name] ?? 0) + x.end - x.start;
      const timed = Object.entries(calls)
        .filter(([, ms]) => ms >= 0.3)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', ');
      const ready = seen.readyEvent - from >= t.at && seen.readyEvent - from <= t.at + t.ms ? ' → svc-jobs:ready' : '';
      return `+${t.at.toFixed(1).padStart(6)} ms  ${t.ms.toFixed(1).padStart(5)} ms  ${t.what}${timed ? ` [timed: ${timed}]` : ''}${ready}`;
    });
    const marks = [
      ...requests.map((r) => ({ at: r.start - from, text: `request sent: ${new URL(r.name).pathname}` })),
      ...requests.map((r) => ({ at: r.end - from, text: `answer in: ${new URL(r.name).pathname}` })),
      { at: to - from, text: 'frame on screen' },
    ].map((m) => ({ at: m.at, line: `+${m.at.toFixed(1).padStart(6)} ms  ${'·'.padStart(8)}  ${m.text}` }));
    const timeline = [...tasks.map((line) => ({ at: Number(line.slice(1, 8)), line })), ...marks]
      .sort((a, b) => a.at - b.at)
      .map((x) => x.line);
    return { phases, thread, apis, tasks: timeline, functions };
  } finally {
    await context.close();
  }
}

function section(title: string, runs: Record<Kind, Rows[]>): Breakdown['sections'][number] {
  const labels = [...new Set([...runs.widget, ...runs.baseline].flatMap((r) => Object.keys(r)))];
  // A row missing in a run counts 0 there (the category did not occur).
  const of = (kind: Kind, label: string) =>
    runs[kind].some((r) => label in r) ? round(median(runs[kind].map((r) => r[label] ?? 0)), 1) : null;
  const rows = labels.map((label) => ({ label, widget: of('widget', label), baseline: of('baseline', label) }));
  if (title.startsWith('main thread')) rows.sort((a, b) => (b.widget ?? 0) - (a.widget ?? 0));
  return { title, rows };
}

export async function benchBreakdown(browser: Browser, server: BenchServer, size = 50, runs?: number, rate = 1): Promise<Breakdown> {
  const all = await alternate((kind) => tracedRun(browser, server, kind, size, rate), runs);
  const pick = (key: 'phases' | 'thread' | 'apis') => ({
    widget: all.widget.map((r) => r[key]),
    baseline: all.baseline.map((r) => r[key]),
  });
  const total = (r: Traced) => r.phases['total: time to board (traced)'] ?? 0;
  const medianRun = (rs: Traced[]) => must([...rs].sort((a, b) => total(a) - total(b))[Math.floor((rs.length - 1) / 2)]);
  return {
    size,
    rate,
    runs: all.widget.length,
    timelines: { widget: medianRun(all.widget).tasks, baseline: medianRun(all.baseline).tasks },
    functions: PROFILE ? topFunctions(all.widget.map((r) => r.functions)) : [],
    sections: [
      section('phases (wall clock, add up to the time to board)', pick('phases')),
      section('main thread, self time by kind (Chrome trace), script start → frame', pick('thread')),
      section('the JS by API (bench/instrument.js), calls inside the same span', pick('apis')),
    ],
  };
}

export function printBreakdown(b: Breakdown): string[] {
  const cpu = b.rate === 1 ? '' : ` at ${b.rate}× CPU`;
  const lines = [`breakdown, ${b.size} openings${cpu}: script start → first frame after ready, median of ${b.runs} traced runs (ms)`];
  const w = 78;
  for (const s of b.sections) {
    lines.push('', `${s.title.padEnd(w)}${'embed.js'.padStart(10)}${'baseline'.padStart(10)}${'Δ'.padStart(9)}`);
    for (const r of s.rows) {
      const d =
        r.widget !== null && r.baseline !== null ? (r.widget - r.baseline).toFixed(1) : r.widget !== null ? r.widget.toFixed(1) : '';
      const f = (n: number | null) => (n === null ? '—' : n.toFixed(1));
      lines.push(`  ${r.label.slice(0, w - 2).padEnd(w - 2)}${f(r.widget).padStart(10)}${f(r.baseline).padStart(10)}${d.padStart(9)}`);
    }
  }
  if (b.functions.length) {
    lines.push(
      '',
      `embed.js page: JS functions by total time (V8 sampler, median of runs; self = the function alone)`,
      `  ${'total'.padStart(7)}${'self'.padStart(7)}  function file:line:column`,
    );
    for (const f of b.functions) lines.push(`  ${f.total.toFixed(1).padStart(7)}${f.self.toFixed(1).padStart(7)}  ${f.name}`);
  }
  for (const kind of ['widget', 'baseline'] as const) {
    lines.push(
      '',
      `${kind === 'widget' ? 'embed.js' : 'baseline'}: main-thread tasks over 1 ms of the run with the median total (ms after script start, duration)`,
    );
    lines.push(...b.timelines[kind].map((l) => `  ${l}`));
  }
  return lines;
}

async function main(): Promise<void> {
  const sizes = (process.env.BENCH_SIZES ?? '50').split(',').map(Number);
  const embed = readFileSync(`${DIST}/embed.js`, 'utf8');
  const server = await startBenchServer(embed);
  const browser = await launch();
  try {
    console.log(`breakdown: ${DIST}/embed.js, Chromium ${browser.version()}`);
    const rate = Number(process.env.BENCH_RATE ?? 1);
    for (const size of sizes) console.log(`\n${printBreakdown(await benchBreakdown(browser, server, size, undefined, rate)).join('\n')}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
