import type { Page } from '@playwright/test';
import { board, events, expect, JOBS, recordEvents, SITE, test } from './support.ts';
import { must } from '../test/support/must.ts';

const jsonLd = (page: Page) =>
  page.locator('head script[type="application/ld+json"]').evaluateAll((s) => s.map((x) => JSON.parse(x.textContent)));

test.describe('a job on the host site', () => {
  test('shows the job the URL names, with one JobPosting, and apply links to the board with src', async ({ page, host }) => {
    const [job] = await host.jobs('lumen');
    await recordEvents(page);
    await page.goto(`${SITE}/careers/${must(job).publicId}?utm_source=newsletter`);
    await expect(board(page).getByRole('heading', { level: 2, name: must(job).title })).toBeVisible();
    await expect(board(page).getByRole('link', { name: 'Apply for this job' })).toHaveAttribute(
      'href',
      `${JOBS}/lumen/${must(job).publicId}?src=website`,
    );
    await expect(board(page).getByRole('link', { name: 'All open positions' })).toHaveAttribute('href', '/careers');
    const ld = await jsonLd(page);
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@type': 'JobPosting',
      title: must(job).title,
      identifier: { value: must(job).publicId },
      datePosted: must(job).publishedAt,
    });
    expect((await events(page)).find((e) => e.type === 'ready')).toEqual({ type: 'ready', detail: { org: 'lumen', count: 1 } });
  });

  test('says a job that is not open is no longer open, with the list and no JSON-LD', async ({ page }) => {
    await page.goto(`${SITE}/careers/eng-iky84`);
    await expect(board(page).getByText('This position is no longer open.')).toBeVisible();
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
    expect(await jsonLd(page)).toEqual([]);
  });

  test('goes from the list to a job and back with the browser history', async ({ page, host }) => {
    const [first] = await host.jobs('lumen');
    await page.goto(`${SITE}/careers`);
    await board(page)
      .locator(`a[href="/careers/${must(first).publicId}"]`)
      .click();
    await expect(board(page).getByRole('heading', { level: 2, name: must(first).title })).toBeVisible();
    await page.goBack();
    await expect(board(page).getByRole('heading', { level: 2, name: 'Open positions' })).toBeVisible();
    expect(await jsonLd(page)).toEqual([]);
  });

  test('a query pattern under a strict CSP with Trusted Types shows the job and its JSON-LD, with no violation', async ({ page, host }) => {
    const [job] = await host.jobs('acme');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await page.goto(`${SITE}/strict-csp.html?job=${must(job).publicId}`);
    expect(must(response).headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(board(page).getByRole('heading', { level: 2, name: must(job).title })).toBeVisible();
    expect(await jsonLd(page)).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
});

test.describe('the full-page board on the jobs host', () => {
  test('lists the openings at /{org} and shows one job at /{org}/{publicId}', async ({ page, host }) => {
    const [job] = await host.jobs('acme');
    await page.goto(`${JOBS}/acme`);
    await expect(page).toHaveTitle('Jobs at Acme Robotics');
    await expect(page.locator('#svc-board')).toHaveAttribute('data-svc-state', 'ready');
    await expect(board(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.goto(`${JOBS}/acme/${must(job).publicId}`);
    await expect(board(page).getByRole('heading', { level: 2, name: must(job).title })).toBeVisible();
    expect(await jsonLd(page)).toHaveLength(1);
  });

  test('serves the job readable without JavaScript, for search engines and failures', async ({ browser, host }) => {
    const [job] = await host.jobs('acme');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${JOBS}/acme/${must(job).publicId}`);
    await expect(page.getByRole('heading', { name: must(job).title })).toBeVisible();
    await context.close();
  });
});
