// npm run bench: issue 6's budgets in Chromium, each beside a plain-DOM
// baseline measured in the same run (alternating, a fresh browser context for
// every page), medians of BENCH_RUNS runs:
//   1. script start → the first page of a 1,000-job board and its count on
//      screen, against the baseline rendering all 1,000 (bench/baseline.js);
//   2. the longest main-thread task (and total blocking time) while that
//      board mounts;
//   3. one search keystroke on a 5,000-job board → list updated, against a
//      plain-DOM search with the same rules (bench/baseline-search.js);
// then the apply frame (bench/apply.ts). Prints a table and writes
// bench/results/latest.json. BENCH_DIST picks the build (default dist/).
//
// "Script start" is the moment the script finished downloading (its resource
// timing's responseEnd); "on screen" is the first frame after svc-jobs:ready.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { benchApply, type ApplyFigure } from './apply.ts';
import { benchJobs, benchOrg, matchCount } from './feed.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const DIST = path.resolve(process.env.BENCH_DIST ?? 'dist');
const HERE = import.meta.dirname;
// BENCH_LIST sets the list's size (issue 8 asks for 10, 50, 100, 1,000 and 5,000).
const LIST = { slug: 'bench', count: Number(process.env.BENCH_LIST ?? 1000) };
const SEARCH = { slug: 'bench-5k', count: 5000 };
const PAGE_SIZE = 50;
/** Typed one key at a time, then deleted: every key changes the matches (checked below). */
const KEYS = ['f', 'i', 'r', 'm', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
const IDLE_AFTER_READY_MS = 500;

type Kind = 'widget' | 'baseline';

interface Probe {
  longtasks: { start: number; duration: number }[];
  noLongtasks?: string;
  ready: number | null;
  readyAt: number | null;
  pending?: Promise<{ frame: number; dom: number } | string>;
  root(): ParentNode;
  openings(): number;
  count(): number | null;
  searchBox(): HTMLInputElement | null;
  arm(): void;
}
declare const __bench: Probe;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

class BenchError extends Error {}

/** The key sequence's expected counts, each different from the one before (or the keystroke changes nothing to time). */
function expectedCounts(jobs: ReturnType<typeof benchJobs>): number[] {
  let q = '';
  let previous = jobs.length;
  return KEYS.map((key) => {
    q = key === 'Backspace' ? q.slice(0, -1) : q + key;
    const n = matchCount(jobs, q);
    if (n === previous) throw new BenchError(`bench/feed.ts: typing up to "${q}" leaves ${n} matches; every key must change them`);
    previous = n;
    return n;
  });
}

function pageHtml(script: string, slug: string, probe: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script>window.__benchScript = ${JSON.stringify(`/${script}`)};\n${probe}</script></head><body>
<div data-svc-jobs="${slug}">Loading…</div>
<script async src="/${script}?v=3"></script></body></html>`;
}

async function startServer(embed: string) {
  const probe = readFileSync(path.join(HERE, 'probe.js'), 'utf8');
  const files: Record<string, string> = {
    '/embed.js': embed,
    '/baseline.js': readFileSync(path.join(HERE, 'baseline.js'), 'utf8'),
    '/baseline-search.js': readFileSync(path.join(HERE, 'baseline-search.js'), 'utf8'),
  };
  const pages: Record<string, string> = {
    '/list/widget.html': pageHtml('embed.js', LIST.slug, probe),
    '/list/baseline.html': pageHtml('baseline.js', LIST.slug, probe),
    '/search/widget.html': pageHtml('embed.js', SEARCH.slug, probe),
    '/search/baseline.html': pageHtml('baseline-search.js', SEARCH.slug, probe),
  };
  const api: Record<string, string> = {};
  const server = createServer((req, res) => {
    const p = (req.url ?? '/').split('?')[0]!;
    const send = (type: string, body: string) => {
      res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(body);
    };
    if (api[p]) return send('application/json', api[p]);
    if (files[p]) return send('text/javascript', files[p]);
    if (pages[p]) return send('text/html', pages[p]);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const searchJobs = benchJobs(SEARCH.count, origin, SEARCH.slug);
  for (const [{ slug }, jobs] of [
    [LIST, benchJobs(LIST.count, origin, LIST.slug)],
    [SEARCH, searchJobs],
  ] as const) {
    api[`/api/v1/public/${slug}`] = JSON.stringify(benchOrg(origin, slug));
    api[`/api/v1/public/${slug}/jobs`] = JSON.stringify(jobs);
  }
  return { origin, searchJobs, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function openBoard(browser: Browser, url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => __bench.ready !== null, null, { timeout: 20_000 }).catch(() => {
    throw new BenchError(`${url}: no svc-jobs:ready within 20 s`);
  });
  return { page, close: () => context.close() };
}

interface MountRun {
  ms: number;
  longest: number;
  tbt: number;
  openings: number;
  count: number | null;
}

/** Figures 1 and 2 from one page load of the 1,000-job board. */
async function mountRun(browser: Browser, origin: string, kind: Kind): Promise<MountRun> {
  const { page, close } = await openBoard(browser, `${origin}/list/${kind}.html`);
  try {
    // Work right after ready (a saved copy, say) still runs on the host's main thread.
    await page.waitForTimeout(IDLE_AFTER_READY_MS);
    return await page.evaluate(() => {
      if (__bench.noLongtasks) throw new Error(`no longtask observer: ${__bench.noLongtasks}`);
      const tasks = __bench.longtasks.map((t) => t.duration);
      return {
        ms: __bench.ready!,
        longest: tasks.length ? Math.max(...tasks) : 0,
        tbt: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
        openings: __bench.openings(),
        count: __bench.count(),
      };
    });
  } finally {
    await close();
  }
}

/** Figure 3: the median keystroke of one page load of the 5,000-job board. */
async function searchRun(browser: Browser, origin: string, kind: Kind, expected: number[]): Promise<{ frame: number; dom: number }[]> {
  const { page, close } = await openBoard(browser, `${origin}/search/${kind}.html`);
  try {
    const found = await page.evaluate(() => {
      const box = __bench.searchBox();
      box?.focus();
      return !!box && box.matches(':focus');
    });
    if (!found)
      throw new BenchError(
        `${kind}: no focusable <input type="search"> in the board (the svc-jobs-board shadow root) of a ${SEARCH.count}-job feed.` +
          ` Figure 3 needs the issue-6 widget (filters and search); is ${DIST} built from it?`,
      );
    const times: { frame: number; dom: number }[] = [];
    for (const [i, key] of KEYS.entries()) {
      await page.evaluate(() => __bench.arm());
      // A random phase against the display's frames, as a person's keys have.
      await new Promise((r) => setTimeout(r, Math.random() * 17));
      await page.keyboard.press(key);
      const ms = await page.evaluate(() => __bench.pending!);
      if (typeof ms === 'string') throw new BenchError(`${kind}: key ${i + 1} (${key}): ${ms}`);
      times.push(ms);
      // What was timed must be the right answer: the status count of every match.
      const want = expected[i]!;
      const shown = await page
        .waitForFunction((n) => __bench.count() === n, want, { timeout: 2000 })
        .then(() => want)
        .catch(() => page.evaluate(() => __bench.count()));
      if (shown !== want) throw new BenchError(`${kind}: after key ${i + 1} (${key}) the status says ${shown}, the search rules give ${want}`);
    }
    return times;
  } finally {
    await close();
  }
}

/** Runs widget and baseline alternately, which one goes first alternating too; one warm-up pair first. */
async function alternate<T>(measure: (kind: Kind) => Promise<T>): Promise<Record<Kind, T[]>> {
  await measure('widget');
  await measure('baseline');
  const out: Record<Kind, T[]> = { widget: [], baseline: [] };
  for (let i = 0; i < RUNS; i++) {
    const order: Kind[] = i % 2 ? ['baseline', 'widget'] : ['widget', 'baseline'];
    for (const kind of order) out[kind].push(await measure(kind));
  }
  return out;
}

interface Figure {
  widget: number;
  baseline: number;
  ratio: number | null;
  goal: string;
  met: boolean;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const ratio = (w: number, b: number) => (b > 0 ? round(w / b, 2) : null);
const fmt = (n: number | null, unit = ' ms') => (n === null ? '—' : `${n.toFixed(1)}${unit}`);

async function main(): Promise<void> {
  const executablePath = ensureChromium();
  if (!executablePath) process.exit(1);
  let embed: string;
  try {
    embed = readFileSync(path.join(DIST, 'embed.js'), 'utf8');
  } catch {
    console.error(`bench: ${path.join(DIST, 'embed.js')} is missing; build first (BENCH_DIST names another build).`);
    process.exit(1);
  }
  const gzip = gzipSync(embed, { level: 9 }).length;
  const server = await startServer(embed);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const errors: string[] = [];
  const notes: string[] = [];
  const figures: Record<'firstPage' | 'longestTask' | 'totalBlocking' | 'keystroke' | 'keystrokeWork', Figure | null> = {
    firstPage: null,
    longestTask: null,
    totalBlocking: null,
    keystroke: null,
    keystrokeWork: null,
  };
  let keystrokeMax: Record<Kind, number> | null = null;
  let keystrokeSamples = 0;
  const started = Date.now();
  const version = browser.version();
  console.log(`bench: ${DIST}/embed.js, ${RUNS} runs per figure, Chromium ${version}`);

  try {
    const mounts = await alternate((kind) => mountRun(browser, server.origin, kind));
    const w = mounts.widget;
    const b = mounts.baseline;
    const last = w.at(-1)!;
    if (last.openings !== PAGE_SIZE || last.count !== LIST.count)
      notes.push(
        `the widget rendered ${last.openings} openings and its status count reads ${last.count ?? 'nothing'}` +
          ` (issue 6: the first ${PAGE_SIZE} and "${LIST.count.toLocaleString('en')}"): figure 1 timed what it rendered`,
      );
    if (b.at(-1)!.openings !== LIST.count) errors.push(`the baseline rendered ${b.at(-1)!.openings} openings, not ${LIST.count}`);
    const ms = [round(median(w.map((r) => r.ms))), round(median(b.map((r) => r.ms)))] as const;
    figures.firstPage = { widget: ms[0], baseline: ms[1], ratio: ratio(...ms), goal: 'ratio ≤ 1', met: ms[0] <= ms[1] };
    const lt = [round(median(w.map((r) => r.longest))), round(median(b.map((r) => r.longest)))] as const;
    figures.longestTask = { widget: lt[0], baseline: lt[1], ratio: ratio(...lt), goal: 'widget < 50 ms', met: lt[0] < 50 };
    const tbt = [round(median(w.map((r) => r.tbt))), round(median(b.map((r) => r.tbt)))] as const;
    figures.totalBlocking = { widget: tbt[0], baseline: tbt[1], ratio: ratio(...tbt), goal: '(reported)', met: true };
  } catch (e) {
    errors.push(`figures 1–2: ${e instanceof Error ? e.message : String(e)}`);
  }

  try {
    const expected = expectedCounts(server.searchJobs);
    const runs = await alternate((kind) => searchRun(browser, server.origin, kind, expected));
    keystrokeSamples = runs.widget.flat().length;
    // The median keystroke of each run, then the median of those.
    const of = (kind: Kind, key: 'frame' | 'dom') => round(median(runs[kind].map((run) => median(run.map((t) => t[key])))));
    const ks = [of('widget', 'frame'), of('baseline', 'frame')] as const;
    // Issue 6: "a search keystroke → list updated: median under 16 ms". The list is
    // updated when the DOM is; the next frame also waits for the display (every
    // 16.7 ms), which the baseline's 2 ms of work shows: reported beside it.
    figures.keystroke = { widget: ks[0], baseline: ks[1], ratio: ratio(...ks), goal: '(reported)', met: true };
    const work = [of('widget', 'dom'), of('baseline', 'dom')] as const;
    figures.keystrokeWork = { widget: work[0], baseline: work[1], ratio: ratio(...work), goal: 'widget < 16 ms', met: work[0] < 16 };
    const max = (kind: Kind) => round(Math.max(...runs[kind].flat().map((t) => t.frame)));
    keystrokeMax = { widget: max('widget'), baseline: max('baseline') };
  } catch (e) {
    errors.push(`figure 3: ${e instanceof Error ? e.message : String(e)}`);
  }
  await browser.close();
  await server.close();

  let apply: ApplyFigure | null = null;
  try {
    apply = await benchApply(DIST);
  } catch (e) {
    errors.push(`apply: ${e instanceof Error ? e.message : String(e)}`);
  }

  const rows: [string, Figure | null, string][] = [
    [`1. script start → first ${PAGE_SIZE} + count of ${LIST.count} (baseline: all ${LIST.count})`, figures.firstPage, ' ms'],
    [`2. longest task while ${LIST.count} mount (0: none over 50 ms)`, figures.longestTask, ' ms'],
    [`   total blocking time while ${LIST.count} mount`, figures.totalBlocking, ' ms'],
    [`3. search keystroke → list updated (DOM changed), ${SEARCH.count} jobs`, figures.keystrokeWork, ' ms'],
    [`   the same → the next frame painted (frames every 16.7 ms)`, figures.keystroke, ' ms'],
  ];
  console.log(`\nmedians of ${RUNS} runs (fresh context each, loopback)\n`);
  console.log(`${'figure'.padEnd(68)}${'embed.js'.padStart(10)}${'baseline'.padStart(10)}${'ratio'.padStart(8)}  goal`);
  for (const [label, f, unit] of rows) {
    if (!f) {
      console.log(`${label.padEnd(68)}${'failed'.padStart(10)}`);
      continue;
    }
    const r = f.ratio === null ? '—' : `${f.ratio.toFixed(2)}×`;
    const goal = f.goal === '(reported)' ? '' : `${f.goal} ${f.met ? 'met' : 'NOT MET'}`;
    console.log(`${label.padEnd(68)}${fmt(f.widget, unit).padStart(10)}${fmt(f.baseline, unit).padStart(10)}${r.padStart(8)}  ${goal}`);
  }
  if (apply) console.log(`${'   click Apply → form interactive (demo host)'.padEnd(68)}${fmt(apply.median).padStart(10)}  (min ${apply.min}, max ${apply.max} ms, ${apply.runs} runs)`);
  console.log(`\n${path.relative(process.cwd(), DIST) || '.'}/embed.js: ${embed.length} B raw, ${gzip} B gzip -9, ${brotliCompressSync(embed).length} B brotli`);
  for (const n of notes) console.log(`note: ${n}`);
  for (const e of errors) console.error(`bench failed: ${e}`);

  const results = {
    date: new Date().toISOString(),
    dist: path.relative(process.cwd(), DIST) || '.',
    runs: RUNS,
    chromium: version,
    embed: { bytes: embed.length, gzip },
    figures: {
      firstPage: figures.firstPage && { ...figures.firstPage, unit: 'ms', what: `script responseEnd → first frame after svc-jobs:ready; widget: first ${PAGE_SIZE} of ${LIST.count} + count; baseline: all ${LIST.count}` },
      longestTask: figures.longestTask && { ...figures.longestTask, unit: 'ms', what: `longest 'longtask' from page start to ${IDLE_AFTER_READY_MS} ms after ready; 0 when none over 50 ms` },
      totalBlocking: figures.totalBlocking && { ...figures.totalBlocking, unit: 'ms', what: 'sum of (longtask − 50 ms) over the same span' },
      keystroke: figures.keystroke && { ...figures.keystroke, unit: 'ms', keys: KEYS, samples: keystrokeSamples, max: keystrokeMax, what: `input event → next frame after the DOM changed, ${SEARCH.count} jobs; median per run, median of runs` },
      keystrokeWork: figures.keystrokeWork && { ...figures.keystrokeWork, unit: 'ms', what: 'input event → first DOM change (no frame wait), same keystrokes' },
      apply: apply && { ...apply, unit: 'ms', what: 'click Apply → form interactive, demo host' },
    },
    notes,
    errors,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(path.join(HERE, 'results'), { recursive: true });
  writeFileSync(path.join(HERE, 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written: bench/results/latest.json (${results.seconds} s)`);
  if (errors.length) process.exit(1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
