import { abortError, FeedError } from './errors';

/**
 * `p`, but rejecting with an AbortError as soon as `signal` aborts, even if the
 * work behind `p` ignores the signal (an injected fetch or sleep may).
 * `onAbort` runs once, when the abort wins.
 */
export function abortable<T>(p: Promise<T>, signal?: AbortSignal, onAbort?: () => void): Promise<T> {
  if (!signal) return p;
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => {
      reject(abortError());
      onAbort?.();
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    const done = (): void => signal.removeEventListener('abort', abort);
    p.then(
      (v) => (done(), resolve(v)),
      (e: unknown) => (done(), reject(e)),
    );
  });
}

/** Aborts `ctl` when `signal` aborts (AbortSignal.any is too new for every host browser). */
export function link(ctl: AbortController, signal?: AbortSignal): () => void {
  const abort = (): void => ctl.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  return () => signal?.removeEventListener('abort', abort);
}

/**
 * A signal that aborts when `signal` does or after `ms`; `failure(e)` tells a
 * timeout from the caller giving up from the network failing.
 */
export function deadline(ms: number, signal?: AbortSignal) {
  const ctl = new AbortController();
  const unlink = link(ctl, signal);
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    ctl.abort();
  }, ms);
  return {
    signal: ctl.signal,
    /** What a failed request under this deadline throws: the caller's abort, TIMEOUT, or NETWORK for a rejected fetch. */
    failure: (e: unknown): unknown =>
      signal?.aborted ? abortError() : expired ? new FeedError('TIMEOUT') : e instanceof FeedError ? e : new FeedError('NETWORK'),
    done: () => (clearTimeout(timer), unlink()),
  };
}
