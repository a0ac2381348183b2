// svc-jobs/server: the jobs host's dynamic parts that are ours as one standard
// fetch handler, (Request) => Promise<Response> (docs/edge.md): the live
// snippet, the board pages in the visitor's language, and their sitemap. Web
// platform only, so the same code runs in Node (the demo host mounts it) and in
// workerd (./worker.ts puts the platform's cache in front).
import { cappedFetch } from '../feed/capped.ts';
import { boardTemplateUrl, isOrgSlug, jobsBase } from '../feed/paths.ts';
import { DEFAULT_TIMEOUT_MS } from '../feed/within.ts';
import { liveSnippet } from '../prerender/live-snippet.ts';
import { MINIMAL_BOARD_HTML, isBoardTemplate } from '../prerender/template.ts';
import { LiveRenderCache } from '../snippet/live-cache.ts';
import { boardPageAnswer, sitemapAnswer, type PageContext } from './board-pages.ts';
import { apiError } from './errors.ts';
import { apiFeedSource, type FeedSource } from './feed-source.ts';
import { liveSnippetAnswer, type LiveSnippetContext } from './live-snippet.ts';

export type JobsHandler = (request: Request) => Promise<Response>;

export interface JobsHandlerOptions {
  /** {jobs_url}: every absolute link the handler writes starts with it, whatever Host a request names. */
  jobsUrl: string;
  /** Where the public API and the static tree answer, when not at jobsUrl (a Worker in front of its origin). */
  originUrl?: string;
  /** Where feeds come from (default: the public API at originUrl, through the server feed client). */
  feed?: FeedSource;
  /** The live snippet's renders, kept per (org, options, language) until the feed changes (default: 500 boards, 16 MB). */
  cache?: LiveRenderCache;
  /** The page the board pages are filled into (default: {originUrl}/embed/board.html, fetched once). */
  template?: () => Promise<string>;
  /** For the default feed source and template (default: the global fetch). */
  fetch?: typeof fetch;
  /** The default feed source's and template's deadline for one read, tries included, in ms (default 3000). */
  timeout?: number;
}

/** The most of the board template read: the build's is a few KB. */
const TEMPLATE_MAX_BYTES = 1024 * 1024;

/**
 * The template read once from the static tree, or the minimal page while it cannot be (tried again a
 * minute later). A read has the feed's deadline and a size cap, and concurrent pages share one read.
 */
function fetchedTemplate(jobsUrl: string, f: typeof fetch, timeoutMs: number): () => Promise<string> {
  let kept: { html: string; until: number } | undefined;
  let reading: Promise<string> | undefined;
  const read = async (): Promise<string> => {
    const html = await cappedFetch(f, TEMPLATE_MAX_BYTES)(boardTemplateUrl(jobsUrl), { signal: AbortSignal.timeout(timeoutMs) })
      .then((res) => (res.ok ? res.text() : ''))
      .catch(() => '');
    kept = isBoardTemplate(html) ? { html, until: Infinity } : { html: MINIMAL_BOARD_HTML, until: Date.now() + 60_000 };
    return kept.html;
  };
  return () => {
    if (kept && Date.now() < kept.until) return Promise.resolve(kept.html);
    reading ??= read().finally(() => (reading = undefined));
    return reading;
  };
}

// What a slug and a publicId may be; isOrgSlug holds a slug to the contract's rule (reserved names out).
const ROUTE = /^\/([a-z0-9-]{1,50})(?:\/([A-Za-z0-9_-]{1,64}|embed\.html|sitemap\.xml))?\/?$/;

/** The org and the rest of a path the handler renders, or null: every other path is the static tree's or the service's. */
function renderedRoute(pathname: string): { slug: string; rest: string | undefined } | null {
  const [, slug = '', rest] = ROUTE.exec(pathname) ?? [];
  return isOrgSlug(slug) ? { slug, rest } : null;
}

/** Whether the handler renders a path (a board page, a job's page, the live snippet, the sitemap). */
export const isRenderedPath = (pathname: string): boolean => renderedRoute(pathname) !== null;

export function createJobsHandler(opts: JobsHandlerOptions): JobsHandler {
  const jobsUrl = jobsBase(opts.jobsUrl);
  const originUrl = opts.originUrl === undefined ? jobsUrl : jobsBase(opts.originUrl);
  const f = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const source =
    opts.feed ?? apiFeedSource({ jobsUrl: originUrl, fetch: f, ...(opts.timeout === undefined ? {} : { timeout: opts.timeout }) });
  const live: LiveSnippetContext = {
    jobsUrl,
    source,
    cache: opts.cache ?? new LiveRenderCache({ render: liveSnippet }),
    today: () => new Date().toISOString().slice(0, 10),
  };
  const pages: PageContext = {
    jobsUrl,
    source,
    template: opts.template ?? fetchedTemplate(originUrl, f, opts.timeout ?? DEFAULT_TIMEOUT_MS),
  };

  return async (request) => {
    const route = renderedRoute(new URL(request.url).pathname);
    // Any other method is an unknown path here, as the contract answers OPTIONS outside the public GETs.
    if (!route || (request.method !== 'GET' && request.method !== 'HEAD')) return apiError({ code: 'NOT_FOUND' });
    const { slug, rest } = route;
    const answer =
      rest === 'embed.html'
        ? await liveSnippetAnswer(live, slug, request)
        : rest === 'sitemap.xml'
          ? await sitemapAnswer(pages, slug, request)
          : await boardPageAnswer(pages, slug, rest, request);
    return request.method === 'HEAD' ? new Response(null, answer) : answer;
  };
}
