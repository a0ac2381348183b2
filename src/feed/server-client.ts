// The one feed client of the server doors (the components' server render, the
// Node API, the CLI, `pages`): every read under one deadline (within.ts), every
// answer under a size cap (capped.ts), and the last good feed per org kept in
// the process: fresh for the feed's max-age, then served at once while one
// background refresh runs, and served when reads fail, for up to 7 days. Web
// platform only (no node: imports): it runs in Node and in workerd.
import { warn } from '../log.ts';
import { cappedFetch } from './capped.ts';
import { FeedError } from './errors.ts';
import { fetchFeed, type Feed } from './feed.ts';
import { DEFAULT_TIMEOUT_MS, underDeadline } from './within.ts';

export interface ServerReadOptions {
  /** The whole read's deadline in ms, tries included (default 3000). */
  timeout?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** A feed as read, with how long it stays fresh. */
export interface ReadFeed {
  feed: Feed;
  /** From the answers' cache-control max-age (the smaller of the two), in ms; 60 s when they name none. */
  maxAgeMs: number;
}

/** How long a last good feed is served when reads fail (CONTRACT.md: up to 7 days). */
export const KEEP_MS = 7 * 24 * 3600 * 1000;
export const DEFAULT_MAX_AGE_MS = 60_000;

/** max-age in ms from a cache-control header, or null. */
export function maxAgeOf(cacheControl: string | null): number | null {
  const m = /(?:^|[,\s])max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl ?? '');
  return m?.[1] === undefined ? null : Number(m[1]) * 1000;
}

/** One read of an org's feed from the network: the deadline, the cap, both answers' max-age. */
export async function readOnce(jobsUrl: string, org: string, opts: ServerReadOptions = {}): Promise<ReadFeed> {
  const ages: number[] = [];
  const f = cappedFetch(opts.fetch ?? fetch, undefined, (res) => {
    const age = maxAgeOf(res.headers.get('cache-control'));
    if (age !== null) ages.push(age);
  });
  const feed = await underDeadline(opts.timeout ?? DEFAULT_TIMEOUT_MS, (within) => fetchFeed(jobsUrl, org, { ...within, fetch: f }));
  return { feed, maxAgeMs: ages.length ? Math.min(...ages) : DEFAULT_MAX_AGE_MS };
}

interface Kept extends ReadFeed {
  /** When it was read (the clock's ms). */
  at: number;
}

export interface ServerFeeds {
  /** The org's feed: the last good one while fresh or while reads fail (up to 7 days), else read now. */
  read(jobsUrl: string, org: string, opts?: ServerReadOptions): Promise<Feed>;
  /** Forgets every kept feed (tests, or a server told the feeds changed). */
  clear(): void;
}

/** A process's last good feeds; `now` and `readFeed` are injectable for tests. */
export function serverFeeds(now: () => number = Date.now, readFeed = readOnce): ServerFeeds {
  const kept = new Map<string, Kept>();
  // One read in flight per org: concurrent reads join it (in the background or not).
  const loads = new Map<string, Promise<Feed>>();
  const load = (key: string, jobsUrl: string, org: string, opts: ServerReadOptions): Promise<Feed> => {
    const running = loads.get(key);
    if (running) return running;
    const p = readFeed(jobsUrl, org, opts)
      .then((r) => {
        kept.set(key, { ...r, at: now() });
        return r.feed;
      })
      .finally(() => loads.delete(key));
    loads.set(key, p);
    return p;
  };
  return {
    read(jobsUrl, org, opts = {}) {
      const base = jobsUrl.replace(/\/+$/, '');
      const key = `${base} ${org}`;
      const last = kept.get(key);
      const age = last ? now() - last.at : Infinity;
      if (last && age < last.maxAgeMs) return Promise.resolve(last.feed);
      if (last && age < KEEP_MS) {
        // Stale: served at once; one refresh behind it. An org the host no longer knows is forgotten.
        if (!loads.has(key))
          load(key, base, org, opts).catch((e: unknown) => {
            if (e instanceof FeedError && e.code === 'NOT_FOUND') kept.delete(key);
            warn(`${org}: the feed could not be refreshed (${e instanceof Error ? e.message : String(e)}); the last good one is served`);
          });
        return Promise.resolve(last.feed);
      }
      kept.delete(key);
      return load(key, base, org, opts);
    },
    clear() {
      kept.clear();
    },
  };
}

/** This process's feeds: every server door reads through it. */
export const processFeeds: ServerFeeds = serverFeeds();
