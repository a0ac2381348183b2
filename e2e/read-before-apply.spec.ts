// An Apply disclosure in the list: the job's description and requirements
// above the form (fetched when it opens), and Apply controls whose names tell
// apart openings that share a title.
import { board, expect, JOBS, openHostPage, SNIPPET, test } from './support.ts';
import { seriousViolations } from './axe.ts';
import { must } from '../test/support/must.ts';

const MUNICH = 'Apply for Field Service Technician, Munich, Germany';
const NEW_YORK = 'Apply for Field Service Technician, New York, United States';

test('opening Apply shows that job’s description and requirements above the form', async ({ page }) => {
  const jobRequests: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    // The host page's own requests; the form in the frame loads the job for itself.
    if (r.frame() === page.mainFrame() && r.url().startsWith(JOBS) && /^\/api\/v1\/public\/acme\/jobs\/./.test(path))
      jobRequests.push(path);
  });
  await openHostPage(page, `<main><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
  const item = board(page)
    .getByRole('listitem')
    .filter({ has: page.locator('a[href*="/ops-sxgdv"]') });
  await expect(item).toBeVisible();
  expect(jobRequests).toEqual([]);

  await item.getByRole('button', { name: MUNICH }).click();
  const frame = item.locator('iframe');
  await expect(frame).toHaveAttribute('title', MUNICH);
  await expect(item.getByRole('heading', { name: "What you'll do" })).toBeVisible();
  await expect(item.getByText('Keep robots working at customer sites and in our own plant')).toBeVisible();
  await expect(item.getByText(/This is a full-time role in Munich, Germany\./)).toBeVisible();
  // Markdown made safe: bold is bold, links are links, nothing else is markup.
  await expect(item.locator('strong', { hasText: '€48k–56k' })).toBeVisible();
  await expect(item.getByRole('link', { name: 'how we work' })).toHaveAttribute('href', 'https://acme-robotics.example/handbook');
  const requirements = item.getByRole('heading', { name: 'Requirements' });
  await expect(requirements).toBeVisible();
  await expect(item.getByText('A valid driving licence')).toBeVisible();
  await expect(item.frameLocator('iframe').getByLabel('Full name')).toBeVisible();
  expect(must(await requirements.boundingBox()).y).toBeLessThan(must(await frame.boundingBox()).y);
  expect(jobRequests).toEqual(['/api/v1/public/acme/jobs/ops-sxgdv']);
  expect(await seriousViolations(page, '[data-svc-jobs]')).toEqual([]);
});

test('the two Field Service Technician openings have Apply controls a screen reader tells apart', async ({ page }) => {
  await openHostPage(page, `<main><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
  const list = board(page);
  await expect(list.getByRole('button', { name: NEW_YORK, exact: true })).toHaveCount(1);
  await expect(list.getByRole('button', { name: MUNICH, exact: true })).toHaveCount(1);
  // A title that appears once keeps the plain name.
  await expect(list.getByRole('button', { name: 'Apply for Staff Backend Engineer, Fleet Platform', exact: true })).toHaveCount(1);
  const names = await list.getByRole('button', { name: /^Apply for / }).evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(names.length);
});
