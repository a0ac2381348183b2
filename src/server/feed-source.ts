// Where the fetch handler's feeds come from: by default the public API at the
// jobs URL, read through the one server feed client (feed/server-client.ts), so
// the deadline and the last good board hold at the edge as in Node. A test or
// a host with its own store gives another source of the same shape.
import type { Feed } from '../feed/feed.ts';
import { serverFeeds, type ServerFeeds, type ServerReadOptions } from '../feed/server-client.ts';

export interface FeedSource {
  /** The org's header and openings; throws a FeedError (NOT_FOUND: an org the API does not know). */
  feed(org: string): Promise<Feed>;
  /** The answer of GET …/jobs/{publicId} as it came (the board's parser reads it), or null when it is not open. */
  job(org: string, publicId: string): Promise<unknown>;
}

export interface ApiFeedSourceOptions extends ServerReadOptions {
  /** {jobs_url}: the public API is under {jobs_url}/api/v1/public. */
  jobsUrl: string;
  /** The kept feeds (default: a set of this source's own). */
  feeds?: ServerFeeds;
}

/** The public API at the jobs URL, under the server feed client's deadline, its last good answers kept. */
export function apiFeedSource({ jobsUrl, feeds = serverFeeds(), ...read }: ApiFeedSourceOptions): FeedSource {
  return {
    feed: (org) => feeds.read(jobsUrl, org, read),
    job: (org, publicId) => feeds.job(jobsUrl, org, publicId, read),
  };
}
