import { link } from './abort';
import { getJson } from './http';
import type { GetOptions } from './http';
import { parseJobs, parseOrg } from './parse';
import type { JobSummary, OrgHeader } from './types';

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
  const unlink = link(ctl, opts.signal);
  const ctx = { jobsOrigin, slug };
  const base = `${jobsOrigin}/api/v1/public/${encodeURIComponent(slug)}`;
  const get = <T>(url: string, parse: (body: unknown) => T) =>
    getJson(url, { ...opts, signal: ctl.signal }).then((r) => ({ data: parse(r.body), etag: r.etag }));
  try {
    const [org, jobs] = await Promise.all([
      get(base, (b) => parseOrg(b, ctx)),
      get(`${base}/jobs`, (b) => parseJobs(b, ctx)),
    ]);
    return { org: org.data, jobs: jobs.data, etag: org.etag && jobs.etag ? `${org.etag},${jobs.etag}` : null };
  } finally {
    // Promise.all settles at the first failure: stop whichever request is still running.
    ctl.abort();
    unlink();
  }
}
