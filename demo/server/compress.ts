// Compression, as any CDN in front of {jobs_url} does: brotli or gzip by the
// request's accept-encoding, for text answers of 1 KiB and more (embed.js, the
// feed, pages, catalogs), with `vary: accept-encoding` on every compressible
// answer. A compressed answer's strong ETag becomes weak (W/"…", as nginx
// does): its bytes differ from the identity answer's, and the API's
// If-None-Match check already ignores W/, so 304s keep working.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { JobsEnv } from './env.ts';

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/i;
export const MIN_COMPRESS_BYTES = 1024;
const CACHE_LIMIT = 200;

type Encoding = 'br' | 'gzip';

/** The encoding to use: brotli before gzip; one refused with q=0 is never chosen. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

// The same bytes compress to the same bytes: embed.js and an unchanged feed are compressed once.
const cache = new Map<string, Uint8Array<ArrayBuffer>>();

function compress(bytes: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const key = `${encoding}:${createHash('sha1').update(bytes).digest('base64')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: bytes.length > 512 * 1024 ? 5 : 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipSync(bytes, { level: 9 });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  const result = new Uint8Array(out); // a copy with its own ArrayBuffer
  cache.set(key, result);
  return result;
}

export function compressResponses(): MiddlewareHandler<JobsEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
    const vary = res.headers.get('vary');
    if (!vary || !/accept-encoding/i.test(vary)) res.headers.set('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!res.body || res.headers.has('content-encoding') || !encoding || c.req.method === 'HEAD') return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length < MIN_COMPRESS_BYTES) {
      c.res = new Response(bytes, res);
      return;
    }
    // Hono's c.res setter copies the old answer's headers onto the new one:
    // the encoding's headers are set after it.
    c.res = new Response(compress(bytes, encoding), res);
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.delete('content-length');
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
