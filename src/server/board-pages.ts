// The board pages, {jobs_url}/{orgSlug} and {jobs_url}/{orgSlug}/{publicId},
// and their sitemap, {jobs_url}/{orgSlug}/sitemap.xml: the template
// (dist/embed/board.html) filled by prerender/page.tsx in the visitor's
// language (?lang=, else Accept-Language), from the feed source. Every absolute
// link comes from the configured jobs URL, never from the request's Host.
// When the feed cannot be read and nothing is kept, the page is the template
// unfilled, as a static host serves it (board-page/main.ts sets the board up from the
// path), with a 503 so no cache or crawler keeps it.
import { FeedError } from '../feed/errors.ts';
import type { Feed } from '../feed/feed.ts';
import { boardPageHeaders, COMMON_HEADERS } from '../page-headers.ts';
import { boardCss } from '../prerender/css-file.ts';
import { renderBoardPage } from '../prerender/page.tsx';
import { sitemapXml } from '../prerender/sitemap.ts';
import { pageLang } from '../ui/i18n/page-lang.ts';
import { apiError } from './errors.ts';
import type { FeedSource } from './feed-source.ts';

/**
 * Browsers revalidate every time (max-age=0: a page is as current as its
 * feed); shared caches and the edge keep a page 5 minutes, then serve it while
 * one refresh runs, as the live snippet.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

export interface PageContext {
  jobsUrl: string;
  source: FeedSource;
  /** The page the board is filled into (dist/embed/board.html). */
  template(): Promise<string>;
}

/** The feed and the job a page needs, or the answer that replaces the page (404, or the unfilled template). */
async function readPage(ctx: PageContext, slug: string, publicId: string | undefined): Promise<{ feed: Feed; job: unknown } | Response> {
  try {
    const feed = await ctx.source.feed(slug);
    return { feed, job: publicId === undefined ? undefined : await ctx.source.job(slug, publicId) };
  } catch (err) {
    if (err instanceof FeedError && err.code === 'NOT_FOUND') return apiError({ code: 'NOT_FOUND' });
    return new Response(await ctx.template(), {
      status: 503,
      headers: { ...boardPageHeaders(), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '30' },
    });
  }
}

/** A board page: the list (no publicId) or a job's page. */
export async function boardPageAnswer(ctx: PageContext, slug: string, publicId: string | undefined, request: Request): Promise<Response> {
  const read = await readPage(ctx, slug, publicId);
  if (read instanceof Response) return read;
  const rendered = await renderBoardPage({
    template: await ctx.template(),
    org: read.feed.org,
    jobs: read.feed.jobs,
    ...(publicId === undefined ? {} : { job: { publicId, answer: read.job } }),
    jobsUrl: ctx.jobsUrl,
    lang: pageLang(new URL(request.url).searchParams.get('lang'), request.headers.get('accept-language')),
    css: boardCss(),
  });
  return new Response(rendered.html, {
    headers: {
      ...boardPageHeaders({ styleHashes: rendered.styleHashes, imageOrigin: rendered.imageOrigin }),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': PAGE_CACHE,
      // The language follows the request: caches keep one page per Accept-Language.
      vary: 'accept-language, accept-encoding',
    },
  });
}

/** sitemap.xml of an org's board pages: the board and every open job's page. */
export async function sitemapAnswer(ctx: PageContext, slug: string): Promise<Response> {
  const read = await readPage(ctx, slug, undefined);
  if (read instanceof Response) return read.status === 404 ? read : new Response(null, { status: 503, headers: { 'retry-after': '30' } });
  return new Response(sitemapXml(`${ctx.jobsUrl}/${slug}`, read.feed.jobs), {
    headers: { ...COMMON_HEADERS, 'content-type': 'application/xml; charset=utf-8', 'cache-control': PAGE_CACHE },
  });
}
