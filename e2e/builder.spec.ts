// The snippet builder, a page of the jobs host ({jobs_url}/embed/builder,
// pages/embed/builder.html): every control changes the real board in the
// preview and the snippet, the copied snippet is byte for byte what
// scripts/snippet.ts prints, that snippet pasted into a blank page mounts the
// same board, or, with the jobs host down, lists every opening as a link; on a
// plain static host under dist/_headers it runs with no CSP violation.
import type { BrowserContext, Page } from '@playwright/test';
import { ATTRIBUTE_ORDER } from '../src/snippet/snippet.ts';
import { cliSnippet } from './cli.ts';
import { staticHost } from './static-host.ts';
import { board, events, expect, JOBS, openHostPage, recordEvents, recordViolations, SITE, test, violations } from './support.ts';
import { seriousViolations } from './axe.ts';
import { expectShiftUnder, recordShifts, settled as boardSettled } from './layout-shift.ts';
import { must } from '../test/support/must.ts';
import { b, DARK, darkSwitch, LIGHT, openBuilder, PREVIEW, settled, surroundings } from './builder-page.ts';

const BUILDER = `${JOBS}/embed/builder`;

/** The builder on a plain static host under dist/_headers, its violations recorded with their text; `run` then closes the host. */
async function underHeaders(page: Page, context: BrowserContext, run: () => Promise<void>): Promise<void> {
  const host = await staticHost({ jobs: JOBS, headers: true });
  try {
    await recordViolations(context);
    await reportSamples(page, host.origin);
    await openBuilder(page, host.origin);
    await run();
  } finally {
    await host.close();
  }
}

/** The builder's policy with 'report-sample', so a refused style is named by its text. */
async function reportSamples(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}/embed/builder*`, async (route) => {
    const res = await route.fetch();
    const csp = (res.headers()['content-security-policy'] ?? '').replace(/style-src /g, "style-src 'report-sample' ");
    await route.fulfill({ response: res, headers: { ...res.headers(), 'content-security-policy': csp } });
  });
}

/** A blank page beside the builder, to parse its snippet as a browser does (the builder's Trusted Types keep test code from parsing there). */
const parsers = new WeakMap<Page, Promise<Page>>();
function parserFor(page: Page): Promise<Page> {
  let p = parsers.get(page);
  if (!p) {
    p = page.context().newPage();
    parsers.set(page, p);
  }
  return p;
}

/** The container attributes of the snippet (parsed as a browser parses it) and of the preview. */
async function attributesOf(page: Page): Promise<{ snippet: Record<string, string>; preview: Record<string, string> }> {
  const names = [...ATTRIBUTE_ORDER];
  // No container: no attributes.
  const pick = (el: Element | null, names: string[]) =>
    el ? Object.fromEntries(names.filter((n) => el.hasAttribute(n)).map((n) => [n, el.getAttribute(n) ?? ''])) : {};
  const text = (await page.locator('#snippet').textContent()) ?? '';
  const preview = await page.locator('#preview > div').evaluate(pick, names);
  const snippet = await (
    await parserFor(page)
  ).evaluate(
    ([html, names]) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const el = doc.querySelector('div');
      return el ? Object.fromEntries(names.filter((n) => el.hasAttribute(n)).map((n) => [n, el.getAttribute(n) ?? ''])) : {};
    },
    [text, names] as const,
  );
  return { snippet, preview };
}

/** The snippet and the preview agree, and the snippet has `want` (a subset). */
async function expectSnippet(page: Page, want: Record<string, string>): Promise<void> {
  await expect.poll(async () => (await attributesOf(page)).snippet).toMatchObject(want);
  await expect
    .poll(async () => {
      const { snippet, preview } = await attributesOf(page);
      return JSON.stringify(preview) === JSON.stringify(snippet);
    })
    .toBe(true);
}

test.describe('the snippet builder', () => {
  test('org, apply, source, pattern, empty text: each changes the board and the snippet alike', async ({ page }) => {
    await openBuilder(page);
    await expect(b(page).getByRole('status')).toHaveText('44 open positions');
    await expectSnippet(page, { 'data-svc-jobs': 'acme' });

    await page.getByLabel('Org slug').fill('lumen');
    await expect(b(page).getByRole('heading', { name: 'Registered Nurse, Telehealth' })).toBeVisible();
    await expect(page.locator('#snippet')).toContainText('>Registered Nurse, Telehealth</a>');
    await expectSnippet(page, { 'data-svc-jobs': 'lumen' });

    await expect(b(page).getByRole('button', { name: /^Apply for / })).toHaveCount(0);
    await page.getByLabel('Apply in place').check();
    await expect(b(page).getByRole('button', { name: /^Apply for / })).toHaveCount(5);
    await expectSnippet(page, { 'data-apply': 'inline' });

    await page.getByLabel('Source').fill('careers-page');
    await expect(b(page).getByRole('link', { name: 'Registered Nurse, Telehealth', exact: true })).toHaveAttribute(
      'href',
      /[?&]src=careers-page/,
    );
    await expectSnippet(page, { 'data-src': 'careers-page' });

    // The widget's own parser warns of a pattern it would refuse; the board is not mounted.
    const pattern = page.getByLabel('Job pages on your site');
    await pattern.fill('ftp://elsewhere.example/jobs/{publicId}');
    await expect(page.locator('#f-pattern-warning')).toHaveText(
      'The widget would refuse this: data-href-pattern="ftp://elsewhere.example/jobs/{publicId}": not a /path or http(s) URL.',
    );
    await expect(pattern).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(PREVIEW)).not.toHaveAttribute('data-svc-state', /./);
    await pattern.fill('/careers/');
    await expect(page.locator('#f-pattern-warning')).toContainText('needs {publicId} once');
    await pattern.fill('/careers/{publicId}');
    await expect(page.locator('#f-pattern-warning')).toBeHidden();
    await expect(b(page).getByRole('link', { name: 'Registered Nurse, Telehealth', exact: true })).toHaveAttribute(
      'href',
      /^\/careers\/cln-bz2wa/,
    );
    await expectSnippet(page, { 'data-href-pattern': '/careers/{publicId}' });

    await page.getByLabel('Org slug').fill('stillwater');
    await page.getByLabel('Text when there are no openings').fill('Nothing open — write to us!');
    await expect(b(page).getByText('Nothing open — write to us!')).toBeVisible();
    await expect(page.locator('#snippet')).toContainText('<p class="empty">Nothing open — write to us!</p>');
    await expectSnippet(page, { 'data-svc-jobs': 'stillwater', 'data-empty': 'Nothing open — write to us!' });
  });

  test('filters, presets, grouping, page size, URL sync, language: each changes the board and the snippet alike', async ({ page }) => {
    await openBuilder(page);
    await page.getByLabel('Org slug').fill('northwind');
    await expect(b(page).getByRole('status')).toHaveText('130 open positions');
    await expect(b(page).getByRole('searchbox', { name: 'Search' })).toBeVisible();

    await page.getByLabel('Which').selectOption('none');
    await expect(b(page).getByRole('searchbox')).toHaveCount(0);
    await expect(b(page).getByRole('combobox')).toHaveCount(0);
    await expectSnippet(page, { 'data-filters': 'none' });
    await page.getByLabel('Which').selectOption('custom');
    await page.getByRole('checkbox', { name: 'Search' }).check();
    await page.getByRole('checkbox', { name: 'Location' }).check();
    await expect(b(page).getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(b(page).getByRole('combobox', { name: 'Location' })).toBeVisible();
    await expect(b(page).getByRole('combobox', { name: 'Department' })).toHaveCount(0);
    await expectSnippet(page, { 'data-filters': 'location,search' });

    const feed = (await (await fetch(`${JOBS}/api/v1/public/northwind/jobs`)).json()) as {
      department: string | null;
      employmentType: string;
      title: string;
    }[];
    const sales = feed.filter((j) => j.department === 'Sales');
    await page.getByLabel('Department data-department').selectOption('Sales');
    await expect(b(page).getByRole('status')).toHaveText(`${sales.length} open positions`);
    await expect(page.locator('#snippet')).toContainText(`${must(sales[0]).title}</a>`);
    await expectSnippet(page, { 'data-department': 'Sales' });
    const salesInterns = sales.filter((j) => j.employmentType === 'full_time');
    await page.getByLabel('Type data-type').selectOption('full_time');
    await expect(b(page).getByRole('status')).toHaveText(`${salesInterns.length} open position${salesInterns.length === 1 ? '' : 's'}`);
    await expectSnippet(page, { 'data-type': 'full_time' });
    // The board written ahead lists what the board lists.
    await expect
      .poll(async () => ((await page.locator('#snippet').textContent()) ?? '').match(/<li class="job">/g)?.length)
      .toBe(salesInterns.length);
    await page.getByLabel('Department data-department').selectOption('');
    await page.getByLabel('Type data-type').selectOption('');

    await page.getByLabel('Group by').selectOption('department');
    await expect(b(page).getByRole('heading', { level: 3 }).first()).toHaveText(/^Customer Support \(\d+\)$/);
    await expectSnippet(page, { 'data-group-by': 'department' });
    await page.getByLabel('Group by').selectOption('');

    await page.getByLabel('Openings per page').fill('10');
    await expect(b(page).getByRole('listitem')).toHaveCount(10);
    await expect(b(page).getByRole('button', { name: 'Show 10 more' })).toBeVisible();
    await expectSnippet(page, { 'data-page-size': '10' });

    await page.getByLabel('Keep filters in the page’s URL').check();
    await expectSnippet(page, { 'data-sync-url': '' });
    await b(page).getByRole('combobox', { name: 'Location' }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/[?&]svc_location=/);

    await page.getByLabel('Language').selectOption('de');
    await expect(b(page).getByRole('status')).toHaveText(/^\d+ von 130 offenen Stellen passen?$/);
    await expectSnippet(page, { 'data-lang': 'de' });
  });

  test('the brand colour shows its text contrast, colours the board, and the copy button copies the snippet', async ({
    page,
    context,
    browserName,
  }) => {
    // Chromium asks for these permissions; Firefox has none of that name (its test pref, in playwright.config.ts, lets the page read the clipboard).
    if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: JOBS });
    await openBuilder(page);
    await expect(page.locator('#f-accent-contrast')).toHaveText('Off: the board uses the colour set in your workspace.');
    await page.getByLabel('Override the workspace’s colour').check();
    await page.getByLabel('Colour', { exact: true }).fill('#fde68a');
    await expect(page.locator('#f-accent-contrast')).toHaveText(/^Text on it: black, contrast 1[0-9]\.\d:1/);
    await expect(page.locator('#snippet')).toContainText(
      '<style>[data-svc-jobs="acme"] { --svc-accent: #fde68a; --svc-accent-text: #000000; }</style>',
    );
    await expect
      .poll(() => page.locator(PREVIEW).evaluate((el) => getComputedStyle(el).getPropertyValue('--svc-accent').trim()))
      .toBe('#fde68a');
    await page.getByLabel('Colour', { exact: true }).fill('#1e3a8a');
    await expect(page.locator('#f-accent-contrast')).toHaveText(/^Text on it: white, contrast \d+\.\d:1/);

    // Whole CSP lines: the board's style and the colour's, two hashes.
    const hash = "'sha256-[A-Za-z0-9+/=]+'";
    await expect(page.locator('#csp-note')).toHaveText(
      new RegExp(`^Under a strict Content Security Policy, add to style-src: ${hash} ${hash} \\(never 'unsafe-inline'`),
    );
    await page.getByLabel('Inside the container').selectOption('link');
    await expect(page.locator('#snippet')).not.toContainText('<ul>');
    await expect(page.locator('#snippet')).toContainText('See our open roles');
    // A link, with the colour's <style> still in the snippet: its one hash.
    await expect(page.locator('#csp-note')).toHaveText(
      new RegExp(`^Under a strict Content Security Policy, add to style-src: ${hash} \\(.*the brand colour is left out`),
    );
    await page.getByLabel('Override the workspace’s colour').uncheck();
    await expect(page.locator('#csp-note')).toBeHidden();
    await page.getByLabel('Override the workspace’s colour').check();
    await page.getByLabel('Inside the container').selectOption('list');
    await expect(page.locator('#snippet')).toContainText('<ul lang="en"><li>');
    await page.getByLabel('Inside the container').selectOption('ahead');
    await expect(page.locator('#snippet')).toContainText('<svc-jobs-board>');

    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect(page.locator('#copy-status')).toHaveText('Copied to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('#snippet').textContent());
    expect(copied).toContain(`<script async src="${JOBS}/embed.js?v=3"></script>`);
    const note = must(await page.locator('#csp-note').textContent());

    // Under exactly the policy the note gives: no violation, and the colour applied.
    const styleSrc = must(/add to style-src: ((?:'sha256-[^']+' ?)+)/.exec(note)?.[1]).trim();
    const visitor = await page.context().newPage();
    await recordViolations(page.context());
    await openHostPage(visitor, `<main><h1>Careers</h1>${copied}<p>After the board.</p></main>`, {
      headers: {
        'content-security-policy': `default-src 'self'; script-src ${JOBS}; connect-src ${JOBS}; img-src 'self' ${JOBS}; frame-src ${JOBS}; style-src 'self' ${styleSrc}`,
      },
    });
    await expect(visitor.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    expect(await visitor.locator('[data-svc-jobs]').evaluate((el) => getComputedStyle(el).getPropertyValue('--svc-accent').trim())).toBe(
      '#1e3a8a',
    );
    expect(await violations(visitor)).toEqual([]);
    await visitor.close();
  });

  test('is operable by keyboard alone', async ({ page }) => {
    await openBuilder(page);
    await page.getByLabel('Org slug').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Apply in place')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(
      b(page)
        .getByRole('button', { name: /^Apply for / })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Copy snippet' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#copy-status')).not.toBeEmpty();
  });

  test('the preview switches to a dark page and back, by keyboard; the snippet stays byte for byte the same', async ({ page }) => {
    await openBuilder(page);
    const toggle = darkSwitch(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await surroundings(page)).toEqual(LIGHT);
    const before = must(await page.locator('#snippet').textContent());
    const box = must(await toggle.boundingBox());
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => surroundings(page)).toEqual(DARK);
    await settled(page);
    await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
    await expect(b(page).getByRole('status')).toHaveText('44 open positions');
    expect(await page.locator('#snippet').textContent()).toBe(before);

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => surroundings(page)).toEqual(LIGHT);
    await settled(page);
    await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
    expect(await page.locator('#snippet').textContent()).toBe(before);
  });

  test('with the preview on a dark page: no serious or critical axe violation', async ({ page }) => {
    await openBuilder(page);
    await darkSwitch(page).click();
    await expect.poll(() => surroundings(page)).toEqual(DARK);
    await settled(page);
    await expect(b(page).getByRole('status')).toHaveText('44 open positions');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious or critical axe violation', async ({ page }) => {
    await openBuilder(page);
    await page.getByLabel('Job pages on your site').fill('/careers/');
    await expect(page.locator('#f-pattern-warning')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the builder refuses what the widget would', () => {
  test('a refused value and an unknown org are named beside their control, and Copy copies neither', async ({ page }) => {
    await openBuilder(page);
    const copy = page.getByRole('button', { name: 'Copy snippet' });
    const size = page.getByLabel('Openings per page');
    await size.fill('5');
    await expect(page.locator('#f-page-size-warning')).toHaveText(
      'The widget would refuse this: data-page-size="5": use a whole number from 10 to 200.',
    );
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#problems')).toContainText('Nothing can be copied until it is fixed.');
    await copy.click();
    await expect(page.locator('#copy-status')).toHaveText(
      'Not copied: data-page-size="5": use a whole number from 10 to 200. Fix it first.',
    );
    await expect(size).toBeFocused();
    // Cleared first: Firefox over BiDi types into a focused number field after what it holds.
    await size.clear();
    await size.fill('20');
    await expect(page.locator('#f-page-size-warning')).toBeHidden();
    await expect(size).toHaveAttribute('aria-invalid', 'false');

    await page.getByLabel('Org slug').fill('acmee');
    await expect(page.locator('#f-org-warning')).toHaveText(
      'The widget would refuse this: no org “acmee” on this jobs host: check the slug.',
    );
    await copy.click();
    await expect(page.locator('#copy-status')).toHaveText(/^Not copied: data-svc-jobs: no org “acmee” on this jobs host/);
    await page.getByLabel('Org slug').fill('acme');
    await expect(page.locator('#f-org-warning')).toBeHidden();
    await expect(page.locator('#snippet')).toContainText('<svc-jobs-board><template shadowrootmode="open">');
    await copy.click();
    await expect(page.locator('#copy-status')).not.toHaveText(/^Not copied/);
  });
});

test.describe('on a page in another language', () => {
  test.use({ locale: 'de-DE' });

  test('the builder asks for the page’s language (the browser’s, until chosen) and writes the board ahead in it: no shift on a lang="de" page @layout-instability', async ({
    page,
    browser,
  }) => {
    await openBuilder(page);
    await expect(page.getByLabel('Language of your page')).toHaveValue('de');
    await expect(page.locator('#snippet')).toContainText('data-lang="de"');
    await expect(page.locator('#snippet')).toContainText('Offene Stellen');
    const snippet = must(await page.locator('#snippet').textContent());
    const fresh = await browser.newContext();
    const visitor = await fresh.newPage();
    await recordShifts(visitor);
    for (const width of [360, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await openHostPage(visitor, `<main><h1>Karriere</h1>${snippet}<section><h2>Über uns</h2><p>Wir bauen Roboter.</p></section></main>`, {
        lang: 'de',
      });
      await boardSettled(visitor);
      await expect(board(visitor).getByRole('status')).toContainText('offene Stellen');
      await expectShiftUnder(visitor, `builder's default snippet on a lang="de" page at ${width} px`);
    }
    await fresh.close();
  });
});

test.describe('the snippet it writes', () => {
  test('pasted into a blank page of the company site, it mounts the same board; with the jobs host down its fallback links every opening', async ({
    page,
    browser,
    host,
  }) => {
    await openBuilder(page);
    await page.getByLabel('Inside the container').selectOption('list');
    await page.getByLabel('Org slug').fill('northwind');
    await page.getByLabel('Department data-department').selectOption('Engineering');
    await page.getByLabel('Group by').selectOption('location');
    await expectSnippet(page, { 'data-svc-jobs': 'northwind', 'data-department': 'Engineering', 'data-group-by': 'location' });
    // The preview remounts 200 ms after the last change: wait for the snippet's own container, then its board.
    await expect(page.locator(PREVIEW)).toHaveAttribute('data-group-by', 'location');
    await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
    await expect(b(page).getByRole('heading', { level: 3 }).first()).toHaveText(/ \(\d+\)$/);
    // Settled: the same titles in two reads further apart than the preview's 200 ms remount.
    let last = '';
    await expect
      .poll(
        async () => {
          const now = (await b(page).getByRole('heading', { level: 4 }).allTextContents()).join('\n');
          const stable = now !== '' && now === last;
          last = now;
          return stable;
        },
        { intervals: [300] },
      )
      .toBe(true);
    const snippet = must(await page.locator('#snippet').textContent());
    const previewTitles = await b(page).getByRole('heading', { level: 4 }).allTextContents();
    const previewGroups = await b(page).getByRole('heading', { level: 3 }).allTextContents();

    // A fresh visitor (no saved copy of the feed) on a blank page with only the snippet.
    const fresh = await browser.newContext();
    const blank = await fresh.newPage();
    await openHostPage(blank, `<main><h1>Careers</h1>${snippet}</main>`);
    await expect(blank.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    await expect(board(blank).getByRole('heading', { level: 3 })).toHaveText(previewGroups);
    await expect(board(blank).getByRole('heading', { level: 4 })).toHaveText(previewTitles);
    await fresh.close();

    const feed = (await (await fetch(`${JOBS}/api/v1/public/northwind/jobs`)).json()) as {
      title: string;
      department: string | null;
      url: string;
    }[];
    const engineering = feed.filter((j) => j.department === 'Engineering');
    await host.fault('northwind', 'down');
    const offline = await browser.newContext();
    const down = await offline.newPage();
    await recordEvents(down);
    await openHostPage(down, `<main><h1>Careers</h1>${snippet}</main>`);
    await expect.poll(async () => (await events(down)).map((e) => e.type), { timeout: 20_000 }).toContain('error');
    const container = down.locator('[data-svc-jobs]');
    await expect(container).not.toHaveAttribute('data-svc-state', /./);
    await expect(container.getByRole('heading', { level: 2 })).toHaveText('Jobs at Northwind Freight');
    const links = container.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(engineering.length);
    for (const [i, job] of engineering.entries()) {
      await expect(links.nth(i)).toHaveText(job.title);
      await expect(links.nth(i)).toHaveAttribute('href', job.url);
    }
    await expect(container.getByRole('link', { name: 'All open positions' })).toHaveAttribute('href', `${JOBS}/northwind`);
    await offline.close();
  });
});

test.describe('the builder on the jobs host', () => {
  test('copies byte for byte what scripts/snippet.ts prints for the same org and attributes, written ahead and --plain', async ({
    page,
    context,
    browserName,
  }) => {
    if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: JOBS });
    await openBuilder(page);
    await page.getByLabel('Org slug').fill('northwind');
    await expect(b(page).getByRole('status')).toHaveText('130 open positions');
    await page.getByLabel('Department data-department').selectOption('Engineering');
    await page.getByLabel('Apply in place').check();
    await page.getByLabel('Language').selectOption('de');
    await page.getByLabel('Override the workspace’s colour').check();
    await page.getByLabel('Colour', { exact: true }).fill('#7c3aed');
    const attributes = { 'data-svc-jobs': 'northwind', 'data-apply': 'inline', 'data-department': 'Engineering', 'data-lang': 'de' };
    await expectSnippet(page, attributes);
    await expect(page.locator('#snippet')).toContainText('--svc-accent: #7c3aed');
    await expect(page.locator('#snippet')).toContainText('<svc-jobs-board><template shadowrootmode="open">');

    const copy = async (): Promise<string> => {
      await page.getByRole('button', { name: 'Copy snippet' }).click();
      await expect(page.locator('#copy-status')).toHaveText('Copied to the clipboard.');
      return page.evaluate(() => navigator.clipboard.readText());
    };
    const ahead = await copy();
    expect(ahead).toBe(await cliSnippet(JOBS, attributes, ['--accent=#7c3aed']));
    console.log(`builder snippet (written ahead, northwind Engineering, de): ${Buffer.byteLength(ahead)} B`);

    await page.getByLabel('Inside the container').selectOption('list');
    await expect(page.locator('#snippet')).toContainText('<ul lang="de"><li>');
    expect(await copy()).toBe(await cliSnippet(JOBS, attributes, ['--accent=#7c3aed', '--plain']));
  });

  test('Copy stays where it is while the preview remounts (the click that follows a change lands on it)', async ({ page }) => {
    await openBuilder(page);
    await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
    await page.getByLabel('Inside the container').selectOption('list');
    // The new snippet is written at once; the preview remounts when typing pauses (200 ms) and goes live after.
    await expect(page.locator('#snippet')).toContainText('<ul lang="en"><li>');
    await page.evaluate(() => {
      const seen = new Set<number>();
      (window as unknown as { copyAt: Set<number> }).copyAt = seen;
      const look = () => {
        seen.add(Math.round(document.getElementById('copy')?.getBoundingClientRect().top ?? -1));
        requestAnimationFrame(look);
      };
      look();
    });
    await expect(page.locator('#preview')).not.toHaveAttribute('aria-busy');
    await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
    // Every position Copy took, frame by frame, while the preview unmounted, showed its link and went live.
    expect(await page.evaluate(() => [...(window as unknown as { copyAt: Set<number> }).copyAt])).toHaveLength(1);
  });

  test('an absolute pattern of the company’s site goes into the snippet; the preview keeps its links on the board', async ({ page }) => {
    await openBuilder(page);
    await page.getByLabel('Job pages on your site').fill('https://www.acme.example/careers/{publicId}');
    await expect(page.locator('#f-pattern-warning')).toBeHidden();
    await expect(page.locator('#snippet')).toContainText('data-href-pattern="https://www.acme.example/careers/{publicId}"');
    await expect(page.locator(PREVIEW)).not.toHaveAttribute('data-href-pattern');
    await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
    await expect(b(page).getByRole('link', { name: 'Senior Firmware Engineer' })).toHaveAttribute('href', `${JOBS}/acme/eng-7f3k2`);
  });

  test("is /builder of the demo site: one builder, the jobs host's", async ({ page }) => {
    await page.goto(`${SITE}/builder`);
    await expect(page).toHaveURL(`${BUILDER}?org=acme`);
    await expect(page.getByRole('heading', { name: 'Write your snippet' })).toBeVisible();
  });

  test('on a plain static host, /embed/builder comes with its own strict CSP under dist/_headers', async ({ page }) => {
    const host = await staticHost({ jobs: JOBS, headers: true });
    try {
      const csp = (await page.request.get(`${host.origin}/embed/builder`)).headers()['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("require-trusted-types-for 'script'");
      expect(csp).toContain('trusted-types svc-jobs');
      expect(csp).not.toContain('unsafe-inline');
    } finally {
      await host.close();
    }
  });

  test('under dist/_headers every kind of remount runs with no CSP violation: an option, inline apply, another org, the colour, the fallback', async ({
    page,
    context,
  }) => {
    await underHeaders(page, context, async () => {
      await expect(b(page).getByRole('status')).toHaveText('44 open positions');
      await page.getByLabel('Apply in place').check();
      await settled(page);
      await b(page)
        .getByRole('button', { name: /^Apply for / })
        .first()
        .click();
      await expect(b(page).locator('iframe')).toBeVisible();
      await page.getByLabel('Org slug').fill('lumen');
      await expect(b(page).getByRole('heading', { name: 'Registered Nurse, Telehealth' })).toBeVisible();
      // The brand colour's <style> is in the snippet: the preview takes the colour from the form, never from parsing it.
      await page.getByLabel('Override the workspace’s colour').check();
      await settled(page);
      await page.getByLabel('Inside the container').selectOption('list');
      await settled(page);
      await page.getByLabel('Inside the container').selectOption('ahead');
      await expect(page.locator('#csp-note')).toBeVisible();
      await settled(page);
      await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
      await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-jobs', 'lumen');
      // The preview on a dark page: a class styled by builder.css, no style attribute the policy would refuse.
      await darkSwitch(page).click();
      await expect.poll(() => surroundings(page)).toEqual(DARK);
      await settled(page);
      await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
      expect(await violations(page)).toEqual([]);
    });
  });

  test('at 360 px under dist/_headers: the form above the preview, nothing wider than the screen, no CSP violation', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await underHeaders(page, context, async () => {
      await page.getByLabel('Override the workspace’s colour').check();
      await settled(page);
      await expect(b(page).getByRole('status')).toBeVisible();
      const form = await page.locator('#builder-form').boundingBox();
      const preview = await page.locator('#preview').boundingBox();
      expect(form && preview && form.y + form.height <= preview.y).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await darkSwitch(page).click();
      await expect.poll(() => surroundings(page)).toEqual(DARK);
      await settled(page);
      await expect(b(page).getByRole('status')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await violations(page)).toEqual([]);
    });
  });
});
