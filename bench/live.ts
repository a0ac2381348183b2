// Issue 36, and 49's phone: the live board (a plain container, nothing written
// ahead) against the plainest renderer (bench/baseline-plain.js: the same
// feed's first page as a <ul> of links), a fresh context per page:
//   - time to board under Lighthouse's mobile profile at 10, 50 and 100
//     openings (median of 9): embed.js from a plain container, the same with
//     the snippet's feed hint, and the plainest renderer, with when the feed
//     request left, when the page's first Intl object was made, and every
//     task over 50 ms split into the widget's own and that Intl object
//     (bench/phone-board.ts);
//   - the 50-opening phone loads' long frames, named by the function embed.js
//     ran (Long Animation Frames, through a source map of the same build), and
//     every task over 50 ms at 1× for 1,000 openings;
//   - the trace of the live path at 1× and 4×, 10 and 50 openings: each
//     request, each main-thread task in order (bench/breakdown.ts).
// Writes bench/results/live.{md,json}. `npx tsx bench/live.ts` runs it alone.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { buildEmbed } from './build.ts';
import { benchBreakdown, printBreakdown, type Breakdown } from './breakdown.ts';
import { gotoReady, launch } from './browser.ts';
import { writeResult } from './report.ts';
import { benchPhoneBoard, PHONE, PHONE_SIDES, type PhoneSide, type PhoneSize } from './phone-board.ts';
import { slugOf, startBenchServer, type BenchServer, type Script } from './server.ts';
import { BenchError, DIST, median, PAGE_SIZE, round, spread, type Spread } from './stats.ts';

const RUNS = 9;
const AFTER_READY_MS = 500;

export interface Load {
  ms: number;
  tasks: number[];
  /** embed.js's own work in frames over 50 ms: the function (minified name and position) and its ms. */
  scripts: { fn: string; at: number; invoker: string; ms: number }[];
}

/** One page of `side` with `size` openings at `rate`× CPU, in a fresh context; `settle`: its long tasks until AFTER_READY_MS after ready. */
export async function load(
  browser: Browser,
  server: BenchServer,
  side: Script,
  size: number,
  rate: number,
  settle: boolean,
): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (rate !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
    await gotoReady(page, server.page(side, { slug: slugOf(size) }), 60_000);
    if (settle) await page.waitForTimeout(AFTER_READY_MS);
    const seen = await page.evaluate(
      (withCount) => ({
        ms: __bench.ready,
        openings: __bench.openings(),
        count: withCount ? __bench.count() : null,
        tasks: __bench.longtasks.map((t) => t.duration),
        scripts: __bench.scripts.filter((s) => /\/embed\.js/.test(s.url)),
      }),
      side.startsWith('embed'),
    );
    const want = Math.min(size, PAGE_SIZE);
    if (seen.ms === null || seen.openings !== want || (side.startsWith('embed') && seen.count !== size))
      throw new BenchError(
        `${side}, ${size} openings: ${seen.openings} rendered (count ${seen.count ?? '—'}), expected ${want} of ${size}`,
      );
    return {
      ms: seen.ms,
      tasks: seen.tasks,
      scripts: seen.scripts.map(({ fn, at, invoker, duration }) => ({ fn, at, invoker, ms: duration })),
    };
  } finally {
    await context.close();
  }
}

export interface TaskFigures {
  longest: Spread;
  /** Median count of tasks over 50 ms. */
  over50: number;
  timeToBoard: Spread;
  /** Each run's tasks over 50 ms (ms). */
  tasks: number[][];
}
export const tasksOf = (ls: Load[]): TaskFigures => ({
  longest: spread(ls.map(longest)),
  over50: median(ls.map(over50)),
  timeToBoard: spread(ls.map((l) => l.ms)),
  tasks: ls.map((l) => l.tasks.filter((t) => t > 50).map(Math.round)),
});
const longest = (l: Load) => Math.max(0, ...l.tasks);
const over50 = (l: Load) => l.tasks.filter((t) => t > 50).length;

/**
 * Names embed.js's minified functions: the same source built again with a
 * source map, held to dist's bytes (a different build names nothing).
 */
async function functionNamer(embed: string): Promise<(fn: string, at: number) => string> {
  const chunk = await buildEmbed({ build: { sourcemap: true } });
  if (!chunk?.map || !chunk.code.startsWith(embed.trimEnd().slice(0, 1000)))
    return (fn) => `${fn || '(anonymous)'} (no source map for this build)`;
  const map = new SourceMapConsumer(chunk.map.toString());
  const lineStarts = [0];
  for (let i = 0; i < chunk.code.length; i++) if (chunk.code[i] === '\n') lineStarts.push(i + 1);
  return (fn, at) => {
    if (at < 0) return `${fn || '(anonymous)'} (top level)`;
    const line = lineStarts.findLastIndex((s) => s <= at);
    const pos = map.originalPositionFor({ line: line + 1, column: at - (lineStarts[line] ?? 0) });
    if (!pos.source) return fn || '(anonymous)';
    // The source line itself names the function better than a minified name.
    const text = map.sourceContentFor(pos.source, true)?.split('\n')[pos.line - 1]?.trim().slice(0, 70) ?? '';
    return `${pos.source.replace(/^.*?src\//, 'src/')}:${pos.line} \`${text}\``;
  };
}

export interface LiveResults {
  date: string;
  machine: { chromium: string; cores: number; loadAverage: number[] };
  embed: { bytes: number; gzip: number };
  /** Time to board on the phone profile, per size: each side's figures and the ratios to the plainest renderer. */
  phone: PhoneSize[];
  /** embed.js's own work in long frames on the phone profile, 50 openings, from a plain container, by function. */
  attributed: { name: string; ms: number; runs: number }[];
  thousand: TaskFigures;
  traces: Breakdown[];
}

function attribute(loads: { scripts: Load['scripts'] }[], name: (fn: string, at: number) => string): LiveResults['attributed'] {
  const worst = new Map<string, number[]>();
  for (const l of loads) {
    const inRun = new Map<string, number>();
    for (const s of l.scripts) {
      const key = `${name(s.fn, s.at)} (${s.invoker.startsWith('http') ? 'evaluation' : s.invoker})`;
      inRun.set(key, Math.max(inRun.get(key) ?? 0, s.ms));
    }
    for (const [k, ms] of inRun) worst.set(k, [...(worst.get(k) ?? []), ms]);
  }
  return [...worst]
    .map(([n, ms]) => ({ name: n, ms: round(median(ms)), runs: ms.length }))
    .filter((a) => a.ms >= 20)
    .sort((a, b) => b.ms - a.ms);
}

export async function benchLive(browser: Browser, server: BenchServer, embed: string, log: (s: string) => void): Promise<LiveResults> {
  let fifty: Parameters<typeof attribute>[0] = [];
  const phone = await benchPhoneBoard(browser, server, RUNS, log, (size, loads) => {
    if (size === 50) fifty = loads.embed;
  });
  const thousand: Load[] = [];
  for (let i = 0; i < 5; i++) thousand.push(await load(browser, server, 'embed', 1000, 1, true));
  const name = await functionNamer(embed);
  const traces: Breakdown[] = [];
  for (const rate of [1, 4]) for (const size of [10, 50]) traces.push(await benchBreakdown(browser, server, size, 3, rate));
  return {
    date: new Date().toISOString(),
    machine: { chromium: browser.version(), cores: os.cpus().length, loadAverage: os.loadavg().map((n) => round(n, 2)) },
    embed: { bytes: embed.length, gzip: gzipSync(embed, { level: 9 }).length },
    phone,
    attributed: attribute(fifty, name),
    thousand: tasksOf(thousand),
    traces,
  };
}

const SIDE_NAMES: Record<PhoneSide, string> = {
  embed: 'embed.js',
  'embed-hinted': "embed.js, the snippet's feed hint",
  plain: 'plainest renderer',
};

/** The phone table: time to board per size and side, with the goals (issue 49). */
function phoneRows(r: LiveResults): string[] {
  const ms = (s: Spread) => `${s.median} ms (${s.min}–${s.max})`;
  const rows = [
    "| openings | side | time to board | ratio | goal | from the page's start | feed request left | feed in |",
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const p of r.phone)
    for (const side of PHONE_SIDES) {
      const f = p.sides[side];
      const ratio = side === 'embed' ? p.ratio.embed : side === 'embed-hinted' ? p.ratio.hinted : null;
      const limit = side === 'embed' ? 1.2 : 1.0;
      const goal = ratio === null ? '' : `≤ ${limit.toFixed(1)}×: ${ratio <= limit ? 'met' : '**not met**'}`;
      rows.push(
        `| ${p.size} | ${SIDE_NAMES[side]} | ${ms(f.timeToBoard)} | ${ratio === null ? '' : `${ratio}×`} | ${goal} | ${f.fromStart.median} ms | ${f.feedSent.median} ms | ${f.feedIn.median} ms |`,
      );
    }
  return rows;
}

/** The long tasks on the phone profile: the widget's own, and the platform's first Intl object apart. */
function taskRows(r: LiveResults): string[] {
  const rows = [
    '| openings | side | longest task of its own | own tasks over 50 ms | first Intl object | made while the feed request travelled |',
    '|---|---|---|---|---|---|',
  ];
  for (const p of r.phone)
    for (const side of ['embed', 'embed-hinted'] as const) {
      const f = p.sides[side];
      const intl = f.firstIntl;
      rows.push(
        `| ${p.size} | ${SIDE_NAMES[side]} | ${f.ownLongest.median} ms (${f.ownLongest.min}–${f.ownLongest.max}) | ${f.ownOver50} | ${intl ? `${intl.kind}, ${intl.ms.median} ms (${intl.ms.min}–${intl.ms.max})` : '—'} | ${intl ? `${intl.whileFeedTravels} of ${RUNS}` : '—'} |`,
      );
    }
  return rows;
}

export function liveMarkdown(r: LiveResults): string {
  const ms = (s: Spread) => `${s.median} ms (${s.min}–${s.max})`;
  const k = r.thousand;
  const lines = [
    `\`bench/live.ts\` (part of \`npm run bench\`): a live board in Chromium ${r.machine.chromium}, ${r.machine.cores} cores, load average ${r.machine.loadAverage.join(' ')} at the end; embed.js ${r.embed.bytes} B, ${r.embed.gzip} B gzip -9. Every figure is in \`bench/results/live.json\` (${r.date.slice(0, 10)}).`,
    '',
    `### Time to board as a phone gets it`,
    '',
    `Lighthouse's mobile profile through CDP: ${PHONE.latencyMs} ms round trip, ${(PHONE.downBytes * 8) / 1e6} Mbps down, ${(PHONE.upBytes * 8) / 1e3} kbps up, ${PHONE.cpu}× CPU; the host compresses (gzip). Medians of ${RUNS} (min–max), a fresh context per page, the three sides in rotating order (\`bench/phone-board.ts\`): embed.js from a plain container; the same page with the snippet's feed hint (the two \`<link rel="preload">\` lines \`src/snippet/snippet.ts\` writes before the container); the plainest renderer (\`bench/baseline-plain.js\`, a \`<ul>\` of links from the same feed, no hint). Time to board: the script's responseEnd → the first frame after \`svc-jobs:ready\`. The other columns are from the page's start (navigation): the board's frame, when the list request left (its resource timing \`startTime\`) and when its answer was in.`,
    '',
    ...phoneRows(r),
    '',
    `Tasks over 50 ms on the same loads (\`longtask\` entries from the page's start to ${AFTER_READY_MS} ms after ready), each split into the page's first Intl object (its construction, timed by \`bench/probe.js\`) and the rest, the widget's own:`,
    '',
    ...taskRows(r),
    '',
    `| longest task at 1× CPU, 1,000 openings (5 runs, loopback) | ${ms(k.longest)} | none over 50 ms: ${k.longest.median <= 50 ? 'met' : '**not met**'} |`,
    '|---|---|---|',
    '',
    `embed.js's own work in frames over 50 ms on the phone profile, 50 openings, no hint, by function (named through a source map of the same build; median of the runs it appeared in):`,
    '',
    '| function (how it was called) | ms | runs |',
    '|---|---|---|',
    ...r.attributed.map((a) => `| ${a.name.replace(/\|/g, '\\|')} | ${a.ms} | ${a.runs} of ${RUNS} |`),
    '',
    "The trace of the live path on loopback (\`bench/breakdown.ts\`, a Chrome trace, median of 3 traced runs each side; the baseline here is the widget's own markup in plain DOM, \`bench/baseline-search.js\`; tracing slows both sides):",
  ];
  for (const t of r.traces) lines.push('', '\`\`\`', ...printBreakdown(t), '\`\`\`');
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const embed = readFileSync(path.join(DIST, 'embed.js'), 'utf8');
  const server = await startBenchServer(embed);
  const browser = await launch();
  try {
    const r = await benchLive(browser, server, embed, (s) => console.log(s));
    writeResult('live', r, liveMarkdown(r));
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
