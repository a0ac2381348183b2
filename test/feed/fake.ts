// Fakes shared by the feed tests: a scripted fetch that records its calls.
import { vi } from 'vitest';
import { must } from '../support/must.ts';
import { urlOf } from '../support/fetch.ts';

export type Reply = Response | Error | 'hang' | 'ignore';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function errorBody(code: string, status: number, extra: Record<string, unknown> = {}): Response {
  return json({ defined: true, code, status, message: 'm', ...extra }, status);
}

/**
 * A fetch answering each call with the next reply per URL (the last repeats):
 * a Response, an Error to reject with, 'hang' (until its signal aborts, like the
 * platform's fetch) or 'ignore' (forever, ignoring the signal).
 */
export function fakeFetch(replies: Reply[] | ((url: string, n: number) => Reply)) {
  const counts = new Map<string, number>();
  return vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const n = counts.get(url) ?? 0;
    counts.set(url, n + 1);
    const r = typeof replies === 'function' ? replies(url, n) : must(replies[Math.min(n, replies.length - 1)]);
    if (r === 'ignore') return new Promise(() => {});
    if (r === 'hang') {
      return new Promise((_, reject) => {
        const s = init?.signal;
        s?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    if (r instanceof Error) return Promise.reject(r);
    // A Response body can be read once; hand out a copy so a reply can repeat.
    return Promise.resolve(r.clone());
  });
}

/** The signal fetch call `i` was given. */
export function signalOf(f: ReturnType<typeof fakeFetch>, i: number): AbortSignal {
  return must(f.mock.calls[i]?.[1]?.signal);
}

export const noSleep = () => vi.fn((_ms: number, _signal?: AbortSignal) => Promise.resolve());

/** Settles pending promise reactions (several hops deep). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
