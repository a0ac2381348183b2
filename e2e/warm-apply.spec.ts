// Warming the apply frame: a mouse or a keyboard's focus on an Apply control
// loads the frame hidden, so the click only shows it; a tap loads none ahead
// (its frame comes once the tap has painted). Under a strict host CSP it causes
// no violation and the flow still works; a host CSP that refuses frames gets
// nothing visible from the warming; the frame and the job are asked for once;
// a board without inline apply warms nothing.
import type { Page } from '@playwright/test';
import {
  board,
  events,
  expect,
  JOBS,
  openHostPage,
  recordEvents,
  recordViolations,
  SITE,
  SNIPPET,
  test,
  violations,
  chooseFile,
  pressInFrame,
} from './support.ts';
import { must } from '../test/support/must.ts';

const JOB = 'eng-5q3w6'; // acme, the default form: name, email, phone (optional), résumé
const PDF = 'test/fixtures/resume.pdf';
const NONCE = 'warm-apply-nonce';
/** What a careful host page allows: its own nonced script, our frame, our API, nothing inline, Trusted Types. */
const STRICT = [
  `script-src 'nonce-${NONCE}' 'strict-dynamic'`,
  "style-src 'self'",
  `frame-src ${JOBS}`,
  `connect-src ${JOBS}`,
  "img-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types svc-jobs',
].join('; ');

test.beforeEach(({ context }) => recordViolations(context));

const itemOf = (page: Page, job = JOB, container?: string) =>
  board(page, container)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="/${job}"]`) });

/** What the jobs host was asked for: the frame's page, the job by the frame (same origin), the job by the board (the description above the form). */
/**
 * The frame's page and the board's description once each, and the frame's own GET of the job at most once:
 * Firefox keys its HTTP cache by the top-level site alone, so the frame may be answered from the cache that
 * the board's request for the same URL (max-age=60) has just filled; Chromium keys it by the frame's site too.
 */
async function expectAskedOnce(host: Parameters<typeof asked>[0], browserName: string) {
  const { frames, jobs, descriptions } = await asked(host);
  expect({ frames, descriptions }).toEqual({ frames: 1, descriptions: 1 });
  if (browserName === 'firefox') expect(jobs).toBeLessThanOrEqual(1);
  else expect(jobs).toBe(1);
}

async function asked(host: { requests(): Promise<{ method: string; path: string; query: string; origin?: string | null }[]> }) {
  const log = await host.requests();
  const job = log.filter((r) => r.path === `/api/v1/public/acme/jobs/${JOB}`);
  return {
    // This job's frames: once the form has grown, the pointer may rest on the next opening's Apply, which warms its own.
    frames: log.filter((r) => r.path === '/embed/apply' && new URLSearchParams(r.query).get('job') === JOB).length,
    jobs: job.filter((r) => r.origin !== SITE).length,
    descriptions: job.filter((r) => r.origin === SITE).length,
  };
}

test('under a strict host CSP, hovering Apply loads the frame hidden with no violation; the click shows it and the application goes through', async ({
  page,
  host,
  browserName,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await recordEvents(page);
  const snippet = SNIPPET.replace('<script ', `<script nonce="${NONCE}" `);
  await openHostPage(page, `<main><div data-svc-jobs="acme" data-apply="inline"></div></main>${snippet}`, {
    headers: { 'content-security-policy': STRICT },
  });
  const item = itemOf(page);
  const button = item.getByRole('button', { name: /^Apply for / });
  await button.hover();
  // The frame's page, asked for while it is hidden.
  await expect.poll(async () => (await asked(host)).frames).toBe(1);
  const iframe = item.locator('iframe');
  await expect(iframe).toBeHidden();
  await expect(iframe.contentFrame().getByLabel('Full name')).toBeAttached();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect((await events(page)).filter((e) => e.type === 'apply-open')).toEqual([]);

  await button.click();
  const frame = item.frameLocator('iframe');
  await expect(frame.getByLabel('Full name')).toBeVisible();
  await expect(iframe).toBeVisible();
  expect((await events(page)).filter((e) => e.type === 'apply-open')).toEqual([
    { type: 'apply-open', detail: { org: 'acme', publicId: JOB } },
  ]);
  await chooseFile(frame.getByLabel('Résumé'), PDF);
  await expect(frame.getByLabel('Full name')).toHaveValue('Maya Lindqvist');
  await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
  await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  expect(await host.applications()).toHaveLength(1);
  // One frame page and one job request: the click reused the warm frame (and the description, asked for on hover).
  await expectAskedOnce(host, browserName);
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a keyboard focus warms the frame too; Enter opens that same frame', async ({ page, host, browserName }) => {
  await openHostPage(page, `<main><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
  const item = itemOf(page);
  const button = item.getByRole('button', { name: /^Apply for / });
  await button.focus();
  await expect(item.locator('iframe').contentFrame().getByLabel('Full name')).toBeAttached();
  await button.press('Enter');
  await expect(item.frameLocator('iframe').getByLabel('Full name')).toBeVisible();
  await expectAskedOnce(host, browserName);
});

test.describe('on a touch screen @touch', () => {
  test.use({ hasTouch: true });

  test('a tap loads no frame ahead: the disclosure opens at once and its frame comes after', async ({ page, host }) => {
    await openHostPage(page, `<main><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
    const item = itemOf(page);
    const button = item.getByRole('button', { name: /^Apply for / });
    await expect(button).toBeVisible();
    // What the board holds when the tap's click arrives, and right after its handlers ran.
    await page.evaluate(() => {
      const root = document.querySelector('svc-jobs-board')?.shadowRoot;
      if (!root) throw new Error('no board');
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const frames = () => String(root.querySelectorAll('iframe').length);
      addEventListener('click', () => seen.push(`at the click: ${frames()}`), { capture: true });
      addEventListener('click', () => queueMicrotask(() => queueMicrotask(() => seen.push(`after it: ${frames()}`))));
    });
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(item.frameLocator('iframe').getByLabel('Full name')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual(['at the click: 0', 'after it: 0']);
    expect(await asked(host)).toEqual({ frames: 1, jobs: 1, descriptions: 1 });
  });
});

test('a host CSP that refuses frames: hovering shows nothing, and the click still offers the board', async ({ page }) => {
  const errors: string[] = [];
  // Firefox reports the refused frame itself as a page error ("Content-Security-Policy: … blocked …"):
  // that is the host's policy at work, not an error of the widget's.
  const ownErrors = () => errors.filter((e) => !e.startsWith('Content-Security-Policy:'));
  // The page's own clock: its 8 s wait for the frame passes without waiting for it.
  await page.clock.install();
  page.on('pageerror', (e) => errors.push(String(e)));
  await openHostPage(page, `<div data-svc-jobs="acme" data-apply="inline"></div>${SNIPPET}`, {
    headers: { 'content-security-policy': "frame-src 'none'" },
  });
  const item = itemOf(page);
  const button = item.getByRole('button', { name: /^Apply for / });
  await button.hover();
  // Past the 8 s the frame has to say ready: the warm frame never shows its notice.
  await page.clock.runFor(8_500);
  await expect(item.getByRole('link', { name: 'Apply for this job' })).toHaveCount(0);
  await expect(item.locator('iframe')).toBeHidden();
  await button.click();
  await expect(item.getByRole('link', { name: 'Apply for this job' })).toHaveAttribute('href', `${JOBS}/acme/${JOB}`);
  expect(ownErrors()).toEqual([]);
});

test('a board without inline apply warms nothing', async ({ page, host }) => {
  // A second board, with inline apply, is the control: its warming, asked for after ours would have been, reaches the host.
  await openHostPage(
    page,
    `<div id="plain" data-svc-jobs="acme"></div><div id="inline" data-svc-jobs="acme" data-apply="inline"></div>${SNIPPET}`,
  );
  const link = itemOf(page, JOB, '#plain').getByRole('link').first();
  await link.hover();
  await link.focus();
  const other = must((await host.jobs('acme')).find((j) => j.publicId !== JOB)).publicId;
  const framesAsked = async () =>
    (await host.requests()).filter((r) => r.path === '/embed/apply').map((r) => new URLSearchParams(r.query).get('job'));
  await itemOf(page, other, '#inline')
    .getByRole('button', { name: /^Apply for / })
    .hover();
  await expect.poll(framesAsked).toContain(other);
  expect(await framesAsked()).toEqual([other]);
  expect(page.frames()).toHaveLength(2);
  expect(await asked(host)).toEqual({ frames: 0, jobs: 0, descriptions: 0 });
});

test("the frame's page loads a small entry (which sends the job's request) and preloads the form's chunk beside it", async () => {
  const html = await (await fetch(`${JOBS}/embed/apply?org=acme&job=${JOB}`)).text();
  const entry = /<script type="module" crossorigin src="(\/embed\/assets\/apply-[^"]+\.js)"><\/script>/.exec(html)?.[1];
  const app = /<link rel="modulepreload" crossorigin href="(\/embed\/assets\/start-[^"]+\.js)">/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  expect(app).toBeTruthy();
  const entryJs = await (await fetch(`${JOBS}${entry}`)).text();
  // The entry imports the form's chunk, the one the page preloads, and nothing else of it.
  expect(entryJs).toContain(must(app).replace('/embed/assets/', './'));
  expect(entryJs.length).toBeLessThan(12_000);
  expect((await fetch(`${JOBS}${app}`)).status).toBe(200);
});
