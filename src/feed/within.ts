// The retry policy of the server doors, as getJson's caller configures it: one
// deadline for a whole read, tries and back-off included. A hanging jobs host
// costs a server page the deadline (3 s by default), not getJson's 8 s × 3 tries;
// a host that refuses or fails at once costs it one short back-off (under a second).
import { FeedError, isAbort } from './errors.ts';
import type { GetOptions } from './http.ts';

/** The server doors' deadline for one read, tries included (an option sets another). */
export const DEFAULT_TIMEOUT_MS = 3000;

/**
 * The longest back-off a server door waits: the contract's first (about 0.5 s),
 * not its second (about 2 s, the browser's to wait, not a server page's). A host
 * that refuses or fails at once costs a page one retry and under a second.
 */
export const BACKOFF_MAX_MS = 1000;

export const timeoutError = (ms: number, why = 'no answer'): FeedError => new FeedError('TIMEOUT', 0, [], null, `${why} within ${ms} ms`);

/** Resolves after `ms`; its timer goes when `signal` aborts (getJson has rejected by then). */
const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(t), { once: true });
  });

/** A deadline of `ms` for one read: getJson's options under it, and how a failure under it is named. */
export interface Within {
  /** For getJson: the deadline's signal, a try's own timeout, and a back-off that never waits past the deadline. */
  opts: Required<Pick<GetOptions, 'signal' | 'timeoutMs' | 'sleep'>>;
  /** The error a read under this deadline throws: TIMEOUT for the deadline's own abort. */
  failure(e: unknown): unknown;
  /** Stops the timer (call it once the read settled). */
  done(): void;
}

/**
 * A deadline of `ms` in all. Each try gets half of it when that leaves room
 * for a retry (2 s or more: the first back-off is up to 625 ms), so a host that
 * hangs once still gets a second chance; a shorter deadline is one try's. A
 * back-off that would end past the deadline, or is longer than
 * {@link BACKOFF_MAX_MS}, gives up at once instead.
 */
export function within(ms: number, now: () => number = Date.now): Within {
  const ctl = new AbortController();
  const end = now() + ms;
  const timer = setTimeout(() => ctl.abort(), ms);
  return {
    opts: {
      signal: ctl.signal,
      timeoutMs: ms >= 2000 ? Math.floor(ms / 2) : ms,
      // getJson races this with the signal too; a rejection ends its retries with that error.
      sleep: (wait) =>
        wait <= BACKOFF_MAX_MS && wait < end - now()
          ? pause(wait, ctl.signal)
          : Promise.reject(timeoutError(ms, 'no good answer (another retry would wait too long)')),
    },
    failure: (e) => (ctl.signal.aborted && isAbort(e) ? timeoutError(ms) : e),
    // Aborted too, so a back-off still pending keeps no timer (nor a command's process) alive.
    done: () => {
      clearTimeout(timer);
      ctl.abort();
    },
  };
}

/** Runs `read` under a deadline of `ms`: its result, or its failure named by {@link Within.failure}. */
export async function underDeadline<T>(ms: number, read: (opts: Within['opts']) => Promise<T>): Promise<T> {
  const w = within(ms);
  try {
    return await read(w.opts);
  } catch (e) {
    throw w.failure(e);
  } finally {
    w.done();
  }
}
