// What every framework recipe is held to (CONTRACT.md "The builder, the live
// snippet and the package"): the board in the HTML the server sends, the
// snippet's feed hint taken over by embed.js, no layout
// shift at 360 and 1280 px, no console error or hydration warning, and after
// client-side round trips (the app's own links) exactly one board, none left behind.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { alive } from './alive.ts';
import { handedOver, handover, timings } from './feed-hint.ts';
import { expect, JOBS, test } from './support.ts';
import { expectShiftUnder, recordShifts, settled } from './layout-shift.ts';

export interface RecipePages {
  /** The app's origin, once its server is up. */
  origin: () => string;
  /** The path of the page with the board, and of a page without one. */
  board: string;
  away: string;
  /** The names of the app's own links to each (client-side navigation). */
  toBoard: string;
  toAway: string;
  /** For the figures printed and the screenshots' names. */
  name: string;
  /**
   * Rendered in the browser only: no HTML from the server. The board written ahead comes from the live snippet
   * while the app's first route waits under <Suspense>, so the page is held to the same no-shift checks.
   */
  clientOnly?: boolean;
  /**
   * Rendered on the server only, no hydration (Astro): the HTML carries the snippet's own script line after the
   * board, and each link loads a document, so there are no client-side round trips to hold.
   */
  serverOnly?: boolean;
}

/** Console errors and warnings (hydration warnings among them) from the page's first script on. */
function recordConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    // The browser's own request for an icon the scratch app does not have: not the page's.
    if (m.location().url.endsWith('/favicon.ico')) return;
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return seen;
}

/** The boards on the page, whether each is attached (a shadow root, no inert template left), and embed.js's scripts. */
const census = (page: Page) =>
  page.evaluate(() => ({
    boards: document.querySelectorAll('svc-jobs-board').length,
    attached: [...document.querySelectorAll('svc-jobs-board')].every((b) => b.shadowRoot !== null && !b.querySelector('template')),
    scripts: [...document.scripts].filter((s) => s.src.includes('/embed.js')).length,
  }));

export function recipeChecks(p: RecipePages): void {
  if (!p.clientOnly)
    test(`the server sends the board written ahead: a declarative shadow root with the openings as links, ${p.serverOnly ? 'then the script line' : 'no script yet'}`, async () => {
      const html = await (await fetch(p.origin() + p.board)).text();
      expect(html).toContain('<div data-svc-jobs="acme"');
      expect(html).toContain('<svc-jobs-board><template shadowrootmode="open">');
      expect(html).toContain('>Senior Firmware Engineer</a>');
      expect(html).toMatch(new RegExp(`href="${JOBS.replaceAll('.', '\\.')}/acme/[\\w-]+`));
      if (p.serverOnly) {
        // No hydration for it to run before: the snippet's line, once, after the board.
        expect(html.split(`<script async src="${JOBS}/embed.js?v=3"></script>`)).toHaveLength(2);
        expect(html.indexOf('/embed.js')).toBeGreaterThan(html.indexOf('</svc-jobs-board>'));
      }
      // embed.js comes after hydration, from the component: never in the server's HTML, where it would run first.
      else expect(html).not.toContain('/embed.js');
    });

  test("the feed hint: the page preloads the board's feed, and embed.js takes each preload over", async ({ page }) => {
    const messages = recordConsole(page);
    await page.goto(p.origin() + p.board);
    await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    await settled(page);
    // One timing entry per address, the preload's, started before embed.js was in: a second would be the widget asking again.
    expect(handover(JOBS, [], await page.evaluate(timings)).feed).toEqual(handedOver(JOBS).feed);
    expect(messages).toEqual([]);
  });

  for (const width of [1280, 360])
    test(`the board paints with the page and comes alive without a shift or a console warning at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const messages = recordConsole(page);
      await recordShifts(page);
      await page.goto(p.origin() + p.board);
      // Written ahead: the openings are there before embed.js has run, and the content after them stays where it was painted.
      await expect(page.getByRole('link', { name: 'Senior Firmware Engineer' }).first()).toBeVisible();
      const painted = await page.locator('#footer').boundingBox();
      await settled(page);
      await expect(page.getByRole('link', { name: 'Senior Firmware Engineer' }).first()).toBeVisible();
      console.log(`${p.name} at ${width} px: console: ${messages.length}`);
      await expectShiftUnder(page, `${p.name} at ${width} px`);
      expect(await page.locator('#footer').boundingBox()).toEqual(painted);
      expect(await census(page)).toEqual({ boards: 1, attached: true, scripts: 1 });
      mkdirSync('/tmp/shots-pkg', { recursive: true });
      await page.screenshot({ path: `/tmp/shots-pkg/${p.name}-${width}.png`, fullPage: false });
      expect(messages).toEqual([]);
    });

  if (p.serverOnly) return;
  for (const width of [1280, 360])
    test(`a client-side route to the board shows it written ahead on its first frame: no shift at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const messages = recordConsole(page);
      await recordShifts(page);
      await page.goto(p.origin() + p.away);
      await expect(page.getByRole('link', { name: p.toBoard, exact: true })).toBeVisible();
      const since = await page.evaluate(() => performance.now());
      await page.getByRole('link', { name: p.toBoard, exact: true }).click();
      // The first frame with the board: the footer is where it stays, before embed.js has made the board live.
      await expect(page.getByRole('link', { name: 'Senior Firmware Engineer' }).first()).toBeVisible();
      const painted = await page.locator('#footer').boundingBox();
      await settled(page);
      expect(await page.locator('#footer').boundingBox()).toEqual(painted);
      // Every shift since the click counts, those Chromium leaves out after an input too: the route's own paint is not one.
      await expectShiftUnder(page, `${p.name}, client-side route, at ${width} px`, 0.01, { since, withInput: true });
      expect(await census(page)).toEqual({ boards: 1, attached: true, scripts: 1 });
      mkdirSync('/tmp/shots-pkg', { recursive: true });
      await page.screenshot({ path: `/tmp/shots-pkg/${p.name}-route-${width}-${test.info().project.name}.png`, fullPage: false });
      expect(messages).toEqual([]);
    });

  // @cdp: the heap is read through the Chrome DevTools Protocol (e2e/alive.ts).
  test('the boards of routes left are freed: after two client-side round trips, none is alive', { tag: '@cdp' }, async ({ page }) => {
    await page.goto(p.origin() + p.board);
    await settled(page);
    for (let round = 1; round <= 2; round++) {
      await page.getByRole('link', { name: p.toAway, exact: true }).click();
      await expect(page).toHaveURL(p.origin() + p.away);
      await expect(page.locator('[data-svc-jobs]')).toHaveCount(0);
      if (round === 2) break;
      await page.getByRole('link', { name: p.toBoard, exact: true }).click();
      await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    }
    // What a removed board had queued may hold it a moment; a leak never lets go.
    await expect.poll(async () => await alive(page), { timeout: 15_000 }).toEqual({ boards: 0, containers: 0 });
  });

  test('three client-side round trips: one board each time, none left behind, embed.js loaded once', async ({ page }) => {
    const messages = recordConsole(page);
    await page.goto(p.origin() + p.board);
    await settled(page);
    for (let round = 1; round <= 3; round++) {
      await page.getByRole('link', { name: p.toAway, exact: true }).click();
      await expect(page).toHaveURL(p.origin() + p.away);
      await expect(page.locator('[data-svc-jobs]')).toHaveCount(0);
      expect(await census(page), `round ${round}, away`).toEqual({ boards: 0, attached: true, scripts: 1 });
      await page.getByRole('link', { name: p.toBoard, exact: true }).click();
      await expect(page).toHaveURL(p.origin() + p.board);
      await settled(page);
      await expect(page.getByRole('link', { name: 'Senior Firmware Engineer' }).first()).toBeVisible();
      const back = await census(page);
      console.log(`${p.name} round trip ${round}: ${back.boards} board(s), attached: ${back.attached}, embed.js scripts: ${back.scripts}`);
      expect(back, `round ${round}, back`).toEqual({ boards: 1, attached: true, scripts: 1 });
    }
    expect(messages).toEqual([]);
  });
}
