// Wherever it is pasted (CONTRACT.md, widget 3.3), the rest of it: the real
// routers, a tag manager and a consent manager in the real page. Content
// swapped in by Turbo Drive, swup, htmx or jQuery's .html() gets one board per container and none is
// left behind; embed.js injected after load, twice, or held back until the
// visitor consents makes one board, and a board written ahead is adopted in
// place. One page load per case; no console error, no page error.
import { withoutFeedHint } from './feed-hint.ts';
import type { Page } from '@playwright/test';
import {
  careersPage,
  consentLoader,
  COOKIE_CONSENT,
  dist,
  fallback as fallbackOf,
  JQUERY_SWAP,
  plain as plainOf,
  ROUTERS,
  tagManagerLoader,
  writtenAhead as writtenAheadOf,
  type Boxes,
} from './router-pages.ts';
import { must } from '../test/support/must.ts';
import { alive } from './alive.ts';
import { cls, expectShiftUnder, recordShifts } from './layout-shift.ts';
import {
  board,
  events,
  expect,
  hostCaughtUp,
  JOBS,
  jobsHost,
  openHostPage,
  recordEvents,
  SNIPPET,
  storeHostPage,
  test,
} from './support.ts';

const writtenAhead = (org: string) => writtenAheadOf(JOBS, org);
const fallback = (org: string) => fallbackOf(JOBS, org);
const plain = (org: string) => plainOf(JOBS, org);

/** Console errors, page errors and the widget's warnings, from now on. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.location().url.endsWith('/favicon.ico')) return;
    if (m.type() === 'error' || (m.type() === 'warning' && m.text().includes('[svc-jobs]'))) seen.push(m.text());
  });
  page.on('pageerror', (e) => seen.push(String(e)));
  return seen;
}

const readyOrgs = async (page: Page) =>
  (await events(page)).filter((e) => e.type === 'ready').map((e) => (e.detail as { org: string }).org);

/** One container, its board live with the org's openings (at most `openings`), and `orgs` the ready events so far. */
async function oneBoard(page: Page, org: string, openings: number, orgs: string[]): Promise<void> {
  const c = page.locator('[data-svc-jobs]');
  await expect.poll(() => readyOrgs(page)).toEqual(orgs);
  await expect(c).toHaveCount(1);
  await expect(c).toHaveAttribute('data-svc-jobs', org);
  await expect(c).toHaveAttribute('data-svc-state', 'ready');
  await expect(page.locator('svc-jobs-board')).toHaveCount(1);
  await expect(board(page).locator('li.job').first()).toBeVisible();
  expect(await board(page).locator('li.job').count()).toBeLessThanOrEqual(openings);
}

/** Keeps the container about to be taken away, for letGo. */
const remember = (page: Page) => page.locator('[data-svc-jobs]').evaluate((el) => ((window as unknown as { __was: Element }).__was = el));

/** The container remembered is let go of once it is gone: no state left, a plain one's fallback back. */
const letGo = (page: Page, putBack: string | null) =>
  expect
    .poll(() =>
      page.evaluate((html) => {
        const was = (window as unknown as { __was: Element }).__was;
        return !was.isConnected && !was.hasAttribute('data-svc-state') && (html === null || was.innerHTML === html);
      }, putBack),
    )
    .toBe(true);

for (const router of ROUTERS)
  test(`${router.name}: to a page with a board written ahead and back, one board per container each time, none left behind, no console error`, async ({
    page,
  }) => {
    const seen = problems(page);
    await recordEvents(page);
    // The way back is the browser's: the second page links to the site's home.
    const second = await storeHostPage(router.page(await writtenAhead('lumen'), '/', SNIPPET));
    const url = await openHostPage(page, router.page(plain('acme'), second, SNIPPET));
    await page.evaluate((shown) => {
      const w = window as unknown as { __shown: number };
      w.__shown = 0;
      document.addEventListener(shown, () => w.__shown++);
    }, router.shown);
    await page.addScriptTag({ content: dist(...router.lib) });
    if (router.start) await page.addScriptTag({ content: router.start });
    const shown = () => page.evaluate(() => (window as unknown as { __shown: number }).__shown);

    const acme = (await jobsHost.jobs('acme')).length;
    const lumen = (await jobsHost.jobs('lumen')).length;
    await oneBoard(page, 'acme', acme, ['acme']);

    await remember(page);
    let before = await shown();
    await page.locator('#next').click();
    await expect.poll(shown).toBeGreaterThan(before);
    await expect(page).toHaveURL(second);
    await oneBoard(page, 'lumen', lumen, ['acme', 'lumen']);
    await expect(board(page).locator('li.job')).toHaveCount(lumen);
    await letGo(page, fallback('acme'));

    await remember(page);
    before = await shown();
    await page.goBack();
    await expect.poll(shown).toBeGreaterThan(before);
    await expect(page).toHaveURL(url);
    await oneBoard(page, 'acme', acme, ['acme', 'lumen', 'acme']);
    await letGo(page, null);

    console.log(`${router.name} (${test.info().project.name}): ${(await readyOrgs(page)).join(', ')} ready; problems: ${seen.length}`);
    expect(seen).toEqual([]);
  });

// @cdp: the heap is read through the Chrome DevTools Protocol (e2e/alive.ts).
for (const router of ROUTERS)
  test(`${router.name}: the boards of the pages it swapped out are freed`, { tag: '@cdp' }, async ({ page }) => {
    // A page with a board, and one without: the last board rendered is swapped out too.
    const second = await storeHostPage(router.page('<p>Our story</p>', '/', SNIPPET));
    const url = await openHostPage(page, router.page(plain('acme'), second, SNIPPET));
    await page.addScriptTag({ content: dist(...router.lib) });
    if (router.start) await page.addScriptTag({ content: router.start });
    const live = page.locator('[data-svc-jobs]');
    await expect(live).toHaveAttribute('data-svc-state', 'ready');
    // Away, back to a board of its own, and away again: two boards made and swapped out.
    await page.locator('#next').click();
    await expect(page).toHaveURL(second);
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(live).toHaveAttribute('data-svc-state', 'ready');
    await page.locator('#next').click();
    await expect(page).toHaveURL(second);
    await expect(live).toHaveCount(0);
    // What a removed board had queued may hold it a moment; a leak never lets go.
    await expect.poll(async () => (await alive(page)).boards, { timeout: 15_000 }).toBe(0);
  });

test("jQuery's .html(): a board written ahead swapped in, then a plain container back, one board per container each time, none left behind, no console error", async ({
  page,
}) => {
  const seen = problems(page);
  await recordEvents(page);
  await openHostPage(page, `<main>${plain('acme')}</main>${SNIPPET}`);
  await page.addScriptTag({ content: dist('jquery', 'jquery.js') });
  await page.addScriptTag({ content: JQUERY_SWAP });
  const swap = (html: string) => page.evaluate((h) => (window as unknown as { swapMain(h: string): void }).swapMain(h), html);
  const acme = (await jobsHost.jobs('acme')).length;
  const lumen = (await jobsHost.jobs('lumen')).length;
  await oneBoard(page, 'acme', acme, ['acme']);

  await remember(page);
  await swap(await writtenAhead('lumen'));
  await oneBoard(page, 'lumen', lumen, ['acme', 'lumen']);
  await expect(board(page).locator('li.job')).toHaveCount(lumen);
  await letGo(page, fallback('acme'));

  await remember(page);
  await swap(plain('acme'));
  await oneBoard(page, 'acme', acme, ['acme', 'lumen', 'acme']);
  await letGo(page, null);

  console.log(`jQuery .html() (${test.info().project.name}): ${(await readyOrgs(page)).join(', ')} ready; problems: ${seen.length}`);
  expect(seen).toEqual([]);
});

const boxes = (page: Page) => page.evaluate(() => (window as unknown as { __boxes: () => Boxes }).__boxes());

const EMBED = `${JOBS}/embed.js?v=3`;

interface Late {
  name: string;
  /** What loads embed.js, at the end of the page as served. */
  loader: string;
  /**
   * Until embed.js comes: the page's state checked, the written board's boxes, then embed.js let in.
   * `logged`: how many requests the jobs host had logged when the page was opened (the CLI's own come first).
   */
  /** What the page does to the snippet first (the consent manager's page leaves out the feed hint, as docs/privacy.md says). */
  page?: (written: string) => string;
  release: (page: Page, logged: number) => Promise<{ before: Boxes; requestsBefore: number | null }>;
}

/** A tag manager's custom HTML tag, fired at the window's load event `times` times; the boxes are taken just before. */
const tagManager = (times: number): Late => ({
  name: `a tag manager's injection after load${times > 1 ? `, ${times} times` : ''}`,
  loader: tagManagerLoader(EMBED, times),
  release: async (page) => {
    // Every copy has run (a script's load event follows its evaluation).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tags?: number }).__tags)).toBe(times);
    return { before: await page.evaluate(() => (window as unknown as { __before: Boxes }).__before), requestsBefore: null };
  },
});

const consentManager: Late = {
  name: 'a consent manager (vanilla-cookieconsent 3) until the visitor accepts',
  loader: consentLoader(EMBED),
  page: withoutFeedHint,
  release: async (page, logged) => {
    await page.addStyleTag({ content: dist('vanilla-cookieconsent', 'cookieconsent.css') });
    await page.addScriptTag({ content: dist('vanilla-cookieconsent', 'cookieconsent.umd.js') });
    await page.evaluate(
      (config) => (window as unknown as { CookieConsent: { run(c: unknown): Promise<void> } }).CookieConsent.run(config),
      COOKIE_CONSENT,
    );
    const accept = page.getByRole('button', { name: 'Accept all' });
    await expect(accept).toBeVisible();
    // Before consent: nothing sent to the jobs host (all the page sent has arrived once the marker has), the board as written.
    await hostCaughtUp(page.locator('body'));
    const sent = (await jobsHost.requests()).slice(logged).filter((r) => !r.query.startsWith('caught-up='));
    expect(sent).toEqual([]);
    const requestsBefore = sent.length;
    await expect(page.locator('[data-svc-jobs]')).not.toHaveAttribute('data-svc-state');
    await expect(board(page).locator('li.job')).toHaveCount((await jobsHost.jobs('lumen')).length);
    expect(await page.evaluate(() => 'SvcJobs' in window)).toBe(false);
    const before = await boxes(page);
    await accept.click();
    await expect(accept).toBeHidden();
    return { before, requestsBefore };
  },
};

for (const late of [tagManager(1), tagManager(2), consentManager])
  test(`embed.js by ${late.name}: the board written ahead adopted in place, one board, one ready event`, async ({ page, host }) => {
    const seen = problems(page);
    await recordEvents(page);
    await recordShifts(page);
    const written = (late.page ?? String)(await writtenAhead('lumen'));
    const logged = (await host.requests()).length;
    await openHostPage(page, careersPage(written, late.loader));
    const { before, requestsBefore } = await late.release(page, logged);

    const c = page.locator('[data-svc-jobs]');
    await expect(c).toHaveAttribute('data-svc-state', 'ready');
    await expect(board(page).locator('li.job')).toHaveCount((await host.jobs('lumen')).length);
    // What the visitor saw of the written board is where it was, and so is everything after it, a painted frame later.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = await boxes(page);
    // Shifts right after an input count too: the adoption follows the consent click within the 500 ms
    // in which Chromium marks a shift hadRecentInput, and a shift there is one the visitor sees.
    const shift = await cls(page, { withInput: true });
    // In place: the element written ahead is the board, not a copy of it.
    expect(
      await page.evaluate(() => (window as unknown as { __written: Element }).__written === document.querySelector('svc-jobs-board')),
    ).toBe(true);
    // A container added now is ready after anything a second copy of embed.js could have started for the first.
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.setAttribute('data-svc-jobs', 'acme');
      document.getElementById('footer')?.after(el);
    });
    await expect.poll(() => readyOrgs(page)).toEqual(['lumen', 'acme']);
    await expect(c.first().locator('svc-jobs-board')).toHaveCount(1);
    await expect(page.locator('svc-jobs-board')).toHaveCount(2);
    const delta = Math.max(...after.board.map((v, i) => Math.abs(v - must(before.board[i]))), Math.abs(after.footer - before.footer));
    console.log(
      `${late.name} (${test.info().project.name}): ${(await readyOrgs(page)).join(', ')} ready; requests before consent ${requestsBefore ?? 'n/a'}; CLS ${shift?.toFixed(4) ?? 'n/a'}; box delta ${delta.toFixed(1)} px; problems: ${seen.length}`,
    );
    expect(after).toEqual(before);
    await expectShiftUnder(page, late.name, 0.01, { withInput: true });
    expect(seen).toEqual([]);
  });
