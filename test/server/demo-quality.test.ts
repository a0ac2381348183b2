// What Lighthouse (mobile) needs of every demo page, checked without
// Lighthouse (scripts/lighthouse.ts runs it): a description, an icon that is
// not a 404, nav links with 24 px targets, the tour, and the way to the builder.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSiteApp } from '../../demo/site/app.ts';
import { TOUR, TOUR_PATH } from '../../demo/site/tour.ts';
import { must } from '../support/must.ts';

const JOBS = 'http://127.0.0.1:5174';
const app = createSiteApp({ jobsOrigin: JOBS });
const get = (p: string) => app.request(`http://localhost:5173${p}`);

const PAGES = [TOUR_PATH, ...TOUR.map((p) => p.href), '/careers', '/careers/cln-bz2wa'];

describe('every demo page', () => {
  it.each(PAGES)('%s has one meta description, an icon, a viewport and a lang', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    const html = await res.text();
    const descriptions = html.match(/<meta name="description" content="([^"]{20,})">/g) ?? [];
    expect(descriptions).toHaveLength(1);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
    expect(html).toMatch(/<html lang="[a-z]{2}">/);
  });

  it('tells each tour page by its own note', async () => {
    const html = await (await get('/find.html')).text();
    expect(html).toContain(`<meta name="description" content="${must(TOUR[1]).note}">`);
  });

  it.each(['/favicon.ico', '/favicon.svg'])('%s answers an image', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
  });

  it('gives the nav links a target of at least 24 px (inline-block, min-height)', () => {
    const css = readFileSync(new URL('../../demo/site/pages/site.css', import.meta.url), 'utf8');
    const rule = /\.site-nav a \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/display:\s*inline-block/);
    expect(rule).toMatch(/min-height:\s*24px/);
  });

  it('the jobs host ships a real favicon.ico in dist (public/)', () => {
    const ico = readFileSync(new URL('../../public/favicon.ico', import.meta.url));
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});

describe('the tour page and the builder', () => {
  it('the tour is second in the nav after the builder, lists each page with its snippet, and links the jobs host’s pages', async () => {
    const html = await (await get(TOUR_PATH)).text();
    expect(html.indexOf('<a href="/builder">Snippet builder</a>')).toBeGreaterThan(0);
    expect(html.indexOf('<a href="/tour" aria-current="page">All examples</a>')).toBeGreaterThan(html.indexOf('Snippet builder'));
    expect(html.indexOf('Snippet builder')).toBeLessThan(html.indexOf('Embed (Acme)'));
    for (const p of TOUR) {
      expect(html).toContain(`<h3><a href="${p.href}">`);
    }
    expect(html).toContain(
      '&#60;div data-svc-jobs=&#34;northwind&#34; data-apply=&#34;inline&#34; data-group-by=&#34;department&#34; data-sync-url&#62;',
    );
    for (const link of [`${JOBS}/acme`, `${JOBS}/__demo/applications`, `${JOBS}/__demo`, `${JOBS}/embed/builder?org=acme`])
      expect(html).toContain(`href="${link}"`);
  });

  it('/builder is the jobs host’s builder (one implementation), and the site bundles none of its own', async () => {
    const res = await get('/builder');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${JOBS}/embed/builder?org=acme`);
    expect((await get('/builder.js')).status).toBe(404);
  });
});
