// The snippet builder (demo/site/pages/builder.html): every control changes the
// real board in the preview and the snippet, the copied snippet is the
// preview's container, and that snippet pasted into a blank page mounts the
// same board, or, with the jobs host down, lists every opening as a link.
import type { Page } from '@playwright/test';
import { ATTRIBUTE_ORDER } from '../src/snippet/snippet.ts';
import { board, events, expect, JOBS, openHostPage, recordEvents, SITE, test } from './support.ts';
import { seriousViolations } from './axe.ts';
import { must } from '../test/support/must.ts';

const PREVIEW = '#preview > div';

async function openBuilder(page: Page): Promise<void> {
  await page.goto(`${SITE}/builder`);
  await expect(page.locator(PREVIEW)).toHaveAttribute('data-svc-state', 'ready');
  // The board written ahead arrives with the feed.
  await expect(page.locator('#snippet')).toContainText('<svc-jobs-board><template shadowrootmode="open">');
}

/** The container attributes of the snippet (parsed as a browser parses it) and of the preview. */
async function attributesOf(page: Page): Promise<{ snippet: Record<string, string>; preview: Record<string, string> }> {
  return page.evaluate(
    (names) => {
      // No container: no attributes.
      const pick = (el: Element | null) =>
        el ? Object.fromEntries(names.filter((n) => el.hasAttribute(n)).map((n) => [n, el.getAttribute(n) ?? ''])) : {};
      const doc = new DOMParser().parseFromString(document.getElementById('snippet')?.textContent ?? '', 'text/html');
      return { snippet: pick(doc.querySelector('div')), preview: pick(document.querySelector('#preview > div')) };
    },
    [...ATTRIBUTE_ORDER],
  );
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

const b = (page: Page) => board(page, PREVIEW);

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
    await pattern.fill('https://elsewhere.example/jobs/{publicId}');
    await expect(page.locator('#f-pattern-warning')).toHaveText(
      `The widget would refuse this: data-href-pattern="https://elsewhere.example/jobs/{publicId}": not on ${SITE}.`,
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
    if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
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

    await expect(page.locator('#csp-note')).toHaveText(
      /^Under a strict Content Security Policy, add 'sha256-[A-Za-z0-9+/=]+' to style-src/,
    );
    await page.getByLabel('Inside the container').selectOption('link');
    await expect(page.locator('#snippet')).not.toContainText('<ul>');
    await expect(page.locator('#snippet')).toContainText('See our open roles');
    await expect(page.locator('#csp-note')).toBeHidden();
    await page.getByLabel('Inside the container').selectOption('list');
    await expect(page.locator('#snippet')).toContainText('<ul><li>');
    await page.getByLabel('Inside the container').selectOption('ahead');
    await expect(page.locator('#snippet')).toContainText('<svc-jobs-board>');

    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect(page.locator('#copy-status')).toHaveText('Copied to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('#snippet').textContent());
    expect(copied).toContain(`<script async src="${JOBS}/embed.js?v=3"></script>`);
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

  test('has no serious or critical axe violation', async ({ page }) => {
    await openBuilder(page);
    await page.getByLabel('Job pages on your site').fill('/careers/');
    await expect(page.locator('#f-pattern-warning')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
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
    await expect(container.getByRole('heading', { level: 2 })).toHaveText('Open positions at Northwind Freight');
    const links = container.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(engineering.length);
    for (const [i, job] of engineering.entries()) {
      await expect(links.nth(i)).toHaveText(job.title);
      await expect(links.nth(i)).toHaveAttribute('href', job.url);
    }
    await expect(container.getByRole('link', { name: 'All openings at Northwind Freight' })).toHaveAttribute('href', `${JOBS}/northwind`);
    await offline.close();
  });
});
