// GET {jobs_url}/{orgSlug}/embed.html: the live snippet (CONTRACT.md "The
// builder, the live snippet and the package"), for servers and site
// generators that include the board written ahead and keep it current. The
// query is read by src/snippet/live.ts and the body written by
// src/prerender/live-snippet.ts (the CLI's renderer); the feed is read as the
// CLI reads it (src/feed/, parsed and made safe), from this host's own public
// API, so a feed fault of the demo is a 502 here, never a broken board.
import { Hono } from 'hono';
import { FeedError } from '../../src/feed/errors.ts';
import { isOrgSlug } from '../../src/feed/paths.ts';
import { COMMON_HEADERS, LIVE_SNIPPET_CACHE } from '../../src/page-headers.ts';
import { liveSnippet } from '../../src/prerender/live-snippet.ts';
import { readFeed } from '../../src/snippet/from-feed.ts';
import { isLiveProblem, parseLiveQuery } from '../../src/snippet/live.ts';
import type { JobsEnv } from './env.ts';
import { withEtag } from './static.ts';
import type { Store } from './store.ts';

/** A fragment, never a page: when opened on its own it loads nothing. */
const HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'content-type': 'text/html; charset=utf-8',
  'access-control-allow-origin': '*',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** An answer that is not a board: a short HTML comment naming why, so an include shows nothing broken. */
function refusal(status: number, why: string): Response {
  const text = why.replace(/--+/g, '-').replace(/>/g, '&gt;');
  return new Response(`<!-- svc-jobs: ${text} -->\n`, { status, headers: { ...HEADERS, 'cache-control': 'no-store' } });
}

export interface LiveSnippetDeps {
  store: Store;
  /** This host's own answers (the public API), as the feed reader fetches them. */
  self: typeof fetch;
}

export function liveSnippetRoutes({ store, self }: LiveSnippetDeps): Hono<JobsEnv> {
  const routes = new Hono<JobsEnv>();
  routes.get('/:org{[a-z0-9-]+}/embed.html', async (c) => {
    const slug = c.req.param('org');
    if (!isOrgSlug(slug) || !store.org(slug)) return refusal(404, `no org "${slug}" on this jobs host`);
    const url = new URL(c.req.url);
    const request = parseLiveQuery(slug, url.searchParams);
    if (isLiveProblem(request)) return refusal(400, `parameter "${request.parameter}": ${request.message}`);
    let body: string;
    try {
      // No waits between the feed reader's retries: this is a server answering a server.
      const feed = await readFeed(url.origin, slug, { fetch: self, sleep: () => Promise.resolve() });
      body = await liveSnippet(feed, url.origin, request);
    } catch (err) {
      const why = err instanceof FeedError ? `${err.code}${err.status ? ` (${err.status})` : ''}` : 'unreadable';
      return refusal(502, `the feed of ${slug} could not be read: ${why}`);
    }
    const res = new Response(body, { status: 200, headers: { ...HEADERS, 'cache-control': LIVE_SNIPPET_CACHE } });
    return withEtag(res, c.req.header('if-none-match'));
  });
  return routes;
}
