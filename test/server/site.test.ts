// The demo company site: its pages, placeholders, and the strict CSP that only
// the pages asking for it (by using {{NONCE}}) get.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJobsApp } from '../../demo/server/app.ts';
import { createSiteApp, DEFAULT_PAGES_DIR } from '../../demo/site/app.ts';
import { styleHash } from '../../src/prerender/board.tsx';
import { urlOf } from '../support/fetch.ts';

const JOBS = 'http://127.0.0.1:5174';
const SITE = 'http://localhost:5173';
// Boards written ahead read the feed from the jobs app itself (no socket).
const jobsApp = createJobsApp({ distDir: tmpdir(), jobsUrl: 'http://127.0.0.1:5174' });
const feedFetch = ((input: RequestInfo | URL) => Promise.resolve(jobsApp.request(urlOf(input)))) as typeof fetch;
const app = createSiteApp({ jobsOrigin: JOBS, feedFetch });
const pages = readdirSync(DEFAULT_PAGES_DIR).filter((f) => f.endsWith('.html'));

async function get(p: string, a = app): Promise<{ res: Response; html: string }> {
  const res = await a.request(`${SITE}${p}`);
  return { res, html: await res.clone().text() };
}

describe('company site pages', () => {
  it('has the pages the demo and e2e need', () => {
    for (const name of ['index', 'attribution', 'careers-job', 'empty', 'down', 'strict-csp', 'aggressive-css', 'xss']) {
      expect(pages).toContain(`${name}.html`);
    }
  });

  it.each(pages)('%s is served with every placeholder filled', async (file) => {
    const { res, html } = await get(`/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).not.toContain('{{');
    expect(html).toContain('<nav class="site-nav"');
  });

  it.each(pages)('%s uses no inline style (a strict CSP must not break the look)', (file) => {
    const source = readFileSync(path.join(DEFAULT_PAGES_DIR, file), 'utf8');
    expect(source).not.toMatch(/\sstyle=|<style/i);
  });

  it.each(pages.filter((f) => f !== 'strict-csp.html'))('%s is sent without a CSP', async (file) => {
    expect((await get(`/${file}`)).res.headers.get('content-security-policy')).toBeNull();
  });

  it('the home page carries the snippet exactly, pointed at the jobs origin', async () => {
    const { html } = await get('/');
    expect(html).toContain(
      `<div data-svc-jobs="acme"><a href="${JOBS}/acme">See our open roles</a></div><script async src="${JOBS}/embed.js?v=3"></script>`,
    );
  });

  it.each([
    ['/attribution.html', 'data-svc-jobs="lumen" data-src="website" data-href-pattern="/careers/{publicId}"'],
    ['/careers/eng-jmv8u', 'data-svc-jobs="lumen" data-src="website" data-href-pattern="/careers/{publicId}"'],
    ['/empty.html', 'data-svc-jobs="stillwater" data-empty="No openings right now — check back soon!"'],
    ['/xss.html', 'data-svc-jobs="xss"'],
    ['/down.html', "script.src = 'http://127.0.0.1:9/embed.js?v=3';"],
    ['/aggressive-css.html', '<link rel="stylesheet" href="/aggressive.css">'],
  ])('%s holds %s', async (p, snippet) => {
    expect((await get(p)).html).toContain(snippet);
  });

  it('serves a page by its name without .html too', async () => {
    const pretty = (await get('/attribution')).html;
    expect(pretty).toBe((await get('/attribution.html')).html);
    expect(pretty).toContain('<a href="/attribution.html" aria-current="page">');
    expect((await get('/careers/eng-jmv8u')).html).toContain('<a href="/attribution.html" aria-current="page">');
  });

  it('serves stylesheets as CSS', async () => {
    for (const css of ['/site.css', '/aggressive.css']) {
      const { res } = await get(css);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    }
    expect((await get('/aggressive.css')).html).toMatch(/\*\s*\{[^}]*!important/);
  });

  it.each(['/nope.html', '/nope', '/..%2fapp.ts', '/careers/a/b', '/Index.html'])('%s is a 404', async (p) => {
    expect((await get(p)).res.status).toBe(404);
  });

  it('serves a page a test adds to its own pages directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'svc-site-'));
    try {
      writeFileSync(path.join(dir, 'twice-loaded.html'), '<p>{{JOBS_ORIGIN}}/embed.js</p>');
      const { res, html } = await get('/twice-loaded.html', createSiteApp({ jobsOrigin: `${JOBS}/`, pagesDir: dir }));
      expect(res.status).toBe(200);
      expect(html).toBe(`<p>${JOBS}/embed.js</p>`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('strict CSP page', () => {
  it('is sent with the strict policy and its nonce on the script', async () => {
    const { res, html } = await get('/strict-csp.html');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    // The one inline style allowed: the board written ahead's, by its hash.
    const style = /<template shadowrootmode="open"><style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain(':host{all:initial!important');
    expect(csp).toBe(
      `script-src 'nonce-${nonce}' 'strict-dynamic'; connect-src ${JOBS}; frame-src ${JOBS}; style-src 'self' ${await styleHash(style)}; require-trusted-types-for 'script'; object-src 'none'; base-uri 'none'`,
    );
    expect(html).toContain(`<script async src="${JOBS}/embed.js?v=3" nonce="${nonce}"></script>`);
    expect(html.match(/<script/g)?.length).toBe(1);
  });

  it('gets a fresh nonce on every request', async () => {
    const a = (await get('/strict-csp.html')).res.headers.get('content-security-policy');
    const b = (await get('/strict-csp.html')).res.headers.get('content-security-policy');
    expect(a).not.toBe(b);
  });
});

describe('pages with a board written ahead', () => {
  it('/careers-ahead.html holds the board for its container, its openings as links', async () => {
    const { html } = await get('/careers-ahead.html');
    expect(html).toContain('<div data-svc-jobs="lumen"><svc-jobs-board><template shadowrootmode="open"><style>');
    expect(html).toContain(`<a href="${JOBS}/lumen/cln-bz2wa">Registered Nurse, Telehealth</a>`);
    expect(html).toContain('<p class="count" role="status">5 open positions</p>');
  });

  it('goes out with the container empty (and says why in the log) when the feed cannot be read', async () => {
    const failing = createSiteApp({ jobsOrigin: JOBS, feedFetch: () => Promise.resolve(new Response('{}', { status: 500 })) });
    const { res, html } = await get('/careers-ahead.html', failing);
    expect(res.status).toBe(200);
    expect(html).toContain('<div data-svc-jobs="lumen"></div>');
  });
});
