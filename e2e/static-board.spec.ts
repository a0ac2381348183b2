// The full-page board on a plain static host (CONTRACT.md "Board pages on a
// static host"): dist/ served as files with only the three rewrites, no server
// rendering. The API is the demo's: /api/* is forwarded to the jobs host with
// this origin's Host, as if both lived at one {jobs_url}.
import type { Page } from '@playwright/test';
import { staticHost } from './static-host.ts';
import { board, expect, JOBS, test, chooseFile, pressInFrame, recordViolations, violations } from './support.ts';
import { expectScheme, rgb, SCHEMES, test as schemeTest } from './schemes.ts';
import { DEFAULT_ACCENT, SURFACE } from '../src/ui/theme.ts';
import { must } from '../test/support/must.ts';

let host: Awaited<ReturnType<typeof staticHost>>;
test.beforeAll(async () => {
  host = await staticHost({ jobs: JOBS, headers: true });
});
test.afterAll(async () => {
  await host.close();
});

/** Console errors and warnings of the widget (a CONFIG error would mean embed.js saw the empty marker). */
function widgetLogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && m.text().includes('[svc-jobs]')) seen.push(m.text());
  });
  return seen;
}

/** An acme opening with a description and requirements (demo/fixtures/acme-jobs.ts). */
const FIRMWARE = 'eng-7f3k2';

const jsonLd = (page: Page) =>
  page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((s) => s.map((x) => JSON.parse(x.textContent) as Record<string, unknown>));

test.describe('the full-page board from a plain static host', () => {
  test('/{org} lists the openings, each linking to its /{org}/{publicId} page', async ({ page, host: jobsHost }) => {
    const logs = widgetLogs(page);
    const jobs = await jobsHost.jobs('acme');
    const res = await page.goto(`${host.origin}/acme`);
    expect(await must(res).text(), 'served as built, no server rendering').toContain('data-svc-jobs=""');
    await expect(page.locator('#svc-board')).toHaveAttribute('data-svc-state', 'ready');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs at Acme Robotics');
    await expect(page).toHaveTitle('Jobs at Acme Robotics');
    const firmware = must(jobs.find((j) => j.publicId === FIRMWARE));
    await expect(board(page).getByRole('link', { name: firmware.title, exact: true })).toHaveAttribute(
      'href',
      `${host.origin}/acme/${FIRMWARE}`,
    );
    const hrefs = await board(page)
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const jobLinks = hrefs.filter((h) => /^http:\/\/127\.0\.0\.1:\d+\/acme\/[A-Za-z0-9_-]+$/.test(h));
    expect(jobLinks.length).toBeGreaterThanOrEqual(Math.min(jobs.length, 50));
    expect(jobLinks.every((h) => h.startsWith(`${host.origin}/acme/`))).toBe(true);
    expect(await jsonLd(page)).toEqual([]);
    expect(logs).toEqual([]);
  });

  test('/{org}/{publicId} shows the job: title, description, requirements, the apply form and one JobPosting', async ({
    page,
    host: jobsHost,
  }) => {
    const logs = widgetLogs(page);
    const job = (await jobsHost.jobs('acme')).find((j) => j.publicId === FIRMWARE);
    const detail = (await (await fetch(`${JOBS}/api/v1/public/acme/jobs/${must(job).publicId}`)).json()) as {
      title: string;
      description: string | null;
      requirements: string[] | null;
    };
    expect(detail.description, 'the fixture job has a description').toBeTruthy();
    expect(detail.requirements?.length, 'the fixture job has requirements').toBeGreaterThan(0);

    // Reached as a candidate would: from the list.
    await page.goto(`${host.origin}/acme`);
    await board(page).getByRole('link', { name: detail.title, exact: true }).click();
    await expect(page).toHaveURL(`${host.origin}/acme/${must(job).publicId}`);

    await expect(board(page).getByRole('heading', { level: 2, name: detail.title })).toBeVisible();
    const firstParagraph = must(
      must(detail.description)
        .split(/\n\s*\n/)
        .find((b) => !/^(#|[-*] |\d+\.)/.test(b.trim())),
    );
    await expect(board(page).getByText(must(firstParagraph.trim().split('\n')[0]).replace(/[*_`]/g, '').slice(0, 40))).toBeVisible();
    await expect(board(page).getByRole('heading', { name: 'Requirements' })).toBeVisible();
    for (const r of must(detail.requirements)) await expect(board(page).getByRole('listitem').filter({ hasText: r })).toBeVisible();

    const frame = board(page).locator('iframe');
    await expect(frame).toBeVisible();
    expect(new URL(must(await frame.getAttribute('src'))).origin, 'the frame is a page of this host').toBe(host.origin);
    const form = frame.contentFrame();
    await expect(form.getByLabel(/name/i).first()).toBeVisible();
    await expect(form.getByLabel(/email/i).first()).toBeVisible();

    const ld = await jsonLd(page);
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@type': 'JobPosting',
      title: detail.title,
      identifier: { value: must(job).publicId },
      directApply: true,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs at Acme Robotics');
    await expect(page).toHaveTitle(`${detail.title} — Acme Robotics`);
    expect(logs).toEqual([]);
  });

  test('a job that is not open says so with the list, and no JobPosting', async ({ page }) => {
    await page.goto(`${host.origin}/acme/eng-zzzzz`);
    await expect(board(page).getByText('This position is no longer open.')).toBeVisible();
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
    expect(await jsonLd(page)).toEqual([]);
  });

  test('a reserved slug or a path that is no board page mounts nothing and asks for no feed', async ({ page, host: jobsHost }) => {
    for (const p of ['/assets', '/embed/', '/Acme', '/acme/eng 7f3k2', '/embed/board.html']) {
      const logs = widgetLogs(page);
      await page.goto(`${host.origin}${p}`);
      await expect(page.getByText('There is no careers page at this address.')).toBeVisible();
      await expect(page.locator('svc-jobs-board')).toHaveCount(0);
      await expect(page.locator('[data-svc-jobs]')).toHaveCount(0);
      expect(logs, p).toEqual([]);
    }
    expect((await jobsHost.requests()).filter((r) => r.path.startsWith('/api/v1/public/'))).toEqual([]);
  });

  test('under dist/_headers: the board page and its inline apply (captcha included) run with no violation, the frame stays frameable', async ({
    page,
    context,
    host: jobsHost,
  }) => {
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${location.pathname} ${e.violatedDirective} ${e.blockedURI}`));
    });
    const logs = widgetLogs(page);
    const res = await page.goto(`${host.origin}/harbor`);
    expect(must(res).headers()['content-security-policy']).toContain("default-src 'none'");
    expect(must(res).headers()['x-frame-options']).toBe('DENY');
    const item = board(page)
      .getByRole('listitem')
      .filter({ has: page.locator('a[href$="/caf-h4rb1"]') });
    const frameAnswer = page.waitForResponse((r) => r.url().includes('/embed/apply?'));
    await item.getByRole('button', { name: /^Apply for / }).click();
    // Both rules' policies, joined; the frame's frame-ancestors outranks X-Frame-Options.
    const frameHeaders = (await frameAnswer).headers();
    expect(frameHeaders['content-security-policy']).toMatch(/default-src 'none'.*, frame-ancestors \*$/);
    const frame = item.frameLocator('iframe');
    await expect(frame.getByText('Security check: test mode.')).toBeVisible();
    await chooseFile(frame.getByLabel('Résumé'), 'test/fixtures/resume.pdf');
    await expect(frame.getByLabel('Full name')).toHaveValue('Maya Lindqvist');
    await pressInFrame(frame.getByRole('button', { name: 'Send application' }));
    await expect(frame.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    expect(await jobsHost.applications()).toHaveLength(1);
    const seen: string[] = [];
    for (const f of page.frames()) seen.push(...(await f.evaluate(() => (window as unknown as { __violations: string[] }).__violations)));
    expect(seen).toEqual([]);
    expect(logs).toEqual([]);
  });

  test("the header as the server renders it: the org's logo and name linking to the list, the brand band, its heading", async ({
    page,
  }) => {
    await page.goto(`${host.origin}/lumen`);
    await expect(page.locator('#svc-board')).toHaveAttribute('data-svc-state', 'ready');
    const org = page.getByRole('link', { name: 'Lumen Health: all open positions' });
    await expect(org).toHaveAttribute('href', '/lumen');
    await expect(org).toHaveText('Lumen Health');
    await expect.poll(() => org.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Lumen's teal (#0f766e), with the text colour the widget's contrast rule picks.
    await expect(page.locator('.band')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(page.locator('.band h1')).toHaveText('Jobs at Lumen Health');
    await expect(page.locator('.band h1')).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test("the same header as the server's page, element for element: the list, a job's page with the way back, a closed job", async ({
    page,
    host: jobsHost,
  }) => {
    const job = must((await jobsHost.jobs('lumen'))[0]).publicId;
    // The logo's URL names the host the page was asked of (the demo's profile does): the rest is the same.
    const header = async (origin: string, path: string) => {
      await page.goto(origin + path);
      await expect(page.locator('#svc-board')).toHaveAttribute('data-svc-state', 'ready');
      return (await page.locator('.site-head').evaluate((el) => el.innerHTML)).replaceAll(origin, '{origin}');
    };
    for (const path of ['/lumen', `/lumen/${job}`, '/lumen/no-such-job']) {
      const written = await header(JOBS, path);
      expect(written, path).toContain('<img src="{origin}/demo-assets/lumen.svg"');
      expect(await header(host.origin, path), `${path}: the static host's header`).toBe(written);
    }
    // A job's page: the way back, above the heading, in the band with the org's about text.
    await page.goto(`${host.origin}/lumen/${job}`);
    await expect(page.locator('.band').getByRole('link', { name: 'All open positions' })).toHaveAttribute('href', '/lumen');
    await expect(page.locator('.band .about')).toContainText('telehealth');
  });

  test.describe("in the visitor's language", () => {
    test.use({ locale: 'fr-FR' });

    test("the browser's language, else ?lang=: the page's words, its title and the board", async ({ page }) => {
      await page.goto(`${host.origin}/acme`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.locator('#svc-board')).toHaveAttribute('data-svc-state', 'ready');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emplois chez Acme Robotics');
      await expect(page).toHaveTitle('Emplois chez Acme Robotics');
      await expect(board(page).getByRole('heading', { level: 2 }).first()).toHaveText('Postes à pourvoir');

      await page.goto(`${host.origin}/acme?lang=de`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stellen bei Acme Robotics');
      await expect(board(page).getByRole('heading', { level: 2 }).first()).toHaveText('Offene Stellen');

      await page.goto(`${host.origin}/nope?lang=es`);
      await expect(page.getByText('No hay ninguna página de empleo en esta dirección.')).toBeVisible();
    });
  });

  test('an org the API does not know says so instead of a blank page', async ({ page }) => {
    await page.goto(`${host.origin}/nope`);
    await expect(page.getByText('There is no careers page at this address.')).toBeVisible();
    await expect(page.locator('svc-jobs-board')).toHaveCount(0);
  });
});

/**
 * In the visitor's colour scheme (issue 50), as the server's pages: board.html's script sets the brand
 * colours through the CSSOM (both schemes' held colours), board.css picks by media query. The org's
 * answer is rewritten for a light and a dark brand colour, the extremes a company may have.
 */
for (const scheme of SCHEMES)
  test.describe(`the full-page board from a plain static host, in the ${scheme} colour scheme`, () => {
    schemeTest.use({ scheme });

    schemeTest(
      'on the scheme’s surface from the first paint; the band keeps the brand colour, the accent is held; axe; no CSP violation',
      async ({ context }) => {
        await recordViolations(context);
        const seen: string[] = [];
        // Each page, the brand colour it shows, and whether the org's answer is rewritten to carry it.
        const cases: [path: string, brand: string, rewritten?: true][] = [
          ['/lumen', '#0f766e'],
          ['/lumen/eng-jmv8u', '#0f766e'],
          ['/acme', DEFAULT_ACCENT],
          ['/acme', '#ffd400', true],
          [`/acme/${FIRMWARE}`, '#0a2540', true],
        ];
        for (const [path, brand, rewritten] of cases) {
          const page = await context.newPage();
          // The org's answer held until the page is seen before its header (hidden, board.css): already on the scheme's surface.
          let release = (): void => undefined;
          const held = new Promise<void>((r) => (release = r));
          await page.route(`**/api/v1/public/${path.split('/')[1]}`, async (route) => {
            const res = await route.fetch();
            const body = (await res.json()) as Record<string, unknown>;
            await held;
            await route.fulfill({ response: res, json: rewritten ? { ...body, brandColor: brand } : body });
          });
          await page.goto(`${host.origin}${path}`);
          await expect(page.locator('html'), path).toHaveCSS('background-color', rgb(SURFACE[scheme]));
          release();
          await expect(page.locator('#svc-board')).toHaveAttribute('data-svc-state', 'ready');
          await expect(page.locator('body')).not.toHaveAttribute('data-heading');
          await expectScheme(page, scheme, brand);
          seen.push(...(await violations(page)));
          await page.close();
        }
        expect(seen).toEqual([]);
      },
    );
  });
