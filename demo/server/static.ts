// The built dist/ tree, read from disk on every request (a rebuild needs no
// restart), with the headers CONTRACT.md gives each part of it. Static files
// carry no x-svc-contract: that header belongs to the API.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { apiError } from '../../src/server/errors.ts';
import type { JobsEnv } from './env.ts';
import { applyPageHeaders, boardPageHeaders, builderPageHeaders, COMMON_HEADERS, PLUGIN_CACHE } from '../../src/page-headers.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.zip': 'application/zip',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  // embed.d.ts, the types for hosts.
  '.ts': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const EMBED_JS_CACHE = 'public, max-age=300';
const I18N_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The dist-relative file a URL path names, or null when any segment could
 * climb out of dist/ or is hidden. Segments are decoded here, so `%2e%2e` and
 * `%2f` are judged as what they mean.
 */
export function safeDistPath(distDir: string, urlPath: string): string | null {
  const root = path.resolve(distDir);
  const segments: string[] = [];
  for (const raw of urlPath.split('/').slice(1)) {
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (seg === '' || seg.startsWith('.') || /[/\\\0]/.test(seg)) return null;
    segments.push(seg);
  }
  if (segments.length === 0) return null;
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Reads one dist file; a missing, unreadable or unsafe one is the 404 body. */
export async function distFile(distDir: string, urlPath: string, headers: Record<string, string> = {}): Promise<Response> {
  const file = safeDistPath(distDir, urlPath);
  if (!file) return apiError({ code: 'NOT_FOUND' });
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return apiError({ code: 'NOT_FOUND' });
  }
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const base: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache', ...COMMON_HEADERS };
  // HTML not routed elsewhere (embed/board.html) is held like a board page.
  if (type.startsWith('text/html')) Object.assign(base, boardPageHeaders());
  return new Response(new Uint8Array(bytes), { status: 200, headers: { ...base, ...headers } });
}

/** The same answer with a strong ETag of its bytes, or a 304 when `ifNoneMatch` names it. */
export async function withEtag(res: Response, ifNoneMatch: string | undefined): Promise<Response> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
  const headers = new Headers(res.headers);
  headers.set('etag', etag);
  const listed = (ifNoneMatch ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (listed.includes(etag) || listed.includes('*')) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, { status: res.status, headers });
}

function rawPath(url: string): string {
  return new URL(url).pathname;
}

/** `asksCaptcha(org)`: whether the org's jobs ask for a captcha (its origin is then allowed in the frame). */
export function staticRoutes(distDir: string, asksCaptcha: (org: string) => boolean = () => false): Hono<JobsEnv> {
  const routes = new Hono<JobsEnv>();

  routes.get('/embed.js', () =>
    distFile(distDir, '/embed.js', {
      'cache-control': EMBED_JS_CACHE,
      'access-control-allow-origin': '*',
    }),
  );

  // The structured-data layer: a module embed.js imports from any host page (a CORS fetch), cached like embed.js.
  routes.get('/embed/structured-data.js', () =>
    distFile(distDir, '/embed/structured-data.js', { 'cache-control': EMBED_JS_CACHE, 'access-control-allow-origin': '*' }),
  );

  // The apply frame is the one page any site may frame.
  for (const p of ['/embed/apply', '/embed/apply.html']) {
    routes.get(p, (c) => distFile(distDir, '/embed/apply.html', applyPageHeaders(asksCaptcha(c.req.query('org') ?? ''))));
  }

  // The snippet builder: a page of this host under its own policy (src/page-headers.ts builderCsp).
  for (const p of ['/embed/builder', '/embed/builder.html']) {
    routes.get(p, () => distFile(distDir, '/embed/builder.html', builderPageHeaders()));
  }

  routes.get('/embed/assets/*', (c) =>
    distFile(distDir, rawPath(c.req.url), { 'cache-control': IMMUTABLE, 'access-control-allow-origin': '*' }),
  );

  // Catalogs revalidate like the feed: an ETag, and 304 when it still matches.
  routes.get('/embed/i18n/*', async (c) => {
    const res = await distFile(distDir, rawPath(c.req.url), { 'cache-control': I18N_CACHE, 'access-control-allow-origin': '*' });
    return res.ok ? withEtag(res, c.req.header('if-none-match')) : res;
  });

  // The WordPress plugin and its update manifest (dist/wordpress/): WordPress's updater reads both from here.
  routes.get('/wordpress/:file{svc-jobs\\.(?:zip|json)}', async (c) => {
    const res = await distFile(distDir, rawPath(c.req.url), { 'cache-control': PLUGIN_CACHE });
    return res.ok ? withEtag(res, c.req.header('if-none-match')) : res;
  });

  // Anything else the build put under embed/, and root files such as
  // /embed.js.map or /favicon.ico (a dot in the name: never an org slug).
  routes.get('/embed/*', (c) => distFile(distDir, rawPath(c.req.url)));
  routes.get('/:file{[^/]+\\.[A-Za-z0-9]+}', (c) => distFile(distDir, rawPath(c.req.url)));

  return routes;
}
