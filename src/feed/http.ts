import { abortable, deadline } from './abort.ts';
import { FeedError, abortError, responseError } from './errors.ts';

export interface GetOptions {
  signal?: AbortSignal;
  /** Per attempt, body included. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * The back-off before a retry; a caller's policy may cut it, and a rejection
   * ends the retries with its error (the server doors' deadline: feed/within.ts).
   */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/**
 * One simple CORS GET: no headers at all (so never a preflight; the browser's
 * HTTP cache revalidates with the ETag by itself) and no credentials to the
 * jobs host from a company's page. GET, mode "cors" and credentials
 * "same-origin" are fetch's defaults, so they are not spelled out; they are
 * what a snippet's `<link rel="preload" as="fetch" crossorigin>` asks for, so
 * the browser hands that preload over (snippet/snippet.ts feedHints), where
 * "omit" would be a second request. One attempt
 * under `timeoutMs`, body included; getJson retries it, a catalog does not.
 */
export async function getOnce(
  url: string,
  timeoutMs: number,
  signal?: AbortSignal,
  f: typeof fetch = fetch,
  /** The HTTP cache's part: the browser's own (default), or e.g. "reload" to ask the host itself. */
  cache?: RequestCache,
): Promise<{ body: unknown; etag: string | null }> {
  const d = deadline(timeoutMs, signal);
  try {
    return await abortable(
      f(url, { cache, signal: d.signal }).then(async (res) => {
        const h = res.headers;
        if (!res.ok) throw responseError(res.status, await res.text().catch(() => ''), h.get('retry-after'));
        const body: unknown = await res.json().catch(() => {
          throw new FeedError('MALFORMED', res.status);
        });
        return { body, etag: h.get('etag') };
      }),
      d.signal,
    );
  } catch (e) {
    // A rejected fetch is a network failure (offline, DNS, CORS refused).
    throw d.failure(e);
  } finally {
    d.done();
  }
}

/** GET a JSON document with a per-attempt timeout and the contract's retry policy. */
export async function getJson(url: string, opts: GetOptions = {}): Promise<{ body: unknown; etag: string | null }> {
  // Destructured so an injected fetch is never called as a method of `opts` (Illegal invocation).
  // The default sleep is a plain timer: the caller's signal is raced separately.
  const {
    signal,
    timeoutMs = 8000,
    fetch: f = fetch,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    random = Math.random,
  } = opts;
  for (let n = 0; ; n++) {
    if (signal?.aborted) throw abortError();
    try {
      // A retry asks the jobs host itself: WebKit hands every fetch of a URL the failed answer its preload got.
      return await getOnce(url, timeoutMs, signal, f, n ? 'reload' : undefined);
    } catch (e) {
      const { status, retryAfter: s } = e as FeedError;
      // Given up: an abort, the two retries spent, a 429 that asks for 10 s or more (or no
      // time at all), any other 4xx. Network, timeout and 5xx are retried.
      if (!(e instanceof FeedError) || n > 1 || (status === 429 ? s == null || s >= 10 : status && status < 500)) throw e;
      // 500 ms before retry 1, 2000 ms before retry 2 (the contract's two), ±25% jitter so many pages don't retry in lockstep
      await abortable(sleep(status === 429 && s != null ? s * 1000 : 500 * 4 ** n * (0.75 + random() / 2), signal), signal);
    }
  }
}
