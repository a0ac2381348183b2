import { onAbort } from './abort.ts';
import { getJson, type GetOptions } from './http.ts';
import { parseJobs, parseOrg, type FeedCtx } from './parse.ts';
import { apiUrl } from './paths.ts';
import type { JobSummary, OrgHeader } from './types.ts';

export interface Feed {
  org: OrgHeader;
  jobs: JobSummary[];
  /** Both answers' ETags joined; null if either is missing. */
  etag: string | null;
}

/**
 * The org header and its openings, fetched in parallel (one round trip).
 * The first failure aborts the other request and is the one reported.
 */
export async function fetchFeed(jobsOrigin: string, slug: string, opts: GetOptions = {}): Promise<Feed> {
  const ctl = new AbortController();
  const unlink = onAbort(opts.signal, () => ctl.abort());
  const ctx = { jobsOrigin, slug };
  const base = apiUrl(jobsOrigin, slug);
  // Each answer is parsed as it arrives, so a malformed one fails (and stops the other) at once.
  const get = <T>(url: string, parse: (body: unknown, ctx: FeedCtx) => T) =>
    getJson(url, { ...opts, signal: ctl.signal }).then((r) => [parse(r.body, ctx), r.etag] as const);
  try {
    const [[org, orgTag], [jobs, jobsTag]] = await Promise.all([get(base, parseOrg), get(`${base}/jobs`, parseJobs)]);
    return { org, jobs, etag: orgTag && jobsTag ? `${orgTag},${jobsTag}` : null };
  } finally {
    // Promise.all settles at the first failure: stop whichever request is still running.
    ctl.abort();
    unlink();
  }
}
