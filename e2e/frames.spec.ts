// Two inline apply frames on one page: each frame's height and `submitted`
// reach only its own container, and lookalike messages (from the page itself,
// from a frame of another origin, from a jobs-origin frame that is not ours,
// or with a wrong `source`) change nothing.
import type { Frame, Page } from '@playwright/test';
import { board, expect, JOBS, openHostPage, SITE, SNIPPET, test, chooseFile, pressInFrame } from './support.ts';
import { must } from '../test/support/must.ts';

const JOB = 'eng-5q3w6'; // acme, the default form
const PDF = 'test/fixtures/resume.pdf';

/** Applied events per container, recorded on the containers themselves. */
async function appliedBy(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __applied: string[] }).__applied);
}

async function openFrame(page: Page, container: string): Promise<Frame> {
  const item = board(page, container)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="/${JOB}"]`) });
  await item.getByRole('button', { name: /^Apply for / }).click();
  await expect(item.frameLocator('iframe').getByLabel('Full name')).toBeVisible();
  return (await item.locator('iframe').elementHandle()).contentFrame() as Promise<Frame>;
}

const heightOf = (page: Page, container: string) =>
  board(page, container)
    .locator('iframe')
    .evaluate((f) => Math.round(f.getBoundingClientRect().height));

test('two frames on one page: heights and submitted reach only their own container; lookalikes change nothing', async ({ page, host }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __applied: string[] }).__applied = seen;
    document.addEventListener('svc-jobs:applied', (e) => seen.push((e.target as Element).id), true);
  });
  // A frame of another origin (the site's own scratch page) and a jobs-origin
  // frame that is not the board's (an apply frame the page made itself).
  const stranger = `${SITE}/__scratch/stranger-${process.pid}`;
  await fetch(stranger, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ html: '<p>stranger</p>', headers: {} }),
  });
  const foreignJobsFrame = `${JOBS}/embed/apply?org=acme&job=${JOB}&parent=${encodeURIComponent(SITE)}`;
  await openHostPage(
    page,
    `<div id="one" data-svc-jobs="acme" data-apply="inline" data-filters="none"></div>
     <div id="two" data-svc-jobs="acme" data-apply="inline" data-filters="none"></div>
     <iframe id="stranger" src="${stranger}"></iframe><iframe id="notours" src="${foreignJobsFrame}"></iframe>${SNIPPET}`,
  );
  const one = await openFrame(page, '#one');
  const two = await openFrame(page, '#two');
  // Chromium does not lay out a cross-origin frame out of view, so it measures
  // (and reports its height) once it is scrolled to.
  await board(page, '#one').locator('iframe').scrollIntoViewIfNeeded();
  await expect.poll(() => heightOf(page, '#one')).toBeGreaterThan(300);
  await board(page, '#two').locator('iframe').scrollIntoViewIfNeeded();
  await expect.poll(() => heightOf(page, '#two')).toBeGreaterThan(300);
  const h1 = await heightOf(page, '#one');
  const h2 = await heightOf(page, '#two');

  // Frame two grows (the error summary): only container two's frame follows.
  await pressInFrame(two.getByRole('button', { name: 'Send application' }));
  await expect(two.getByText('There is a problem')).toBeVisible();
  await expect.poll(() => heightOf(page, '#two')).toBeGreaterThan(h2 + 40);
  expect(await heightOf(page, '#one')).toBe(h1);

  // Lookalikes, each well formed: a huge height and a submitted for the job.
  const lookalikes = [
    { source: 'svc-jobs', type: 'height', height: 5000 },
    { source: 'svc-jobs', type: 'submitted', publicId: JOB },
  ];
  const post = (msgs: unknown[]) => {
    for (const m of msgs) window.parent.postMessage(m, '*');
  };
  // The page itself (a foreign window: not the frame).
  await page.evaluate((msgs) => {
    for (const m of msgs) window.postMessage(m, '*');
  }, lookalikes);
  // A frame of another origin, and a frame of the jobs origin that is not ours.
  await must(page.frame({ url: stranger })).evaluate(post, lookalikes);
  await must(page.frame({ url: (u) => u.href.startsWith(foreignJobsFrame) })).evaluate(post, lookalikes);
  // Our own frames, with a wrong or missing source, or a malformed body.
  for (const f of [one, two]) {
    await f.evaluate(post, [
      { source: 'svc-job', type: 'height', height: 5000 },
      { type: 'submitted', publicId: JOB },
      { source: 'svc-jobs', type: 'height', height: -1 },
      { source: 'svc-jobs', type: 'height', height: '5000' },
      { source: 'svc-jobs', type: 'submitted', publicId: '' },
      JSON.stringify({ source: 'svc-jobs', type: 'height', height: 5000 }),
    ]);
  }
  // Frame two's own well-formed height, posted after all of them: once the page
  // has heard it, it has heard them.
  await two.evaluate(post, [{ source: 'svc-jobs', type: 'height', height: 1100 }]);
  await expect.poll(() => heightOf(page, '#two')).toBe(1100);
  expect(await heightOf(page, '#one')).toBe(h1);
  expect(await appliedBy(page)).toEqual([]);

  // The same well-formed message from frame one itself is heard, by container one alone:
  // the checks above could have failed.
  await one.evaluate(post, [{ source: 'svc-jobs', type: 'height', height: 1234 }]);
  await expect.poll(() => heightOf(page, '#one')).toBe(1234);
  expect(await heightOf(page, '#two')).toBeLessThan(1234);
  await one.evaluate(post, [{ source: 'svc-jobs', type: 'height', height: h1 }]);

  // A real application from frame two: applied fires on container two only.
  await chooseFile(two.getByLabel('Résumé'), PDF);
  await expect(two.getByLabel('Email address')).toHaveValue(/@/);
  await pressInFrame(two.getByRole('button', { name: 'Send application' }));
  await expect(two.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await expect.poll(() => appliedBy(page)).toEqual(['two']);
  await expect(one.getByRole('heading', { name: 'Application sent' })).toHaveCount(0);
  expect((await host.applications()).length).toBe(1);
});

test('the apply frame opened directly works as a page of its own and posts no messages', async ({ page, host }) => {
  await page.addInitScript(() => {
    const posted: unknown[] = [];
    (window as unknown as { __posted: unknown[] }).__posted = posted;
    const original = window.postMessage.bind(window);
    // Any message the page posts to itself (window.parent === window here) is recorded.
    window.postMessage = ((m: unknown, o: unknown) => {
      posted.push(m);
      original(m, o as string);
    }) as typeof window.postMessage;
    addEventListener('message', (e) => posted.push(e.data));
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && errors.push(m.text()));
  await page.goto(`${JOBS}/embed/apply?org=acme&job=${JOB}`);
  await expect(page.getByLabel('Full name')).toBeVisible();
  await chooseFile(page.getByLabel('Résumé'), PDF);
  await expect(page.getByLabel('Email address')).toHaveValue(/@/);
  await page.getByRole('button', { name: 'Send application' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  const [app] = await host.applications();
  expect(must(app).job.publicId).toBe(JOB);
  expect(await page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted)).toEqual([]);
  expect(errors).toEqual([]);
});
