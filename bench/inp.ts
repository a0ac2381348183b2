// npm run bench (part 4), CONTRACT.md "Rendered ahead", Interactions: on a
// phone's CPU (Chromium slowed 4× through CDP, as bench/phone.ts), each
// interaction with the 130-opening Northwind board (the demo's /find.html:
// groups by department, URL sync, inline apply), at 360 × 740:
//   - department: the department select focused, ArrowDown (the next
//     department chosen, as a keyboard does on a closed select);
//   - search: the search box focused, a word typed a key at a time (KEY_GAP_MS
//     apart); the run's figure is its slowest keystroke;
//   - show more: a click on "Show 50 more";
//   - apply: a tap on the first opening's Apply (a touch: no hover before
//     it), the disclosure opens;
//   - apply, mouse: the mouse onto that Apply, resting HOVER_MS (its frame
//     warms meanwhile), then a click: a desktop pointer on a phone's CPU.
// Each run is a fresh context and page (a first visit), SETTLE_MS after
// svc-jobs:ready before the interaction. Latency: Event Timing
// (PerformanceObserver type 'event', durationThreshold 16, buffered), the
// longest entry of each interactionId; beside it web-vitals' onINP
// (reportAllChanges, durationThreshold 16) for the page. An interaction with
// no entry at all took under 16 ms (the API's floor): counted as 16.
// BENCH_INP_RUNS runs (default 9); median and max. BENCH_INP_ONLY=apply runs
// the named interactions alone.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { startDemo } from '../demo/start.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { recordingContext, type Recorded } from './cwv.ts';
import { benchPort } from './ports.ts';
import { median } from './stats.ts';
import { must } from '../test/support/must.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 9));
const RATE = 4;
const SETTLE_MS = 1000;
const AFTER_MS = 800;
/** How long the pointer rests on Apply before the press (BENCH_INP_HOVER_MS); a finger has no rest at all. */
const HOVER_MS = Number(process.env.BENCH_INP_HOVER_MS ?? 150);
const KEY_GAP_MS = 250;
const WORD = 'planner';
const FLOOR = 16;
const BUDGET = { median: 100, max: 200 };

export const INTERACTIONS = ['department', 'search', 'show more', 'apply', 'apply, mouse'] as const;
type Interaction = (typeof INTERACTIONS)[number];
/** BENCH_INP_ONLY=apply (several joined by +): some interactions alone, when working on one. */
const ONLY = INTERACTIONS.filter((i) => !process.env.BENCH_INP_ONLY || process.env.BENCH_INP_ONLY.split('+').includes(i));

interface Sample {
  /** Event Timing: the longest entry of each interaction, in order. */
  latencies: number[];
  /** web-vitals' INP for the page. */
  inp: number | null;
  /** What was done, checked: the board's status line after it. */
  status: string;
}

const board = (page: Page) => page.locator('svc-jobs-board');

/**
 * A press as a hand makes it, with Playwright's mouse alone: a locator's click
 * runs its actionability checks and hit-target listeners in the page, on the
 * slowed main thread, around and inside the interaction being timed.
 */
async function press(page: Page, target: Locator, restMs: number, before: () => Promise<void>): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = must(await target.boundingBox());
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(restMs);
  await before();
  await page.mouse.down();
  await page.mouse.up();
}

/**
 * How long the finger stays on the glass (BENCH_INP_TAP_MS). Playwright's
 * touchscreen.tap lifts it at once, which folds the touch's own events into
 * the click's latency; a real tap's contact lasts some 50–150 ms.
 */
const TAP_MS = Number(process.env.BENCH_INP_TAP_MS ?? 80);

/** A finger's tap: touch events through CDP (Chromium makes the pointer events and the click of them), no hover before. */
async function tap(page: Page, target: Locator, before: () => Promise<void>): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = must(await target.boundingBox());
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await page.waitForTimeout(100);
  await before();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(TAP_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** `before` runs just before the key or the press (bench/inp-profile.ts starts its profile there). Nothing runs in the page after it: see check. */
export async function act(page: Page, what: Interaction, before: () => Promise<void> = async () => {}): Promise<void> {
  const b = board(page);
  if (what === 'department') {
    const select = b.getByRole('combobox', { name: 'Department' });
    await select.focus();
    await page.waitForTimeout(300);
    await before();
    await page.keyboard.press('ArrowDown');
  } else if (what === 'search') {
    await b.getByRole('searchbox', { name: 'Search' }).focus();
    await page.waitForTimeout(300);
    await before();
    for (const key of WORD) {
      await page.keyboard.press(key);
      await page.waitForTimeout(KEY_GAP_MS);
    }
  } else if (what === 'show more') {
    await press(page, b.getByRole('button', { name: /^Show \d+ more$/ }), 100, before);
  } else {
    const apply = b.getByRole('button', { name: /^Apply for / }).first();
    if (what === 'apply') await tap(page, apply, before);
    else await press(page, apply, HOVER_MS, before);
  }
}

/**
 * That the interaction did what it says, asked once it is over: a locator's
 * query runs on the page's slowed main thread (some 25 ms of role matching at
 * 4×), and asked at once it ran between the tap and the paint it was timing.
 */
export async function check(page: Page, what: Interaction): Promise<void> {
  const b = board(page);
  if (what === 'department' && (await b.getByRole('combobox', { name: 'Department' }).inputValue()) === '')
    throw new Error('department: ArrowDown chose nothing');
  if (
    what.startsWith('apply') &&
    (await b
      .getByRole('button', { name: /^Apply for / })
      .first()
      .getAttribute('aria-expanded')) !== 'true'
  )
    throw new Error('apply: the disclosure did not open');
}

/**
 * A fresh page of `context` on a phone's CPU (RATE× through CDP, before the
 * page loads) at `url`, once the board said svc-jobs:ready and `settleMs` more.
 */
export async function openSlowed(context: BrowserContext, url: string, settleMs = SETTLE_MS): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await page.addInitScript({ content: `document.addEventListener('svc-jobs:ready', () => console.log('inp:ready'));` });
  const ready = page.waitForEvent('console', { predicate: (m) => m.text() === 'inp:ready', timeout: 60_000 });
  await page.goto(url);
  await ready;
  await page.waitForTimeout(settleMs);
  return { page, cdp };
}

async function once(browser: Browser, url: string, what: Interaction): Promise<Sample> {
  // A touch screen for the tap only: the others are measured as they always were.
  const context = await recordingContext(browser, { viewport: { width: 360, height: 740 }, hasTouch: what === 'apply' });
  try {
    const { page } = await openSlowed(context, url);
    await act(page, what);
    await page.waitForTimeout(AFTER_MS);
    await check(page, what);
    // web-vitals reports once the page is idle after the entry: give it a moment more.
    await page.waitForFunction(() => __cwv.inp !== null || !__cwv.events.length, null, { polling: 100, timeout: 3000 }).catch(() => {});
    const r: Recorded = await page.evaluate(() => __cwv);
    const byId = new Map<number, number>();
    for (const e of r.events) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
    const expected = what === 'search' ? WORD.length : 1;
    const latencies = [...byId.values()];
    // Under the floor: no entry.
    while (latencies.length < expected) latencies.push(FLOOR);
    const status = await board(page)
      .locator('[role="status"]')
      .first()
      .textContent()
      .catch(() => '');
    return { latencies, inp: r.inp, status: (status ?? '').trim() };
  } finally {
    await context.close();
  }
}

export interface InpRow {
  interaction: Interaction;
  runs: number;
  /** Event Timing: each run's slowest interaction of this kind (ms). */
  eventTiming: { median: number; max: number; samples: number[] };
  /** web-vitals' INP, each run (ms). */
  webVitals: { median: number | null; max: number | null; samples: (number | null)[] };
  /** search only: every keystroke of every run. */
  keystrokes?: { median: number; max: number };
  status: string;
  met: boolean;
}

export interface InpFigure {
  page: string;
  openings: number;
  rate: number;
  runs: number;
  budget: typeof BUDGET;
  rows: InpRow[];
}

export async function benchInp(distDir?: string, log: (s: string) => void = () => {}): Promise<InpFigure> {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('no Chromium');
  const demo = await startDemo({ jobsPort: benchPort('inpJobs'), sitePort: benchPort('inpSite'), ...(distDir ? { distDir } : {}) });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const openings = ((await (await fetch(`${demo.jobsOrigin}/api/v1/public/northwind/jobs`)).json()) as unknown[]).length;
  const samples = new Map<Interaction, Sample[]>(INTERACTIONS.map((i) => [i, []]));
  try {
    // Round 0 warms up (not counted); the interactions alternate within a round.
    for (let i = 0; i <= RUNS; i++) {
      for (const what of ONLY) {
        const s = await once(browser, `${demo.siteOrigin}/find.html`, what);
        if (i > 0) must(samples.get(what)).push(s);
      }
      log(`  inp: round ${i} of ${RUNS} done`);
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  const rows = ONLY.map((what): InpRow => {
    const ss = must(samples.get(what));
    const et = ss.map((s) => Math.max(...s.latencies));
    const wv = ss.map((s) => s.inp);
    const wvn = wv.filter((x): x is number => x !== null);
    const all = ss.flatMap((s) => s.latencies);
    return {
      interaction: what,
      runs: ss.length,
      eventTiming: { median: median(et), max: Math.max(...et), samples: et },
      webVitals: { median: wvn.length ? median(wvn) : null, max: wvn.length ? Math.max(...wvn) : null, samples: wv },
      ...(what === 'search' ? { keystrokes: { median: median(all), max: Math.max(...all) } } : {}),
      status: ss.at(-1)?.status ?? '',
      met:
        median(et) < BUDGET.median &&
        Math.max(...et) <= BUDGET.max &&
        (!wvn.length || (median(wvn) < BUDGET.median && Math.max(...wvn) <= BUDGET.max)),
    };
  });
  return { page: '/find.html', openings, rate: RATE, runs: RUNS, budget: BUDGET, rows };
}

const WHAT: Record<Interaction, string> = {
  department: 'choosing a department (select, ArrowDown)',
  search: `a search keystroke (typing "${WORD}": each run's slowest key)`,
  'show more': '"Show 50 more" (click)',
  apply: 'opening Apply (inline, a tap)',
  'apply, mouse': 'opening Apply (inline, mouse: click after hover)',
};

export function inpLines(f: InpFigure): string[] {
  const lines = [
    `Interaction to next paint at ${f.rate}× CPU, ${f.page} (${f.openings} openings), 360 px, ${f.runs} runs (budget: median under ${f.budget.median} ms, none over ${f.budget.max} ms)`,
    `${'interaction'.padEnd(60)}${'Event Timing med / max'.padStart(24)}${'web-vitals INP med / max'.padStart(26)}  budget`,
  ];
  for (const r of f.rows) {
    const wv = r.webVitals.median === null ? '—' : `${r.webVitals.median} / ${r.webVitals.max} ms`;
    lines.push(
      `${WHAT[r.interaction].padEnd(60)}${`${r.eventTiming.median} / ${r.eventTiming.max} ms`.padStart(24)}${wv.padStart(26)}  ${r.met ? 'met' : 'NOT MET'}`,
    );
  }
  const s = f.rows.find((r) => r.keystrokes);
  if (s?.keystrokes) lines.push(`  (every keystroke of every run: median ${s.keystrokes.median} ms, max ${s.keystrokes.max} ms)`);
  return lines;
}

export function inpMarkdown(f: InpFigure): string[] {
  const s = f.rows.find((r) => r.keystrokes);
  return [
    `Interactions on a phone's CPU (\`bench/inp.ts\`: Chromium slowed ${f.rate}× through CDP, \`${f.page}\`, ${f.openings} openings grouped by department, 360 px, a fresh context per run, ${f.runs} runs): each interaction's latency from Event Timing (the longest \`event\` entry of its \`interactionId\`, \`durationThreshold\` 16) and web-vitals' \`onINP\` for the page. Budget: median under ${f.budget.median} ms, none over ${f.budget.max} ms.${s?.keystrokes ? ` The search row is each run's slowest of the ${WORD.length} keystrokes of "${WORD}" (every keystroke: median ${s.keystrokes.median} ms, max ${s.keystrokes.max} ms).` : ''}`,
    '',
    '| interaction | Event Timing (median / max) | web-vitals INP (median / max) | budget |',
    '|---|---|---|---|',
    ...f.rows.map(
      (r) =>
        `| ${WHAT[r.interaction]} | ${r.eventTiming.median} / ${r.eventTiming.max} ms | ${r.webVitals.median === null ? '—' : `${r.webVitals.median} / ${r.webVitals.max} ms`} | ${r.met ? 'met' : '**not met**'} |`,
    ),
  ];
}

/** `tsx bench/inp.ts [distDir]`: this section alone. */
if (process.argv[1] && import.meta.url.endsWith(must(process.argv[1].split('/').pop()))) {
  const f = await benchInp(process.argv[2], (s) => console.log(s));
  console.log(inpLines(f).join('\n'));
  if (process.env.BENCH_DUMP) console.log(JSON.stringify(f.rows, null, 1));
}
