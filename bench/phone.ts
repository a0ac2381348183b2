// Issue 8, the main thread on a phone's CPU: Chromium slowed 4× through CDP
// (Emulation.setCPUThrottlingRate, what Lighthouse's mobile run simulates), a
// 50-opening board, every task over 50 ms from the page's start to 500 ms
// after ready (bench/probe.js's longtask observer), widget and baseline
// alternating; and, what Lighthouse calls a long task attributed to a script,
// the longest run of the timed script's own functions inside a long animation
// frame (the probe's Long Animation Frames observer: a script entry's
// sourceURL). The baseline makes the same Intl objects (the widget's markup
// needs a collator, number, plural and relative-time formats), so the
// platform's locale-data load shows in both columns: in one task there, in
// the widget split over several (src/ui/intl.ts). Style, layout and paint after the board is swapped
// in are the browser's own tasks, attributed to no script.
import type { Browser } from '@playwright/test';
import { checkShown, shown } from './browser.ts';
import { slugOf, type BenchServer } from './server.ts';
import { alternate, figure, median, PAGE_SIZE, type Figure } from './stats.ts';

const SIZE = 50;
const RATE = 4;
const AFTER_READY_MS = 500;

interface Run {
  tasks: number[];
  /** The timed script's own runs inside long animation frames (ms). */
  own: number[];
  ms: number;
}

async function run(browser: Browser, server: BenchServer, script: 'embed' | 'baseline-search'): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const ready = page.waitForEvent('console', { predicate: (m) => m.text() === 'bench:ready', timeout: 30_000 });
    await page.goto(server.page(script, { slug: slugOf(SIZE) }));
    await ready;
    await page.waitForTimeout(AFTER_READY_MS);
    const s = await shown(page);
    checkShown(`${script} at ${RATE}× CPU`, s, SIZE, false, PAGE_SIZE);
    const { tasks, own } = await page.evaluate(
      (src) => ({
        tasks: __bench.longtasks.map((t) => Math.round(t.duration)),
        own: __bench.scripts.filter((x) => new URL(x.url || 'about:blank').pathname === src).map((x) => Math.round(x.duration)),
      }),
      `/${script}.js`,
    );
    return { tasks, own, ms: s.ms };
  } finally {
    await context.close();
  }
}

export async function benchPhone(browser: Browser, server: BenchServer): Promise<Record<string, Figure>> {
  const runs = await alternate((kind) => run(browser, server, kind === 'widget' ? 'embed' : 'baseline-search'));
  const longest = (rs: Run[]) => median(rs.map((r) => (r.tasks.length ? Math.max(...r.tasks) : 0)));
  const count = (rs: Run[]) => median(rs.map((r) => r.tasks.length));
  const own = (rs: Run[]) => median(rs.map((r) => Math.max(0, ...r.own)));
  const detail = { widget: runs.widget.map((r) => r.tasks), baseline: runs.baseline.map((r) => r.tasks) };
  return {
    phoneLongest: figure(
      `longest task at ${RATE}× CPU (a phone), ${SIZE} openings, page start → ready + ${AFTER_READY_MS} ms (0: none over 50 ms)`,
      'ms',
      longest(runs.widget),
      longest(runs.baseline),
      null,
      { detail: { tasksOver50ms: detail } },
    ),
    phoneScript: figure(
      `longest run of the script's own code in a long frame at ${RATE}× CPU (a long task attributed to it), ${SIZE} openings`,
      'ms',
      own(runs.widget),
      own(runs.baseline),
      { text: 'under 50 ms', met: (v) => v < 50 },
      { detail: { widget: runs.widget.map((r) => r.own), baseline: runs.baseline.map((r) => r.own) } },
    ),
    phoneLongTasks: figure(`tasks over 50 ms at ${RATE}× CPU, ${SIZE} openings`, 'tasks', count(runs.widget), count(runs.baseline)),
    phoneTimeToBoard: figure(
      `time to board at ${RATE}× CPU, ${SIZE} openings`,
      'ms',
      median(runs.widget.map((r) => r.ms)),
      median(runs.baseline.map((r) => r.ms)),
    ),
  };
}
