// The browser side shared by the bench modules: launching Chromium, the probe
// the pages carry (bench/probe.js, typed here), and opening a board in a
// fresh context.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { BenchError } from './stats.ts';

export interface Probe {
  longtasks: { start: number; duration: number }[];
  noLongtasks?: string;
  /** The scripts that ran in long animation frames: their URL (the function's), time, how they were called, and the function (name, character position in its script). */
  scripts: { url: string; duration: number; invoker: string; fn: string; at: number }[];
  /** Script responseEnd → the first frame after svc-jobs:ready (ms). */
  ready: number | null;
  /** performance.now() of that frame, of the ready event, and the script's responseEnd. */
  readyAt: number | null;
  readyEvent?: number;
  scriptEnd?: number | null;
  pending?: Promise<{ frame: number; dom: number } | string>;
  /** Each Intl object made: its kind, and when its construction began and ended (performance.now()). */
  intl: { kind: string; start: number; end: number }[];
  root(): ParentNode;
  openings(): number;
  count(): number | null;
  searchBox(): HTMLInputElement | null;
  markup(): string;
  arm(): void;
}
declare global {
  var __bench: Probe;
}

export async function launch(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = ensureChromium();
  if (!executablePath) throw new BenchError('no Chromium');
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Opens `url` in `context` and waits for the probe's "on screen" moment. */
export async function visit(context: BrowserContext, url: string, timeout = 20_000): Promise<Page> {
  const page = await context.newPage();
  await gotoReady(page, url, timeout);
  return page;
}

/**
 * Loads `url` and waits for the probe's "on screen" moment, which it logs to
 * the console: the driver polling the page would run code on its main thread
 * (Playwright's first evaluate even compiles its helper script) while it is timed.
 */
export async function gotoReady(page: Page, url: string, timeout = 20_000): Promise<void> {
  const ready = page.waitForEvent('console', { predicate: (m) => m.text() === 'bench:ready', timeout }).catch(() => {
    throw new BenchError(`${url}: no svc-jobs:ready within ${timeout / 1000} s`);
  });
  await page.goto(url);
  await ready;
}

/** A board in a fresh context; close() drops the context. */
export async function openBoard(browser: Browser, url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  try {
    const page = await visit(context, url);
    return { page, close: () => context.close() };
  } catch (e) {
    await context.close();
    throw e;
  }
}

/** What a board shows right now: openings rendered, the status count, the time to board. */
export async function shown(page: Page): Promise<{ ms: number; openings: number; count: number | null }> {
  return page.evaluate(() => {
    const ms = __bench.ready;
    if (ms == null) throw new Error('the probe saw no ready board');
    return { ms, openings: __bench.openings(), count: __bench.count() };
  });
}

/** Throws unless the board shows the first page of a `size`-job feed and its count (the baseline: every job). */
export function checkShown(
  label: string,
  s: { openings: number; count: number | null },
  size: number,
  all: boolean,
  pageSize: number,
): void {
  const want = all ? size : Math.min(size, pageSize);
  if (s.openings !== want) throw new BenchError(`${label}: ${s.openings} openings rendered, expected ${want} of ${size}`);
  if (!all && s.count !== size) throw new BenchError(`${label}: the status count reads ${s.count ?? 'nothing'}, the feed has ${size}`);
}

/** Throws unless the widget and the baseline rendered the same markup (bench/probe.js's outline), naming the first line that differs. */
export function checkSameMarkup(label: string, widget: string, baseline: string): void {
  const [w, b] = [widget.split('\n'), baseline.split('\n')];
  const i = w.findIndex((line, k) => line !== b[k]);
  if (i < 0 && w.length === b.length) return;
  const at = i < 0 ? Math.min(w.length, b.length) : i;
  throw new BenchError(
    `${label}: the baseline no longer renders the widget's markup; line ${at + 1}: widget ${w[at] ?? '(end)'}, baseline ${b[at] ?? '(end)'}`,
  );
}
