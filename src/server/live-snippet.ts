// GET {jobs_url}/{orgSlug}/embed.html: the live snippet (docs/written-ahead.md
// "The live snippet"), for servers and site
// generators that include the board written ahead and keep it current. The
// query is read by snippet/live.ts, the body written by prerender/live-snippet.ts
// (the CLI's renderer) and kept by snippet/live-cache.ts until the feed changes
// ("renders once per change"): a matching If-None-Match is a 304 before any
// render. A feed that cannot be read and was never read is a 502, never a broken board.
import { FeedError } from '../feed/errors.ts';
import { COMMON_HEADERS, LIVE_SNIPPET_CACHE } from '../page-headers.ts';
import type { LiveRenderCache } from '../snippet/live-cache.ts';
import { isLiveProblem, parseLiveQuery } from '../snippet/live.ts';
import type { FeedSource } from './feed-source.ts';
import { revalidated } from './revalidate.ts';

/**
 * A fragment, never a page: when opened on its own it loads nothing. Its Vary
 * is set here, not left to a compressing server, so the 304, which has no
 * content type, carries the 200's.
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
  if (err instanceof FeedError && err.code === 'NOT_FOUND') return refusal(404, `no org "${slug}" on this jobs host`);
  const why = err instanceof FeedError ? `${err.code}${err.status ? ` (${err.status})` : ''}` : 'unreadable';
  return refusal(502, `the feed of ${slug} could not be read: ${why}`);
};

export interface LiveSnippetContext {
  jobsUrl: string;
  source: FeedSource;
  cache: LiveRenderCache;
  /** The day the body names (today, UTC, as the CLI's). */
  today(): string;
}

/** The live snippet of `slug` for a request's query and If-None-Match. */
export async function liveSnippetAnswer(ctx: LiveSnippetContext, slug: string, request: Request): Promise<Response> {
  const asked = parseLiveQuery(slug, new URL(request.url).searchParams);
  if (isLiveProblem(asked)) return refusal(400, `parameter "${asked.parameter}": ${asked.message}`);
  try {
    const feed = await ctx.source.feed(slug);
    const version = await ctx.cache.version(feed, ctx.jobsUrl, asked, ctx.today());
    return await revalidated(request, version.etag, { ...HEADERS, 'cache-control': LIVE_SNIPPET_CACHE }, () => ctx.cache.body(version));
  } catch (err) {
    return unreadable(slug, err);
  }
}
