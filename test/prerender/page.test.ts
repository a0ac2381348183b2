// @vitest-environment happy-dom
// The board pages' renderer (src/prerender/page.tsx), its language choice and
// the sitemap: head tags with and without a logo and about text, and every
// feed value escaped in every output.
import { describe, expect, it } from 'vitest';
import { styleHash } from '../../src/prerender/board.tsx';
import { boardCss } from '../../src/prerender/css-file.ts';
import { pageLang } from '../../src/ui/i18n/page-lang.ts';
import { renderBoardPage } from '../../src/prerender/page.tsx';
import { MINIMAL_BOARD_HTML } from '../../src/prerender/template.ts';
import { sitemapXml } from '../../src/prerender/sitemap.ts';
import { contrastRatio, SURFACE } from '../../src/ui/theme.ts';
import { must } from '../support/must.ts';

const JOBS = 'https://jobs.example';
const org = (over: Record<string, unknown> = {}) => ({
  name: 'Acme Robotics',
  slug: 'acme',
  logoUrl: 'https://cdn.example/acme.png',
  about: 'We build robots.',
  brandColor: '#0f766e',
  careersUrl: `${JOBS}/acme`,
  ...over,
});
const job = (over: Record<string, unknown> = {}) => ({
  publicId: 'eng-1',
  title: 'Firmware Engineer',
  department: 'Engineering',
  location: 'Berlin, Germany',
  employmentType: 'full_time',
  shortDescription: 'Own the motor stack.',
  compensation: '€85k–105k',
  publishedAt: '2026-11-02T09:30:00.000Z',
  url: `${JOBS}/acme/eng-1`,
  ...over,
});
const detail = (over: Record<string, unknown> = {}) => ({ ...job(over), description: 'Build **robots**.', requirements: ['C'], ...over });

const render = (o: unknown, jobs: unknown[], jobPage?: { publicId: string; answer: unknown }, lang: 'en' | 'de' = 'en') =>
  renderBoardPage({
    template: MINIMAL_BOARD_HTML,
    org: o,
    jobs,
    jobsUrl: JOBS,
    lang,
    css: boardCss(),
    ...(jobPage ? { job: jobPage } : {}),
  });

function metas(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/?>/g)) out[must(m[1])] = must(m[2]);
  delete out['viewport'];
  return out;
}

describe('head tags', () => {
  it('an org with a logo and about text: description from about, og:image, the logo in the header', async () => {
    const { html, imageOrigin } = await render(org(), [job()]);
    expect(html).toContain('<title>Jobs at Acme Robotics</title>');
    expect(metas(html)).toEqual({
      description: 'We build robots.',
      'og:type': 'website',
      'og:title': 'Jobs at Acme Robotics',
      'og:description': 'We build robots.',
      'og:url': `${JOBS}/acme`,
      'og:site_name': 'Acme Robotics',
      'og:image': 'https://cdn.example/acme.png',
      'twitter:card': 'summary',
    });
    expect(html).toContain(`<link rel="canonical" href="${JOBS}/acme"/>`);
    expect(html).toContain('<img src="https://cdn.example/acme.png"');
    expect(html).toContain('<p class="about">We build robots.</p>');
    expect(imageOrigin).toBe('https://cdn.example');
  });

  it('an org without logo or about: no og:image, no img, the count as description', async () => {
    const { html, imageOrigin } = await render(org({ logoUrl: null, about: null }), [job(), job({ publicId: 'eng-2' })]);
    const m = metas(html);
    expect(m).not.toHaveProperty('og:image');
    expect(m['description']).toBe('2 open positions at Acme Robotics.');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('class="about"');
    expect(imageOrigin).toBeNull();
  });

  it('a job page: "{title} — {org}", its short description, its URL, and its complete JSON-LD once', async () => {
    const { html } = await render(org(), [job()], { publicId: 'eng-1', answer: detail() });
    expect(html).toContain('<title>Firmware Engineer — Acme Robotics</title>');
    expect(metas(html)).toMatchObject({
      description: 'Own the motor stack.',
      'og:url': `${JOBS}/acme/eng-1`,
      'og:title': 'Firmware Engineer — Acme Robotics',
    });
    expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
    expect(html).toContain('"baseSalary":{"@type":"MonetaryAmount","currency":"EUR"');
    expect(html).toContain('"logo":"https://cdn.example/acme.png"');
  });

  it('a job page without a short description takes the about text', async () => {
    const { html } = await render(org(), [job()], { publicId: 'eng-1', answer: detail({ shortDescription: null }) });
    expect(metas(html)['description']).toBe('We build robots.');
  });

  it('in German: title, h1 and the back link from the catalogs', async () => {
    const list = await render(org(), [job()], undefined, 'de');
    expect(list.html).toContain('<title>Stellen bei Acme Robotics</title>');
    const one = await render(org(), [job()], { publicId: 'eng-1', answer: detail() }, 'de');
    expect(one.html).toContain('<a href="/acme">Alle offenen Stellen</a>');
    expect(one.html).toContain('<html lang="de">');
  });
});

describe('the brand colours in both colour schemes', () => {
  it.each([
    ['a light brand', '#ffd400'],
    ['a dark brand', '#0a2540'],
  ])(
    '%s (%s): the band keeps it, the ring and the board take it held to 3:1 on either surface; the CSP allows the style',
    async (_name, brand) => {
      const { html, styleHashes, brandCss } = await render(org({ brandColor: brand }), [job()]);
      const style = must(/<style>(:root\{[^<]*)<\/style>/.exec(html)?.[1]);
      expect(style).toBe(brandCss);
      const value = (name: string) => must(new RegExp(`${name}:(#[0-9a-f]{6})[;}]`).exec(style)?.[1]);
      expect(value('--brand')).toBe(brand);
      expect(value('--svc-brand')).toBe(brand);
      for (const scheme of ['light', 'dark'] as const) {
        const held = value(`--brand-held-${scheme}`);
        expect(contrastRatio(held, SURFACE[scheme]), scheme).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(held, value(`--brand-held-${scheme}-text`)), scheme).toBeGreaterThanOrEqual(4.5);
      }
      expect(styleHashes).toContain(await styleHash(style));
      // Written ahead: the same colours in the brand.css file, and no <style> of them in the page.
      const ahead = await renderBoardPage({
        template: MINIMAL_BOARD_HTML,
        org: org({ brandColor: brand }),
        jobs: [job()],
        jobsUrl: JOBS,
        lang: 'en',
        css: boardCss(),
        brandHref: '/acme/brand.css',
      });
      expect(ahead.brandCss).toBe(brandCss);
      expect(ahead.html).not.toContain('--brand-held');
      expect(ahead.styleHashes).not.toContain(await styleHash(style));
    },
  );
});

describe('escaping every feed value in every output', () => {
  const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>&amp;\'';
  const hostileOrg = org({
    name: evil,
    about: evil,
    logoUrl: `https://cdn.example/a.png?"><script>alert(3)</script>`,
    brandColor: `red;}</style><script>alert(4)</script>`,
  });
  const hostileJob = detail({
    title: evil,
    department: evil,
    location: evil,
    shortDescription: evil,
    compensation: evil,
    description: evil,
    requirements: [evil],
  });

  it.each([
    ['list', undefined],
    ['job', { publicId: 'eng-1', answer: hostileJob }],
  ])('the %s page: no markup from the feed, nothing closes a script, style or attribute early', async (_name, jobPage) => {
    const { html } = await render(hostileOrg, [hostileJob], jobPage);
    expect(html).not.toMatch(/<script>alert|<img src=x|<\/style><script>/);
    // The only scripts are the page's own and the JSON-LD data block.
    expect(
      html
        .match(/<script[^>]*>/g)
        ?.every((s) => s === '<script defer src="/embed.js?v=3">' || s.startsWith('<script type="application/ld+json"')),
    ).toBe(true);
    // The brand colour that is not the contract's hex never reaches CSS.
    expect(html).toContain('--brand:#1d4ed8');
    for (const m of Object.values(metas(html))) expect(m).not.toMatch(/[<"]/);
  });

  it('sitemap: ids and URLs escaped as XML', () => {
    const xml = sitemapXml(`${JOBS}/a&b`, [{ publicId: '<x>&"', publishedAt: '2026-11-02T09:30:00.000Z' }]);
    expect(xml).toContain(`<loc>${JOBS}/a&amp;b</loc>`);
    expect(xml).toContain(`<loc>${JOBS}/a&amp;b/%3Cx%3E%26%22</loc>`);
  });
});

describe('pageLang', () => {
  it.each([
    ['de', null, 'de'],
    ['de-AT', 'fr', 'de'],
    ['xx', 'fr', 'fr'],
    [null, 'fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    [null, 'ja, es;q=0.5, de;q=0.7', 'de'],
    [null, 'de;q=0, nl', 'nl'],
    [null, 'ja, zh', 'en'],
    [null, '', 'en'],
    [null, null, 'en'],
    ['', 'PT-br', 'pt'],
  ])('?lang=%s, Accept-Language %j → %s', (q, accept, lang) => {
    expect(pageLang(q, accept)).toBe(lang);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(`${JOBS}/acme`, [
    { publicId: 'eng-2', publishedAt: '2026-11-20T10:00:00.000Z' },
    { publicId: 'eng-1', publishedAt: '2026-11-02T09:30:00.000Z' },
    { publicId: 'ops 3', publishedAt: null },
  ]);

  it('is well-formed XML in the sitemap namespace', () => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('lists the board and every open job, each with lastmod from publishedAt (the board: its newest)', () => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const urls = [...doc.getElementsByTagName('url')].map((u) => [
      must(u.getElementsByTagName('loc')[0]).textContent,
      u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    ]);
    expect(urls).toEqual([
      [`${JOBS}/acme`, '2026-11-20T10:00:00.000Z'],
      [`${JOBS}/acme/eng-2`, '2026-11-20T10:00:00.000Z'],
      [`${JOBS}/acme/eng-1`, '2026-11-02T09:30:00.000Z'],
      [`${JOBS}/acme/ops%203`, null],
    ]);
  });
});
