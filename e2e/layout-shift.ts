// The layout shift of a page as Chromium reports it (layout-shift entries from
// first paint), and the moment a board is live and painted: shared by the specs
// that hold a page to CLS < 0.01 (ahead, the framework recipes).
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
