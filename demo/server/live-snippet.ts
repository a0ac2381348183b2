// GET {jobs_url}/{orgSlug}/embed.html: the live snippet (CONTRACT.md "The
// builder, the live snippet and the package"), for servers and site
// generators that include the board written ahead and keep it current. The
// query is read by src/snippet/live.ts, the body written by
// src/prerender/live-snippet.ts (the CLI's renderer) and kept by
// src/snippet/live-cache.ts until the feed changes ("renders once per
// change"): a matching If-None-Match is a 304 before any render. The feed is
// read by an injected reader (today this host's own public API, read as the
// CLI reads it), so a feed fault of the demo is a 502 here, never a broken board.
import { Hono } from 'hono';
import { FeedError } from '../../src/feed/errors.ts';
import { isOrgSlug } from '../../src/feed/paths.ts';
import { COMMON_HEADERS, LIVE_SNIPPET_CACHE } from '../../src/page-headers.ts';
import { liveSnippet } from '../../src/prerender/live-snippet.ts';
import { etagMatches, LiveRenderCache, type LiveFeed, type LiveRender, type LiveVersion } from '../../src/snippet/live-cache.ts';
import { isLiveProblem, parseLiveQuery } from '../../src/snippet/live.ts';
import type { JobsEnv } from './env.ts';
import type { Store } from './store.ts';

/**
 * A fragment, never a page: when opened on its own it loads nothing. Its Vary
 * is set here, not left to compression (compress.ts adds it by content type),
 * so the 304, which has no content type, carries the 200's.
 */
const HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'content-type': 'text/html; charset=utf-8',
  'access-control-allow-origin': '*',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  vary: 'accept-encoding',
};

/** An answer that is not a board: a short HTML comment naming why, so an include shows nothing broken. */
function refusal(status: number, why: string): Response {
  const text = why.replace(/--+/g, '-').replace(/>/g, '&gt;');
  return new Response(`<!-- svc-jobs: ${text} -->\n`, { status, headers: { ...HEADERS, 'cache-control': 'no-store' } });
}

const unreadable = (slug: string, err: unknown): Response => {
  const why = err instanceof FeedError ? `${err.code}${err.status ? ` (${err.status})` : ''}` : 'unreadable';
  return refusal(502, `the feed of ${slug} could not be read: ${why}`);
};

/** The 200 and the 304 of one version: the same headers, less the 304's content type. */
async function answer(cache: LiveRenderCache, version: LiveVersion, ifNoneMatch: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { ...HEADERS, 'cache-control': LIVE_SNIPPET_CACHE, etag: version.etag };
  if (etagMatches(ifNoneMatch, version.etag)) {
    delete headers['content-type'];
    return new Response(null, { status: 304, headers });
  }
  return new Response(await cache.body(version), { status: 200, headers });
}

/** Reads an org's feed for a jobs URL, or throws (a FeedError names why). */
export type LiveFeedReader = (jobsUrl: string, org: string) => Promise<LiveFeed>;

export interface LiveSnippetDeps {
  store: Store;
  /**
   * The feed. The seam for a server feed client that keeps the last good
   * board: whatever it returns is rendered, and a throw is the 502.
   */
  readFeed: LiveFeedReader;
  /** Writes the body (default: the CLI's renderer); tests count its calls. */
  render?: LiveRender;
}

export function liveSnippetRoutes({ store, readFeed, render = liveSnippet }: LiveSnippetDeps): Hono<JobsEnv> {
  const cache = new LiveRenderCache({ render });
  const routes = new Hono<JobsEnv>();
  routes.get('/:org{[a-z0-9-]+}/embed.html', async (c) => {
    const slug = c.req.param('org');
    if (!isOrgSlug(slug) || !store.org(slug)) return refusal(404, `no org "${slug}" on this jobs host`);
    const url = new URL(c.req.url);
    const request = parseLiveQuery(slug, url.searchParams);
    if (isLiveProblem(request)) return refusal(400, `parameter "${request.parameter}": ${request.message}`);
    let feed: LiveFeed;
    try {
      feed = await readFeed(url.origin, slug);
    } catch (err) {
      return unreadable(slug, err);
    }
    // The day the body names, as the CLI's (today, UTC, the real clock's).
    const version = await cache.version(feed, url.origin, request, new Date().toISOString().slice(0, 10));
    try {
      return await answer(cache, version, c.req.header('if-none-match'));
    } catch (err) {
      return unreadable(slug, err);
    }
  });
  return routes;
}
