import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedError, isAbort } from '../../src/feed/errors.ts';
import { getJson } from '../../src/feed/http.ts';
import { errorBody, fakeFetch, json, noSleep, signalOf, type Reply } from './fake.ts';
import { must } from '../support/must.ts';

const URL_ = 'https://jobs.example/api/v1/public/acme';

afterEach(() => {
  vi.useRealTimers();
});

async function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => expect.fail('expected a rejection'),
    (e: unknown) => e,
  );
}

describe('getJson: the request itself', () => {
  it('sends a simple CORS GET: no headers, no credentials', async () => {
    const f = fakeFetch([json({ ok: 1 })]);
    await getJson(URL_, { fetch: f });
    expect(f).toHaveBeenCalledTimes(1);
    const [url, init] = must(f.mock.calls[0]);
    expect(url).toBe(URL_);
    // GET and cors are fetch's defaults: no method, mode or headers given means a simple GET.
    expect(must(init).method ?? 'GET').toBe('GET');
    expect(must(init).mode ?? 'cors').toBe('cors');
    // Credentials "same-origin" (the default): none across origins, and what a crossorigin preload asks for.
    expect(must(init).credentials).toBeUndefined();
    expect(must(init).signal).toBeInstanceOf(AbortSignal);
    expect(must(init).headers).toBeUndefined();
    expect(must(init).body).toBeUndefined();
  });

  it('returns the parsed body and the etag header', async () => {
    const f = fakeFetch([json([1, 2], 200, { etag: '"abc"' })]);
    await expect(getJson(URL_, { fetch: f })).resolves.toEqual({ body: [1, 2], etag: '"abc"' });
  });

  it('returns a null etag when the answer has none', async () => {
    const f = fakeFetch([json({})]);
    await expect(getJson(URL_, { fetch: f })).resolves.toEqual({ body: {}, etag: null });
  });

  it('fails MALFORMED, without retrying, on a 2xx that is not JSON', async () => {
    const f = fakeFetch([new Response('<html>hi</html>', { status: 200 })]);
    const sleep = noSleep();
    const e = await failure(getJson(URL_, { fetch: f, sleep }));
    expect(e).toBeInstanceOf(FeedError);
    expect(e).toMatchObject({ code: 'MALFORMED', status: 200 });
    expect(f).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('parses an error body into code and status (a GET has no validation issues to read)', async () => {
    const issues = [{ path: ['email'], message: 'bad' }];
    const f = fakeFetch([errorBody('VALIDATION', 422, { data: { issues } })]);
    const e = await failure(getJson(URL_, { fetch: f }));
    expect(e).toMatchObject({ code: 'VALIDATION', status: 422, issues: [], retryAfter: null });
  });

  it('derives the code from the status when the error body is not JSON', async () => {
    const f = fakeFetch([new Response('<h1>Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html' } })]);
    const e = await failure(getJson(URL_, { fetch: f }));
    expect(e).toMatchObject({ code: 'NOT_FOUND', status: 404, issues: [] });
  });
});

describe('getJson: retry policy', () => {
  const timeoutAll: Reply = 'hang';
  const cases: { name: string; replies: Reply[]; code: string; status: number; calls: number }[] = [
    { name: 'a network error', replies: [new TypeError('Failed to fetch')], code: 'NETWORK', status: 0, calls: 3 },
    { name: 'a timeout', replies: [timeoutAll], code: 'TIMEOUT', status: 0, calls: 3 },
    { name: 'a 500', replies: [errorBody('INTERNAL', 500)], code: 'INTERNAL', status: 500, calls: 3 },
    { name: 'a 503 without body', replies: [new Response('', { status: 503 })], code: 'INTERNAL', status: 503, calls: 3 },
    { name: 'a 404', replies: [errorBody('NOT_FOUND', 404)], code: 'NOT_FOUND', status: 404, calls: 1 },
    { name: 'a 400', replies: [new Response('bad', { status: 400 })], code: 'MALFORMED', status: 400, calls: 1 },
    { name: 'a 422', replies: [errorBody('VALIDATION', 422)], code: 'VALIDATION', status: 422, calls: 1 },
    {
      name: 'a 429 with retry-after 30',
      replies: [json({ code: 'RATE_LIMITED', status: 429 }, 429, { 'retry-after': '30' })],
      code: 'RATE_LIMITED',
      status: 429,
      calls: 1,
    },
    {
      name: 'a 429 without retry-after',
      replies: [json({ code: 'RATE_LIMITED', status: 429 }, 429)],
      code: 'RATE_LIMITED',
      status: 429,
      calls: 1,
    },
    {
      name: 'a 429 with retry-after 1, every time',
      replies: [json({ code: 'RATE_LIMITED', status: 429 }, 429, { 'retry-after': '1' })],
      code: 'RATE_LIMITED',
      status: 429,
      calls: 3,
    },
  ];

  it.each(cases)('$name: fails $code after $calls call(s)', async ({ replies, code, status, calls }) => {
    const f = fakeFetch(replies);
    const sleep = noSleep();
    const e = await failure(getJson(URL_, { fetch: f, sleep, timeoutMs: 5 }));
    expect(e).toBeInstanceOf(FeedError);
    expect(e).toMatchObject({ code, status });
    expect(f).toHaveBeenCalledTimes(calls);
    expect(sleep).toHaveBeenCalledTimes(calls - 1);
  });

  it.each([
    { name: 'network error', first: new TypeError('offline') },
    { name: '502', first: new Response('', { status: 502 }) },
  ])('succeeds when a retry after a $name succeeds', async ({ first }) => {
    const f = fakeFetch([first, json({ ok: true })]);
    await expect(getJson(URL_, { fetch: f, sleep: noSleep() })).resolves.toMatchObject({ body: { ok: true } });
    expect(f).toHaveBeenCalledTimes(2);
    // The first attempt may take a snippet's preload over; the retry goes to the jobs host (a simple GET still).
    expect(must(f.mock.calls[0])[1]?.cache).toBeUndefined();
    expect(must(f.mock.calls[1])[1]).toMatchObject({ cache: 'reload' });
    expect(must(f.mock.calls[1])[1]?.headers).toBeUndefined();
  });

  it('waits retry-after (3 s) on a 429, then tries again', async () => {
    const f = fakeFetch([json({ code: 'RATE_LIMITED', status: 429 }, 429, { 'retry-after': '3' }), json({ ok: 1 })]);
    const sleep = noSleep();
    await expect(getJson(URL_, { fetch: f, sleep })).resolves.toMatchObject({ body: { ok: 1 } });
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([3000]);
    expect(f).toHaveBeenCalledTimes(2);
  });

  it.each([
    { header: '30', retryAfter: 30 },
    { header: null, retryAfter: null },
  ])('fails at once with retryAfter $retryAfter on a 429 with retry-after $header', async ({ header, retryAfter }) => {
    const headers: Record<string, string> = header ? { 'retry-after': header } : {};
    const f = fakeFetch([json({ code: 'RATE_LIMITED', status: 429 }, 429, headers)]);
    const sleep = noSleep();
    const e = await failure(getJson(URL_, { fetch: f, sleep }));
    expect(e).toMatchObject({ code: 'RATE_LIMITED', retryAfter });
    expect(sleep).not.toHaveBeenCalled();
  });

  it.each([
    { random: 0.5, delays: [500, 2000] },
    { random: 0, delays: [375, 1500] },
    { random: 1, delays: [625, 2500] },
  ])('backs off about 500 then 2000 ms, jittered ±25% (random $random)', async ({ random, delays }) => {
    const f = fakeFetch([new Response('', { status: 500 })]);
    const sleep = noSleep();
    await failure(getJson(URL_, { fetch: f, sleep, random: () => random }));
    expect(sleep.mock.calls.map((c) => c[0])).toEqual(delays);
  });

  it('really waits between attempts with the default sleep', async () => {
    vi.useFakeTimers();
    const f = fakeFetch([new TypeError('offline'), new TypeError('offline'), json({ ok: 1 })]);
    const p = getJson(URL_, { fetch: f, random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(499);
    expect(f).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(f).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(f).toHaveBeenCalledTimes(3);
    await expect(p).resolves.toMatchObject({ body: { ok: 1 } });
  });
});

describe('getJson: timeout per attempt', () => {
  it('aborts an attempt after 8 s by default and retries it', async () => {
    vi.useFakeTimers();
    const f = fakeFetch(['hang', json({ ok: 1 })]);
    const p = getJson(URL_, { fetch: f, sleep: noSleep() });
    await vi.advanceTimersByTimeAsync(7999);
    expect(signalOf(f, 0).aborted).toBe(false);
    expect(f).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(signalOf(f, 0).aborted).toBe(true);
    await expect(p).resolves.toMatchObject({ body: { ok: 1 } });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('gives each attempt its own full timeout', async () => {
    vi.useFakeTimers();
    const f = fakeFetch(['hang']);
    const p = getJson(URL_, { fetch: f, sleep: noSleep(), timeoutMs: 1000 });
    const e = failure(p);
    await vi.advanceTimersByTimeAsync(1000);
    expect(f).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(f).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(f).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await e).toMatchObject({ code: 'TIMEOUT', status: 0 });
  });

  it('times out a fetch that ignores its signal', async () => {
    vi.useFakeTimers();
    const f = fakeFetch(['ignore']);
    const e = failure(getJson(URL_, { fetch: f, sleep: noSleep(), timeoutMs: 100 }));
    await vi.advanceTimersByTimeAsync(300);
    expect(await e).toMatchObject({ code: 'TIMEOUT' });
    expect(f).toHaveBeenCalledTimes(3);
  });

  it('times out an answer whose body never finishes', async () => {
    vi.useFakeTimers();
    const stalled = () => new Response(new ReadableStream({ start() {} }), { status: 200 });
    const f = fakeFetch(() => stalled());
    const e = failure(getJson(URL_, { fetch: f, sleep: noSleep(), timeoutMs: 100 }));
    await vi.advanceTimersByTimeAsync(300);
    expect(await e).toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('getJson: caller abort', () => {
  it('rejects with an AbortError without fetching when already aborted', async () => {
    const f = fakeFetch([json({})]);
    const e = await failure(getJson(URL_, { fetch: f, signal: AbortSignal.abort() }));
    expect(isAbort(e)).toBe(true);
    expect(e).toBeInstanceOf(DOMException);
    expect(f).not.toHaveBeenCalled();
  });

  it.each([
    { reply: 'hang' as const, how: 'honours' },
    { reply: 'ignore' as const, how: 'ignores' },
  ])('rejects at once during a request (a fetch that $how its signal), aborting it, never retrying', async ({ reply }) => {
    vi.useFakeTimers();
    const f = fakeFetch([reply]);
    const sleep = noSleep();
    const ctl = new AbortController();
    const p = getJson(URL_, { fetch: f, sleep, signal: ctl.signal });
    ctl.abort();
    const e = await failure(p);
    expect(isAbort(e)).toBe(true);
    expect(signalOf(f, 0).aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('rejects at once during a backoff sleep that ignores the signal', async () => {
    const f = fakeFetch([new Response('', { status: 500 })]);
    let slept!: () => void;
    const sleeping = new Promise<void>((r) => (slept = r));
    const sleep = vi.fn(() => {
      slept();
      return new Promise<void>(() => {});
    });
    const ctl = new AbortController();
    const p = getJson(URL_, { fetch: f, sleep, signal: ctl.signal });
    await sleeping;
    expect(sleep).toHaveBeenCalledWith(expect.any(Number), ctl.signal);
    ctl.abort();
    expect(isAbort(await failure(p))).toBe(true);
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('rejects at once during the default backoff and fetches no more', async () => {
    vi.useFakeTimers();
    const f = fakeFetch([new TypeError('offline'), json({})]);
    const ctl = new AbortController();
    const p = getJson(URL_, { fetch: f, signal: ctl.signal, random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(100);
    ctl.abort();
    expect(isAbort(await failure(p))).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('reports the abort, not a timeout, when the caller aborts a slow attempt', async () => {
    vi.useFakeTimers();
    const f = fakeFetch(['hang']);
    const ctl = new AbortController();
    const p = failure(getJson(URL_, { fetch: f, signal: ctl.signal, timeoutMs: 100 }));
    await vi.advanceTimersByTimeAsync(50);
    ctl.abort();
    expect(isAbort(await p)).toBe(true);
  });
});
