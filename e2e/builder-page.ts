// The snippet builder's page in the tests (e2e/builder.spec.ts,
// e2e/builder-dark-system.spec.ts): opening it, its preview and the switch
// that puts the preview on a dark page.
import type { Page } from '@playwright/test';
import { board, expect, JOBS } from './support.ts';

/** The preview's container: the snippet's container, mounted by the real embed.js. */
export const PREVIEW = '#preview > div';

/** The board in the preview. */
export const b = (page: Page) => board(page, PREVIEW);

/** The preview has caught up with the form: its remount (200 ms after the last change) has settled. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#preview')).not.toHaveAttribute('aria-busy', 'true');
}

export async function openBuilder(page: Page, origin = JOBS): Promise<void> {
  await page.goto(`${origin}/embed/builder?org=acme`);
  await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
  await settled(page);
  // The board written ahead arrives with the feed.
  await expect(page.locator('#snippet')).toContainText('<svc-jobs-board><template shadowrootmode="open">');
}

/** The switch that puts the preview on a dark page. */
export const darkSwitch = (page: Page) => page.getByRole('button', { name: 'Preview on a dark page' });

/** What a page around the board gives it: the preview's background, text colour and colour scheme, and the scheme its container inherits (what embed.js reads). */
export async function surroundings(page: Page): Promise<{ background: string; color: string; scheme: string; container: string }> {
  const [background = '', color = '', scheme = ''] = await page
    .locator('#preview')
    .evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el).color,
      getComputedStyle(el).getPropertyValue('color-scheme'),
    ]);
  const container = await page.locator(PREVIEW).evaluate((el) => getComputedStyle(el).getPropertyValue('color-scheme'));
  return { background, color, scheme, container };
}

export const LIGHT = { background: 'rgb(255, 255, 255)', color: 'rgb(28, 25, 23)', scheme: 'light', container: 'light' };
export const DARK = { background: 'rgb(22, 24, 28)', color: 'rgb(230, 232, 235)', scheme: 'dark', container: 'dark' };
