import { abortable, deadline } from './abort';
import { FeedError, abortError, responseError } from './errors';

export interface GetOptions {
  signal?: AbortSignal;
  /** Per attempt, body included. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

// Backoff before retry 1 and 2; the contract allows exactly two retries.
const DELAYS = [500, 2000];

// The caller's signal is raced separately, so a plain timer is enough here.
const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * One simple CORS GET: no headers at all (so never a preflight; the browser's
 * HTTP cache revalidates with the ETag by itself) and no credentials.
 */
async function attempt(url: string, f: typeof fetch, timeoutMs: number, signal?: AbortSignal) {
  const d = deadline(timeoutMs, signal);
  try {
    return await abortable(
      (async () => {
        const res = await f(url, { method: 'GET', mode: 'cors', credentials: 'omit', signal: d.signal });
        const h = res.headers;
        if (!res.ok) throw responseError(res.status, await res.text().catch(() => ''), h.get('retry-after'));
        let body: unknown;
        try {
          body = JSON.parse(await res.text());
        } catch {
          throw new FeedError('MALFORMED', res.status);
        }
        return { body, etag: h.get('etag') };
      })(),
      d.signal,
    );
  } catch (e) {
    // A rejected fetch is a network failure (offline, DNS, CORS refused).
    throw d.failure(e);
  } finally {
    d.done();
  }
}

/** How long to wait before retry number `n` (0-based), or null to give up now. */
function backoff(e: FeedError, n: number, random: () => number): number | null {
  if (n >= DELAYS.length) return null;
  if (e.status === 429) return e.retryAfter !== null && e.retryAfter < 10 ? e.retryAfter * 1000 : null;
  if (e.status && e.status < 500) return null;
  // network, timeout, 5xx: ±25% jitter so many pages don't retry in lockstep
  return DELAYS[n]! * (0.75 + random() / 2);
}

/** GET a JSON document with a per-attempt timeout and the contract's retry policy. */
export async function getJson(url: string, opts: GetOptions = {}): Promise<{ body: unknown; etag: string | null }> {
  // Destructured so an injected fetch is never called as a method of `opts` (Illegal invocation).
  const { signal, timeoutMs = 8000, fetch: f = fetch, sleep = wait, random = Math.random } = opts;
  for (let n = 0; ; n++) {
    if (signal?.aborted) throw abortError();
    try {
      return await attempt(url, f, timeoutMs, signal);
    } catch (e) {
      if (!(e instanceof FeedError)) throw e;
      const ms = backoff(e, n, random);
      if (ms === null) throw e;
      await abortable(sleep(ms, signal), signal);
    }
  }
}
