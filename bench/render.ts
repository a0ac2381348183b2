// npm run bench: issue 8's benchmark matrix in Chromium on loopback, each
// figure beside a plain-DOM baseline measured in the same run (alternating, a
// fresh browser context per page), medians of BENCH_RUNS runs:
//   - time to board for 10, 50, 100, 1,000 and 5,000 openings, and the main
//     thread (longest task, total blocking time) for 1,000 and 5,000
//     (bench/board.ts);
//   - the same main thread on a phone's CPU (4× slower), 50 openings (bench/phone.ts);
//   - a search keystroke on 5,000 (bench/keystroke.ts);
//   - a returning visitor from the saved copy (bench/returning.ts);
//   - a page without a container (bench/empty-page.ts);
//   - where a 50-opening board's time goes (bench/breakdown.ts);
//   - the JS heap over 400 mounts (bench/memory.ts);
//   - the apply frame (bench/apply.ts, whatever it returns);
//   - layout shift and LCP on the demo's careers pages, written ahead or with
//     a link fallback (bench/cwv.ts);
//   - interaction latency at 4× CPU on the 130-opening board (bench/inp.ts).
// Prints a table, writes bench/results/latest.json and the README's table
// (bench/results/latest.md, and BENCH_README when set).
// BENCH_DIST picks the build (default dist/); BENCH_RUNS the runs (default 7);
// BENCH_ONLY=time,memory runs only those steps (names as printed). A figure never fails the run; a
// check of what was timed does (the count shown, the openings rendered).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { benchApply } from './apply.ts';
import { benchBoards } from './board.ts';
import { benchBreakdown, printBreakdown, type Breakdown } from './breakdown.ts';
import { benchCwv, type CwvFigure } from './cwv.ts';
import { benchInp, type InpFigure } from './inp.ts';
import { launch } from './browser.ts';
import { benchEmptyPage } from './empty-page.ts';
import { benchKeystroke } from './keystroke.ts';
import { benchMemory } from './memory.ts';
import { benchPhone } from './phone.ts';
import { printTable, readmeMarkdown, writeJson, type Results } from './report.ts';
import { benchReturning } from './returning.ts';
import { startBenchServer } from './server.ts';
import { DIST, errorText, RUNS, type Figure } from './stats.ts';

const HERE = import.meta.dirname;
/** BENCH_ONLY=time,breakdown: only the steps whose names start so (printed, nothing written). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()) ?? null;

async function main(): Promise<void> {
  let embed: string;
  try {
    embed = readFileSync(path.join(DIST, 'embed.js'), 'utf8');
  } catch {
    console.error(`bench: ${path.join(DIST, 'embed.js')} is missing; build first (BENCH_DIST names another build).`);
    process.exit(1);
  }
  const started = Date.now();
  const loadAverageAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
  const server = await startBenchServer(embed);
  const browser = await launch();
  const chromium = browser.version();
  const dist = path.relative(process.cwd(), DIST) || '.';
  console.log(`bench: ${dist}/embed.js, ${RUNS} runs per figure, Chromium ${chromium}, load average ${loadAverageAtStart.join(' ')}`);
  const figures: Record<string, Figure> = {};
  const errors: string[] = [];
  let breakdown: Breakdown | null = null;
  const step = async (name: string, fn: () => Promise<void>) => {
    if (ONLY && !ONLY.some((o) => name.startsWith(o))) return;
    const t = Date.now();
    try {
      await fn();
    } catch (e) {
      errors.push(`${name}: ${errorText(e)}`);
    }
    console.log(`  ${name}: ${((Date.now() - t) / 1000).toFixed(0)} s`);
  };

  try {
    await step(
      'time to board and main thread',
      async () => void Object.assign(figures, await benchBoards(browser, server, (s) => console.log(s))),
    );
    await step('phone', async () => void Object.assign(figures, await benchPhone(browser, server)));
    await step('returning visitor', async () => void Object.assign(figures, await benchReturning(browser, server)));
    await step('page without a container', async () => void Object.assign(figures, await benchEmptyPage(browser, server)));
    await step('keystroke', async () => void Object.assign(figures, await benchKeystroke(browser, server)));
    await step('breakdown', async () => void (breakdown = await benchBreakdown(browser, server, 50)));
  } finally {
    await browser.close();
  }
  await step('memory', async () => void Object.assign(figures, await benchMemory(server)));
  await server.close();
  let apply: unknown = null;
  await step('apply', async () => void (apply = await benchApply(DIST)));
  let cwv: CwvFigure | null = null;
  await step('cwv', async () => void (cwv = await benchCwv(DIST, (s) => console.log(s))));
  let inp: InpFigure | null = null;
  await step('inp', async () => void (inp = await benchInp(DIST, (s) => console.log(s))));

  const results: Results = {
    date: new Date().toISOString(),
    dist,
    runs: RUNS,
    machine: {
      chromium,
      node: process.version,
      cpus: os.cpus()[0]?.model ?? '?',
      cores: os.cpus().length,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
    },
    embed: { bytes: embed.length, gzip: gzipSync(embed, { level: 9 }).length, brotli: brotliCompressSync(embed).length },
    figures,
    apply,
    cwv,
    inp,
    breakdown,
    errors,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log(`\n${printTable(results).join('\n')}`);
  if (results.breakdown) console.log(`\n${printBreakdown(results.breakdown).join('\n')}`);
  for (const e of errors) console.error(`bench failed: ${e}`);
  if (ONLY) {
    console.log('BENCH_ONLY: a partial run; bench/results/ left as it was.');
    if (errors.length) process.exit(1);
    return;
  }
  const json = writeJson(path.join(HERE, 'results'), results);
  const md = path.join(HERE, 'results', 'latest.md');
  writeFileSync(md, readmeMarkdown(results));
  if (process.env.BENCH_README) writeFileSync(process.env.BENCH_README, readmeMarkdown(results));
  console.log(
    `written: ${path.relative(process.cwd(), json)}, ${path.relative(process.cwd(), md)}${process.env.BENCH_README ? `, ${process.env.BENCH_README}` : ''} (${results.seconds} s)`,
  );
  if (errors.length) process.exit(1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
