// The board pages in the visitor's colour scheme (issue 50): what a page must
// show in each, however it was served (rendered by the demo host, written
// ahead, or the static board.html set up by its script). Read from the page
// as painted: the root's background, the band, the board's accent (--a, what
// its underlines, rings and buttons draw in) and the page's ring colour.
import type { Page } from '@playwright/test';
import { contrastRatio, inkOn, parseHex, SURFACE, textOn, type Scheme } from '../src/ui/theme.ts';
import { seriousViolations } from './axe.ts';
import { board, expect, test as base } from './support.ts';
import { must } from '../test/support/must.ts';

export const SCHEMES: Scheme[] = ['light', 'dark'];

/** Firefox's own switch for the scheme its pages see: 0 dark, 1 light. */
const FIREFOX_SCHEME_PREF = 'layout.css.prefers-color-scheme.content-override';

/**
 * The tests' `test` with a `scheme` option (`test.use({ scheme: 'dark' })`): each test's context sees
 * that colour scheme, in a browser of its own launched as the project's. Chromium takes Playwright's
 * colorScheme; over WebDriver BiDi Playwright 1.64 emulates no media feature (its updateEmulateMedia is
 * empty there) and a describe block cannot relaunch the worker's browser, so Firefox is launched with
 * its pref for the scheme. The worker's own browser is never launched beside it.
 */
export const test = base.extend<{ scheme: Scheme }>({
  scheme: ['light', { option: true }],
  context: async ({ playwright, browserName, launchOptions, channel, scheme }, use) => {
    const firefoxUserPrefs = { ...launchOptions.firefoxUserPrefs, [FIREFOX_SCHEME_PREF]: scheme === 'dark' ? 0 : 1 };
    const browser = await playwright[browserName].launch({
      ...launchOptions,
      ...(channel ? { channel } : {}),
      ...(browserName === 'firefox' ? { firefoxUserPrefs } : {}),
    });
    const context = await browser.newContext({ colorScheme: scheme });
    await use(context);
    await context.close();
    await browser.close();
  },
});

/** `#rrggbb` as getComputedStyle writes it. */
export const rgb = (hex: string): string => `rgb(${parseHex(hex).join(', ')})`;

/** `rgb(r, g, b)` → `#rrggbb`. */
function hexOf(css: string): string {
  const [r, g, b] = must(/^rgba?\((\d+), (\d+), (\d+)/.exec(css))
    .slice(1)
    .map(Number);
  return '#' + [r, g, b].map((c) => must(c).toString(16).padStart(2, '0')).join('');
}

/** The colours a page draws its accents in, each as the browser computed it. */
async function accents(page: Page): Promise<{ ring: string; board: string; button: string | null; buttonText: string | null }> {
  // A custom property's computed value, made a colour by an element that paints it (then gone again).
  const resolve = (value: string) =>
    page.evaluate((v) => {
      const probe = document.createElement('i');
      probe.style.color = v;
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }, value);
  const ring = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--held').trim());
  const accent = await board(page).evaluate((host) => getComputedStyle(host).getPropertyValue('--a').trim());
  const button = board(page).locator('.button').first();
  const fill = (await button.count())
    ? await button.evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color])
    : null;
  return {
    ring: hexOf(await resolve(ring)),
    board: hexOf(await resolve(accent)),
    button: fill ? hexOf(must(fill[0])) : null,
    buttonText: fill ? hexOf(must(fill[1])) : null,
  };
}

/**
 * The page in `scheme`: on that scheme's surface; the band in the org's own colour (`brand`) with its
 * text; the page's ring and the board's accent held to 3:1 on the surface, a button's label 4.5:1 on
 * its fill; no serious axe violation (colour contrast included). Returns the board's accent.
 */
export async function expectScheme(page: Page, scheme: Scheme, brand: string): Promise<string> {
  await expect(page.locator('html')).toHaveCSS('background-color', rgb(SURFACE[scheme]));
  await expect(page.locator('.band')).toHaveCSS('background-color', rgb(brand));
  await expect(page.locator('.band h1')).toHaveCSS('color', rgb(textOn(brand)));
  const { ring, board: accent, button, buttonText } = await accents(page);
  expect(contrastRatio(ring, SURFACE[scheme]), `the page's ring ${ring} on ${scheme}`).toBeGreaterThanOrEqual(3);
  expect(contrastRatio(accent, SURFACE[scheme]), `the board's accent ${accent} on ${scheme}`).toBeGreaterThanOrEqual(3);
  expect(ring).toBe(accent);
  // The org's own colour where it has the contrast, else the nearest that has: never the default's.
  expect(accent, `the board's accent for ${brand} on ${scheme}`).toBe(inkOn(brand, scheme, 3));
  if (button) {
    expect(button).toBe(accent);
    expect(contrastRatio(button, must(buttonText)), `a button's label on ${button}`).toBeGreaterThanOrEqual(4.5);
  }
  expect(await seriousViolations(page)).toEqual([]);
  return accent;
}
