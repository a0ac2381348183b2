// The platform's cache in front of the fetch handler (CONTRACT.md "The edge
// and real platforms"): a Cache (the Cache API of Workers, Deno, a service
// worker) holds each answer keyed on the jobs URL, never the request's Host, and
// this applies the answers' own cache-control: fresh for s-maxage or max-age,
// then served at once while one refresh runs in the background
// (stale-while-revalidate), and served whenever the handler fails (a 5xx) for
// up to 7 days (stale-if-error). A Cache keeps an answer only until its own
// max-age, so it is stored with a max-age that covers all three windows, and the
// time it was made and its own cache-control ride along in headers of their own.
import { etagMatches } from '../snippet/live-cache.ts';
import { pageLang } from '../ui/i18n/page-lang.ts';
import type { JobsHandler } from './handler.ts';

/** Served on failure this long past freshness, in seconds (as the server feed client keeps a feed). */
export const STALE_IF_ERROR_S = 7 * 24 * 3600;

const STORED_AT = 'x-svc-stored-at';
const OWN_CACHE_CONTROL = 'x-svc-cache-control';

export interface EdgeCacheOptions {
  /** {jobs_url}: the keys are made on it, so every Host a request names shares one entry. */
  jobsUrl: string;
  cache: Cache;
  /** Keeps the background refresh alive after the answer is sent (a Worker's ctx.waitUntil). */
  waitUntil(work: Promise<unknown>): void;
  now?: () => number;
}

/** Seconds from a cache-control directive, or null. */
function directive(cacheControl: string, name: string): number | null {
  const m = new RegExp(`(?:^|[,\\s])${name}\\s*=\\s*"?(\\d+)`, 'i').exec(cacheControl);
  return m?.[1] === undefined ? null : Number(m[1]);
}

interface Policy {
  fresh: number;
  revalidate: number;
}

/** How long a shared cache may keep a 200 with this cache-control fresh, then stale while revalidating; null: not to be kept. */
function policyOf(cc: string): Policy | null {
  if (!/\bpublic\b/i.test(cc) || /no-store|private/i.test(cc)) return null;
  const fresh = directive(cc, 's-maxage') ?? directive(cc, 'max-age');
  return fresh === null ? null : { fresh, revalidate: directive(cc, 'stale-while-revalidate') ?? 0 };
}

/**
 * The cache key: the jobs URL with the request's path and sorted query. A board
 * page's language is part of it (the Cache API ignores Vary), as the page reads it:
 * ?lang=, else Accept-Language.
 */
export function edgeCacheKey(jobsUrl: string, request: Request): Request {
  const url = new URL(request.url);
  const key = new URL(`${jobsUrl.replace(/\/+$/, '')}${url.pathname}`);
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of params) key.searchParams.append(name, value);
  if (!url.pathname.endsWith('/embed.html') && !url.pathname.endsWith('/sitemap.xml'))
    key.searchParams.set('svc-page-lang', pageLang(url.searchParams.get('lang'), request.headers.get('accept-language')));
  return new Request(key);
}

/** An answer as the request asked for it: a 304 (no content type, as the handler's) for a matching If-None-Match. */
function conditional(res: Response, request: Request, headers = new Headers(res.headers)): Response {
  const etag = headers.get('etag');
  if (res.status === 200 && etag && etagMatches(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(res.body, { status: res.status, headers });
}

/** The answer to send from a stored one: its own cache-control, and its age. */
function fromStore(stored: Response, request: Request, ageS: number): Response {
  const headers = new Headers(stored.headers);
  headers.set('cache-control', headers.get(OWN_CACHE_CONTROL) ?? 'no-cache');
  headers.delete(OWN_CACHE_CONTROL);
  headers.delete(STORED_AT);
  headers.set('age', String(Math.max(0, Math.floor(ageS))));
  return conditional(stored, request, headers);
}

/** What the handler is asked for a request: its URL and language, never its conditions (a whole answer is kept). */
const unconditional = (request: Request): Request =>
  new Request(request.url, { headers: { 'accept-language': request.headers.get('accept-language') ?? '' } });

export function cachedJobsHandler(handler: JobsHandler, opts: EdgeCacheOptions): JobsHandler {
  const now = opts.now ?? Date.now;
  // One background refresh per key at a time in this isolate.
  const refreshing = new Set<string>();

  /** Asks the handler for the request's whole answer; keeps it under the key when it may be kept. */
  const fetchAndStore = async (key: Request, request: Request): Promise<Response> => {
    const res = await handler(unconditional(request));
    const policy = res.status === 200 ? policyOf(res.headers.get('cache-control') ?? '') : null;
    if (policy) {
      const stored = new Response(res.clone().body, res);
      stored.headers.set(OWN_CACHE_CONTROL, res.headers.get('cache-control') ?? '');
      stored.headers.set(STORED_AT, String(now()));
      stored.headers.set('cache-control', `public, max-age=${policy.fresh + Math.max(policy.revalidate, STALE_IF_ERROR_S)}`);
      await opts.cache.put(key, stored);
    }
    return res;
  };

  return async (request) => {
    if (request.method !== 'GET') return handler(request);
    const key = edgeCacheKey(opts.jobsUrl, request);
    const stored = await opts.cache.match(key);
    const policy = stored ? policyOf(stored.headers.get(OWN_CACHE_CONTROL) ?? '') : null;
    const ageS = stored ? (now() - Number(stored.headers.get(STORED_AT))) / 1000 : Infinity;
    if (stored && policy && ageS < policy.fresh) return fromStore(stored, request, ageS);
    if (stored && policy && ageS < policy.fresh + policy.revalidate) {
      if (!refreshing.has(key.url)) {
        refreshing.add(key.url);
        opts.waitUntil(
          fetchAndStore(key, request)
            .catch(() => undefined)
            .finally(() => refreshing.delete(key.url)),
        );
      }
      return fromStore(stored, request, ageS);
    }
    const fresh = await fetchAndStore(key, request).catch(() => null);
    if ((!fresh || fresh.status >= 500) && stored && policy && ageS < policy.fresh + STALE_IF_ERROR_S)
      return fromStore(stored, request, ageS);
    return fresh ? conditional(fresh, request) : new Response(null, { status: 502 });
  };
}
