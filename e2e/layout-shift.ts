// The layout shift of a page as Chromium reports it (layout-shift entries from
// first paint), and the moment a board is live and painted: shared by the specs
// that hold a page to CLS < 0.01 (ahead, the framework recipes, the board pages).
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

interface Shift {
  value: number;
  /** When it happened (the entry's startTime). */
  at: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** Records the page's layout shifts (Chromium's layout-shift entries) from its first paint: the one recorder of the e2e specs. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[])
        w.__shifts.push({
          value: e.value,
          at: e.startTime,
          hadRecentInput: e.hadRecentInput,
          sources: (e.sources ?? []).map((s) => s.node?.nodeName ?? '?'),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
export const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/** Which shifts count: from `since` to `until` (page ms); those right after an input too when `withInput` (an adoption that follows a click). */
export interface ShiftWindow {
  since?: number;
  until?: number;
  withInput?: boolean;
}

/** The page's layout shift so far; null in an engine without layout-shift entries (Firefox, WebKit: positions are checked there). */
export async function cls(page: Page, w: ShiftWindow = {}): Promise<number | null> {
  if (!(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift')))) return null;
  return (await shifts(page))
    .filter((s) => (w.withInput || !s.hadRecentInput) && s.at >= (w.since ?? -Infinity) && s.at < (w.until ?? Infinity))
    .reduce((sum, s) => sum + s.value, 0);
}

/**
 * Holds the page's layout shift under `max` (CLS < 0.01 by default). An engine
 * that reports no layout shift cannot make the assertion: the test says so by
 * name in its report (an annotation "CLS not measured"), and the box checks of
 * the spec stand for it there.
 */
export async function expectShiftUnder(page: Page, label: string, max = 0.01, w: ShiftWindow = {}): Promise<void> {
  const shift = await cls(page, w);
  const engine = test.info().project.name;
  if (shift === null) {
    test.info().annotations.push({
      type: 'CLS not measured',
      description: `${label}: ${engine} reports no layout shift; the boxes are checked instead`,
    });
    return;
  }
  console.log(`${label} (${engine}): CLS ${shift.toFixed(4)}`);
  expect(shift, `${label}: CLS`).toBeLessThan(max);
}

/** The board is live, and a frame after that has been painted (any shift it caused is recorded). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export type Rect = { x: number; y: number; width: number; height: number };
type BoxedShift = { value: number; rects: Rect[] };

/** Layout shifts from first paint with where their sources were and went (Chromium's entries; none recorded elsewhere). */
export async function recordShiftBoxes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; rects: { x: number; y: number; width: number; height: number }[] }[] };
    w.__shifts = [];
    if (PerformanceObserver.supportedEntryTypes.includes('layout-shift'))
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[])
          if (!e.hadRecentInput)
            w.__shifts.push({
              value: e.value,
              rects: e.sources
                .flatMap((s) => [s.previousRect, s.currentRect])
                .filter((r) => r.width * r.height > 0)
                .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
            });
      }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page's CLS under 0.01, as recordShiftBoxes saw it, leaving out shifts wholly inside `frame`:
 * the apply frame's own first render (its loading line giving way to the form) is not the page
 * moving, but Chromium reports a same-origin frame's shifts among the page's.
 */
export async function expectNoShiftOutside(page: Page, frame: Rect | null): Promise<void> {
  const inFrame = (r: Rect): boolean =>
    !!frame &&
    r.x >= frame.x - 1 &&
    r.x + r.width <= frame.x + frame.width + 1 &&
    r.y >= frame.y - 1 &&
    r.y + r.height <= frame.y + frame.height + 1;
  const all = await page.evaluate(() => (window as unknown as { __shifts: BoxedShift[] }).__shifts);
  const ofPage = all.filter((s) => !s.rects.length || !s.rects.every(inFrame));
  expect(
    ofPage.reduce((sum, s) => sum + s.value, 0),
    JSON.stringify(ofPage),
  ).toBeLessThan(0.01);
}
