// The board pages as the company's careers site (CONTRACT.md, widget 3.2), as a
// candidate and a link-preview robot meet them: from the demo host (rendered
// per request) and from pages written ahead by scripts/board-pages.ts on a
// plain static host with the three rewrites. Header, language, the job, apply
// in place, no shift when embed.js adopts the page, axe, and the head tags
// read from the HTML with no script.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cliBoardPages } from './cli.ts';
import { staticHost } from './static-host.ts';
import { board, expect, JOBS, openHostPage, recordViolations, SITE, test, violations } from './support.ts';
import { seriousViolations } from './axe.ts';
import { expectScheme, rgb, SCHEMES, test as schemeTest } from './schemes.ts';
import { DEFAULT_ACCENT, SURFACE } from '../src/ui/theme.ts';
import { feedHintHtml } from '../src/snippet/snippet.ts';
import { expectNoShiftOutside, recordShiftBoxes } from './layout-shift.ts';
import { must } from '../test/support/must.ts';

/** Lumen Health has a logo, an about text and a brand colour; this opening a description with Markdown. */
const ORG = 'lumen';
const JOB = 'eng-jmv8u';
/** Lumen's teal: 3:1 on either surface as it is. */
const LUMEN = '#0f766e';

/**
 * The page as first painted (before embed.js is live) and once live: the board's box must not move or change size.
 * The apply frame's own first render (its loading line giving way to the form) is not the page moving: Chromium
 * reports a same-origin frame's shifts among the page's, so shifts wholly inside the frame's box are left out.
 */
async function adoptedInPlace(page: Page): Promise<void> {
  const box = () => page.locator('svc-jobs-board').boundingBox();
  const before = await box();
  await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const after = await box();
  expect(after?.y).toBe(before?.y);
  const frame = await page
    .locator('svc-jobs-board iframe')
    .first()
    .boundingBox({ timeout: 1000 })
    .catch(() => null);
  await expectNoShiftOutside(page, frame);
}

/** No serious axe violation on the page. */
async function noSeriousAxe(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The head tags as a link-preview robot reads them: the HTML as sent, no script run. */
async function preview(page: Page, url: string, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const res = await page.request.get(url, { headers });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/?>/g)) out[must(m[1])] = must(m[2]);
  out['title'] = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  out['jsonld'] = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  return out;
}

/** Both pages, wherever they are served from (`base`: {jobs_url}). */
function pages(
  name: string,
  base: () => string,
  opts: { lang: 'de' | 'fr'; query: string; locale?: string; headers: Record<string, string> },
) {
  const words = {
    de: { jobsAt: 'Stellen bei Lumen Health', openings: 'Offene Stellen', back: 'Alle offenen Stellen' },
    fr: { jobsAt: 'Emplois chez Lumen Health', openings: 'Postes à pourvoir', back: 'Tous les postes à pourvoir' },
  }[opts.lang];

  test.describe(name, () => {
    // The browser's preferred languages: what it sends as Accept-Language.
    if (opts.locale) test.use({ locale: opts.locale });
    test.beforeEach(async ({ page }) => {
      await recordShiftBoxes(page);
    });

    test('the board page: header, language, openings; adopted in place; axe', async ({ page }) => {
      await page.goto(`${base()}/${ORG}${opts.query}`);
      await expect(page.locator('html')).toHaveAttribute('lang', opts.lang);
      await expect(page).toHaveTitle(words.jobsAt);
      await expect(page.locator('h1')).toHaveText(words.jobsAt);
      await expect(page.locator('.site-head img')).toBeVisible();
      // Loaded, not a broken image: its URL is the org's logoUrl, which may be another origin (the page's img-src allows it).
      await expect
        .poll(() => page.locator('.site-head img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(page.locator('.band .about')).toContainText('telehealth');
      // Painted before embed.js: the board written ahead, in the page's language.
      await expect(board(page).locator('h2').first()).toHaveText(words.openings);
      await adoptedInPlace(page);
      await expect(board(page).locator('.jobs > li')).toHaveCount(5);
      await noSeriousAxe(page);
    });

    test('a job page: the job formatted, the way back, one JobPosting, apply in place', async ({ page }) => {
      await page.goto(`${base()}/${ORG}/${JOB}${opts.query}`);
      await expect(page.locator('html')).toHaveAttribute('lang', opts.lang);
      await expect(page).toHaveTitle('Clinical Data Engineer — Lumen Health');
      await expect(page.locator('.back a')).toHaveText(words.back);
      await expect(board(page).locator('h2')).toHaveText('Clinical Data Engineer');
      await expect(board(page).locator('.description strong').first()).toHaveText('FHIR');
      await expect(board(page).locator('article')).not.toContainText('**');
      await adoptedInPlace(page);
      // The page's server wrote the complete JobPosting; embed.js added none.
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld).toHaveLength(1);
      expect(JSON.parse(must(ld[0]))).toMatchObject({ title: 'Clinical Data Engineer', baseSalary: { currency: 'EUR' } });
      // Apply in place: the frame under the job, in the page's language.
      const frame = page.frameLocator('svc-jobs-board iframe');
      await expect(frame.locator('h1, h2').first()).toContainText('Clinical Data Engineer');
      await expect(page.locator('svc-jobs-board iframe')).toHaveAttribute('src', new RegExp(`lang=${opts.lang}`));
      await noSeriousAxe(page);
    });

    test('link previews read from the HTML alone', async ({ page }) => {
      const list = await preview(page, `${base()}/${ORG}${opts.query}`, opts.headers);
      expect(list).toMatchObject({
        title: words.jobsAt,
        'og:title': words.jobsAt,
        'og:site_name': 'Lumen Health',
        'twitter:card': 'summary',
        'og:type': 'website',
      });
      expect(list['og:image']).toMatch(/^http.*\/demo-assets\/lumen\.svg$/);
      expect(list['og:description']).toContain('telehealth');
      const job = await preview(page, `${base()}/${ORG}/${JOB}${opts.query}`, opts.headers);
      expect(job).toMatchObject({ title: 'Clinical Data Engineer — Lumen Health', 'og:url': `${base()}/${ORG}/${JOB}` });
      expect(job['og:description']).toBe('Build the pipelines that turn glucose readings into care plans.');
      expect(JSON.parse(must(job['jsonld']))).toMatchObject({ '@type': 'JobPosting', hiringOrganization: { name: 'Lumen Health' } });
    });
  });
}

/**
 * In the visitor's colour scheme (issue 50), CSS only: as first painted, before any script, and once
 * live, the page draws on the scheme's surface, the band keeps the org's colour and the board's accent
 * is held to 3:1 on the surface; no CSP violation. `paths`: each page and the org's brand colour.
 */
function inEachScheme(name: string, base: () => string, paths: [path: string, brand: string][]) {
  for (const scheme of SCHEMES)
    test.describe(`${name}, in the ${scheme} colour scheme`, () => {
      schemeTest.use({ scheme });

      schemeTest(
        'painted in the scheme before any script, the same once live; the band keeps the brand colour; axe',
        async ({ context }) => {
          await recordViolations(context);
          const seen: string[] = [];
          // Each page as painted with no script (embed.js refused), then live: a page of its own for each.
          const open = async (path: string, script: boolean) => {
            const page = await context.newPage();
            if (!script) await page.route('**/embed.js*', (r) => r.abort());
            await page.goto(`${base()}${path}`);
            return page;
          };
          for (const [path, brand] of paths) {
            const first = await open(path, false);
            await expect(first.locator('html'), path).toHaveCSS('background-color', rgb(SURFACE[scheme]));
            const painted = await expectScheme(first, scheme, brand);
            seen.push(...(await violations(first)));
            await first.close();
            const live = await open(path, true);
            await expect(live.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
            expect(await expectScheme(live, scheme, brand), path).toBe(painted);
            seen.push(...(await violations(live)));
            await live.close();
          }
          expect(seen).toEqual([]);
        },
      );
    });
}

pages('from the demo host, ?lang=de', () => JOBS, { lang: 'de', query: '?lang=de', headers: {} });
inEachScheme('from the demo host', () => JOBS, [
  [`/${ORG}`, LUMEN],
  [`/${ORG}/${JOB}`, LUMEN],
  // No brand colour: the default accent, too dark for the dark surface as it is.
  ['/acme', DEFAULT_ACCENT],
]);
pages('from the demo host, Accept-Language: fr', () => JOBS, {
  lang: 'fr',
  query: '',
  locale: 'fr-FR',
  headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
});

let host: Awaited<ReturnType<typeof staticHost>>;
let out: string;
test.describe('written ahead', () => {
  test.beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'svc-board-pages-'));
    // Under the _headers the script writes beside the pages: the build's rules with these pages' style hashes.
    host = await staticHost({ jobs: JOBS, ahead: out, headers: true });
    // As a company's publish step runs it, against {jobs_url} (here the static host, its /api forwarded).
    await cliBoardPages(host.origin, ORG, out, 'de');
  });
  test.afterAll(async () => {
    await host?.close();
    rmSync(out, { recursive: true, force: true });
  });
  pages('on a plain static host with the three rewrites', () => host.origin, { lang: 'de', query: '', headers: {} });
  // The brand colours in the brand.css file written beside the pages, under the _headers written with them.
  inEachScheme('on a plain static host', () => host.origin, [
    [`/${ORG}`, LUMEN],
    [`/${ORG}/${JOB}`, LUMEN],
  ]);

  test('under the _headers written beside them: styled as painted, adopted and applied to with no CSP violation', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${location.pathname} ${e.violatedDirective} ${e.blockedURI}`));
    });
    const violations = async (): Promise<string[]> => {
      const seen: string[] = [];
      for (const f of page.frames())
        seen.push(...(await f.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])));
      return seen;
    };
    // As painted before embed.js runs (here it never does): the page's <style> (Lumen's teal) and the board's shadow <style> apply.
    await page.route('**/embed.js*', (r) => r.abort());
    const res = await page.goto(`${host.origin}/${ORG}`);
    expect(must(res).headers()['content-security-policy']).toContain("default-src 'none'");
    expect(must(res).headers()['content-security-policy']).not.toContain('unsafe-inline');
    await expect(page.locator('.band')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(board(page).locator('.jobs')).toHaveCSS('list-style-type', 'none');
    expect(await violations()).toEqual([]);
    await page.unroute('**/embed.js*');
    // Then live: adopted, and the apply frame in place.
    await page.goto(`${host.origin}/${ORG}/${JOB}`);
    await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    await expect(
      page
        .frameLocator('svc-jobs-board iframe')
        .getByLabel(/E-Mail/i)
        .first(),
    ).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the sitemap is served beside the pages', async ({ page }) => {
    const res = await page.request.get(`${host.origin}/${ORG}/sitemap.xml`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(`<loc>${host.origin}/${ORG}/${JOB}</loc>`);
  });

  test('the live snippet written beside them: another site may fetch it (CORS, as _headers says), a board of the feed at publish time', async ({
    page,
  }) => {
    await openHostPage(page, '<p>careers</p>');
    const answer = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, cache: res.headers.get('cache-control'), html: await res.text() };
    }, `${host.origin}/${ORG}/embed.html`);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('public, max-age=300, stale-while-revalidate=86400');
    // The feed's preloads first (the snippet's hint), on the jobs URL the pages were written for.
    const hints = feedHintHtml(host.origin, ORG);
    expect(hints).toHaveLength(2);
    expect(answer.html.startsWith(`${hints.join('\n')}\n`)).toBe(true);
    expect(answer.html.slice(hints.join('\n').length + 1)).toMatch(
      new RegExp(`^<!-- The board as of [^\\n]+ -->\\n<div data-svc-jobs="${ORG}"><svc-jobs-board><template shadowrootmode="open">`),
    );
    expect(answer.html).toContain(`href="${host.origin}/${ORG}/${JOB}"`);
    expect(page.url().startsWith(SITE)).toBe(true);
  });
});
