// A feed as a careless or broken backend might send it: a 10,000-character
// title, an unknown job type, repeated ids, null items, numbers for strings,
// dates that are no dates or in the future, 300 departments. The board shows
// what it can, skips the rest with one warning, and stays inside a 320 px page.
import { board, expect, JOBS, openHostPage, SNIPPET, test } from './support.ts';
import { must } from '../test/support/must.ts';

const LONG_ID = 'long-t1tle';

test.use({ viewport: { width: 320, height: 800 } });

test('a hostile feed: shown where it can be, skipped with one warning, nothing wider than the container', async ({ page, host }) => {
  const seed = await host.jobs('hostile');
  expect(seed.length).toBe(302);
  const first = must(seed.find((j) => j.publicId === LONG_ID));
  expect(first.title.length).toBe(10_000);
  const body = [
    ...seed,
    null,
    { publicId: 42, title: 'A number for an id' },
    { publicId: 'numbr-t1tle', title: 12345 },
    { ...first, title: 'A second copy of the long job' },
    {
      publicId: 'nums-a1b2c',
      title: 'Numbers where strings belong',
      department: 42,
      location: 7,
      shortDescription: 3,
      compensation: 100000,
      employmentType: 'gig',
      publishedAt: 'not a date',
      url: 12,
    },
  ];
  const res = await fetch(`${JOBS}/__demo/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ org: 'hostile', mode: 'raw-jobs', body }),
  });
  expect(res.status).toBe(200);

  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    // The browser's own favicon request is not the page's.
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await openHostPage(page, `<main style="padding: 8px"><div data-svc-jobs="hostile" data-apply="inline"></div></main>${SNIPPET}`);

  // 302 seeded + the one with numbers = 303 shown; null, bad id, bad title and the copy skipped.
  const b = board(page);
  await expect(b.getByRole('status')).toHaveText('303 open positions');
  await expect(b.getByRole('link', { name: first.title, exact: true })).toBeVisible();
  await expect(b.getByRole('link', { name: 'A second copy of the long job' })).toHaveCount(0);
  // The department select lists all 300 departments after "All departments".
  await expect(b.getByLabel('Department').locator('option')).toHaveCount(301);

  // The future job and the one with no date show no "Posted …" line; the numbers became nothing.
  await b.getByLabel('Search').fill('Published next month');
  const future = b.getByRole('listitem').filter({ hasText: 'Published next month' });
  await expect(future).toBeVisible();
  await expect(future.locator('time')).toHaveCount(0);
  await b.getByLabel('Search').fill('Numbers where strings belong');
  const numbers = b.getByRole('listitem').filter({ hasText: 'Numbers where strings belong' });
  await expect(numbers).toBeVisible();
  await expect(numbers.locator('time')).toHaveCount(0);
  expect(await numbers.innerText()).not.toMatch(/42|100000|gig/);
  await expect(numbers.getByRole('link', { name: 'Numbers where strings belong' })).toHaveAttribute('href', `${JOBS}/hostile/nums-a1b2c`);
  await b.getByLabel('Search').fill('');
  await expect(b.getByRole('status')).toHaveText('303 open positions');

  // Layout: every box in the board ends inside the container, and the page does not scroll sideways.
  async function overflow(): Promise<{ page: number; container: number; widest: number; tag: string }> {
    return page.evaluate(() => {
      const c = document.querySelector('[data-svc-jobs]');
      const root = c?.querySelector('svc-jobs-board')?.shadowRoot;
      if (!c || !root) throw new Error('no board');
      const right = c.getBoundingClientRect().right;
      let widest = 0;
      let tag = '';
      for (const el of root.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width && r.right - right > widest) [widest, tag] = [r.right - right, `${el.tagName}.${el.className}`];
      }
      return { page: document.documentElement.scrollWidth, container: right, widest, tag };
    });
  }
  const list = await overflow();
  expect(list.page).toBeLessThanOrEqual(320);
  expect(list.widest, `${list.tag} overflows the container`).toBeLessThanOrEqual(0.5);
  // The long title wraps over many lines rather than running off.
  const titleBox = await b.getByRole('link', { name: first.title, exact: true }).boundingBox();
  expect(must(titleBox).height).toBeGreaterThan(1000);

  // Opening the long job inline (its description and requirements) stays inside too.
  await b
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: first.title, exact: true }) })
    .getByRole('button', { name: /^Apply for/ })
    .click();
  await expect(b.locator('iframe')).toBeVisible();
  // The form drawn in the frame: it has told its height, and the layout is the final one.
  await expect(b.frameLocator('iframe').getByLabel('Full name')).toBeVisible();
  const open = await overflow();
  expect(open.page).toBeLessThanOrEqual(320);
  expect(open.widest, `${open.tag} overflows the container`).toBeLessThanOrEqual(0.5);

  expect(warnings.filter((w) => w.includes('[svc-jobs]'))).toEqual(['[svc-jobs] skipped 4 unusable job(s) of 307']);
  expect(errors).toEqual([]);
});

test('the hostile org as seeded: 300 departments and a 10,000-character title on the board page at 320 px', async ({ page, host }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && errors.push(m.text()));
  const first = (await host.jobs('hostile')).find((j) => j.publicId === LONG_ID);
  await page.goto(`${JOBS}/hostile/${LONG_ID}`);
  const b = board(page, '#svc-board');
  await expect(b.getByRole('heading', { level: 2, name: must(first).title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(errors).toEqual([]);
});
