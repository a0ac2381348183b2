// The server doors' feed client (src/feed/server-client.ts): one deadline for
// a whole read, retries inside it, a size cap on every answer, and the last good
// feed per org kept in the process (fresh for max-age, then served at once with
// one refresh behind it, served on failure for 7 days, then not).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFeed } from '../../src/feed/feed.ts';
import { KEEP_MS, maxAgeOf, readOnce, serverFeeds } from '../../src/feed/server-client.ts';
import { errorBody, fakeFetch, json, type Reply } from './fake.ts';

const ORIGIN = 'https://jobs.example';
const ORG_URL = `${ORIGIN}/api/v1/public/acme`;
const JOBS_URL = `${ORG_URL}/jobs`;
const org = { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: 'https://jobs.example/acme' };
const job = { publicId: 'p1', title: 'Engineer' };

/** A fetch answering the org header and the jobs list, each from its own script. */
const byUrl = (orgReply: (n: number) => Reply, jobsReply: (n: number) => Reply) =>
  fakeFetch((url, n) => (url === ORG_URL ? orgReply(n) : url === JOBS_URL ? jobsReply(n) : new TypeError(`unexpected ${url}`)));
const good = (headers: Record<string, string> = {}) =>
  byUrl(
    () => json(org, 200, headers),
    () => json([job], 200, headers),
  );

/** When `p` settles, in the fake clock's ms after `start`. */
function settledAt(p: Promise<unknown>, start: number): Promise<number> {
  return p.then(
    () => Date.now() - start,
    () => Date.now() - start,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('readOnce: one deadline for the whole read', () => {
  it('a hanging host: TIMEOUT at 3 s (the widget policy takes 26.5 s for the same host)', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const p = readOnce(ORIGIN, 'acme', {
      fetch: byUrl(
        () => 'hang',
        () => 'hang',
      ),
    });
    const at = settledAt(p, start);
    await expect(Promise.race([p, vi.advanceTimersByTimeAsync(3000).then(() => 'pending')])).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'no answer within 3000 ms',
    });
    expect(await at).toBe(3000);
    // Before: the same hanging host under the widget's policy (8 s a try, 3 tries, 0.5 s and 2 s between).
    const old = fetchFeed(ORIGIN, 'acme', {
      fetch: byUrl(
        () => 'hang',
        () => 'hang',
      ),
      random: () => 0.5,
    });
    const oldAt = settledAt(old, Date.now());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await oldAt).toBe(26_500);
  });

  it('honours another timeout, in real time too', async () => {
    const t0 = performance.now();
    await expect(
      readOnce(ORIGIN, 'acme', {
        fetch: byUrl(
          () => 'hang',
          () => 'hang',
        ),
        timeout: 150,
      }),
    ).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
    const took = performance.now() - t0;
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(600);
  });

  it('retries inside the deadline: a try that hangs is cut at half of it, and the retry answers', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const f = byUrl(
      (n) => (n === 0 ? 'hang' : json(org)),
      () => json([job]),
    );
    const p = readOnce(ORIGIN, 'acme', { fetch: f });
    const at = settledAt(p, start);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(p).resolves.toMatchObject({ value: { org: { name: 'Acme' } } });
    // 1.5 s (the first try's share) + a back-off of 0.5 s ± 25 %.
    expect(await at).toBeGreaterThanOrEqual(1500 + 375);
    expect(await at).toBeLessThanOrEqual(1500 + 625);
  });

  it('both GETs hanging once: each gets its own retry, and the read answers within the deadline', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const f = byUrl(
      (n) => (n === 0 ? 'hang' : json(org)),
      (n) => (n === 0 ? 'hang' : json([job])),
    );
    const p = readOnce(ORIGIN, 'acme', { fetch: f });
    const at = settledAt(p, start);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(p).resolves.toMatchObject({ value: { org: { name: 'Acme' }, jobs: [{ publicId: 'p1' }] } });
    expect(await at).toBeLessThanOrEqual(1500 + 625);
  });

  for (const [failing, reply, error] of [
    // What went wrong is the host's answer, not the time (the live snippet's 502 names it: INTERNAL (503)).
    [
      'answers 503',
      () => errorBody('INTERNAL', 503),
      { code: 'INTERNAL', status: 503, message: /answered 503, and no good answer came within 3000 ms/ },
    ],
    ['refuses the connection', () => new TypeError('fetch failed'), { code: 'TIMEOUT', message: /another retry would wait too long/ }],
  ] as const)
    it(`a host that ${failing} at once costs one short back-off: two tries, no third after 2 s`, async () => {
      vi.useFakeTimers();
      const start = Date.now();
      const f = byUrl(reply, () => json([job]));
      const p = readOnce(ORIGIN, 'acme', { fetch: f });
      const at = settledAt(p, start);
      await vi.advanceTimersByTimeAsync(3000);
      await expect(p).rejects.toMatchObject(error);
      // One back-off of 0.5 s ± 25 %; the contract's second (2 s) would take it past the budget.
      expect(await at).toBeGreaterThanOrEqual(375);
      expect(await at).toBeLessThanOrEqual(625);
      expect(f.mock.calls.filter(([u]) => u === ORG_URL)).toHaveLength(2);
    });

  it('takes max-age from the answers (the smaller), 60 s when they name none', async () => {
    expect((await readOnce(ORIGIN, 'acme', { fetch: good() })).maxAgeMs).toBe(60_000);
    const f = byUrl(
      () => json(org, 200, { 'cache-control': 'public, max-age=300' }),
      () => json([job], 200, { 'cache-control': 'max-age=120, stale-while-revalidate=60' }),
    );
    expect((await readOnce(ORIGIN, 'acme', { fetch: f })).maxAgeMs).toBe(120_000);
    expect(maxAgeOf('s-maxage=10')).toBeNull();
    expect(maxAgeOf('no-store')).toBeNull();
  });
});

describe('readOnce: a size cap on every answer', () => {
  it('refuses an answer that declares more than 5 MB, before reading it', async () => {
    const big = new Response('[]', { headers: { 'content-length': String(6 * 1024 * 1024) } });
    const f = byUrl(
      () => json(org),
      () => big,
    );
    await expect(readOnce(ORIGIN, 'acme', { fetch: f })).rejects.toMatchObject({ code: 'TOO_LARGE', message: /over 5242880 bytes/ });
  });

  it('reads an endless answer as a stream and stops it past the cap, without retrying', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    const endless = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(c) {
            pulled++;
            c.enqueue(chunk);
          },
        }),
      );
    const f = byUrl(() => json(org), endless);
    await expect(readOnce(ORIGIN, 'acme', { fetch: f })).rejects.toMatchObject({ code: 'TOO_LARGE', status: 200 });
    // Six 1 MB chunks pass 5 MB; the stream may have one more queued, no more.
    expect(pulled).toBeLessThanOrEqual(8);
    expect(f.mock.calls.filter(([u]) => u === JOBS_URL).length).toBe(1);
  });
});

describe('serverFeeds: the last good feed per org', () => {
  /** A clock the test moves, and a host that answers or fails as told. */
  function setup() {
    let t = 1_000_000;
    let up = true;
    const f = byUrl(
      () => (up ? json(org) : errorBody('INTERNAL', 500)),
      () => (up ? json([job]) : errorBody('INTERNAL', 500)),
    );
    const feeds = serverFeeds({ now: () => t });
    const read = () => feeds.read(`${ORIGIN}/`, 'acme', { fetch: f, timeout: 50 });
    const orgGets = () => f.mock.calls.filter(([u]) => u === ORG_URL).length;
    return {
      read,
      orgGets,
      at: (ms: number) => (t = 1_000_000 + ms),
      down: () => (up = false),
    };
  }

  it('serves the kept feed while fresh (max-age, 60 s here) without a request', async () => {
    const s = setup();
    await expect(s.read()).resolves.toMatchObject({ org: { name: 'Acme' } });
    s.at(59_999);
    await s.read();
    expect(s.orgGets()).toBe(1);
  });

  it('after max-age: serves the kept feed at once, with exactly one refresh for concurrent reads', async () => {
    const s = setup();
    const first = await s.read();
    s.at(61_000);
    const reads = await Promise.all([s.read(), s.read(), s.read(), s.read()]);
    for (const r of reads) expect(r).toBe(first);
    // The refresh, once it is kept: fresh again, a new feed object.
    await vi.waitFor(async () => expect(await s.read()).not.toBe(first));
    expect(s.orgGets()).toBe(2);
  });

  it('serves the last good feed when the host fails, for up to 7 days, then no more', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = setup();
    const first = await s.read();
    s.down();
    s.at(KEEP_MS - 1);
    await expect(s.read()).resolves.toBe(first);
    // The failed refresh, with the [svc-jobs] prefix.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]?.[0])).toBe('[svc-jobs]');
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/^acme: the feed could not be refreshed \(/);
    s.at(KEEP_MS);
    await expect(s.read()).rejects.toMatchObject({ code: 'INTERNAL', message: /answered 500, and no good answer came within/ });
    warn.mockRestore();
  });

  it('with nothing kept, concurrent reads share one request', async () => {
    const s = setup();
    await Promise.all([s.read(), s.read(), s.read()]);
    expect(s.orgGets()).toBe(1);
  });

  it('forgets an org the host no longer knows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let gone = false;
    const f = byUrl(
      () => (gone ? errorBody('NOT_FOUND', 404) : json(org)),
      () => json([job]),
    );
    let t = 0;
    const feeds = serverFeeds({ now: () => t });
    await feeds.read(ORIGIN, 'acme', { fetch: f });
    gone = true;
    t = 120_000;
    await feeds.read(ORIGIN, 'acme', { fetch: f });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    await expect(feeds.read(ORIGIN, 'acme', { fetch: f })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
