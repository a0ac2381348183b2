// The frame's POSTs (same-origin: the writes send no CORS headers) and the
// application's one automatic resend. Failures become the feed's FeedError, so
// the frame branches on one kind of error for GETs and POSTs alike.
import { deadline } from '../feed/abort.ts';
import { FeedError, writeError } from '../feed/errors.ts';
import type { ValidationIssue } from '../feed/types.ts';

export interface PostOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** The whole request, upload included. */
  timeoutMs?: number;
}

/**
 * POSTs `body` (multipart, the browser sets the boundary) and resolves to the
 * parsed JSON answer (`{}` when a 2xx has none). Throws a FeedError: the error
 * body's code, NETWORK (status 0) when no answer came, TIMEOUT; an AbortError
 * when the caller aborted.
 */
export async function postForm(url: string, body: FormData | null, opts: PostOptions = {}): Promise<unknown> {
  const { fetch: f = fetch, signal, timeoutMs = 60_000 } = opts;
  const d = deadline(timeoutMs, signal);
  try {
    const res = await f(url, { method: 'POST', body, credentials: 'same-origin', signal: d.signal });
    const text = await res.text().catch(() => '');
    if (!res.ok) throw writeError(res.status, text, res.headers.get('retry-after'));
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // The status is the answer; a body we can't read loses nothing.
      return {};
    }
  } catch (e) {
    // A rejected fetch is a network failure (offline, DNS, CORS refused).
    throw d.failure(e);
  } finally {
    d.done();
  }
}

const onResumeKey = (i: ValidationIssue): boolean => i.path[0] === 'resumeKey';

/**
 * Sends an application. `build(withKey)` makes its parts: first with the staged
 * résumé key when there is one; if the server refuses that key (spent, unknown,
 * expired: a 422 on `["resumeKey"]`) `onKeyRefused` runs and the application is
 * sent again at once with the file itself, so none is lost to a staging hiccup.
 */
export async function sendApplication(
  post: (body: FormData) => Promise<unknown>,
  build: (withKey: boolean) => FormData,
  hasKey: boolean,
  onKeyRefused: () => void = () => {},
): Promise<void> {
  try {
    await post(build(hasKey));
    return;
  } catch (e) {
    if (!(hasKey && e instanceof FeedError && e.code === 'VALIDATION' && e.issues.some(onResumeKey))) throw e;
  }
  onKeyRefused();
  try {
    await post(build(false));
  } catch (e) {
    // A key issue again would be a server bug; it is nothing the candidate can fix.
    if (e instanceof FeedError && e.issues.some(onResumeKey)) {
      throw new FeedError(
        e.code,
        e.status,
        e.issues.filter((i) => !onResumeKey(i)),
        e.retryAfter,
        e.message,
      );
    }
    throw e;
  }
}
