import { board, events, expect, JOBS, openHostPage, recordEvents, SNIPPET, test } from './support.ts';
import { must } from '../test/support/must.ts';

test.describe('the board on a host page', () => {
  test('renders the openings newest first with links to their board pages', async ({ page, host }) => {
    const feed = await host.jobs('acme');
    const dates = feed.map((j) => Date.parse(j.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const newestFirst = feed;
    expect(feed.length).toBeGreaterThanOrEqual(40);
    await recordEvents(page);
    await openHostPage(page, `<h1>Careers</h1><div data-svc-jobs="acme"><a href="${JOBS}/acme">See our open roles</a></div>${SNIPPET}`);

    const titles = board(page).getByRole('heading', { level: 3 });
    await expect(titles).toHaveCount(feed.length);
    expect(await titles.allTextContents()).toEqual(newestFirst.map((j) => j.title));
    const hrefs = await board(page)
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(newestFirst.map((j) => `${JOBS}/acme/${j.publicId}`));
    await expect(board(page).getByText(`${feed.length} open positions`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'See our open roles' })).toHaveCount(0);
    await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    expect(await events(page)).toEqual([{ type: 'ready', detail: { org: 'acme', count: feed.length } }]);
  });

  test('shows department, location, type and when it was posted', async ({ page, host }) => {
    const [newest] = await host.jobs('acme');
    await openHostPage(page, `<div data-svc-jobs="acme"></div>${SNIPPET}`);
    const item = board(page)
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href$="/${must(newest).publicId}"]`) });
    await expect(item).toContainText(/Full-time|Part-time|Contract|Internship/);
    await expect(item).toContainText(
      /Posted (today|yesterday|\d+ days ago|last week|\d+ weeks ago|this hour|\d+ hours? ago|\d+ minutes? ago|this minute)/,
    );
  });

  test('adds data-src to board links, and keeps clicks on the host with data-href-pattern', async ({ page }) => {
    await recordEvents(page);
    await openHostPage(
      page,
      `<div id="a" data-svc-jobs="lumen" data-src="website"></div>
       <div id="b" data-svc-jobs="lumen" data-href-pattern="/careers/{publicId}"></div>${SNIPPET}`,
    );
    const viaBoard = board(page, '#a').getByRole('link').first();
    await expect(viaBoard).toHaveAttribute('href', new RegExp(`^${JOBS}/lumen/[^/?]+\\?src=website$`));
    const onHost = board(page, '#b').getByRole('link').first();
    const href = await onHost.getAttribute('href');
    expect(href).toMatch(/^\/careers\/[^/?]+$/);
    await onHost.click();
    await expect(page).toHaveURL(new RegExp(`/careers/`));
  });

  test('fires job-open with the job when a candidate follows a link', async ({ page, host }) => {
    const [newest] = await host.jobs('acme');
    await recordEvents(page);
    await openHostPage(page, `<div data-svc-jobs="acme"></div>${SNIPPET}`);
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), true));
    await board(page)
      .locator(`a[href$="/${must(newest).publicId}"]`)
      .click();
    expect((await events(page)).filter((e) => e.type === 'job-open')).toEqual([
      { type: 'job-open', detail: { org: 'acme', publicId: must(newest).publicId } },
    ]);
  });

  test('shows the data-empty text when there are no openings', async ({ page }) => {
    await openHostPage(
      page,
      `<div data-svc-jobs="stillwater" data-empty="No openings right now — check back soon!">Fallback</div>${SNIPPET}`,
    );
    await expect(board(page).getByText('No openings right now — check back soon!')).toBeVisible();
    await expect(page.getByText('Fallback')).toHaveCount(0);
  });

  test('sends only simple GETs: no OPTIONS ever reaches the host', async ({ page, host }) => {
    await openHostPage(page, `<div data-svc-jobs="acme"></div><div data-svc-jobs="lumen"></div>${SNIPPET}`);
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('[data-svc-state="ready"]')).toHaveCount(2);
    const log = await host.requests();
    expect(log.filter((r) => r.method === 'OPTIONS')).toEqual([]);
    expect(log.filter((r) => r.path.startsWith('/api/')).every((r) => r.method === 'GET')).toBe(true);
  });

  test('takes the brand colour from the org header', async ({ page }) => {
    await openHostPage(page, `<div data-svc-jobs="lumen"></div>${SNIPPET}`);
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
    const brand = await board(page).evaluate((el) => getComputedStyle(el).getPropertyValue('--svc-brand').trim());
    expect(brand).toBe('#0f766e');
  });
});
