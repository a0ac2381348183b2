// Wherever it is pasted (CONTRACT.md, widget 3.3), the rest of it: the real
// routers, a tag manager and a consent manager in the real page. Content
// swapped in by Turbo Drive or swup gets one board per container and none is
// left behind; embed.js injected after load, twice, or held back until the
// visitor consents makes one board, and a board written ahead is adopted in
// place. One page load per case; no console error, no page error.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { cliSnippet } from './cli.ts';
import { must } from '../test/support/must.ts';
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

const require = createRequire(import.meta.url);
/** A file of an installed package's dist/ (where its main entry is), as the page would load it. */
const dist = (pkg: string, file: string) => readFileSync(join(dirname(require.resolve(pkg)), file), 'utf8');

const SCRIPT = /<script async[^>]*><\/script>/;
/** The board the CLI writes ahead for `org` now, without its script tag (each page puts embed.js where it does). */
const writtenAhead = async (org: string) => (await cliSnippet(JOBS, { 'data-svc-jobs': org })).replace(SCRIPT, '');
/** A plain container's fallback, as the browser serializes it back. */
const fallback = (org: string) => `<a href="${JOBS}/${org}">Open roles</a>`;
const plain = (org: string) => `<div data-svc-jobs="${org}">${fallback(org)}</div>`;

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

interface Router {
  name: string;
  /** The library's UMD build: [package, file in its dist/]. */
  lib: [string, string];
  /** A page of a site this router drives: a link to `next` and the container, embed.js where such sites put it. */
  page: (container: string, next: string) => string;
  /** Starts the router once its library is in the page (Turbo starts itself). */
  start: string;
  /** The document event the router fires when it has shown a page. */
  shown: string;
}

const ROUTERS: Router[] = [
  {
    name: 'Turbo 8 (Turbo Drive)',
    lib: ['@hotwired/turbo', 'turbo.es2017-umd.js'],
    // Turbo Drive swaps the whole body, and runs the body's scripts again: embed.js comes once more on each visit.
    page: (container, next) => `<nav><a id="next" href="${next}">Next</a></nav><main>${container}</main>${SNIPPET}`,
    start: '',
    shown: 'turbo:load',
  },
  {
    name: 'swup 4',
    lib: ['swup', 'Swup.umd.js'],
    // swup swaps #swup only and runs no script in it: embed.js sits outside, loaded once.
    page: (container, next) => `<nav><a id="next" href="${next}">Next</a></nav><main id="swup">${container}</main>${SNIPPET}`,
    // No CSS transitions on this site: swup is told so instead of looking for them.
    start: 'window.swup = new Swup({ animationSelector: false });',
    shown: 'swup:page:view',
  },
];

for (const router of ROUTERS)
  test(`${router.name}: to a page with a board written ahead and back, one board per container each time, none left behind, no console error`, async ({
    page,
  }) => {
    const seen = problems(page);
    await recordEvents(page);
    // The way back is the browser's: the second page links to the site's home.
    const second = await storeHostPage(router.page(await writtenAhead('lumen'), '/'));
    const url = await openHostPage(page, router.page(plain('acme'), second));
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
    const c = page.locator('[data-svc-jobs]');
    /** One container, its board live with the org's openings, and `orgs` the ready events so far. */
    const oneBoard = async (org: string, openings: number, orgs: string[]) => {
      await expect.poll(() => readyOrgs(page)).toEqual(orgs);
      await expect(c).toHaveCount(1);
      await expect(c).toHaveAttribute('data-svc-jobs', org);
      await expect(c).toHaveAttribute('data-svc-state', 'ready');
      await expect(page.locator('svc-jobs-board')).toHaveCount(1);
      await expect(board(page).locator('li.job').first()).toBeVisible();
      expect(await board(page).locator('li.job').count()).toBeLessThanOrEqual(openings);
    };
    /** The container the router is about to take away is let go of once it is gone: no state left, a plain one's fallback back. */
    const remember = () => c.evaluate((el) => ((window as unknown as { __was: Element }).__was = el));
    const letGo = (putBack: string | null) =>
      expect
        .poll(() =>
          page.evaluate((html) => {
            const was = (window as unknown as { __was: Element }).__was;
            return !was.isConnected && !was.hasAttribute('data-svc-state') && (html === null || was.innerHTML === html);
          }, putBack),
        )
        .toBe(true);

    await oneBoard('acme', acme, ['acme']);

    await remember();
    let before = await shown();
    await page.locator('#next').click();
    await expect.poll(shown).toBeGreaterThan(before);
    await expect(page).toHaveURL(second);
    await oneBoard('lumen', lumen, ['acme', 'lumen']);
    await expect(board(page).locator('li.job')).toHaveCount(lumen);
    await letGo(fallback('acme'));

    await remember();
    before = await shown();
    await page.goBack();
    await expect.poll(shown).toBeGreaterThan(before);
    await expect(page).toHaveURL(url);
    await oneBoard('acme', acme, ['acme', 'lumen', 'acme']);
    await letGo(null);

    console.log(`${router.name} (${test.info().project.name}): ${(await readyOrgs(page)).join(', ')} ready; problems: ${seen.length}`);
    expect(seen).toEqual([]);
  });

/** A careers page: the board written ahead, content after it, and `extra` (what loads embed.js) at the end. */
const careersPage = (snippet: string, extra: string) => `
<header style="padding:2rem"><h1>Careers at Lumen</h1><p>Diagnostics that reach the clinic sooner.</p></header>
<main style="padding:0 2rem">${snippet}<section id="benefits"><h2>Benefits</h2><p>Thirty days off and a learning budget.</p></section></main>
<footer id="footer" style="padding:2rem">© Lumen</footer>${extra}`;

/**
 * Sums every layout shift from the first paint (Chromium's layout-shift entries; none in Firefox).
 * Shifts right after an input count too: the adoption follows the consent click within the 500 ms
 * in which Chromium marks a shift hadRecentInput, and a shift there is one the visitor sees.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return;
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls?: number }).__cls ?? null);

/** Where the written board and what follows it are, in page coordinates (the first call keeps the board's element as __written). */
interface Boxes {
  board: [number, number, number, number];
  footer: number;
}
const BOXES = `window.__boxes = () => {
  window.__written ??= document.querySelector('svc-jobs-board');
  const r = __written.getBoundingClientRect();
  return { board: [r.x, r.y + scrollY, r.width, r.height], footer: document.getElementById('footer').getBoundingClientRect().y + scrollY };
};`;
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
  release: (page: Page, logged: number) => Promise<{ before: Boxes; requestsBefore: number | null }>;
}

/** A tag manager's custom HTML tag, fired at the window's load event `times` times; the boxes are taken just before. */
const tagManager = (times: number): Late => ({
  name: `a tag manager's injection after load${times > 1 ? `, ${times} times` : ''}`,
  loader: `<script>${BOXES}
addEventListener('load', () => {
  window.__before = __boxes();
  window.__tags = 0;
  for (let i = 0; i < ${times}; i++) {
    const s = document.createElement('script');
    s.src = ${JSON.stringify(EMBED)};
    s.onload = () => __tags++;
    document.head.append(s);
  }
});</script>`,
  release: async (page) => {
    // Every copy has run (a script's load event follows its evaluation).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tags?: number }).__tags)).toBe(times);
    return { before: await page.evaluate(() => (window as unknown as { __before: Boxes }).__before), requestsBefore: null };
  },
});

const COOKIE_CONSENT = {
  // Shown to a browser under automation too (the default hides it from bots, navigator.webdriver included).
  hideFromBots: false,
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description: 'Some help us count visits.',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
        },
        preferencesModal: { title: 'Cookie preferences', sections: [{ title: 'Analytics', linkedCategory: 'analytics' }] },
      },
    },
  },
};

const consentManager: Late = {
  name: 'a consent manager (vanilla-cookieconsent 3) until the visitor accepts',
  // The way the library holds a script back: not run (text/plain) and not fetched (data-src) until its category is accepted.
  loader: `<script type="text/plain" data-category="analytics" data-src="${EMBED}"></script><script>${BOXES}</script>`,
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
    const written = await writtenAhead('lumen');
    const logged = (await host.requests()).length;
    await openHostPage(page, careersPage(written, late.loader));
    const { before, requestsBefore } = await late.release(page, logged);

    const c = page.locator('[data-svc-jobs]');
    await expect(c).toHaveAttribute('data-svc-state', 'ready');
    await expect(board(page).locator('li.job')).toHaveCount((await host.jobs('lumen')).length);
    // What the visitor saw of the written board is where it was, and so is everything after it, a painted frame later.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = await boxes(page);
    const shift = await cls(page);
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
    if (shift !== null) expect(shift).toBeLessThan(0.01);
    expect(seen).toEqual([]);
  });
