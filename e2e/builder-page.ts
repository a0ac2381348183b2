// The snippet builder's page in the tests (e2e/builder.spec.ts): opening it
// and its preview.
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
