// Catalogs as the jobs host serves them: CORS *, cacheable, an ETag of their
// bytes, 304 on a matching if-none-match, and a new ETag after a rebuild.
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp, makeDist, url } from './helpers.ts';
import { must } from '../support/must.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());
const app = makeApp(dist.dist);

describe('GET /embed/i18n/{lang}.json', () => {
  it('carries an ETag, CORS * and a cache lifetime', async () => {
    const res = await app.request(url('/embed/i18n/de.json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await res.json()).toEqual({ openings: 'Offene Stellen' });
  });

  it('answers a matching if-none-match with an empty 304 (weak or listed forms too)', async () => {
    const etag = must((await app.request(url('/embed/i18n/de.json'))).headers.get('etag'));
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await app.request(url('/embed/i18n/de.json'), { headers: { 'if-none-match': inm } });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.text()).toBe('');
    }
  });

  it('answers 200 when the ETag no longer matches (a rebuild changed the words)', async () => {
    const before = must((await app.request(url('/embed/i18n/de.json'))).headers.get('etag'));
    dist.write('embed/i18n/de.json', '{"openings":"Stellenangebote"}');
    const res = await app.request(url('/embed/i18n/de.json'), { headers: { 'if-none-match': before } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(before);
    expect(await res.json()).toEqual({ openings: 'Stellenangebote' });
  });

  it('a language that was never built is a 404', async () => {
    const res = await app.request(url('/embed/i18n/xx.json'));
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });
});
