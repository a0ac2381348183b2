// Issue 8, figures 1 and 2: time to board for feeds of 10 to 5,000 openings,
// and the main thread while the board mounts (1,000 and 5,000).
//
// Time to board: the script's responseEnd → the first frame after
// svc-jobs:ready (bench/probe.js), with the first page of openings and the
// count on screen (checked after every run). The baseline is the widget's
// markup in plain DOM (bench/baseline-search.js: the heading, the filters, the
// count, the first 50 openings with their facts and dates), measured in the
// same run, alternating, a fresh context per page; every round checks that
// the two rendered the same markup. For 1,000 also issue 6's figure: against
// a plain list of all 1,000 (bench/baseline.js).
//
// Main thread: every 'longtask' from the page's start to 500 ms after ready
// (work right after ready, such as writing the saved copy, still blocks the host).
import type { Browser } from '@playwright/test';
import { checkSameMarkup, checkShown, openBoard, shown } from './browser.ts';
import { type BenchServer, type Script, SIZES, slugOf } from './server.ts';
import { BenchError, figure, median, PAGE_SIZE, RUNS, type Figure, type Kind } from './stats.ts';
import { must } from '../test/support/must.ts';

const IDLE_AFTER_READY_MS = 500;
const LONG_TASK_SIZES = new Set([1000, 5000]);

interface Run {
  ms: number;
  longest: number;
  tbt: number;
  /** The board's markup (bench/probe.js), to hold the baseline to the widget's. */
  markup: string;
}

async function run(browser: Browser, server: BenchServer, script: Script, size: number): Promise<Run> {
  const { page, close } = await openBoard(browser, server.page(script, { slug: slugOf(size) }));
  try {
    if (LONG_TASK_SIZES.has(size)) await page.waitForTimeout(IDLE_AFTER_READY_MS);
    const s = await shown(page);
    checkShown(`${script}, ${size} jobs`, s, size, script === 'baseline', PAGE_SIZE);
    const tasks = await page.evaluate(() => {
      if (__bench.noLongtasks) throw new Error(`no longtask observer: ${__bench.noLongtasks}`);
      return __bench.longtasks.map((t) => t.duration);
    });
    return {
      markup: await page.evaluate(() => __bench.markup()),
      ms: s.ms,
      longest: tasks.length ? Math.max(...tasks) : 0,
      tbt: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    };
  } finally {
    await close();
  }
}

const BASELINE: Record<Kind, Script> = { widget: 'embed', baseline: 'baseline-search' };

export interface BoardFigures {
  [key: string]: Figure;
}

/** One series of the matrix: which script, which feed, named for its figure. */
interface Series {
  key: string;
  size: number;
  scripts: Record<Kind, Script>;
}

const SERIES: Series[] = [
  ...SIZES.map((size) => ({ key: String(size), size, scripts: BASELINE })),
  // Issue 6's figure: the first page of 1,000 against a plain list of all of them.
  { key: 'all1000', size: 1000, scripts: { widget: 'embed', baseline: 'baseline' } },
];

/**
 * Figures 1 and 2. Runs go round the whole matrix (every size, widget and
 * baseline next to each other, which first alternating), so a burst of other
 * work on a shared machine lands on every figure alike, not on one size's block.
 */
export async function benchBoards(browser: Browser, server: BenchServer, log: (s: string) => void): Promise<BoardFigures> {
  const runs = new Map<string, Record<Kind, Run[]>>(SERIES.map((s) => [s.key, { widget: [], baseline: [] }]));
  // A fresh browser's first pages are slow (processes, caches): two pairs before anything counts, then one round unkept.
  for (let i = 0; i < 2; i++) for (const kind of ['widget', 'baseline'] as const) await run(browser, server, BASELINE[kind], 50);
  for (let i = -1; i < RUNS; i++) {
    for (const s of SERIES) {
      const order: Kind[] = i % 2 ? ['baseline', 'widget'] : ['widget', 'baseline'];
      const round: Partial<Record<Kind, Run>> = {};
      for (const kind of order) {
        const r = (round[kind] = await run(browser, server, s.scripts[kind], s.size));
        if (i >= 0) must(runs.get(s.key))[kind].push(r);
      }
      if (s.scripts === BASELINE) checkSameMarkup(`${s.size} jobs`, must(round.widget).markup, must(round.baseline).markup);
    }
    if (i >= 0) log(`  round ${i + 1} of ${RUNS}`);
  }
  const out: BoardFigures = {};
  for (const size of SIZES) {
    const rs = must(runs.get(String(size)));
    const of = (kind: Kind, key: 'ms' | 'longest' | 'tbt') => median(rs[kind].map((r) => r[key]));
    out[`timeToBoard${size}`] = figure(
      `time to board, ${size.toLocaleString('en')} openings: script responseEnd → first frame after svc-jobs:ready, first ${Math.min(size, PAGE_SIZE)} + count on screen`,
      'ms',
      of('widget', 'ms'),
      of('baseline', 'ms'),
      size <= 100 ? { text: '≤ 1.3× baseline', met: (_, r) => r !== null && r <= 1.3 } : null,
      {
        baselineIs: "the widget's markup in plain DOM: heading, filters, count, first 50 (bench/baseline-search.js)",
        detail: {
          widget: rs.widget.map((r) => r.ms),
          baseline: rs.baseline.map((r) => r.ms),
          // Each run's widget over the baseline measured beside it: steadier than the ratio of medians when the machine is busy.
          pairedRatio: Math.round(median(rs.widget.map((w, j) => w.ms / must(rs.baseline[j]).ms)) * 100) / 100,
        },
      },
    );
    if (LONG_TASK_SIZES.has(size)) {
      out[`longestTask${size}`] = figure(
        `longest task while ${size.toLocaleString('en')} openings mount (0: none over 50 ms), page start → ready + ${IDLE_AFTER_READY_MS} ms`,
        'ms',
        of('widget', 'longest'),
        of('baseline', 'longest'),
        { text: 'no task over 50 ms', met: (v) => v < 50 },
        { detail: { widget: rs.widget.map((r) => r.longest) } },
      );
      out[`totalBlocking${size}`] = figure(
        `total blocking time while ${size.toLocaleString('en')} openings mount (Σ task − 50 ms)`,
        'ms',
        of('widget', 'tbt'),
        of('baseline', 'tbt'),
      );
    }
  }
  const all = must(runs.get('all1000'));
  out.firstPageVsAll1000 = figure(
    'time to board, 1,000 openings: the first 50 + count against a plain list of all 1,000 (issue 6)',
    'ms',
    median(all.widget.map((r) => r.ms)),
    median(all.baseline.map((r) => r.ms)),
    { text: '≤ 1× baseline', met: (_, r) => r !== null && r <= 1 },
    { baselineIs: 'plain DOM list of all 1,000 (bench/baseline.js)' },
  );
  if (!Object.keys(out).length) throw new BenchError('no board figures');
  return out;
}
