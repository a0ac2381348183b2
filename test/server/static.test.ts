// dist/ as the jobs host serves it: the headers CONTRACT.md gives each part,
// fresh reads after a rebuild, and no way out of the tree.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { safeDistPath } from '../../demo/server/static.ts';
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { pluginZip, writePlugin } from '../../scripts/wordpress-plugin.ts';
import { errorBody, makeApp, makeDist, url } from './helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());
const app = makeApp(dist.dist);

describe('static files', () => {
  it.each(['/embed.js', '/embed.js?v=3', '/embed.js?v=3&cache=bust'])('%s is the script, cached 5 minutes, CORS *', async (p) => {
    const res = await app.request(url(p));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('(()=>{window.SvcJobs={}})();');
  });

  it('hashed assets are immutable for a year', async () => {
    const res = await app.request(url('/embed/assets/apply-a1b2c3.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('i18n files are JSON with CORS *', async () => {
    const res = await app.request(url('/embed/i18n/de.json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ openings: 'Offene Stellen' });
  });

  it.each(['/embed/apply', '/embed/apply.html', '/embed/apply?org=acme&job=eng-7f3k2&parent=http%3A%2F%2Flocalhost%3A5173'])(
    '%s serves the apply frame, which any site may frame',
    async (p) => {
      const res = await app.request(url(p));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // The strict policy of page-headers.ts (tested there), frameable by any page.
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*; frame-ancestors \*(;|$)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toContain('<title>Apply</title>');
    },
  );

  it.each(['/embed/board.html', '/acme', '/acme/eng-7f3k2', '/__demo'])('the HTML page %s may not be framed', async (p) => {
    const res = await app.request(url(p));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it.each(['/embed.js', '/embed/assets/apply-a1b2c3.js', '/embed/i18n/de.json', '/embed/apply', '/acme'])(
    '%s carries no x-svc-contract (it belongs to the API)',
    async (p) => {
      const res = await app.request(url(p));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-svc-contract')).toBeNull();
    },
  );

  it.each([
    '/embed/assets/nope-123.js',
    '/embed/i18n/xx.json',
    '/embed/nothing.html',
    '/embed.js.map',
    '/favicon.ico',
    '/embed',
    '/embed/',
  ])('a missing file %s answers the 404 body', async (p) => {
    const res = await app.request(url(p));
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('reads files at request time, so a rebuild needs no restart', async () => {
    const local = makeDist();
    try {
      const a = makeApp(local.dist);
      local.remove('embed.js');
      expect((await a.request(url('/embed.js'))).status).toBe(404);
      local.write('embed.js', 'rebuilt();');
      expect(await (await a.request(url('/embed.js'))).text()).toBe('rebuilt();');
    } finally {
      local.cleanup();
    }
  });
});

describe('path traversal', () => {
  it.each([
    '/embed/assets/..%2f..%2f..%2fsecret.txt',
    '/embed/assets/..%2F..%2F..%2Fsecret.txt',
    '/embed/i18n/..%5c..%5c..%5csecret.txt',
    '/embed/assets/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/embed/assets/../../../secret.txt',
    '/embed/%2e%2e/%2e%2e/secret.txt',
    '/embed/assets/%252e%252e/secret.txt',
    '/embed/assets/.hidden',
    '/embed/assets/a%00.js',
    '/..%2fsecret.txt',
  ])('%s is refused with the 404 body', async (p) => {
    const res = await app.request(url(p));
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain('TOP-SECRET');
    expect(JSON.parse(text)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('safeDistPath', () => {
  it.each([
    ['/embed/assets/app.js', path.join('embed', 'assets', 'app.js')],
    ['/embed/i18n/pt-BR.json', path.join('embed', 'i18n', 'pt-BR.json')],
    ['/embed/assets/a%20b.js', path.join('embed', 'assets', 'a b.js')],
  ])('maps %s inside dist/', (p, rel) => {
    expect(safeDistPath('/srv/dist', p)).toBe(path.join('/srv/dist', rel));
  });

  it.each([
    '/embed/../../etc/passwd',
    '/embed/..%2f..%2fetc/passwd',
    '/embed/%2e%2e/x',
    '/a%5c..%5cb',
    '/.env',
    '/embed//x',
    '/',
    '/%E0%A4%A',
  ])('refuses %s', (p) => {
    expect(safeDistPath('/srv/dist', p)).toBeNull();
  });
});

describe('the WordPress plugin, as the build writes it into dist/wordpress/', () => {
  writePlugin(path.join(dist.dist, 'wordpress'));

  it('the zip is the plugin, asked again each time (an ETag makes that a 304)', async () => {
    const res = await app.request(url('/wordpress/svc-jobs.zip'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes).toEqual(pluginZip());
    const again = await app.request(url('/wordpress/svc-jobs.zip'), { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it("the manifest names the release, its zip beside it and the zip's SHA-256", async () => {
    const res = await app.request(url('/wordpress/svc-jobs.json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const manifest = (await res.json()) as Record<string, string>;
    expect(manifest).toMatchObject({ slug: 'svc-jobs', version: expect.stringMatching(/^\d+\.\d+\.\d+$/), package: 'svc-jobs.zip' });
    const zip = new Uint8Array(await (await app.request(url(`/wordpress/${manifest.package}`))).arrayBuffer());
    expect(manifest.sha256).toBe(createHash('sha256').update(zip).digest('hex'));
  });

  it('a newer release of the same code differs only in its version lines', () => {
    const files = (zip: Uint8Array) =>
      Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]));
    const now = files(pluginZip());
    const next = files(pluginZip('9.9.9'));
    expect(Object.keys(next)).toEqual(Object.keys(now));
    const changed = Object.keys(now).filter((name) => now[name] !== next[name]);
    expect(changed.sort()).toEqual(['svc-jobs/readme.txt', 'svc-jobs/svc-jobs.php']);
    for (const name of changed) {
      const lines = (text = '') => text.split('\n');
      const differ = lines(next[name]).filter((line, i) => line !== lines(now[name])[i]);
      expect(differ).toEqual([expect.stringMatching(/(Version|Stable tag): +9\.9\.9$/)]);
    }
  });

  it.each(['/wordpress/other.zip', '/wordpress/svc-jobs.php', '/wordpress/'])('%s is not served', async (p) => {
    expect((await app.request(url(p))).status).toBe(404);
  });
});
