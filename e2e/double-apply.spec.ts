// No double application: a double-click, Enter twice, Submit again while the
// first request is slow (3 s), and a network failure then a retry each give
// the jobs host exactly one application and the candidate one confirmation.
import type { FrameLocator, Page } from '@playwright/test';
import {
  board,
  events,
  expect,
  JOBS,
  openHostPage,
  recordEvents,
  SNIPPET,
  test,
  type jobsHost,
  chooseFile,
  hostCaughtUp,
  pressInFrame,
} from './support.ts';

const JOB = 'eng-5q3w6'; // acme, the default form: name, email, phone (optional), résumé
const APPLY = `${JOBS}/api/v1/public/acme/jobs/${JOB}/apply`;
const PDF = 'test/fixtures/resume.pdf';

async function filledForm(page: Page): Promise<FrameLocator> {
  await recordEvents(page);
  await openHostPage(page, `<main><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
  const item = board(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="/${JOB}"]`) });
  await item.getByRole('button', { name: /^Apply for / }).click();
  const frame = item.frameLocator('iframe');
  await chooseFile(frame.getByLabel('Résumé'), PDF);
  await expect(frame.getByLabel('Email address')).toHaveValue('maya.lindqvist@example.com');
  await expect(frame.getByLabel('Full name')).toHaveValue('Maya Lindqvist');
  await settled(page);
  return frame;
}

/**
 * Until the host page stops scrolling and the frame stops resizing (the frame asks for both): the
 * page's scroll and the frame's height the same over two animation frames, Playwright's own test of
 * "stable" (a smooth scroll moves at every frame).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const f = document.querySelector('svc-jobs-board')?.shadowRoot?.querySelector('iframe');
        if (!f) throw new Error('no apply frame');
        const box = () => `${scrollY} ${f.getBoundingClientRect().height}`;
        let last = box();
        let same = 0;
        requestAnimationFrame(function step() {
          const now = box();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same < 2) requestAnimationFrame(step);
          else resolve();
        });
      }),
  );
}

async function exactlyOne(page: Page, frame: FrameLocator, host: typeof jobsHost): Promise<void> {
  await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible({ timeout: 15_000 });
  // A second request, had the frame sent one, went before this one: it has arrived.
  await hostCaughtUp(frame.locator('body'));
  await expect(frame.getByRole('heading', { name: 'Application sent' })).toHaveCount(1);
  expect((await host.applications()).map((a) => a.job.publicId)).toEqual([JOB]);
  const posts = (await host.requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/apply'));
  expect(posts).toHaveLength(1);
  expect((await events(page)).filter((e) => e.type === 'applied')).toHaveLength(1);
}

test('a double-click on Send gives one application', async ({ page, host }) => {
  const frame = await filledForm(page);
  await pressInFrame(frame.getByRole('button', { name: 'Send application' }), 'dblclick');
  await exactlyOne(page, frame, host);
});

test('Enter pressed twice in a field gives one application', async ({ page, host }) => {
  const frame = await filledForm(page);
  const email = frame.getByLabel('Email address');
  await email.focus();
  // Two presses as fast as the keyboard sends them; the second lands wherever focus is by then.
  // (Firefox: the keyboard cannot reach the frame over BiDi; see pressInFrame.)
  if (page.context().browser()?.browserType().name() === 'firefox') await pressInFrame(email, 'dblclick');
  else {
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
  }
  await exactlyOne(page, frame, host);
});

test('Send again while the first request is on its way: one application, one confirmation', async ({ page, host }) => {
  const frame = await filledForm(page);
  // The first POST is held on its way until the three tries are made: no wait long enough for a busy
  // machine, the test itself lets it go. Any further POST the frame sent would go through then, and count.
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(APPLY, async (route) => {
    await held;
    await route.continue();
  });
  const send = frame.getByRole('button', { name: 'Send application' });
  // The button pressed from the keyboard: the first send cannot miss a button the
  // frame's resizing moves under a busy machine's pointer.
  await pressInFrame(send);
  await expect(frame.getByRole('status').filter({ hasText: /Sending/ })).toBeVisible();
  // The status line grows the frame and the frame scrolls the page to it: aim once both rest.
  await settled(page);
  const sending = frame.getByRole('status').filter({ hasText: /Sending/ });
  for (let i = 0; i < 3; i++) {
    // aria-disabled keeps the button focusable and clickable: the click is real.
    await send.click({ force: true });
    await pressInFrame(frame.getByLabel('Full name'));
    // Each try lands while the first is still on its way.
    await expect(sending).toBeVisible();
  }
  expect(await host.applications()).toEqual([]);
  release();
  await exactlyOne(page, frame, host);
});

test('a network failure mid-submit, then a retry: the one that arrives is the only application', async ({ page, host }) => {
  const frame = await filledForm(page);
  // The first POST never reaches the jobs host: the connection fails.
  let failed = 0;
  await page.context().route(APPLY, async (route) => {
    if (failed++ === 0) return route.abort('connectionreset');
    return route.continue();
  });
  await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
  await expect(frame.getByRole('heading', { name: 'Application sent' })).toHaveCount(0);
  const problem = frame.getByText(/could not be sent|try again/i).first();
  await expect(problem).toBeVisible();
  expect(await host.applications()).toEqual([]);
  // Everything typed is still there; the candidate sends again.
  await expect(frame.getByLabel('Full name')).toHaveValue('Maya Lindqvist');
  // The problem asked the host page to scroll it into view: wait until that settles.
  await settled(page);
  await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
  await exactlyOne(page, frame, host);
  expect(failed).toBe(2);
});
