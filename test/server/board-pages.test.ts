// The board pages {jobs_url}/{orgSlug} and {jobs_url}/{orgSlug}/{publicId}:
// board.html with the container set up and an escaped plain-HTML fallback.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { escapeHtml } from '../../src/lib/html.ts';
import { errorBody, makeApp, makeDist } from './helpers.ts';
import { must } from '../support/must.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());
const app = makeApp(dist.dist, { jobsUrl: 'http://127.0.0.1:5174' });

async function page(path: string, a = app): Promise<{ res: Response; html: string }> {
  const res = await a.request(`http://127.0.0.1:5174${path}`);
  return { res, html: await res.clone().text() };
}

describe("escapeHtml (the demo host's own pages)", () => {
  it.each([
    ['<script>alert(1)</script>', '&#60;script&#62;alert(1)&#60;/script&#62;'],
    [
      '<img src=x onerror=alert(1)> Senior "Firmware" Engineer & <b>Lead</b>',
      '&#60;img src=x onerror=alert(1)&#62; Senior &#34;Firmware&#34; Engineer &#38; &#60;b&#62;Lead&#60;/b&#62;',
    ],
    ["it's", 'it&#39;s'],
    ['&amp;', '&#38;amp;'],
    ['plain text', 'plain text'],
  ])('escapes %j', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});

/** The page's head tags as a link-preview robot reads them: name/property → content. */
function metas(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/?>/g)) out[must(m[1])] = must(m[2]);
  return out;
}
const styles = (html: string): string[] => [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => must(m[1]));
const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('org board page', () => {
  it("is the org's careers page: header, head tags, and the board written ahead, in English by default", async () => {
    const { res, html } = await page('/acme');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('vary')).toContain('accept-language');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Jobs at Acme Robotics</title>');
    expect(html).toContain('<h1>Jobs at Acme Robotics</h1>');
    expect(html.match(/<h1/g)).toHaveLength(1);
    const m = metas(html);
    expect(m['description']).toMatch(/^Acme Robotics builds/);
    expect(m).toMatchObject({
      'og:type': 'website',
      'og:title': 'Jobs at Acme Robotics',
      'og:url': 'http://127.0.0.1:5174/acme',
      'og:site_name': 'Acme Robotics',
      'twitter:card': 'summary',
    });
    expect(m['og:description']).toBe(m['description']);
    // Acme has no logo.
    expect(m).not.toHaveProperty('og:image');
    expect(html).not.toContain('<img');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:5174/acme"/>');
    expect(html).toContain(
      '<div id="svc-board" data-svc-jobs="acme" data-apply="inline" data-sync-url data-lang="en"><svc-jobs-board><template shadowrootmode="open"><style>',
    );
    expect(html).toContain('<h2 id="svc-openings">Open positions</h2>');
    expect(html).toContain('href="http://127.0.0.1:5174/acme/eng-7f3k2"');
    expect(html).not.toContain('data-href-pattern');
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('<!--svc:');
  });

  it('shows the logo and the brand colour, and its CSP allows exactly its styles and the logo', async () => {
    const { res, html } = await page('/lumen');
    expect(html).toContain('<img src="http://127.0.0.1:5174/demo-assets/lumen.svg" alt width="44" height="44"/>');
    expect(metas(html)['og:image']).toBe('http://127.0.0.1:5174/demo-assets/lumen.svg');
    // The brand colours for the page's band, held to 3:1 on either scheme's surface (Lumen's teal has it on both),
    // and on the board's host (the board's own style names none: the same for every org).
    expect(html).toContain(
      '<style>:root{--brand:#0f766e;--brand-text:#ffffff;--brand-held-light:#0f766e;--brand-held-light-text:#ffffff;' +
        '--brand-held-dark:#0f766e;--brand-held-dark-text:#ffffff}svc-jobs-board{--svc-brand:#0f766e;--svc-brand-text:#ffffff}</style>',
    );
    expect(html).not.toContain(':host{--svc-brand');
    const csp = must(res.headers.get('content-security-policy'));
    const found = styles(html);
    expect(found).toHaveLength(2);
    for (const s of found) expect(csp).toContain(sha256(s));
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/img-src 'self' http:\/\/127\.0\.0\.1:5174;/);
    expect(csp).toMatch(/script-src 'self';/);
  });

  it('falls back to the count for its description when the org has no about text', async () => {
    const { html } = await page('/hostile');
    expect(metas(html)['description']).toMatch(/^\d+ open positions? at /);
  });

  it.each([
    ['?lang=de', undefined, 'de', 'Stellen bei Acme Robotics', 'Offene Stellen'],
    ['', 'fr-CH, fr;q=0.9, en;q=0.8', 'fr', 'Emplois chez Acme Robotics', 'Postes à pourvoir'],
    ['', 'ja, es;q=0.5', 'es', 'Empleo en Acme Robotics', 'Ofertas de empleo'],
    ['?lang=nl', 'de', 'nl', 'Vacatures bij Acme Robotics', 'Vacatures'],
    ['?lang=xx', 'pt-BR', 'pt', 'Vagas em Acme Robotics', 'Vagas'],
    ['', 'ja', 'en', 'Jobs at Acme Robotics', 'Open positions'],
  ])('%s with Accept-Language %s speaks %s, title and board alike', async (query, accept, lang, title, openings) => {
    const res = await app.request(`http://127.0.0.1:5174/acme${query}`, accept ? { headers: { 'accept-language': accept } } : {});
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`data-lang="${lang}"><svc-jobs-board>`);
    expect(html).toContain(`<div lang="${lang}">`);
    expect(html).toContain(`<h2 id="svc-openings">${openings}</h2>`);
    expect(metas(html)['og:title']).toBe(title);
  });

  it('says so when an org has no openings', async () => {
    const { html } = await page('/stillwater');
    expect(html).toContain('<h1>Jobs at Stillwater Studio</h1>');
    expect(html).toContain('There are no open positions right now.');
  });

  it.each(['/nope', '/embed', '/api', '/assets', '/nope/eng-7f3k2', '/api/eng-7f3k2', '/assets/x'])(
    '%s (unknown or reserved org) answers the 404 body',
    async (p) => {
      const { res } = await page(p);
      expect(res.status).toBe(404);
      expect(await errorBody(res)).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});

describe('job board page', () => {
  it('names the job in its head, carries its complete JSON-LD, and shows it formatted', async () => {
    const { res, html } = await page('/acme/eng-7f3k2');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Senior Firmware Engineer — Acme Robotics</title>');
    expect(html).toContain(
      'data-svc-jobs="acme" data-href-pattern="/acme/{publicId}" data-apply="inline" data-sync-url data-lang="en"><svc-jobs-board>',
    );
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:5174/acme/eng-7f3k2"/>');
    const m = metas(html);
    expect(m['description']).toMatch(/^Own the motor-control stack/);
    expect(m).toMatchObject({
      'og:title': 'Senior Firmware Engineer — Acme Robotics',
      'og:url': 'http://127.0.0.1:5174/acme/eng-7f3k2',
      'twitter:card': 'summary',
    });
    // The slim band (src/ui/page-header.ts): the way back, the page's h1 and the org's about text. The job's h2.
    expect(html).toContain(
      '<div class="band band-job"><div class="band-inner"><p class="back"><a href="/acme">All open positions</a></p><h1>Jobs at Acme Robotics</h1><p class="about">Acme Robotics builds',
    );
    expect(html).toContain('<h2 id="svc-job">Senior Firmware Engineer</h2>');
    // The Markdown subset as the board renders it: never ** or [text](url).
    expect(html).toContain('<strong>own in production</strong>');
    expect(html).toContain('<a href="https://acme-robotics.example/handbook" rel="nofollow noopener">how we work</a>');
    expect(html).not.toMatch(/\*\*|\]\(/);
    // One JobPosting: the complete one, marked so embed.js adds none.
    const ld = [...html.matchAll(/<script type="application\/ld\+json" data-svc-job="eng-7f3k2">([^<]*)<\/script>/g)];
    expect(ld).toHaveLength(1);
    expect(JSON.parse(must(ld[0]?.[1]))).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Firmware Engineer',
      jobLocation: { address: { addressCountry: 'DE' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { minValue: 85000, maxValue: 105000, unitText: 'YEAR' } },
      directApply: true,
    });
  });

  it('speaks German for ?lang=de and French for Accept-Language: fr, the job as written', async () => {
    const de = await (await app.request('http://127.0.0.1:5174/acme/eng-7f3k2?lang=de')).text();
    expect(de).toContain('<html lang="de">');
    expect(de).toContain('<title>Senior Firmware Engineer — Acme Robotics</title>');
    expect(de).toContain('<a href="/acme">Alle offenen Stellen</a>');
    expect(de).toContain('<h3>Anforderungen</h3>');
    expect(de).toContain('application/ld+json');
    const fr = await (await app.request('http://127.0.0.1:5174/acme/eng-7f3k2', { headers: { 'accept-language': 'fr' } })).text();
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('<h1>Emplois chez Acme Robotics</h1>');
    expect(fr).toContain('<h3>Profil recherché</h3>');
  });

  it.each(['sls-w8uei', 'eng-ki7gt', 'eng-zzzzz'])(
    'a job that is not open (%s) is a 404 that says so, lists the rest and asks not to be indexed, never kept',
    async (id) => {
      const { res, html } = await page(`/acme/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(html).toContain('This position is no longer open.');
      expect(html).toContain('<h2 id="svc-openings">Open positions</h2>');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:5174/acme"/>');
      expect(html).not.toContain('application/ld+json');
      expect(html).toContain(`data-href-pattern="/acme/{publicId}"`);
    },
  );
});

describe('job board page from the real board.html template', () => {
  // pages/embed/board.html is the template both ways: the server fills its
  // markers; a static host serves it as is and page.ts configures it.
  const template = readFileSync(path.resolve(import.meta.dirname, '../../pages/embed/board.html'), 'utf8');
  const local = makeDist();
  afterAll(() => local.cleanup());
  local.write('embed/board.html', template);
  const real = makeApp(local.dist, { jobsUrl: 'http://127.0.0.1:5174' });

  it('carries the markers the server fills, and loads embed.js after page.ts', () => {
    for (const marker of [
      '<html lang="en">',
      'data-svc-jobs=""',
      '<!--svc:fallback-->',
      '<!--svc:head-->',
      '<!--svc:header-->',
      '<title>Careers</title>',
    ])
      expect(template).toContain(marker);
    // Both deferred: document order makes page.ts set the org before embed.js scans.
    expect(template.indexOf('type="module"')).toBeLessThan(template.indexOf('/embed.js?v=3'));
    expect(template).toMatch(/<script defer src="\/embed\.js\?v=3"/);
    expect(template).not.toMatch(/<script async src="\/embed\.js/);
  });

  it('fills the job route: header, container with the pattern, the job written ahead, one h1, no marker left', async () => {
    const warned = vi.spyOn(console, 'warn');
    const { res, html } = await page('/acme/eng-7f3k2', real);
    expect(res.status).toBe(200);
    expect(warned).not.toHaveBeenCalled();
    expect(html).toContain(
      '<div id="svc-board" data-svc-jobs="acme" data-href-pattern="/acme/{publicId}" data-apply="inline" data-sync-url data-lang="en"><svc-jobs-board>',
    );
    expect(html).toContain('<header class="site-head"><div class="site-head-inner"><a class="org" href="/acme"');
    expect(html).toContain('<title>Senior Firmware Engineer — Acme Robotics</title>');
    expect(html).toContain('<h2 id="svc-job">Senior Firmware Engineer</h2>');
    // The org's about text is in the band, as on a static host.
    expect(html).toContain('<p class="about">Acme Robotics builds');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).not.toContain('data-svc-jobs=""');
    expect(html).not.toContain('<!--svc:');
    expect(html).toContain('<script defer src="/embed.js?v=3"');
  });

  it('fills the list route without a pattern: links go to the job pages', async () => {
    const { html } = await page('/acme', real);
    expect(html).toContain('<div id="svc-board" data-svc-jobs="acme" data-apply="inline" data-sync-url data-lang="en"><svc-jobs-board>');
    expect(html).toContain('<a href="http://127.0.0.1:5174/acme/eng-7f3k2">Senior Firmware Engineer</a>');
    expect(html).not.toContain('data-href-pattern');
  });

  it.each(['/acme/eng.7f3k2', '/acme/eng-7f3k2/apply', `/acme/${'x'.repeat(65)}`, '/embed/eng-7f3k2'])(
    '%s is no job page (404)',
    async (p) => {
      expect((await page(p, real)).res.status).toBe(404);
    },
  );
});

describe('hostile strings on board pages', () => {
  it.each(['/xss', '/xss/xss-qsf7g', '/xss/xss-gkmxg'])('%s shows every string as text', async (p) => {
    const { html } = await page(p);
    expect(html).not.toMatch(/<script>alert|<img src=x|<svg onload|<b>|<i>|<\/li><script>/);
    expect(html).not.toContain('"><script>');
  });

  it('escapes a title with markup in the title, the head tags, the JSON-LD, the heading and the list', async () => {
    const text = '&lt;img src=x onerror=alert(1)> Senior &quot;Firmware&quot; Engineer &amp; &lt;b>Lead&lt;/b>';
    expect((await page('/xss')).html).toContain(`<a href="http://127.0.0.1:5174/xss/xss-qsf7g">${text}</a>`);
    const { html } = await page('/xss/xss-qsf7g');
    expect(html).toContain(`<title>${text} — &lt;script>alert(1)&lt;/script> Labs</title>`);
    expect(html).toContain(`<h2 id="svc-job">${text}</h2>`);
    expect(metas(html)['og:title']).toBe(`${text} — &lt;script>alert(1)&lt;/script> Labs`);
    const ld = must(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1]);
    expect(JSON.parse(ld).title).toBe('<img src=x onerror=alert(1)> Senior "Firmware" Engineer & <b>Lead</b>');
    // Only our own: embed.js and the JSON-LD data block.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json" data-svc-job="xss-qsf7g">',
      '<script src="/embed.js?v=3">',
    ]);
  });

  it('keeps $-patterns in strings as typed', async () => {
    expect((await page('/xss/xss-qsf7g')).html).toContain('${template} and $&amp; stay as text');
  });
});

describe('when board.html is not built', () => {
  it('serves a minimal page with the same fallback and the script', async () => {
    const local = makeDist();
    try {
      local.remove('embed/board.html');
      const { res, html } = await page('/lumen', makeApp(local.dist, { jobsUrl: 'http://127.0.0.1:5174' }));
      expect(res.status).toBe(200);
      expect(html).toContain('<script defer src="/embed.js?v=3"></script>');
      expect(html).toContain('<h1>Jobs at Lumen Health</h1>');
      expect(html).toContain('data-svc-jobs="lumen" data-apply="inline" data-sync-url data-lang="en"><svc-jobs-board>');
      expect(html).toContain('<title>Jobs at Lumen Health</title>');
    } finally {
      local.cleanup();
    }
  });

  it('falls back to the minimal page, with a warning, when board.html lacks the markers', async () => {
    const local = makeDist();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      local.write('embed/board.html', '<!doctype html><title>Careers</title><div id="app"></div>');
      const { html } = await page('/acme', makeApp(local.dist, { jobsUrl: 'http://127.0.0.1:5174' }));
      expect(html).toContain('data-svc-jobs="acme"');
      expect(warned).toHaveBeenCalled();
    } finally {
      local.cleanup();
    }
  });
});
