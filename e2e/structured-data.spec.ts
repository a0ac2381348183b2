// Every job page complete for search engines and link previews, wherever it
// renders (issue 25): board.html on a plain static host, a host-site detail view
// (data-href-pattern, the strict-CSP page too) and pages written ahead under the
// _headers written beside them. The complete JSON-LD comes from the on-demand
// structured-data layer (dist/embed/structured-data.js) where the page has no
// server; each page is read as a search engine reads it (the DOM after the
// script) and checked by Google's JobPosting rules (@adobe/structured-data-validator).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import type { Page } from '@playwright/test';
import { cliBoardPages } from './cli.ts';
import { expectNoShiftOutside, recordShiftBoxes } from './layout-shift.ts';
import { staticHost } from './static-host.ts';
import { board, expect, JOBS, recordViolations, SITE, test, violations } from './support.ts';
import { must } from '../test/support/must.ts';

/** Lumen Health: logo, about text, brand colour. One job in Lisbon with a k range, one remote in the EU paid by the hour. */
const ORG = 'lumen';
const LISBON = 'eng-jmv8u';
const REMOTE_EU = 'cln-bz2wa';

type Posting = Record<string, unknown> & {
  baseSalary?: { currency: string; value: Record<string, unknown> };
  jobLocation?: { address: { addressCountry?: string } };
  applicantLocationRequirements?: { '@type': string; name: string };
};

/** The JobPostings in the page's head, as a crawler that runs the script reads them. */
async function postings(page: Page): Promise<Posting[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Posting);
}

/** Waits for the complete JobPosting (the layer's, or the one written ahead): exactly one on the page. */
async function complete(page: Page): Promise<Posting> {
  await expect
    .poll(async () => (await postings(page)).map((p) => 'baseSalary' in p || 'applicantLocationRequirements' in p))
    .toEqual([true]);
  return must((await postings(page))[0]);
}

/** Google's JobPosting rules over the page's HTML as it is now: the errors, by field. */
async function validatorErrors(page: Page): Promise<string[]> {
  const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(await page.content());
  expect(Object.keys(data.jsonld)).toEqual(['JobPosting']);
  const issues = await new Validator().validate(data);
  return issues.filter((i) => i.severity === 'ERROR').map((i) => `${(i.fieldNames ?? []).join()}: ${i.issueMessage}`);
}

function expectLisbon(ld: Posting): void {
  expect(ld.jobLocation?.address.addressCountry).toBe('PT');
  expect(ld.baseSalary).toEqual({
    '@type': 'MonetaryAmount',
    currency: 'EUR',
    value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 75000, unitText: 'YEAR' },
  });
}

function expectRemoteEu(ld: Posting): void {
  expect(ld.applicantLocationRequirements).toEqual({ '@type': 'AdministrativeArea', name: 'EU' });
  expect(ld.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', minValue: 28, maxValue: 34, unitText: 'HOUR' });
}

/**
 * The page's CLS once the board is ready: under 0.01, the apply frame's own first render left out
 * (expectNoShiftOutside). In Firefox, which has no layout-shift entries, the board's box must not move once shown.
 */
async function noShift(page: Page, boardTopBefore: number | undefined): Promise<void> {
  await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect((await board(page).boundingBox())?.y).toBe(boardTopBefore);
  const frame = await board(page)
    .locator('iframe')
    .first()
    .boundingBox({ timeout: 1000 })
    .catch(() => null);
  await expectNoShiftOutside(page, frame);
}

/** The board's top as first shown (the page is hidden until its header is whole). */
async function firstShownTop(page: Page): Promise<number | undefined> {
  await expect(board(page)).toBeVisible();
  return (await board(page).boundingBox())?.y;
}

test.describe('board.html on a plain static host (dist/ and its _headers, no server rendering)', () => {
  let host: Awaited<ReturnType<typeof staticHost>>;
  test.beforeAll(async () => {
    host = await staticHost({ jobs: JOBS, headers: true });
  });
  test.afterAll(async () => {
    await host.close();
  });

  for (const width of [360, 1280]) {
    test(`a job page at ${width} px: the org's header, head tags, the complete JobPosting, no CSP violation, no shift`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await recordViolations(context);
      await recordShiftBoxes(page);
      await page.goto(`${host.origin}/${ORG}/${LISBON}`);
      const top = await firstShownTop(page);
      // The header as the server renders it (src/ui/page-header.ts): the way back, the about text, and the logo beside
      // the name, decoration inside the link its label names.
      await expect(page.getByRole('link', { name: 'Lumen Health: all open positions' })).toBeVisible();
      await expect(page.locator('.site-head .org img')).toHaveAttribute('alt', '');
      await expect(page.locator('.site-head .org img')).toBeVisible();
      await expect(page.locator('.band').getByRole('link', { name: 'All open positions' })).toHaveAttribute('href', `/${ORG}`);
      await expect(page.locator('.band .about')).toContainText('telehealth');
      await expect(page.locator('.band')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
      await expect(page).toHaveTitle('Clinical Data Engineer — Lumen Health');
      // The head tags the server writes, set by the page's script.
      const url = `${host.origin}/${ORG}/${LISBON}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /pipelines/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Clinical Data Engineer — Lumen Health');
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Lumen Health');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /lumen\.svg$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
      expectLisbon(await complete(page));
      await noShift(page, top);
      expect(await validatorErrors(page)).toEqual([]);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('a remote job: applicantLocationRequirements and an hourly salary from the layer; Google finds no error', async ({ page }) => {
    await page.goto(`${host.origin}/${ORG}/${REMOTE_EU}`);
    expectRemoteEu(await complete(page));
    expect(await validatorErrors(page)).toEqual([]);
  });

  for (const width of [360, 1280]) {
    test(`the board page at ${width} px: header with the about text, described by it, no shift; loads no layer`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await recordShiftBoxes(page);
      const layer: string[] = [];
      page.on('request', (r) => void (r.url().includes('structured-data.js') && layer.push(r.url())));
      await page.goto(`${host.origin}/${ORG}`);
      const top = await firstShownTop(page);
      await expect(page.locator('h1')).toHaveText('Jobs at Lumen Health');
      await expect(page.locator('.band .about')).toContainText('telehealth');
      await noShift(page, top);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Lumen Health runs a telehealth service/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${host.origin}/${ORG}`);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
      expect(layer).toEqual([]);
    });
  }

  test('a job that is not open: noindex, the list as canonical, no JobPosting', async ({ page }) => {
    await page.goto(`${host.origin}/${ORG}/eng-closed1`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${host.origin}/${ORG}`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
});

test.describe('a host-site detail view (data-href-pattern)', () => {
  test('the complete JobPosting through the layer, from {jobs_url}/embed/, exactly one; Google finds no error', async ({ page }) => {
    const layer = page.waitForRequest((r) => r.url() === `${JOBS}/embed/structured-data.js?v=3`);
    await page.goto(`${SITE}/careers/${LISBON}`);
    await layer;
    expectLisbon(await complete(page));
    expect(await validatorErrors(page)).toEqual([]);
    await page.goto(`${SITE}/careers/${REMOTE_EU}`);
    expectRemoteEu(await complete(page));
    expect(await validatorErrors(page)).toEqual([]);
  });

  test('the list view of the same host page loads no layer', async ({ page, host }) => {
    await page.goto(`${SITE}/careers`);
    await expect(board(page).locator('.jobs > li').first()).toBeVisible();
    await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    expect((await host.requests()).filter((r) => r.path.includes('structured-data'))).toEqual([]);
  });

  test('a failed load leaves the base JobPosting in place and warns once', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && m.text().startsWith('[svc-jobs]') && warnings.push(m.text())));
    let tries = 0;
    await page.route('**/embed/structured-data.js*', (route) => {
      tries++;
      return route.abort();
    });
    await page.goto(`${SITE}/careers/${LISBON}`);
    await expect.poll(() => warnings).toEqual([expect.stringContaining('structured data not loaded')]);
    const [ld, ...more] = await postings(page);
    expect(more).toEqual([]);
    // The widget's own mapping: the country as written, no salary.
    expect(ld?.title).toBe('Clinical Data Engineer');
    expect(ld?.jobLocation?.address.addressCountry).toBe('Portugal');
    expect(ld?.baseSalary).toBeUndefined();
    expect(tries).toBe(1);
    // The page stays whole: the job and its apply frame.
    await expect(board(page).locator('h2')).toHaveText('Clinical Data Engineer');
  });

  test('under a strict CSP with Trusted Types: the complete JobPosting and no violation', async ({ page, context, host }) => {
    await recordViolations(context);
    const [job] = await host.jobs('acme');
    await page.goto(`${SITE}/strict-csp.html?job=${must(job).publicId}`);
    const ld = await complete(page);
    expect(ld.title).toBe(must(job).title);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('pages written ahead, served under the _headers written beside them', () => {
  let host: Awaited<ReturnType<typeof staticHost>>;
  let out: string;
  test.beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'svc-seo-ahead-'));
    host = await staticHost({ jobs: JOBS, ahead: out, headers: true });
    await cliBoardPages(host.origin, ORG, out);
  });
  test.afterAll(async () => {
    await host.close();
    rmSync(out, { recursive: true, force: true });
  });

  for (const width of [360, 1280])
    for (const [name, p] of [
      ['the board page', `/${ORG}`],
      ['a job page', `/${ORG}/${LISBON}`],
    ] as const)
      test(`${name} at ${width} px: styled by hash (0 CSP violations), no shift, the JobPosting as written`, async ({ page, context }) => {
        await page.setViewportSize({ width, height: 900 });
        await recordViolations(context);
        await recordShiftBoxes(page);
        await page.goto(host.origin + p);
        const top = await firstShownTop(page);
        await noShift(page, top);
        expect(await violations(page)).toEqual([]);
        if (p.endsWith(LISBON)) {
          expectLisbon(await complete(page));
          expect(await validatorErrors(page)).toEqual([]);
        }
      });
});

test.describe('pages written ahead, served under dist/_headers as the build wrote it', () => {
  let host: Awaited<ReturnType<typeof staticHost>>;
  let out: string;
  test.beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'svc-seo-ahead-'));
    host = await staticHost({ jobs: JOBS, ahead: out, headers: true });
    await cliBoardPages(host.origin, ORG, out);
    // The host serves the build's dist/_headers, not the one written beside the pages.
    rmSync(path.join(out, '_headers'));
  });
  test.afterAll(async () => {
    await host.close();
    rmSync(out, { recursive: true, force: true });
  });

  for (const width of [360, 1280])
    for (const [name, p] of [
      ['the board page', `/${ORG}`],
      ['a job page', `/${ORG}/${LISBON}`],
    ] as const)
      test(`${name} at ${width} px: styled (0 CSP violations), no shift, the JobPosting as written`, async ({ page, context }) => {
        await page.setViewportSize({ width, height: 900 });
        await recordViolations(context);
        await recordShiftBoxes(page);
        await page.goto(host.origin + p);
        const top = await firstShownTop(page);
        await noShift(page, top);
        expect(await violations(page)).toEqual([]);
        // Styled as written: the brand colours from the org's stylesheet file, the board's from its <style>.
        await expect(page.locator('.band')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
        expect(await board(page).evaluate((el) => getComputedStyle(el).getPropertyValue('--svc-brand').trim())).toBe('#0f766e');
        if (p.endsWith(LISBON)) {
          expectLisbon(await complete(page));
          expect(await validatorErrors(page)).toEqual([]);
        }
      });
});
