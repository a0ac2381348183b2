import type { FrameLocator, Locator, Page } from '@playwright/test';
import {
  board,
  events,
  expect,
  JOBS,
  openHostPage,
  recordEvents,
  SITE,
  SNIPPET,
  test,
  type Application,
  chooseFile,
  pressInFrame,
  focusedText,
} from './support.ts';
import { seriousViolations } from './axe.ts';
import { must } from '../test/support/must.ts';

// "Send application" is pressed with the keyboard in these flows: the frame grows
// as autofill and notes arrive (the host resizes it), and a click aimed a moment
// earlier can land where the button was. (double-apply.spec.ts double-clicks it.)
const PDF = 'test/fixtures/resume.pdf';
const DOCX = 'test/fixtures/resume.docx';
const PNG_AS_PDF = 'test/fixtures/not-a-pdf.pdf';
const JOB = 'eng-5q3w6'; // acme, the default form: name, email, phone (optional), résumé
const MAYA = { name: 'Maya Lindqvist', email: 'maya.lindqvist@example.com', phone: '+49 30 1234 5678' };

/** Opens a host page with inline apply and the Apply control of JOB; returns the frame. */
async function openApply(page: Page, attrs = 'data-src="careers-page"', query = ''): Promise<{ frame: FrameLocator; iframe: Locator }> {
  await recordEvents(page);
  const url = await openHostPage(page, `<main><div data-svc-jobs="acme" data-apply="inline" ${attrs}></div></main>${SNIPPET}`);
  if (query) await page.goto(url + query);
  const item = board(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="/${JOB}"]`) });
  const button = item.getByRole('button', { name: /^Apply for / });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const iframe = item.locator('iframe');
  const frame = item.frameLocator('iframe');
  await expect(frame.getByLabel('Full name')).toBeVisible();
  return { frame, iframe };
}

const value = (a: Application, name: string) => a.parts.find((p) => p.name === name)?.value;
const names = (a: Application) => a.parts.map((p) => p.name).sort();

async function latest(host: { applications(): Promise<Application[]> }): Promise<Application> {
  let apps: Application[] = [];
  await expect.poll(async () => (apps = await host.applications()).length).toBeGreaterThan(0);
  return must(apps[0]);
}

test.describe('inline apply', () => {
  test('a PDF résumé fills the form, the application arrives with its attribution, the page hears applied', async ({ page, host }) => {
    const { frame } = await openApply(page);
    await chooseFile(frame.getByLabel('Résumé'), PDF);
    // Uploaded, staged and read on the jobs host first: room for a busy machine.
    await expect(frame.getByText('Filled from your résumé: name, email, phone')).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByLabel('Full name')).toHaveValue(MAYA.name);
    await expect(frame.getByLabel('Email address')).toHaveValue(MAYA.email);
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeFocused();

    const app = await latest(host);
    expect(app.job.publicId).toBe(JOB);
    expect(names(app)).toEqual(['email', 'embed', 'name', 'phone', 'resumeKey', 'src', 'via']);
    expect(value(app, 'name')).toBe(MAYA.name);
    expect(app.resume?.source).toBe('staged');
    const pageUrl = new URL(page.url());
    expect(app.attribution).toMatchObject({ via: 'embed', src: 'careers-page', embed: pageUrl.origin + pageUrl.pathname });
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain('applied');
    const seen = await events(page);
    expect(seen.filter((e) => e.type !== 'ready')).toEqual([
      { type: 'apply-open', detail: { org: 'acme', publicId: JOB } },
      { type: 'applied', detail: { org: 'acme', publicId: JOB } },
    ]);
  });

  test('a DOCX résumé fills the form too, and never overwrites what the candidate typed', async ({ page }) => {
    const { frame } = await openApply(page);
    await frame.getByLabel('Full name').fill('Maya L.');
    await chooseFile(frame.getByLabel('Résumé'), DOCX);
    await expect(frame.getByText(/^Filled from your résumé: email, phone/)).toBeVisible();
    await expect(frame.getByLabel('Full name')).toHaveValue('Maya L.');
    await expect(frame.getByLabel('Email address')).toHaveValue(MAYA.email);
  });

  test('problems show in a summary that takes focus, inline, and the frame grows to fit', async ({ page }) => {
    const { frame, iframe } = await openApply(page);
    const before = must(await iframe.boundingBox()).height;
    await frame.getByLabel('Email address').fill('maya@');
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    // The GOV.UK pattern: the summary box takes focus, its heading inside it.
    await expect.poll(() => focusedText(frame)).toContain('There is a problem');
    await expect(frame.getByRole('link', { name: 'Enter your full name' })).toBeVisible();
    await expect(frame.getByRole('link', { name: /Enter an email address in the correct format/ })).toBeVisible();
    await expect(frame.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(frame.getByLabel('Email address')).toHaveValue('maya@');
    await expect.poll(async () => must(await iframe.boundingBox()).height).toBeGreaterThan(before + 40);
  });

  test("a frame that loads wholly below the fold still takes its form's full height", async ({ page }) => {
    // The job's answer held back, so the form renders after the page has scrolled the frame out of view.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.context().route(`${JOBS}/api/v1/public/acme/jobs/${JOB}`, async (route) => {
      await held;
      await route.continue();
    });
    await openHostPage(page, `<main><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
    const item = board(page)
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href*="/${JOB}"]`) });
    await item.getByRole('button', { name: /^Apply for / }).click();
    const iframe = item.locator('iframe');
    await expect(iframe).toBeVisible();
    await page.evaluate(() => scrollTo(0, 0));
    expect(must(await iframe.boundingBox()).y).toBeGreaterThan(must(page.viewportSize()).height);
    release();
    const frame = must(page.frames().find((f) => f.url().includes(`job=${JOB}`)));
    await expect.poll(() => frame.evaluate(() => document.querySelector('button[type=submit]') !== null)).toBe(true);
    const full = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    expect(full).toBeGreaterThan(400);
    // Out of view, Chromium renders no frame of it, and still the host hears the height.
    await expect.poll(async () => must(await iframe.boundingBox()).height).toBe(full);
  });

  test('a 422 from the server shows its issues, keeps every answer, and nothing is lost', async ({ page, host }) => {
    const { frame } = await openApply(page);
    await chooseFile(frame.getByLabel('Résumé'), PDF);
    await expect(frame.getByLabel('Email address')).toHaveValue(MAYA.email);
    // The server is the judge: it refuses what the browser accepted.
    await page.route(`${JOBS}/api/v1/public/acme/jobs/${JOB}/apply`, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          defined: true,
          code: 'VALIDATION',
          status: 422,
          message: 'Invalid input',
          data: { issues: [{ path: ['email'], message: 'x' }] },
        }),
      }),
    );
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect.poll(() => focusedText(frame)).toContain('There is a problem');
    await expect(frame.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(frame.getByLabel('Full name')).toHaveValue(MAYA.name);
    await page.unroute(`${JOBS}/api/v1/public/acme/jobs/${JOB}/apply`);
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    expect((await host.applications()).length).toBe(1);
  });

  test('when staging answers 429 the application still arrives, carrying the file', async ({ page, host }) => {
    await host.fault('acme', 'resume-429' as never);
    const { frame } = await openApply(page);
    await chooseFile(frame.getByLabel('Résumé'), PDF);
    await frame.getByLabel('Full name').fill(MAYA.name);
    await frame.getByLabel('Email address').fill(MAYA.email);
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    const app = await latest(host);
    expect(app.resume).toMatchObject({ source: 'file', file: { name: 'resume.pdf' } });
    expect(names(app)).not.toContain('resumeKey');
  });

  test('an expired staged key is resent as the file, without the candidate doing anything', async ({ page, host }) => {
    const { frame } = await openApply(page);
    await chooseFile(frame.getByLabel('Résumé'), PDF);
    await expect(frame.getByLabel('Full name')).toHaveValue(MAYA.name);
    await fetch(`${JOBS}/__demo/resume-keys/expire`, { method: 'POST' });
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    expect((await latest(host)).resume).toMatchObject({ source: 'file' });
    const applies = (await host.requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/apply'));
    expect(applies).toHaveLength(2);
  });

  test('a 6 MB file and a PNG named .pdf are refused before any upload', async ({ page, host }) => {
    const { frame } = await openApply(page);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6_000_000, 32)]);
    await chooseFile(frame.getByLabel('Résumé'), { name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(frame.getByText('The selected file must be smaller than 5 MB').first()).toBeVisible();
    await chooseFile(frame.getByLabel('Résumé'), PNG_AS_PDF);
    await expect(frame.getByText('The selected file must be a PDF or Word (.docx) document').first()).toBeVisible();
    expect((await host.requests()).filter((r) => r.path.endsWith('/resume'))).toEqual([]);
  });

  test('a referral link says who referred the candidate and applies as a referral', async ({ page, host }) => {
    const { frame } = await openApply(page, '', '?ref=ref-jo-5t1');
    await expect(frame.getByText('Ana Lima referred you for Staff Backend Engineer, Fleet Platform')).toBeVisible();
    await chooseFile(frame.getByLabel('Résumé'), PDF);
    await expect(frame.getByLabel('Full name')).toHaveValue(MAYA.name);
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    expect((await latest(host)).attribution).toMatchObject({ via: 'referral', ref: 'ref-jo-5t1', referrer: 'Ana Lima' });
    // Spent: the invite is gone for good.
    expect((await fetch(`${JOBS}/api/v1/public/acme/referrals/ref-jo-5t1`)).status).toBe(404);
  });

  test('"Not interested" declines a referral', async ({ page, host }) => {
    const { frame } = await openApply(page, '', '?ref=ref-dana-7q2');
    await expect(frame.getByText(/Sam Lee referred you for/)).toBeVisible();
    await pressInFrame(frame.getByRole('button', { name: 'Not interested' }), 'click');
    await expect(frame.getByRole('heading', { name: 'Thank you for letting us know' })).toBeVisible();
    expect((await host.requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/decline'))).toHaveLength(1);
    expect((await fetch(`${JOBS}/api/v1/public/acme/referrals/ref-dana-7q2`)).status).toBe(404);
  });

  test('an org that asks for a captcha gets its token', async ({ page, host }) => {
    await recordEvents(page);
    await openHostPage(page, `<div data-svc-jobs="harbor" data-apply="inline"></div>${SNIPPET}`);
    const item = board(page)
      .getByRole('listitem')
      .filter({ has: page.locator('a[href$="/caf-h4rb1"]') });
    await item.getByRole('button', { name: /^Apply for / }).click();
    const frame = item.frameLocator('iframe');
    await chooseFile(frame.getByLabel('Résumé'), PDF);
    await expect(frame.getByLabel('Full name')).toHaveValue(MAYA.name);
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    expect(names(await latest(host))).toContain('turnstileToken');
  });

  // `host` for its reset of the jobs host, before and after.
  test('a host-site detail page shows the form under the description at once', async ({ page, host: _host }) => {
    await recordEvents(page);
    await page.goto(`${SITE}/inline-apply.html?job=${JOB}`);
    await expect(board(page).getByRole('heading', { level: 2 })).toHaveText('Staff Backend Engineer, Fleet Platform');
    await expect(board(page).frameLocator('iframe').getByLabel('Full name')).toBeVisible();
    expect((await events(page)).filter((e) => e.type === 'apply-open')).toEqual([
      { type: 'apply-open', detail: { org: 'acme', publicId: JOB } },
    ]);
  });

  test('a host CSP that blocks the frame gets a link to apply on the board instead, and one [svc-jobs] line saying why', async ({
    page,
  }) => {
    const said: string[] = [];
    page.on('console', (m) => {
      if (m.text().startsWith('[svc-jobs]')) said.push(m.text());
    });
    await openHostPage(page, `<div data-svc-jobs="acme" data-apply="inline"></div>${SNIPPET}`, {
      headers: { 'content-security-policy': "frame-src 'none'" },
    });
    const item = board(page)
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href*="/${JOB}"]`) });
    await item.getByRole('button', { name: /^Apply for / }).click();
    await expect(item.getByRole('link', { name: 'Apply for this job' })).toHaveAttribute('href', `${JOBS}/acme/${JOB}`, {
      timeout: 12_000,
    });
    await expect.poll(() => said).toEqual([expect.stringMatching(/the apply frame did not answer in 8 s \(frame-src\?\)/)]);
  });
});

test.describe('apply accessibility', () => {
  test('the empty form, the form with errors and the confirmation have no serious or critical violation', async ({ page }) => {
    test.setTimeout(120_000);
    const { frame } = await openApply(page);
    expect(await seriousViolations(page)).toEqual([]);
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await chooseFile(frame.getByLabel('Résumé'), PDF);
    await expect(frame.getByLabel('Full name')).toHaveValue(MAYA.name);
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
