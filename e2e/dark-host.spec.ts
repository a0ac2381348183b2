// Dark sites (issue 50): on a company's dark page the board keeps its look, and its
// apply frame opens dark (told scheme=dark by the widget, which reads the page), with
// no light flash while it loads (each frame of a held load read in pixels), readable
// (axe colour contrast) through the empty form, its errors and the confirmation.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { DARK_HEAD, DARK_PAPER, SCHEME_HEAD, SCHEME_HOSTS, darkBody, lightShare, schemeHostsBody, toldScheme } from './dark-host.ts';
import { expectShiftUnder, recordShifts, settled } from './layout-shift.ts';
import { SCHEMES, test as schemeTest } from './schemes.ts';
import { JOBS, SNIPPET, board, chooseFile, expect, openHostPage, pressInFrame, test } from './support.ts';

const PDF = 'test/fixtures/resume.pdf';
const JOB = 'eng-5q3w6'; // acme's default form: name, email, phone, résumé

/** JOB's list item and its Apply control. */
function jobItem(page: Page): { item: Locator; apply: Locator } {
  const item = board(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="/${JOB}"]`) });
  return { item, apply: item.getByRole('button', { name: /^Apply for / }) };
}

/** The dark page with acme's board written ahead (the live snippet, inline apply) and embed.js. */
async function openDarkPage(page: Page): Promise<void> {
  const container = await (await fetch(`${JOBS}/acme/embed.html?apply=inline`)).text();
  await recordShifts(page);
  await openHostPage(page, darkBody(container) + SNIPPET, { head: DARK_HEAD });
  await settled(page);
}

test.describe('a dark host page', () => {
  test('the board written ahead comes alive without a shift, and its apply frame opens dark, readable through errors and the confirmation', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openDarkPage(page);
    await expectShiftUnder(page, 'dark page, board written ahead');
    // The board's controls follow the page's scheme (the shadow root inherits it).
    expect(
      await board(page)
        .getByRole('combobox')
        .first()
        .evaluate((el) => getComputedStyle(el).colorScheme),
    ).toBe('dark');
    expect(await seriousViolations(page)).toEqual([]);

    const { item, apply } = jobItem(page);
    await apply.click();
    const iframe = item.locator('iframe');
    const frame = item.frameLocator('iframe');
    await expect(frame.getByLabel('Full name')).toBeVisible();
    expect(toldScheme(await iframe.getAttribute('src'))).toBe('dark');
    const paper = await frame.locator(':root').evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).colorScheme]);
    expect(paper).toEqual([DARK_PAPER, 'dark']);
    expect(await seriousViolations(page)).toEqual([]);

    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await chooseFile(frame.getByLabel('Résumé'), PDF);
    await expect(frame.getByLabel('Full name')).not.toHaveValue('', { timeout: 30_000 });
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the apply frame never shows light while it loads: every frame of a held load is dark', async ({ page, host }, info) => {
    test.setTimeout(90_000);
    // Tall enough that the frame's whole box stays in view while it grows.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await openDarkPage(page);
    // Each step of the frame's load held: its page, its style and code, then the job (the jobs host's slow fault).
    await page.route(/\/embed\/(apply|assets\/)/, async (route) => {
      // A slow network's hold on each answer, not a wait of the test's.
      // eslint-disable-next-line no-restricted-syntax
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await host.fault('acme', 'slow', 1500);
    const { item, apply } = jobItem(page);
    await apply.scrollIntoViewIfNeeded();
    const grab = await grabber(page, info.project.name);
    await apply.click();
    const box = item.locator('.apply');
    await expect(box).toBeVisible();
    const shares: number[] = [];
    const form = item.frameLocator('iframe').getByLabel('Full name');
    const start = Date.now();
    // Until the form shows, and one reading after.
    for (let shown = false, after = 0; after < 2;) {
      const area = await box.boundingBox();
      if (area) shares.push(...(await grab(area)));
      shown ||= await form.isVisible();
      if (shown) after++;
    }
    console.log(`${info.project.name}: ${shares.length} readings of the frame's box, light share max ${Math.max(...shares).toFixed(3)}`);
    // The screencast sends a frame only when the screen changes: a few, over the whole held load.
    expect(shares.length, 'readings while the frame loaded').toBeGreaterThanOrEqual(3);
    expect(Date.now() - start, 'the held load, read throughout').toBeGreaterThan(2000);
    for (const [i, share] of shares.entries()) expect(share, `reading ${i}: share of light pixels`).toBeLessThan(0.25);
  });
});

// A visitor who prefers each scheme (e2e/schemes.ts: a browser launched in it, Firefox through its pref).
for (const scheme of SCHEMES)
  schemeTest.describe(`boards on hosts of every kind, for a visitor who prefers ${scheme}`, () => {
    schemeTest.use({ scheme });
    schemeTest('the scheme each board tells its frame is the look around it', async ({ page }) => {
      schemeTest.setTimeout(120_000);
      await openHostPage(page, schemeHostsBody() + SNIPPET, { head: SCHEME_HEAD });
      expect(await toldSchemes(page)).toEqual(SCHEME_HOSTS.map((h) => (h.scheme === 'prefers' ? scheme : h.scheme)));
    });
  });

/**
 * Reads the frame's box as it is drawn: in Chromium each frame the compositor draws
 * (CDP screencast, every frame since the last reading); elsewhere a screenshot each call.
 */
async function grabber(
  page: Page,
  engine: string,
): Promise<(area: { x: number; y: number; width: number; height: number }) => Promise<number[]>> {
  if (engine.startsWith('chromium')) {
    const cdp = await page.context().newCDPSession(page);
    let frames: Buffer[] = [];
    cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
      frames.push(Buffer.from(data, 'base64'));
      void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
    return async (area) => {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      const taken = frames;
      frames = [];
      // Screencast frames are the viewport at its own size: the box in viewport coordinates.
      return taken.map((png) => lightShare(png, area));
    };
  }
  return async (area) => [lightShare(await page.screenshot({ clip: area }), { ...area, x: 0, y: 0 })];
}

/** The scheme each SCHEME_HOSTS board tells its frame, opening and closing its first Apply. */
async function toldSchemes(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const [i] of SCHEME_HOSTS.entries()) {
    const container = `#host-${i} [data-svc-jobs]`;
    await expect(page.locator(container)).toHaveAttribute('data-svc-state', 'ready');
    const item = board(page, container).getByRole('listitem').first();
    const apply = item.getByRole('button', { name: /^Apply for / });
    await apply.click();
    out.push(toldScheme(await item.locator('iframe').getAttribute('src')));
    await apply.click();
    await expect(item.locator('iframe')).toHaveCount(0);
  }
  return out;
}
