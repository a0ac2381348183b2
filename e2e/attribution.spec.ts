// Attribution across a visit (CONTRACT.md "Attribution"): the page where the
// visit landed on the company's site names the source; the careers page's
// links and an application sent in place carry it, with no data-src.
import type { Page } from '@playwright/test';
import { board, expect, JOBS, SITE, SNIPPET, test, type Application, chooseFile, pressInFrame } from './support.ts';
import { must } from '../test/support/must.ts';

const JOB = 'eng-5q3w6'; // acme, the default form: name, email, phone (optional), résumé

let count = 0;
/** Stores a company-site page without opening it, so the visit can land on it with a query. */
async function sitePage(body: string): Promise<string> {
  const name = `attribution-${process.pid}-${++count}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lumen</title></head><body>${body}</body></html>`;
  const res = await fetch(`${SITE}/__scratch/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ html }),
  });
  expect(res.status).toBe(204);
  return `${SITE}/__scratch/${name}`;
}

/** Every request the browser makes to the jobs host, as paths. */
function jobsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(JOBS)) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

test('a visit landing from a newsletter: no request on the landing page, then links and an inline application carry src=newsletter', async ({
  page,
  host,
}) => {
  const landing = await sitePage(`<main><h1>Robots that work</h1><a href="/careers">Careers</a></main>${SNIPPET}`);
  const careers = await sitePage(`<main><h1>Careers</h1><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
  const browserSaw = jobsRequests(page);

  await page.goto(`${landing}?utm_source=newsletter&utm_medium=email`);
  await page.waitForFunction(() => 'SvcJobs' in window);
  // The script's last step at boot, a task after its scan: the visit's source noted.
  // Anything it would send (a catalog, a feed, a beacon) would have gone by then.
  await page.waitForFunction(() => sessionStorage.getItem('svc-jobs:src') === 'newsletter');
  expect(browserSaw).toEqual(['/embed.js']);
  expect((await host.requests()).map((r) => r.path)).toEqual(['/embed.js']);

  // The careers page of the same visit has no source in its own URL.
  await page.goto(careers);
  const links = board(page).locator('.jobs .title a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) expect(new URL(href).searchParams.get('src'), href).toBe('newsletter');

  const item = board(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="/${JOB}"]`) });
  await item.getByRole('button', { name: /^Apply for / }).click();
  // Read before applying: the description arrives above the form; use the form once it has settled.
  await expect(item.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  const frame = item.frameLocator('iframe');
  await chooseFile(frame.getByLabel('Résumé'), 'test/fixtures/resume.pdf');
  await expect(frame.getByLabel('Email address')).toHaveValue('maya.lindqvist@example.com');
  await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
  await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();

  let apps: Application[] = [];
  await expect.poll(async () => (apps = await host.applications()).length).toBe(1);
  expect(must(apps[0]).job.publicId).toBe(JOB);
  expect(must(apps[0]).attribution.src).toBe('newsletter');
});

test('data-src on the container wins over the source the visit landed with', async ({ page }) => {
  const careers = await sitePage(`<div data-svc-jobs="acme" data-src="careers-page"></div>${SNIPPET}`);
  await page.goto(`${careers}?gh_src=job-board`);
  const link = board(page).locator('.jobs .title a').first();
  await expect(link).toBeVisible();
  expect(new URL(must(await link.getAttribute('href'))).searchParams.get('src')).toBe('careers-page');
});
