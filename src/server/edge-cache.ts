// The platform's cache in front of the fetch handler (docs/edge.md "The cache
// rules"): a Cache (the Cache API of Workers, Deno, a service
// worker) holds each answer keyed on the jobs URL, never the request's Host, and
// this applies the answers' own cache-control: fresh for s-maxage or max-age,
// then served at once while one refresh runs in the background
// (stale-while-revalidate), and served whenever the handler fails (a 5xx) for
// up to 7 days (stale-if-error). A Cache keeps an answer only until its own
// max-age, so it is stored with a max-age that covers all three windows, and the
// time it was made and its own cache-control ride along in headers of their own.
import { jobsBase } from '../feed/paths.ts';
import { Lru } from '../lib/lru.ts';
import { etagMatches } from '../snippet/live-cache.ts';
import { pageLang } from '../ui/i18n/page-lang.ts';
import { ERROR_HEADERS } from './errors.ts';
import type { JobsHandler } from './handler.ts';

/** Served on failure this long past freshness, in seconds (as the server feed client keeps a feed). */
export const STALE_IF_ERROR_S = 7 * 24 * 3600;

const STORED_AT = 'x-svc-stored-at';
const OWN_CACHE_CONTROL = 'x-svc-cache-control';

export interface EdgeCacheOptions {
  /** {jobs_url}: the keys are made on it, so every Host a request names shares one entry. */
  jobsUrl: string;
  /** The platform's cache (a Worker: `caches.open('svc-jobs')`, or `caches.default`). */
  cache: Cache | Promise<Cache>;
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
 * The cache key: the jobs URL with the request's path and what the route reads of the request. The live
 * snippet reads its whole query (an unknown parameter is its 400), sorted; a sitemap reads none; a board
 * page reads only its language (the Cache API ignores Vary), as the page does: ?lang=, else
 * Accept-Language. So a board page's tracking parameters (utm_…, gclid) share its one entry.
 */
export function edgeCacheKey(jobsUrl: string, request: Request): Request {
  const url = new URL(request.url);
  const key = new URL(`${jobsBase(jobsUrl)}${url.pathname}`);
  if (url.pathname.endsWith('/embed.html')) {
    const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [name, value] of params) key.searchParams.append(name, value);
  } else if (!url.pathname.endsWith('/sitemap.xml')) {
    key.searchParams.set('svc-page-lang', pageLang(url.searchParams.get('lang'), request.headers.get('accept-language')));
  }
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

/** What the platform gives a request besides itself: a way to keep work alive after the answer is sent. */
export interface EdgeContext {
  waitUntil(work: Promise<unknown>): void;
}

export type CachedJobsHandler = (request: Request, ctx?: EdgeContext) => Promise<Response>;

/** A stored answer held in the isolate's memory, so a warm key costs no Cache API read. */
interface Snapshot {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const snapshotOf = async (res: Response): Promise<Snapshot> => ({
  status: res.status,
  headers: [...res.headers],
  body: await res.arrayBuffer(),
});
// A Response made from a buffer copies its bytes (Fetch: "extract a body"), so the held snapshot is never given away.
const responseOf = (s: Snapshot): Response => new Response(s.body, { status: s.status, headers: s.headers });

/** The kept answers: the platform's Cache, and the last ones stored or read held in memory (an LRU of 200, 32 MB). */
class KeptAnswers {
  readonly #cache: Cache | Promise<Cache>;
  readonly #hot = new Lru<Snapshot>({ maxEntries: 200, maxBytes: 32 * 1024 * 1024 }, (s) => s.body.byteLength);

  constructor(cache: Cache | Promise<Cache>) {
    this.#cache = cache;
  }

  /** The stored answer of a key: from memory, else from the Cache (then held in memory). */
  async get(key: Request): Promise<Response | undefined> {
    const held = this.#hot.get(key.url);
    if (held) return responseOf(held);
    const stored = await (await this.#cache).match(key);
    if (!stored) return undefined;
    const snapshot = await snapshotOf(stored);
    this.#hot.set(key.url, snapshot);
    return responseOf(snapshot);
  }

  /** Keeps an answer under a key; its body, to answer with. */
  async put(key: Request, res: Response): Promise<ArrayBuffer> {
    const snapshot = await snapshotOf(res);
    this.#hot.set(key.url, snapshot);
    await (await this.#cache).put(key, responseOf(snapshot));
    return snapshot.body;
  }

  async delete(key: Request): Promise<void> {
    this.#hot.delete(key.url);
    await (await this.#cache).delete(key);
  }
}

/**
 * The handler with the cache in front. Make it once per isolate (or process):
 * it also keeps the last answers it stored or read in memory, so a warm key is
 * answered without reading the Cache.
 */
export function cachedJobsHandler(handler: JobsHandler, opts: EdgeCacheOptions): CachedJobsHandler {
  const now = opts.now ?? Date.now;
  const kept = new KeptAnswers(opts.cache);
  // One background refresh per key at a time.
  const refreshing = new Set<string>();

  /** Asks the handler for the request's whole answer; keeps it under the key when it may be kept. */
  const fetchAndStore = async (key: Request, request: Request): Promise<Response> => {
    const res = await handler(unconditional(request));
    // Gone upstream (a deleted org, a closed job): not an error to ride out, so the kept answer goes too.
    if (res.status === 404) await kept.delete(key);
    const policy = res.status === 200 ? policyOf(res.headers.get('cache-control') ?? '') : null;
    if (!policy) return res;
    const headers = new Headers(res.headers);
    headers.set(OWN_CACHE_CONTROL, res.headers.get('cache-control') ?? '');
    headers.set(STORED_AT, String(now()));
    headers.set('cache-control', `public, max-age=${policy.fresh + Math.max(policy.revalidate, STALE_IF_ERROR_S)}`);
    return new Response(await kept.put(key, new Response(await res.arrayBuffer(), { status: res.status, headers })), res);
  };

  /** A GET's answer: fresh from the cache, stale while one refresh runs, the handler's, or stale when the handler fails. */
  const answer = async (request: Request, ctx: EdgeContext | undefined): Promise<Response> => {
    const key = edgeCacheKey(opts.jobsUrl, request);
    const stored = await kept.get(key);
    const policy = stored ? policyOf(stored.headers.get(OWN_CACHE_CONTROL) ?? '') : null;
    const ageS = stored ? (now() - Number(stored.headers.get(STORED_AT))) / 1000 : Infinity;
    if (stored && policy && ageS < policy.fresh) return fromStore(stored, request, ageS);
    if (stored && policy && ageS < policy.fresh + policy.revalidate) {
      if (!refreshing.has(key.url)) {
        refreshing.add(key.url);
        const refresh = fetchAndStore(key, request)
          .catch(() => undefined)
          .finally(() => refreshing.delete(key.url));
        if (ctx) ctx.waitUntil(refresh);
      }
      return fromStore(stored, request, ageS);
    }
    const fresh = await fetchAndStore(key, request).catch(() => null);
    if ((!fresh || fresh.status >= 500) && stored && policy && ageS < policy.fresh + STALE_IF_ERROR_S)
      return fromStore(stored, request, ageS);
    return fresh ? conditional(fresh, request) : new Response(null, { status: 502, headers: ERROR_HEADERS });
  };

  return async (request, ctx) => {
    // A HEAD is the GET's answer without its body, from the same entry.
    if (request.method === 'HEAD') return new Response(null, await answer(new Request(request.url, { headers: request.headers }), ctx));
    return request.method === 'GET' ? answer(request, ctx) : handler(request);
  };
}
