import { abortError, FeedError } from './errors.ts';

/**
 * Runs `fn` once when `signal` aborts, at once if it has (AbortSignal.any is
 * too new for every host browser); returns how to stop listening. (A signal
 * fires "abort" once at most, so no `once` option is needed.)
 */
export function onAbort(signal: AbortSignal | undefined, fn: () => void): () => void {
  if (signal?.aborted) fn();
  signal?.addEventListener('abort', fn);
  return () => signal?.removeEventListener('abort', fn);
}

/**
 * `p`, but rejecting with an AbortError as soon as `signal` aborts, even if the
 * work behind `p` ignores the signal (an injected fetch or sleep may).
 * `aborted` runs once, when the abort wins.
 */
export function abortable<T>(p: Promise<T>, signal?: AbortSignal, aborted?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const off = onAbort(signal, () => {
      reject(abortError());
      aborted?.();
    });
    p.then(
      (v) => {
        off();
        resolve(v);
      },
      (e: unknown) => {
        off();
        reject(e);
      },
    );
  });
}

/**
 * A signal that aborts when `signal` does or after `ms`; `failure(e)` tells a
 * timeout from the caller giving up from the network failing.
 */
export function deadline(ms: number, signal?: AbortSignal) {
  const ctl = new AbortController();
  const abort = (): void => ctl.abort();
  const off = onAbort(signal, abort);
  const timer = setTimeout(abort, ms);
  return {
    signal: ctl.signal,
    /**
     * What a failed request under this deadline throws: the caller's abort,
     * TIMEOUT (aborted, but not by the caller: the timer), or NETWORK for a rejected fetch.
     */
    failure: (e: unknown): unknown =>
      signal?.aborted
        ? abortError()
        : ctl.signal.aborted
          ? new FeedError('TIMEOUT')
          : e instanceof FeedError
            ? e
            : new FeedError('NETWORK'),
    done: () => {
      clearTimeout(timer);
      off();
    },
  };
}
