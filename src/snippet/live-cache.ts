// The live snippet renders once per change: its body is kept per (org, options,
// language) until the feed changes, and its ETag is derived from the feed's
// version and the options, so a matching If-None-Match is answered before
// anything is rendered. The demo host uses it now and the edge's fetch handler
// later: web-platform APIs only (crypto.subtle, no node: imports), and the
// render and the feed are the caller's, so it knows no server.
import type { Feed } from '../feed/feed.ts';
import { Lru, type LruLimits } from '../lib/lru.ts';
import type { LiveRequest } from './live.ts';

/** What the cache needs of a feed: its content, and its ETags (both GETs' joined) when the API gave them. */
export type LiveFeed = Pick<Feed, 'org' | 'jobs' | 'etag'>;

/** Writes the body (src/prerender/live-snippet.ts in the demo host); `madeOn` is the day the body names. */
export type LiveRender = (feed: LiveFeed, jobsUrl: string, request: LiveRequest, madeOn: string) => Promise<string>;

/** One answer's identity: what it is made of, and its ETag. */
export interface LiveVersion {
  feed: LiveFeed;
  jobsUrl: string;
  request: LiveRequest;
  madeOn: string;
  /** The options' key: the same for the same attributes, whatever the query's order or spelling. */
  key: string;
  /** Weak: a body rendered again for the same version may differ in its relative times ("3 hours ago"). */
  etag: string;
}

export interface LiveCacheOptions extends Partial<LruLimits> {
  render: LiveRender;
  /**
   * A kept body is rendered again after this long (default 5 minutes, the
   * answer's max-age) though the feed is the same: its "posted 3 hours ago"
   * must not stay all day. The ETag does not change with it.
   */
  maxAgeMs?: number;
  now?: () => number;
}

interface Kept {
  etag: string;
  body: string;
  madeAt: number;
}

/** base64url of SHA-256, 22 characters (132 bits), as the host's other ETags. */
export async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .slice(0, 22);
}

/** The feed's version: its ETags, or (an API without them) a hash of what it says. */
export const feedVersion = async (feed: LiveFeed): Promise<string> =>
  feed.etag ?? `sha256:${await digest(JSON.stringify([feed.org, feed.jobs]))}`;

/** The options' key, from the parsed attributes (never the raw query): sorted, so order does not matter. */
export function liveKey(jobsUrl: string, request: LiveRequest): string {
  // An attribute set to null is not set, as the snippet writes it.
  const attributes = Object.entries(request.attributes)
    .filter(([, value]) => value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([jobsUrl, attributes, request.accent]);
}

/** Whether an If-None-Match names this ETag (weak comparison, as RFC 9110 asks of GET), or is `*`. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export class LiveRenderCache {
  readonly #render: LiveRender;
  readonly #kept: Lru<Kept>;
  /** Renders under way by ETag: concurrent misses for one version share a render. */
  readonly #pending = new Map<string, Promise<string>>();
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(opts: LiveCacheOptions) {
    this.#render = opts.render;
    // 500 boards of ~30 kB; a character is counted as a byte (the bodies are nearly all ASCII).
    this.#kept = new Lru({ maxEntries: opts.maxEntries ?? 500, maxBytes: opts.maxBytes ?? 16 * 1024 * 1024 }, (k) => k.body.length);
    this.#maxAgeMs = opts.maxAgeMs ?? 5 * 60 * 1000;
    this.#now = opts.now ?? Date.now;
  }

  /** How many bodies are kept, and their size. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.#kept.size, bytes: this.#kept.bytes };
  }

  /** The answer's identity and ETag, from the feed's version and the options: no render. */
  async version(feed: LiveFeed, jobsUrl: string, request: LiveRequest, madeOn: string): Promise<LiveVersion> {
    const key = liveKey(jobsUrl, request);
    // The day is in it: the body says "The board as of {day}".
    const etag = `W/"${await digest(`${await feedVersion(feed)}\n${madeOn}\n${key}`)}"`;
    return { feed, jobsUrl, request, madeOn, key, etag };
  }

  /** The body of that version: kept, or rendered once. */
  body(v: LiveVersion): Promise<string> {
    const kept = this.#kept.get(v.key);
    if (kept && kept.etag === v.etag && this.#now() - kept.madeAt < this.#maxAgeMs) return Promise.resolve(kept.body);
    const pending = this.#pending.get(v.etag);
    if (pending) return pending;
    const render = this.#render(v.feed, v.jobsUrl, v.request, v.madeOn)
      .then((body) => {
        this.#kept.set(v.key, { etag: v.etag, body, madeAt: this.#now() });
        return body;
      })
      .finally(() => this.#pending.delete(v.etag));
    this.#pending.set(v.etag, render);
    return render;
  }
}
