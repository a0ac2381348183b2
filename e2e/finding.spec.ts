// Finding the right job on a 130-opening board (CONTRACT.md "Finding the right
// job"): filters, search, the count, show more, groups, the URL, the keyboard.
import type { Page } from '@playwright/test';
import type { FeedJob } from './adopted-net.ts';
import { board, events, expect, openHostPage, recordEvents, SITE, SNIPPET, test } from './support.ts';
import { seriousViolations } from './axe.ts';
import { must } from '../test/support/must.ts';

const ORG = 'northwind';
const host = (attrs = '') => `<main><h1>Jobs</h1><div data-svc-jobs="${ORG}" ${attrs}></div></main>${SNIPPET}`;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

test.describe('finding the right job', () => {
  test('filters and search narrow the whole feed, and the status counts every match', async ({ page, host: jobsHost }) => {
    const feed = (await jobsHost.jobs(ORG)) as unknown as FeedJob[];
    expect(feed).toHaveLength(130);
    await openHostPage(page, host());
    const b = board(page);
    await expect(b.getByRole('status')).toHaveText('130 open positions');
    await expect(b.getByRole('listitem')).toHaveCount(50);

    await b.getByRole('combobox', { name: 'Department' }).selectOption('Engineering');
    const eng = feed.filter((j) => j.department === 'Engineering');
    await expect(b.getByRole('status')).toHaveText(`${eng.length} of 130 open positions match`);
    expect(await b.getByRole('heading', { level: 3 }).allTextContents()).toEqual(eng.slice(0, 50).map((j) => j.title));

    // Accent- and case-insensitive, every word: "munchen ENGINEER" finds "… Engineer" in "München, Germany".
    const target = must(eng.find((j) => j.location && /[^\x00-\x7f]/.test(j.location)));
    const words = [fold(must(target.location?.split(',')[0])), must(target.title.split(' ').at(-1)).toUpperCase()];
    await b.getByRole('searchbox', { name: 'Search' }).fill(words.join(' '));
    const found = eng.filter((j) =>
      words.every((w) => fold([j.title, j.department, j.location, j.shortDescription].join(' ')).includes(fold(w))),
    );
    expect(found).toContain(target);
    await expect(b.getByRole('status')).toHaveText(`${found.length} of 130 open positions ${found.length === 1 ? 'matches' : 'match'}`);
    expect(await b.getByRole('heading', { level: 3 }).allTextContents()).toEqual(found.map((j) => j.title));

    await b.getByRole('searchbox', { name: 'Search' }).fill('submarine captain');
    await expect(b.getByRole('status')).toHaveText('0 of 130 open positions match');
    await expect(b.getByText('No open positions match your search.')).toBeVisible();
    await expect(b.getByRole('listitem')).toHaveCount(0);
    await b.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(b.getByRole('status')).toHaveText('130 open positions');
    await expect(b.getByRole('combobox', { name: 'Department' })).toHaveValue('');
    await expect(b.getByRole('combobox', { name: 'Department' })).toBeFocused();
  });

  test('"Show more" renders the next page and moves focus to the first opening it added', async ({ page, host: jobsHost }) => {
    const feed = await jobsHost.jobs(ORG);
    await openHostPage(page, host());
    const b = board(page);
    await expect(b.getByRole('listitem')).toHaveCount(50);
    await b.getByRole('button', { name: 'Show 50 more' }).click();
    await expect(b.getByRole('listitem')).toHaveCount(100);
    await expect(b.locator(`.title a[href$="/${must(feed[50]).publicId}"]`)).toBeFocused();
    await b.getByRole('button', { name: 'Show 30 more' }).click();
    await expect(b.getByRole('listitem')).toHaveCount(130);
    await expect(b.getByRole('button', { name: /^Show/ })).toHaveCount(0);
    await expect(b.getByRole('status')).toHaveText('130 open positions');
  });

  test('data-page-size sets the page', async ({ page }) => {
    await openHostPage(page, host('data-page-size="20"'));
    await expect(board(page).getByRole('listitem')).toHaveCount(20);
    await expect(board(page).getByRole('button', { name: 'Show 20 more' })).toBeVisible();
  });

  test('with data-sync-url a shared URL reloads into the same board, other parameters and the hash untouched', async ({ page }) => {
    const url = await openHostPage(page, host('data-sync-url'));
    await page.goto(`${url}?utm_campaign=spring%20hiring&x=1#jobs`);
    const b = board(page);
    await b.getByRole('combobox', { name: 'Location' }).selectOption('Rotterdam, Netherlands');
    await b.getByRole('searchbox', { name: 'Search' }).fill('analyst');
    await expect
      .poll(() => page.url())
      .toBe(`${url}?utm_campaign=spring%20hiring&x=1&svc_location=Rotterdam%2C%20Netherlands&svc_q=analyst#jobs`);
    const status = await b.getByRole('status').textContent();
    expect(status).toMatch(/^\d+ of 130 open positions match/);
    const titles = await b.getByRole('heading', { level: 3 }).allTextContents();

    await page.reload();
    await expect(b.getByRole('combobox', { name: 'Location' })).toHaveValue('Rotterdam, Netherlands');
    await expect(b.getByRole('searchbox', { name: 'Search' })).toHaveValue('analyst');
    await expect(b.getByRole('status')).toHaveText(must(status));
    expect(await b.getByRole('heading', { level: 3 }).allTextContents()).toEqual(titles);

    await b.getByRole('searchbox', { name: 'Search' }).fill('');
    await b.getByRole('combobox', { name: 'Location' }).selectOption('');
    await expect.poll(() => page.url()).toBe(`${url}?utm_campaign=spring%20hiring&x=1#jobs`);
  });

  test('works by keyboard alone: Tab to the department, change it, Tab to the search and type', async ({ page }) => {
    await openHostPage(page, `<a href="#top">Skip</a>${host()}`);
    const b = board(page);
    await expect(b.getByRole('status')).toHaveText('130 open positions');
    await page.keyboard.press('Tab'); // the host's own link
    await page.keyboard.press('Tab');
    await expect(b.getByRole('combobox', { name: 'Department' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(b.getByRole('status')).toHaveText(/^\d+ of 130 open positions match/);
    const afterDepartment = await b.getByRole('status').textContent();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(b.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type('lead');
    await expect(b.getByRole('status')).not.toHaveText(must(afterDepartment));
    await page.keyboard.press('Enter'); // never submits (navigates) the host page
    await expect(b.getByRole('searchbox', { name: 'Search' })).toHaveValue('lead');
  });

  test('fires svc-jobs:filter with the count, once after typing settles, without the search text', async ({ page }) => {
    await recordEvents(page);
    await openHostPage(page, host());
    const b = board(page);
    await b.getByRole('combobox', { name: 'Type' }).selectOption('internship');
    await b.getByRole('searchbox', { name: 'Search' }).pressSequentially('intern', { delay: 40 });
    await expect(b.getByRole('status')).toHaveText(/of 130/);
    await expect.poll(async () => (await events(page)).filter((e) => e.type === 'filter').length).toBe(2);
    const count = Number(must(await b.getByRole('status').textContent()).split(' ')[0]);
    const filterEvents = (await events(page)).filter((e) => e.type === 'filter');
    expect(filterEvents[1]).toEqual({ type: 'filter', detail: { org: ORG, count } });
    expect(JSON.stringify(filterEvents)).not.toContain('intern"');
  });

  test('groups by department with a heading and count per team, "Other" last', async ({ page, host: jobsHost }) => {
    const feed = (await jobsHost.jobs(ORG)) as unknown as FeedJob[];
    await openHostPage(page, host('data-group-by="department" data-page-size="200"'));
    const b = board(page);
    const teams = [...new Set(feed.map((j) => j.department).filter((d): d is string => !!d))].sort((x, y) => x.localeCompare(y, 'en'));
    const want = [
      ...teams.map((t) => `${t} (${feed.filter((j) => j.department === t).length})`),
      `Other (${feed.filter((j) => !j.department).length})`,
    ];
    await expect(b.getByRole('heading', { level: 3 })).toHaveText(want);
    await expect(b.getByRole('heading', { level: 4 })).toHaveCount(130);
  });

  test('presets make a page per team, without their control', async ({ page, host: jobsHost }) => {
    const feed = (await jobsHost.jobs(ORG)) as unknown as FeedJob[];
    const sales = feed.filter((j) => j.department === 'Sales');
    await recordEvents(page);
    await openHostPage(page, host('data-department="Sales"'));
    const b = board(page);
    await expect(b.getByRole('status')).toHaveText(`${sales.length} open positions`);
    await expect(b.getByRole('combobox', { name: 'Department' })).toHaveCount(0);
    expect((await events(page)).find((e) => e.type === 'ready')).toEqual({ type: 'ready', detail: { org: ORG, count: sales.length } });
  });

  for (const s of [
    {
      name: 'a filtered board',
      attrs: '',
      act: async (page: Page) => board(page).getByRole('combobox', { name: 'Department' }).selectOption('Sales'),
    },
    { name: 'a no-match state', attrs: '', act: async (page: Page) => board(page).getByRole('searchbox').fill('no such role at all') },
    { name: 'a grouped board', attrs: 'data-group-by="location"', act: async () => {} },
  ]) {
    test(`${s.name} has no serious or critical axe violation`, async ({ page }) => {
      await openHostPage(page, host(s.attrs));
      await expect(board(page).getByRole('status')).toHaveText('130 open positions');
      await s.act(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the demo page keeps its filters in the address', async ({ page }) => {
    await page.goto(`${SITE}/find.html?svc_department=Finance`);
    await expect(board(page).getByRole('combobox', { name: 'Department' })).toHaveValue('Finance');
    await expect(board(page).getByRole('heading', { level: 3 })).toHaveText([/^Finance \(\d+\)$/]);
  });
});
