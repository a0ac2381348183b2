// The four public GETs of CONTRACT.md, their CORS, and their caching (a strong
// ETag over the exact body, 304 on If-None-Match).
import { createHash } from 'node:crypto';
import { type Context, type MiddlewareHandler, Hono } from 'hono';
import { apiError } from '../../src/server/errors.ts';
import type { JobsEnv } from './env.ts';
import { faultResponse, type FaultBoard, type PublicEndpoint } from './faults.ts';
import { jobDetail, jobSummary, orgHeader, referralInvite } from './public-shapes.ts';
import type { Store, StoredOrg } from './store.ts';

export const PUBLIC_PREFIX = '/api/v1/public';
export const FEED_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
const EXPOSE_HEADERS = 'etag, retry-after, x-svc-contract';

const PUBLIC_GET_PATH = /^\/api\/v1\/public\/[^/]+(?:\/jobs(?:\/[^/]+)?|\/referrals\/[^/]+)?$/;

/** True for the paths of the four public GETs (whatever the org or id). */
export function isPublicGetPath(path: string): boolean {
  return PUBLIC_GET_PATH.test(path);
}

/**
 * CORS of the four public GETs: their preflight (204) and the allow/expose
 * headers on every answer of theirs, errors included, so a widget on another
 * origin can read an error's code. Other paths get no CORS at all here.
 */
export function publicCors(): MiddlewareHandler<JobsEnv> {
  return async (c, next) => {
    if (!isPublicGetPath(c.req.path)) return next();
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET',
          'access-control-max-age': '86400',
          'access-control-expose-headers': EXPOSE_HEADERS,
        },
      });
    }
    await next();
    c.res.headers.set('access-control-allow-origin', '*');
    c.res.headers.set('access-control-expose-headers', EXPOSE_HEADERS);
  };
}

export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ is ignored. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

function cacheableJson(c: Context<JobsEnv>, value: unknown): Response {
  const body = JSON.stringify(value);
  const etag = strongEtag(body);
  const headers = { etag, 'cache-control': FEED_CACHE_CONTROL };
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers: { ...headers, 'content-type': 'application/json' } });
}

export interface PublicApiDeps {
  store: Store;
  faults: FaultBoard;
  now: () => number;
}

/** Mounted at {@link PUBLIC_PREFIX}. */
export function publicApi({ store, faults, now }: PublicApiDeps): Hono<JobsEnv> {
  const api = new Hono<JobsEnv>();

  // Every public GET starts the same way: the org must exist, then any demo
  // fault set on it takes over.
  async function open(c: Context<JobsEnv>, endpoint: PublicEndpoint): Promise<{ org: StoredOrg; origin: string } | { answer: Response }> {
    const org = store.org(c.req.param('org') ?? '');
    if (!org) return { answer: apiError({ code: 'NOT_FOUND' }) };
    const fault = faults.get(org.slug);
    const faulted = fault ? await faultResponse(c, fault, endpoint) : undefined;
    if (faulted) return { answer: faulted };
    return { org, origin: new URL(c.req.url).origin };
  }

  api.get('/:org', async (c) => {
    const o = await open(c, 'org');
    if ('answer' in o) return o.answer;
    return cacheableJson(c, orgHeader(o.org, o.origin));
  });

  api.get('/:org/jobs', async (c) => {
    const o = await open(c, 'jobs');
    if ('answer' in o) return o.answer;
    const { org, origin } = o;
    return cacheableJson(
      c,
      store.publishedJobs(org.slug).map((job) => jobSummary(org, job, origin)),
    );
  });

  api.get('/:org/jobs/:publicId', async (c) => {
    const o = await open(c, 'job');
    if ('answer' in o) return o.answer;
    const job = store.publishedJob(o.org.slug, c.req.param('publicId'));
    if (!job) return apiError({ code: 'NOT_FOUND' });
    return cacheableJson(c, jobDetail(o.org, job, o.origin));
  });

  api.get('/:org/referrals/:token', async (c) => {
    const o = await open(c, 'referral');
    if ('answer' in o) return o.answer;
    // Unknown, spent, declined and expired tokens share one 404: nothing to probe.
    const found = store.referral(o.org.slug, c.req.param('token'), now());
    if (!found) return apiError({ code: 'NOT_FOUND' });
    return cacheableJson(c, referralInvite(found.referral, found.job));
  });

  return api;
}
