// The layout shift of a page as Chromium reports it (layout-shift entries from
// first paint), and the moment a board is live and painted: shared by the specs
// that hold a page to CLS < 0.01 (ahead, the framework recipes, the board pages).
import type { Page } from '@playwright/test';
import { expect } from './support.ts';

/** Sums the page's layout shifts (Chromium's layout-shift entries) from its first paint. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[])
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, sources: (e.sources ?? []).map((s) => s.node?.nodeName ?? '?') });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
export const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
/** The page's layout shift so far; null in an engine without layout-shift entries (Firefox, WebKit: positions are checked there). */
export async function cls(page: Page): Promise<number | null> {
  if (!(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift')))) return null;
  return (await shifts(page)).reduce((sum, s) => sum + s.value, 0);
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
