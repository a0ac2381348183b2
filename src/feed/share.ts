import { abortable } from './abort.ts';
import { abortError } from './errors.ts';
import { fetchFeed, type Feed } from './feed.ts';
import type { GetOptions } from './http.ts';

interface Load {
  feed: Promise<Feed>;
  ctl: AbortController;
  /** Joiners that have not aborted. */
  n: number;
}

// In-flight loads by origin and slug; a settled load is forgotten at once.
const loads = new Map<string, Load>();

/**
 * The feed of one org; containers of the same org share one request. A joiner
 * that aborts rejects at once; the request stops only when every joiner has.
 * The first caller's options are the ones used.
 */
export function loadFeed(jobsOrigin: string, slug: string, signal: AbortSignal, opts: Omit<GetOptions, 'signal'> = {}): Promise<Feed> {
  if (signal.aborted) return Promise.reject(abortError());
  const key = `${jobsOrigin} ${slug}`;
  let l = loads.get(key);
  if (!l) {
    const ctl = new AbortController();
    // Last assigned here: the closures below see it as a load (TypeScript keeps the narrowing).
    loads.set(key, (l = { feed: fetchFeed(jobsOrigin, slug, { ...opts, signal: ctl.signal }), ctl, n: 0 }));
    const forget = (): void => {
      if (loads.get(key) === l) loads.delete(key);
    };
    l.feed.then(forget, forget);
  }
  l.n++;
  return abortable(l.feed, signal, () => {
    if (--l.n) return;
    // Forget before aborting, so a call in the meantime starts afresh instead of joining a dead load.
    loads.delete(key);
    l.ctl.abort();
  });
}

/** Tests only: forget every in-flight load. */
export function _resetShared(): void {
  loads.clear();
}
