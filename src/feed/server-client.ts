// The one feed client of the server doors (the components' server render, the
// Node API, the CLI, `pages`, the jobs host's fetch handler): every read under
// one deadline (within.ts), every answer under a size cap (capped.ts), and the
// last good answer kept in the process (an org's feed, a job's page): fresh for
// the answer's max-age, then served at once while one background refresh runs,
// and served when reads fail, for up to 7 days. Web platform only (no node:
// imports): it runs in Node and in workerd.
import { Lru } from '../lib/lru.ts';
import { warn } from '../log.ts';
import { cappedFetch } from './capped.ts';
import { FeedError } from './errors.ts';
import { fetchFeed, type Feed } from './feed.ts';
import { getJson } from './http.ts';
import { jobApiUrl, jobsBase } from './paths.ts';
import { DEFAULT_TIMEOUT_MS, underDeadline, type Within } from './within.ts';

export interface ServerReadOptions {
  /** The whole read's deadline in ms, tries included (default 3000). */
  timeout?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** An answer as read, with how long it stays fresh. */
export interface Read<T> {
  value: T;
  /** From the answers' cache-control max-age (the smallest), in ms; 60 s when they name none. */
  maxAgeMs: number;
}

/** How long a last good answer is served when reads fail: up to 7 days, never older. */
export const KEEP_MS = 7 * 24 * 3600 * 1000;
export const DEFAULT_MAX_AGE_MS = 60_000;
/** How long an answer "not found" (an org the API does not know) is believed before asking again. */
export const NOT_FOUND_MS = 60_000;

/** max-age in ms from a cache-control header, or null. */
export function maxAgeOf(cacheControl: string | null): number | null {
  const m = /(?:^|[,\s])max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl ?? '');
  return m?.[1] === undefined ? null : Number(m[1]) * 1000;
}

/** Runs one read under the deadline and the cap, and learns its answers' max-age. */
async function readUnder<T>(
  opts: ServerReadOptions,
  read: (within: Within['opts'] & { fetch: typeof fetch }) => Promise<T>,
): Promise<Read<T>> {
  const ages: number[] = [];
  let failed = 0;
  const f = cappedFetch(opts.fetch ?? fetch, undefined, (res) => {
    const age = maxAgeOf(res.headers.get('cache-control'));
    if (age !== null) ages.push(age);
    if (res.status >= 500) failed = res.status;
  });
  const ms = opts.timeout ?? DEFAULT_TIMEOUT_MS;
  try {
    const value = await underDeadline(ms, (within) => read({ ...within, fetch: f }));
    return { value, maxAgeMs: ages.length ? Math.min(...ages) : DEFAULT_MAX_AGE_MS };
  } catch (e) {
    // Out of time after the host answered with a failure: that answer is what went wrong, not silence.
    if (e instanceof FeedError && e.code === 'TIMEOUT' && failed)
      throw new FeedError('INTERNAL', failed, [], null, `the jobs host answered ${failed}, and no good answer came within ${ms} ms`);
    throw e;
  }
}

/** One read of an org's feed from the network: the deadline, the cap, both answers' max-age. */
export const readOnce = (jobsUrl: string, org: string, opts: ServerReadOptions = {}): Promise<Read<Feed>> =>
  readUnder(opts, (o) => fetchFeed(jobsUrl, org, o));

/**
 * One read of a job's answer (GET …/jobs/{publicId}, as it came: the board's
 * parser reads it), or null when the job is not open (a 404).
 */
export const readJobOnce = (jobsUrl: string, org: string, publicId: string, opts: ServerReadOptions = {}): Promise<Read<unknown>> =>
  readUnder(opts, (o) =>
    getJson(jobApiUrl(jobsUrl, org, publicId), o).then(
      (r) => r.body,
      (e: unknown) => {
        if (e instanceof FeedError && e.code === 'NOT_FOUND') return null;
        throw e;
      },
    ),
  );

interface Kept<T> extends Read<T> {
  /** When it was read (the clock's ms). */
  at: number;
}

const isNotFound = (e: unknown): boolean => e instanceof FeedError && e.code === 'NOT_FOUND';

/**
 * The last good answer per key: fresh while its max-age lasts, then served at
 * once with one refresh behind it, and whenever reads fail, for KEEP_MS. One
 * read in flight per key: concurrent reads join it. A "not found" is believed
 * for NOT_FOUND_MS, so requests for a misspelt org ask upstream once a minute.
 * Bounded (LRUs by count), since keys come from requests.
 */
class LastGood<T> {
  readonly #kept: Lru<Kept<T>>;
  /** Keys the host said it does not know, until when that is believed. */
  readonly #missing: Lru<number>;
  readonly #loads = new Map<string, Promise<T>>();
  readonly #now: () => number;

  constructor(now: () => number, maxEntries: number) {
    this.#now = now;
    this.#kept = new Lru({ maxEntries, maxBytes: Infinity }, () => 1);
    this.#missing = new Lru({ maxEntries, maxBytes: Infinity }, () => 1);
  }

  get(key: string, name: string, read: () => Promise<Read<T>>): Promise<T> {
    const missing = this.#missing.get(key);
    if (missing !== undefined && this.#now() < missing) return Promise.reject(new FeedError('NOT_FOUND', 404));
    const last = this.#kept.get(key);
    const age = last ? this.#now() - last.at : Infinity;
    if (last && age < last.maxAgeMs) return Promise.resolve(last.value);
    if (last && age < KEEP_MS) {
      // Stale: served at once; one refresh behind it. What the host no longer knows is forgotten.
      if (!this.#loads.has(key))
        this.#load(key, read).catch((e: unknown) => {
          if (isNotFound(e)) this.#kept.delete(key);
          warn(`${name} could not be refreshed (${e instanceof Error ? e.message : String(e)}); the last good one is served`);
        });
      return Promise.resolve(last.value);
    }
    this.#kept.delete(key);
    return this.#load(key, read);
  }

  #load(key: string, read: () => Promise<Read<T>>): Promise<T> {
    const running = this.#loads.get(key);
    if (running) return running;
    const p = read()
      .then(
        (r) => {
          this.#kept.set(key, { ...r, at: this.#now() });
          this.#missing.delete(key);
          return r.value;
        },
        (e: unknown) => {
          if (isNotFound(e)) this.#missing.set(key, this.#now() + NOT_FOUND_MS);
          throw e;
        },
      )
      .finally(() => this.#loads.delete(key));
    this.#loads.set(key, p);
    return p;
  }

  clear(): void {
    this.#kept.clear();
    this.#missing.clear();
  }
}

export interface ServerFeeds {
  /** The org's feed: the last good one while fresh or while reads fail (up to 7 days), else read now. */
  read(jobsUrl: string, org: string, opts?: ServerReadOptions): Promise<Feed>;
  /** A job's answer (null: not open), kept the same way. */
  job(jobsUrl: string, org: string, publicId: string, opts?: ServerReadOptions): Promise<unknown>;
  /** Forgets everything kept (tests, or a server told the feeds changed). */
  clear(): void;
}

export interface ServerFeedsOptions {
  now?: () => number;
  readFeed?: typeof readOnce;
  readJob?: typeof readJobOnce;
}

/** A process's last good feeds and jobs; the clock and the reads are injectable for tests. */
export function serverFeeds({ now = Date.now, readFeed = readOnce, readJob = readJobOnce }: ServerFeedsOptions = {}): ServerFeeds {
  // Keys come from requests (an org, a job in a path): both bounded.
  const feeds = new LastGood<Feed>(now, 1000);
  const jobs = new LastGood<unknown>(now, 5000);
  return {
    read(jobsUrl, org, opts = {}) {
      const base = jobsBase(jobsUrl);
      return feeds.get(`${base} ${org}`, `${org}: the feed`, () => readFeed(base, org, opts));
    },
    job(jobsUrl, org, publicId, opts = {}) {
      const base = jobsBase(jobsUrl);
      return jobs.get(`${base} ${org} ${publicId}`, `${org}: the job ${publicId}`, () => readJob(base, org, publicId, opts));
    },
    clear() {
      feeds.clear();
      jobs.clear();
    },
  };
}

/** This process's feeds: every server door reads through it. */
export const processFeeds: ServerFeeds = serverFeeds();
