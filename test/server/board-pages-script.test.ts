// scripts/board-pages.ts against the demo host's app (its public API as the
// script reads it over HTTP): the pages, the sitemap, and a rerun after a job
// closed.
import { createHash } from 'node:crypto';
import { mkdtempSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArgs, writeBoardPages } from '../../scripts/board-pages.ts';
import { makeApp, makeDist, ORIGIN } from './helpers.ts';
import { boardCss } from '../../src/prerender/css-file.ts';
import { aheadStyle, styleHash } from '../../src/prerender/style.ts';
import { must } from '../support/must.ts';
import { urlOf } from '../support/fetch.ts';

const dist = makeDist();
const out = mkdtempSync(path.join(tmpdir(), 'svc-pages-'));
afterAll(() => {
  dist.cleanup();
  rmSync(out, { recursive: true, force: true });
});
const app = makeApp(dist.dist);
const fetchApp = ((input: RequestInfo | URL) => Promise.resolve(app.request(urlOf(input)))) as typeof fetch;
/** The CSP sources of a page's inline `<style>` elements, as a browser computes them. */
const inlineStyleHashes = (html: string): string[] =>
  [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(must(m[1])).digest('base64')}'`);
/** The board pages' rule of <outdir>/_headers: its CSP. */
const boardRule = (): string =>
  /^\/:org\n\s+content-security-policy: (.*)$/m.exec(readFileSync(path.join(out, '_headers'), 'utf8'))?.[1] ?? '';
const styleSrc = (csp: string): string[] =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === 'style-src')
    ?.slice(1) ?? [];
const openIds = async (): Promise<string[]> =>
  ((await (await app.request(`${ORIGIN}/api/v1/public/acme/jobs`)).json()) as { publicId: string }[]).map((j) => j.publicId);

describe('scripts/board-pages.ts', () => {
  it('writes the board, a page per open job and the sitemap; a rerun removes the page of a job since closed', async () => {
    const closed = path.join(out, 'acme', 'eng-closed1');
    mkdirSync(closed, { recursive: true });
    writeFileSync(path.join(closed, 'index.html'), '<!doctype html><title>old</title>');
    // Not a page this script writes: left alone.
    mkdirSync(path.join(out, 'acme', 'images'), { recursive: true });
    writeFileSync(path.join(out, 'acme', 'images', 'logo.png'), 'png');

    const w = await writeBoardPages({ jobsUrl: ORIGIN, org: 'acme', outDir: out, lang: 'en', fetch: fetchApp });
    const ids = await openIds();
    expect(ids.length).toBeGreaterThan(10);
    expect(w.removed).toEqual(['eng-closed1']);
    expect(existsSync(closed)).toBe(false);
    expect(existsSync(path.join(out, 'acme', 'images', 'logo.png'))).toBe(true);
    const dirs = readdirSync(path.join(out, 'acme')).filter((d) => d !== 'images' && !d.includes('.'));
    expect(dirs.sort()).toEqual([...ids].sort());

    const index = readFileSync(path.join(out, 'acme', 'index.html'), 'utf8');
    expect(index).toContain('<title>Jobs at Acme Robotics</title>');
    expect(index).toContain('<svc-jobs-board><template shadowrootmode="open">');
    const one = readFileSync(path.join(out, 'acme', 'eng-7f3k2', 'index.html'), 'utf8');
    expect(one).toContain('<title>Senior Firmware Engineer — Acme Robotics</title>');
    expect(one).toContain(`<meta property="og:url" content="${ORIGIN}/acme/eng-7f3k2"/>`);
    expect(one).toContain('<script type="application/ld+json" data-svc-job="eng-7f3k2">');
    expect(one).toContain('<h2 id="svc-job">Senior Firmware Engineer</h2>');

    // The live snippet with no parameters, as the demo host answers it.
    expect(w.files).toContain('acme/embed.html');
    expect(readFileSync(path.join(out, 'acme', 'embed.html'), 'utf8')).toBe(await (await app.request(`${ORIGIN}/acme/embed.html`)).text());

    const sitemap = readFileSync(path.join(out, 'acme', 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${ORIGIN}/acme`, ...ids.map((id) => `${ORIGIN}/acme/${id}`)]);
    // One <style> a page, the board's, the same on every page of every org; the brand colours are a file of {jobs_url}.
    expect(w.styleHashes).toEqual([await styleHash(aheadStyle(boardCss(), null))]);
    expect(readFileSync(path.join(out, 'acme', 'brand.css'), 'utf8')).toMatch(
      /^:root\{--brand:#[0-9a-f]{6};--brand-text:#[0-9a-f]{6};--brand-held-light:#[0-9a-f]{6};--brand-held-light-text:#[0-9a-f]{6};--brand-held-dark:#[0-9a-f]{6};--brand-held-dark-text:#[0-9a-f]{6}\}svc-jobs-board\{--svc-brand:/,
    );
    for (const html of [index, one]) expect(html).toContain('<link rel="stylesheet" href="/acme/brand.css"/>');

    // <outdir>/_headers lets exactly these pages' <style> elements apply, never 'unsafe-inline'.
    expect(w.headers).toBe('written');
    expect(w.files).toContain('_headers');
    const allowed = styleSrc(boardRule());
    expect(allowed).not.toContain("'unsafe-inline'");
    for (const html of [index, one]) {
      expect(inlineStyleHashes(html)).toHaveLength(1);
      for (const h of inlineStyleHashes(html)) expect(allowed).toContain(h);
    }
  });

  it('writes the pages in the language asked for', async () => {
    await writeBoardPages({ jobsUrl: ORIGIN, org: 'lumen', outDir: out, lang: 'de', fetch: fetchApp });
    const index = readFileSync(path.join(out, 'lumen', 'index.html'), 'utf8');
    expect(index).toContain('<html lang="de">');
    expect(index).toContain('<title>Stellen bei Lumen Health</title>');
    // A second org's pages join the first's in _headers: both sites' styles still apply.
    const allowed = styleSrc(boardRule());
    const acme = readFileSync(path.join(out, 'acme', 'index.html'), 'utf8');
    for (const h of [...inlineStyleHashes(index), ...inlineStyleHashes(acme)]) expect(allowed).toContain(h);
  });

  it("leaves a site's own _headers as it was, and says what its policy needs", async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'svc-pages-own-'));
    try {
      writeFileSync(path.join(own, '_headers'), '/*\n  x-robots-tag: all\n');
      const w = await writeBoardPages({ jobsUrl: ORIGIN, org: 'acme', outDir: own, lang: 'en', fetch: fetchApp });
      expect(w.headers).toBe('not ours');
      expect(w.files).not.toContain('_headers');
      expect(readFileSync(path.join(own, '_headers'), 'utf8')).toBe('/*\n  x-robots-tag: all\n');
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it("with --pattern, writes the sitemap of the company's own job pages: one URL per open job, with its date", async () => {
    const pattern = 'https://acme.example/careers/{publicId}?from=jobs&x=1';
    const w = await writeBoardPages({ jobsUrl: ORIGIN, org: 'acme', outDir: out, lang: 'en', pattern, fetch: fetchApp });
    expect(w.files).toContain(path.join('acme', 'pattern-sitemap.xml'));
    const xml = readFileSync(path.join(out, 'acme', 'pattern-sitemap.xml'), 'utf8');
    const jobs = (await (await app.request(`${ORIGIN}/api/v1/public/acme/jobs`)).json()) as { publicId: string; publishedAt: string }[];
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => [m[1], m[2]]);
    // The board itself is not on the company's site: only its job pages, "&" escaped as XML asks.
    expect(entries).toEqual(jobs.map((j) => [`https://acme.example/careers/${j.publicId}?from=jobs&amp;x=1`, j.publishedAt]));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    // Without the flag, none is written: a rerun leaves the file alone (it is not a job page).
    await writeBoardPages({ jobsUrl: ORIGIN, org: 'acme', outDir: out, lang: 'en', fetch: fetchApp });
    expect(existsSync(path.join(out, 'acme', 'pattern-sitemap.xml'))).toBe(true);
  });

  it('reads each job as every server door does: a job the host keeps failing fails the command after one retry', async () => {
    // A jobs URL of its own: this process keeps the last good answers per jobs URL, and the tests above read acme's.
    const jobsUrl = 'https://failing-job.example';
    let asked = 0;
    const failing = ((input: RequestInfo | URL) => {
      const url = new URL(urlOf(input));
      if (url.pathname !== '/api/v1/public/acme/jobs/eng-7f3k2')
        return Promise.resolve(app.request(`${ORIGIN}${url.pathname}${url.search}`));
      asked++;
      return Promise.resolve(Response.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }));
    }) as typeof fetch;
    const dir = mkdtempSync(path.join(tmpdir(), 'svc-pages-failing-'));
    try {
      const t0 = performance.now();
      // The server doors' policy (feed/within.ts): one short back-off, then no second one that would wait too long.
      await expect(writeBoardPages({ jobsUrl, org: 'acme', outDir: dir, lang: 'en', fetch: failing })).rejects.toMatchObject({
        code: 'INTERNAL',
        status: 500,
        message: expect.stringContaining('no good answer came within'),
      });
      expect(asked).toBe(2);
      expect(performance.now() - t0).toBeLessThan(3000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails, writing nothing, for an org the API does not know', async () => {
    await expect(writeBoardPages({ jobsUrl: ORIGIN, org: 'nope', outDir: out, lang: 'en', fetch: fetchApp })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(existsSync(path.join(out, 'nope'))).toBe(false);
  });

  it.each([
    [['https://jobs.example', 'acme', 'out'], { jobsUrl: 'https://jobs.example', org: 'acme', outDir: 'out', lang: 'en' }],
    [['https://jobs.example', 'acme', 'out', '--lang=fr'], { jobsUrl: 'https://jobs.example', org: 'acme', outDir: 'out', lang: 'fr' }],
    [['https://jobs.example', 'acme'], { error: expect.stringContaining('usage') }],
    [['ftp://jobs.example', 'acme', 'out'], { error: expect.stringContaining('not an http(s) URL') }],
    [['https://jobs.example', '../etc', 'out'], { error: expect.stringContaining('not an org slug') }],
    [['https://jobs.example', 'embed', 'out'], { error: expect.stringContaining('not an org slug') }],
    [['https://jobs.example', 'acme', 'out', '--lang=ja'], { error: expect.stringContaining('unknown option') }],
    [
      ['https://jobs.example', 'acme', 'out', '--timeout=500'],
      { jobsUrl: 'https://jobs.example', org: 'acme', outDir: 'out', lang: 'en', timeout: 500 },
    ],
    [['https://jobs.example', 'acme', 'out', '--timeout=soon'], { error: expect.stringContaining('--timeout=soon: a whole number') }],
    [
      ['https://jobs.example', 'acme', 'out', '--pattern', 'https://acme.example/careers/{publicId}'],
      { jobsUrl: 'https://jobs.example', org: 'acme', outDir: 'out', lang: 'en', pattern: 'https://acme.example/careers/{publicId}' },
    ],
    [
      ['https://jobs.example', 'acme', 'out', '--pattern=https://acme.example/jobs?id={publicId}', '--lang=de'],
      { jobsUrl: 'https://jobs.example', org: 'acme', outDir: 'out', lang: 'de', pattern: 'https://acme.example/jobs?id={publicId}' },
    ],
    [
      ['https://jobs.example', 'acme', 'out', '--pattern', '/careers/{publicId}'],
      { error: expect.stringContaining('not an absolute http(s) URL') },
    ],
    [
      ['https://jobs.example', 'acme', 'out', '--pattern', 'https://acme.example/careers'],
      { error: expect.stringContaining('https://acme.example/careers: needs {publicId} once') },
    ],
    // The rule book's href-pattern rule, as data-href-pattern gets it: no fragment, no URL a browser reads elsewhere.
    [
      ['https://jobs.example', 'acme', 'out', '--pattern', 'https://acme.example/careers#{publicId}'],
      { error: expect.stringContaining('https://acme.example/careers#{publicId}: has a #') },
    ],
    [
      ['https://jobs.example', 'acme', 'out', '--pattern', 'https:acme.example/careers/{publicId}'],
      { error: expect.stringContaining('https:acme.example/careers/{publicId}: not a /path or http(s) URL') },
    ],
    [
      ['https://jobs.example', 'acme', 'out', '--pattern', 'https://acme.example/careers/{publicId}\t'],
      { error: expect.stringContaining('https://acme.example/careers/{publicId}\t: not a /path or http(s) URL') },
    ],
  ])('parseArgs(%j)', (argv, expected) => {
    expect(parseArgs(argv)).toEqual(expected);
  });
});
