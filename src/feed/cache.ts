import { str } from '../lib/json.ts';
import { warn } from '../log.ts';
import type { Feed } from './feed.ts';
import { parseJobs, parseOrg } from './parse.ts';

// Bump the version when the stored shape changes; old entries then just miss.
const key = (jobsOrigin: string, slug: string): string => `svc-jobs:feed:1:${jobsOrigin}/${slug}`;

let warned = false;

/**
 * Runs `fn` with localStorage, or skips it: storage may be missing, or throw on
 * access, read or write (Safari private mode, quota, sandboxed frames). The
 * saved feeds and catalogs are only a head start: one warning per page.
 */
export function withStorage<T>(fn: (s: Storage) => T): T | undefined {
  try {
    return fn(localStorage);
  } catch (e) {
    if (!warned) warn('no saved copies (localStorage):', e);
    warned = true;
  }
}

/** The last good feed of this org, if any, younger than 7 days and still valid. */
export function readCache(jobsOrigin: string, slug: string, now = Date.now()): Feed | null {
  return (
    withStorage((s) => {
      const k = key(jobsOrigin, slug);
      const raw = s.getItem(k);
      try {
        // Nothing saved ('') fails to parse: "removed" below, a no-op then.
        const { savedAt, feed } = JSON.parse(raw ?? '') as { savedAt?: unknown; feed: Record<string, unknown> };
        // At most 7 days old.
        if (typeof savedAt === 'number' && now - savedAt < 7 * 864e5) {
          // Re-validated like a network answer: storage is writable by anyone on the page.
          const ctx = { jobsOrigin, slug };
          return {
            org: parseOrg(feed.org, ctx),
            jobs: parseJobs(feed.jobs, ctx),
            etag: str(feed.etag),
          };
        }
      } catch {
        // corrupt or old-shaped: dropped below
      }
      s.removeItem(k);
      return null;
    }) ?? null
  );
}

/** Keeps this feed as the org's last good copy (best effort). */
export function writeCache(jobsOrigin: string, slug: string, feed: Feed, now = Date.now()): void {
  withStorage((s) => s.setItem(key(jobsOrigin, slug), JSON.stringify({ savedAt: now, feed })));
}
