import { beforeEach, describe, expect, it } from 'vitest';
import { isAbort } from '../../src/feed/errors.ts';
import { _resetShared, loadFeed } from '../../src/feed/share.ts';
import { errorBody, fakeFetch, flush, json, signalOf } from './fake.ts';

const ORIGIN = 'https://jobs.example';
const org = { name: 'Acme', slug: 'acme' };
const job = { publicId: 'p1', title: 'Engineer' };

/** A fetch whose answers wait until `release()`; the jobs list answers `jobs`. */
function gatedFetch(jobs: unknown = [job]) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const f = fakeFetch((url) => (url.endsWith('/jobs') ? json(jobs) : json(org)));
  const gated = (input: RequestInfo | URL, init?: RequestInit) => gate.then(() => f(input, init));
  return { f, fetch: gated, release };
}

const live = () => new AbortController().signal;
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a rejection'),
    (e: unknown) => e,
  );

beforeEach(() => {
  _resetShared();
});

describe('loadFeed', () => {
  it('shares one request per URL between two loads of the same org', async () => {
    const f = fakeFetch((url) => (url.endsWith('/jobs') ? json([job]) : json(org)));
    const [a, b] = await Promise.all([loadFeed(ORIGIN, 'acme', live(), { fetch: f }), loadFeed(ORIGIN, 'acme', live(), { fetch: f })]);
    expect(f).toHaveBeenCalledTimes(2);
    expect(a.jobs.map((j) => j.publicId)).toEqual(['p1']);
    expect(b).toBe(a);
  });

  it.each([
    { name: 'another slug', origin: ORIGIN, slug: 'globex' },
    { name: 'another origin', origin: 'https://jobs.other.example', slug: 'acme' },
  ])('does not share with a load of $name', async ({ origin, slug }) => {
    const f = fakeFetch((url) => (url.endsWith('/jobs') ? json([job]) : json(org)));
    await Promise.all([loadFeed(ORIGIN, 'acme', live(), { fetch: f }), loadFeed(origin, slug, live(), { fetch: f })]);
    expect(f).toHaveBeenCalledTimes(4);
  });

  it('rejects a joiner that aborts at once, and the other joiner still gets the feed', async () => {
    const g = gatedFetch();
    const ctl = new AbortController();
    const a = loadFeed(ORIGIN, 'acme', ctl.signal, { fetch: g.fetch });
    const b = loadFeed(ORIGIN, 'acme', live(), { fetch: g.fetch });
    ctl.abort();
    expect(isAbort(await rejection(a))).toBe(true);
    g.release();
    await expect(b).resolves.toMatchObject({ org: { name: 'Acme' } });
    expect(g.f).toHaveBeenCalledTimes(2);
    expect(signalOf(g.f, 0).aborted).toBe(false);
  });

  it('aborts the shared request once every joiner has aborted', async () => {
    const f = fakeFetch(['hang']);
    const one = new AbortController();
    const two = new AbortController();
    const a = loadFeed(ORIGIN, 'acme', one.signal, { fetch: f });
    const b = loadFeed(ORIGIN, 'acme', two.signal, { fetch: f });
    one.abort();
    expect(signalOf(f, 0).aborted).toBe(false);
    two.abort();
    expect([signalOf(f, 0).aborted, signalOf(f, 1).aborted]).toEqual([true, true]);
    expect(isAbort(await rejection(a))).toBe(true);
    expect(isAbort(await rejection(b))).toBe(true);
  });

  it('starts afresh when called right after every joiner aborted', async () => {
    const f = fakeFetch((url, n) => (n === 0 ? 'hang' : url.endsWith('/jobs') ? json([job]) : json(org)));
    const ctl = new AbortController();
    const a = loadFeed(ORIGIN, 'acme', ctl.signal, { fetch: f });
    ctl.abort();
    const b = loadFeed(ORIGIN, 'acme', live(), { fetch: f });
    expect(isAbort(await rejection(a))).toBe(true);
    await expect(b).resolves.toMatchObject({ jobs: [{ publicId: 'p1' }] });
    expect(f).toHaveBeenCalledTimes(4);
  });

  it('rejects without fetching when the signal is already aborted', async () => {
    const f = fakeFetch([json(org)]);
    expect(isAbort(await rejection(loadFeed(ORIGIN, 'acme', AbortSignal.abort(), { fetch: f })))).toBe(true);
    expect(f).not.toHaveBeenCalled();
  });

  it('does not reuse a load that succeeded', async () => {
    const f = fakeFetch((url) => (url.endsWith('/jobs') ? json([job]) : json(org)));
    await loadFeed(ORIGIN, 'acme', live(), { fetch: f });
    await loadFeed(ORIGIN, 'acme', live(), { fetch: f });
    expect(f).toHaveBeenCalledTimes(4);
  });

  it('does not reuse a load that failed: a retry fetches afresh', async () => {
    const f = fakeFetch((url, n) => (n === 0 ? errorBody('NOT_FOUND', 404) : url.endsWith('/jobs') ? json([job]) : json(org)));
    await expect(loadFeed(ORIGIN, 'acme', live(), { fetch: f })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(loadFeed(ORIGIN, 'acme', live(), { fetch: f })).resolves.toMatchObject({ org: { name: 'Acme' } });
  });

  it('gives every joiner the same failure', async () => {
    const f = fakeFetch([errorBody('NOT_FOUND', 404)]);
    const a = loadFeed(ORIGIN, 'acme', live(), { fetch: f });
    const b = loadFeed(ORIGIN, 'acme', live(), { fetch: f });
    await expect(a).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(b).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('lets an abort after a settled load leave the next load of that org alone', async () => {
    const f = fakeFetch((url, n) => (n === 0 ? (url.endsWith('/jobs') ? json([job]) : json(org)) : 'hang'));
    const first = new AbortController();
    await loadFeed(ORIGIN, 'acme', first.signal, { fetch: f });
    void loadFeed(ORIGIN, 'acme', live(), { fetch: f }).catch(() => {});
    first.abort();
    void loadFeed(ORIGIN, 'acme', live(), { fetch: f }).catch(() => {});
    await flush();
    expect(f).toHaveBeenCalledTimes(4);
    expect([signalOf(f, 2).aborted, signalOf(f, 3).aborted]).toEqual([false, false]);
  });
});
