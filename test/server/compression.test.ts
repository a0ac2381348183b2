// The jobs host compresses like a CDN: brotli or gzip by accept-encoding,
// `vary: accept-encoding`, and the feed's ETag/304 still work on compressed answers.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../demo/server/compress.ts';
import { makeApp, makeDist, url } from './helpers.ts';
import { must } from '../support/must.ts';

const dist = makeDist();
dist.write('embed.js', `(()=>{${'window.x=1;'.repeat(400)}})();`);
afterAll(() => dist.cleanup());
const app = makeApp(dist.dist);

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('%j → %j', (header, want) => {
    expect(chooseEncoding(header)).toBe(want);
  });
});

describe('compressed answers', () => {
  it.each([
    ['/embed.js', 'text/javascript; charset=utf-8'],
    ['/api/v1/public/acme/jobs', 'application/json'],
    ['/acme', 'text/html; charset=utf-8'],
  ])('%s: brotli for a browser, gzip for gzip only, the same bytes once decoded', async (p, type) => {
    const plain = await app.request(url(p));
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const raw = await bytes(plain);
    expect(raw.length).toBeGreaterThan(1024);

    const br = await app.request(url(p), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe(type);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = await bytes(br);
    expect(brBytes.length).toBeLessThan(raw.length / 2);
    expect(brotliDecompressSync(brBytes).equals(raw)).toBe(true);

    const gz = await app.request(url(p), { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).equals(raw)).toBe(true);
  });

  it('keeps CORS on compressed API answers, and weakens their ETag, which still answers 304', async () => {
    const plain = await app.request(url('/api/v1/public/acme/jobs'));
    const strong = must(plain.headers.get('etag'));
    expect(strong).toMatch(/^"[^"]+"$/);
    const br = await app.request(url('/api/v1/public/acme/jobs'), { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('access-control-allow-origin')).toBe('*');
    expect(br.headers.get('etag')).toBe(`W/${strong}`);
    // A browser revalidates with the tag it was given.
    const again = await app.request(url('/api/v1/public/acme/jobs'), {
      headers: { 'accept-encoding': 'br', 'if-none-match': `W/${strong}` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBeNull();
    expect(await again.text()).toBe('');
  });

  it('leaves small answers, images and errors of other types as they are', async () => {
    const small = await app.request(url('/api/v1/public/acme'), { headers: { 'accept-encoding': 'br' } });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(await small.text())).toMatchObject({ slug: 'acme' });
    const logo = await app.request(url('/demo-assets/lumen.svg'), { headers: { 'accept-encoding': 'br' } });
    expect(logo.status).toBe(200);
  });
});
