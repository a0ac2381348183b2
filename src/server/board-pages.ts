// The board pages, {jobs_url}/{orgSlug} and {jobs_url}/{orgSlug}/{publicId},
// and their sitemap, {jobs_url}/{orgSlug}/sitemap.xml: the template
// (dist/embed/board.html) filled by prerender/page.tsx in the visitor's
// language (?lang=, else Accept-Language), from the feed source. Every absolute
// link comes from the configured jobs URL, never from the request's Host.
// When the feed cannot be read and nothing is kept, the page is the template
// unfilled, as a static host serves it (board-page/main.ts sets the board up from the
// path), with a 503 so no cache or crawler keeps it. Pages and sitemaps carry an
// ETag of what they say, and a matching If-None-Match is a 304.
import { FeedError } from '../feed/errors.ts';
import type { Feed } from '../feed/feed.ts';
import { boardPageHeaders, COMMON_HEADERS } from '../page-headers.ts';
import { boardCss } from '../prerender/css-file.ts';
import { renderBoardPage } from '../prerender/page.tsx';
import { sitemapXml } from '../prerender/sitemap.ts';
import { digest } from '../snippet/live-cache.ts';
import { pageLang } from '../ui/i18n/page-lang.ts';
import { apiError, ERROR_HEADERS } from './errors.ts';
import type { FeedSource } from './feed-source.ts';
import { revalidated } from './revalidate.ts';

/**
 * Browsers revalidate every time (max-age=0: a page is as current as its
 * feed); shared caches and the edge keep a page 5 minutes, then serve it while
 * one refresh runs, as the live snippet.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

export interface PageContext {
  jobsUrl: string;
  source: FeedSource;
  /** The page the board is filled into (dist/embed/board.html); never fails (the minimal page stands in). */
  template(): Promise<string>;
}

interface PageParts {
  feed: Feed;
  /** The job's answer (null: not open); undefined on the board's own page. */
  job: unknown;
  template: string;
}

/**
 * What a page needs (`page`: its template too; a sitemap needs none), asked for side by side, so a page
 * waits for its slowest read (each under the source's deadline), never for the sum; or the answer that
 * replaces the page (404, or the unfilled template).
 */
async function readPage(ctx: PageContext, slug: string, publicId: string | undefined, page = true): Promise<PageParts | Response> {
  const [feed, job, template] = await Promise.allSettled([
    ctx.source.feed(slug),
    publicId === undefined ? undefined : ctx.source.job(slug, publicId),
    page ? ctx.template() : '',
  ]);
  const html = template.status === 'fulfilled' ? template.value : '';
  if (feed.status === 'fulfilled' && job.status === 'fulfilled') return { feed: feed.value, job: job.value, template: html };
  const err: unknown = feed.status === 'rejected' ? feed.reason : job.status === 'rejected' ? job.reason : null;
  if (err instanceof FeedError && err.code === 'NOT_FOUND') return apiError({ code: 'NOT_FOUND' });
  return new Response(html, {
    status: 503,
    headers: { ...boardPageHeaders(), ...ERROR_HEADERS, 'content-type': 'text/html; charset=utf-8', 'retry-after': '30' },
  });
}

/** A 200 with an ETag of its body, or the 304 when the request already has it. */
const withEtag = async (body: string, headers: Record<string, string>, request: Request): Promise<Response> =>
  revalidated(request, `W/"${await digest(body)}"`, headers, () => body);

/** A board page: the list (no publicId) or a job's page; a job not open is its page with a 404 (noindex, never kept). */
export async function boardPageAnswer(ctx: PageContext, slug: string, publicId: string | undefined, request: Request): Promise<Response> {
  const read = await readPage(ctx, slug, publicId);
  if (read instanceof Response) return read;
  const rendered = await renderBoardPage({
    template: read.template,
    org: read.feed.org,
    jobs: read.feed.jobs,
    ...(publicId === undefined ? {} : { job: { publicId, answer: read.job } }),
    jobsUrl: ctx.jobsUrl,
    lang: pageLang(new URL(request.url).searchParams.get('lang'), request.headers.get('accept-language')),
    css: boardCss(),
  });
  const headers = {
    ...boardPageHeaders({ styleHashes: rendered.styleHashes, imageOrigin: rendered.imageOrigin }),
    'content-type': 'text/html; charset=utf-8',
    // The language follows the request: caches keep one page per Accept-Language.
    vary: 'accept-language, accept-encoding',
  };
  if (publicId !== undefined && read.job === null)
    return new Response(rendered.html, { status: 404, headers: { ...headers, ...ERROR_HEADERS } });
  return withEtag(rendered.html, { ...headers, 'cache-control': PAGE_CACHE }, request);
}

/** sitemap.xml of an org's board pages: the board and every open job's page. */
export async function sitemapAnswer(ctx: PageContext, slug: string, request: Request): Promise<Response> {
  const read = await readPage(ctx, slug, undefined, false);
  if (read instanceof Response)
    return read.status === 404 ? read : new Response(null, { status: 503, headers: { ...ERROR_HEADERS, 'retry-after': '30' } });
  return withEtag(
    sitemapXml(`${ctx.jobsUrl}/${slug}`, read.feed.jobs),
    { ...COMMON_HEADERS, 'content-type': 'application/xml; charset=utf-8', 'cache-control': PAGE_CACHE },
    request,
  );
}
