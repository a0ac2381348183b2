// The snippet with a fallback made from the live feed: the org header and the
// jobs list of the public API (simple CORS GETs), narrowed by the container's
// presets exactly as the board narrows them. Used by the builder page and
// scripts/snippet.ts (the board written ahead builds on it: prerender/ahead-snippet.ts).
import { matchesFacets } from '../board/match.ts';
import type { Facet } from '../board/options.ts';
import { fetchFeed, type Feed } from '../feed/feed.ts';
import type { GetOptions } from '../feed/http.ts';
import { boardUrl, jobsBase } from '../feed/paths.ts';
import { processFeeds, type ServerReadOptions } from '../feed/server-client.ts';
import type { JobSummary } from '../feed/types.ts';
import { wordsOf } from '../ui/i18n/all.ts';
import { supported } from '../ui/i18n/index.ts';
import { PAGES } from '../ui/i18n/page-words.ts';
import { fallbackHtml, snippetHtml, type SnippetAttributes } from './snippet.ts';

export interface FeedSnippetOptions {
  jobsUrl: string;
  attributes: SnippetAttributes;
  accent?: string | null;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The day the list was made, for the refresh note (default: today, UTC). */
  madeOn?: string;
}

/** The openings a container with these presets lists. */
export function listedJobs(jobs: readonly JobSummary[], attributes: SnippetAttributes): JobSummary[] {
  const presets: Partial<Record<Facet, string>> = {};
  for (const facet of ['department', 'location', 'type'] as const) {
    const v = attributes[`data-${facet}`]?.trim();
    if (v) presets[facet] = v;
  }
  return jobs.filter((job) => matchesFacets(job, presets));
}

/**
 * The fallback of a container: its openings and a link to the org's whole board, in the
 * board's language (data-lang, as the board written ahead reads it): the heading of the
 * board pages ("Jobs at {org}"), the board's own notice when nothing is open and its link
 * to all openings (the board written ahead's light-DOM link), from the catalogs.
 */
export function feedFallback(jobsUrl: string, feed: Pick<Feed, 'org' | 'jobs'>, attributes: SnippetAttributes): string {
  const words = wordsOf(supported(attributes['data-lang']));
  return fallbackHtml({
    lang: words.lang,
    heading: PAGES[words.lang].jobsAt,
    org: feed.org.name,
    jobs: listedJobs(feed.jobs, attributes),
    emptyText: attributes['data-empty']?.trim() || words.t('empty'),
    board: { url: boardUrl(jobsUrl, feed.org.slug), label: words.t('allJobs') },
  });
}

export function feedSnippet(feed: Pick<Feed, 'org' | 'jobs'>, opts: Omit<FeedSnippetOptions, 'fetch'>): string {
  return snippetHtml({
    jobsUrl: opts.jobsUrl,
    attributes: opts.attributes,
    accent: opts.accent ?? null,
    fallback: feedFallback(opts.jobsUrl, feed, opts.attributes),
    madeOn: opts.madeOn ?? new Date().toISOString().slice(0, 10),
  });
}

/**
 * The feed of an org as the widget reads it (feed/feed.ts: both GETs, the retry
 * policy, parsed by feed/parse.ts: unusable items skipped, URLs made safe), for
 * a jobs URL as typed (a trailing slash allowed).
 */
export const readFeed = (jobsUrl: string, org: string, opts: GetOptions = {}): Promise<Feed> => fetchFeed(jobsBase(jobsUrl), org, opts);

/**
 * The feed of an org as every server door reads it (feed/server-client.ts):
 * under one deadline (3 s by default), each answer capped, the last good feed
 * of the process served while fresh or when the host fails (up to 7 days).
 */
export const readServerFeed = (jobsUrl: string, org: string, opts: ServerReadOptions = {}): Promise<Feed> =>
  processFeeds.read(jobsUrl, org, opts);

/** Loads the feed, then writes the snippet with its fallback list. */
export async function snippetFromFeed(opts: FeedSnippetOptions): Promise<string> {
  const org = opts.attributes['data-svc-jobs']?.trim() ?? '';
  const feed = await readFeed(opts.jobsUrl, org, opts.fetch ? { fetch: opts.fetch } : {});
  return feedSnippet(feed, opts);
}
