import { describe, expect, it } from 'vitest';
import { isAbort } from '../../src/feed/errors.ts';
import { fetchFeed } from '../../src/feed/feed.ts';
import { errorBody, fakeFetch, json, noSleep, signalOf, type Reply } from './fake.ts';
import { must } from '../support/must.ts';

const ORIGIN = 'https://jobs.example';
const ORG_URL = `${ORIGIN}/api/v1/public/acme`;
const JOBS_URL = `${ORG_URL}/jobs`;
const org = { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: 'https://jobs.example/acme' };
const job = {
  publicId: 'p1',
  title: 'Engineer',
  department: null,
  location: null,
  employmentType: null,
  shortDescription: null,
  compensation: null,
  publishedAt: null,
  url: 'https://jobs.example/acme/p1',
};

/** A fetch answering the org header and the jobs list separately. */
const byUrl = (orgReply: Reply, jobsReply: Reply) =>
  fakeFetch((url) => (url === ORG_URL ? orgReply : url === JOBS_URL ? jobsReply : new TypeError(`unexpected ${url}`)));

describe('fetchFeed', () => {
  it('starts both requests at once, before anything answers', () => {
    const f = byUrl('hang', 'hang');
    void fetchFeed(ORIGIN, 'acme', { fetch: f }).catch(() => {});
    expect(f.mock.calls.map((c) => c[0])).toEqual([ORG_URL, JOBS_URL]);
  });

  it('encodes the slug in the API paths', () => {
    const f = fakeFetch(['hang']);
    void fetchFeed(ORIGIN, 'a/b c', { fetch: f }).catch(() => {});
    expect(f.mock.calls.map((c) => c[0])).toEqual([`${ORIGIN}/api/v1/public/a%2Fb%20c`, `${ORIGIN}/api/v1/public/a%2Fb%20c/jobs`]);
  });

  it('resolves to the parsed org, jobs and both etags joined', async () => {
    const f = byUrl(json({ ...org, extra: 1 }, 200, { etag: '"o1"' }), json([job], 200, { etag: '"j1"' }));
    await expect(fetchFeed(ORIGIN, 'acme', { fetch: f })).resolves.toEqual({ org, jobs: [job], etag: '"o1","j1"' });
  });

  it.each([
    { name: 'the org header', orgTag: undefined, jobsTag: '"j"' },
    { name: 'the jobs list', orgTag: '"o"', jobsTag: undefined },
  ])('has a null etag when $name has none', async ({ orgTag, jobsTag }) => {
    const tag = (t?: string): Record<string, string> => (t ? { etag: t } : {});
    const f = byUrl(json(org, 200, tag(orgTag)), json([job], 200, tag(jobsTag)));
    expect((await fetchFeed(ORIGIN, 'acme', { fetch: f })).etag).toBeNull();
  });

  it('rebuilds a missing job url from the origin and slug', async () => {
    const f = byUrl(json(org), json([{ publicId: 'x', title: 'X' }]));
    const feed = await fetchFeed(ORIGIN, 'acme', { fetch: f });
    expect(must(feed.jobs[0]).url).toBe('https://jobs.example/acme/x');
  });

  it.each([
    { name: 'the org header answers 404', org: errorBody('NOT_FOUND', 404), jobs: 'hang' as Reply, code: 'NOT_FOUND', other: 1 },
    { name: 'the jobs list answers 404', org: 'hang' as Reply, jobs: errorBody('NOT_FOUND', 404), code: 'NOT_FOUND', other: 0 },
    { name: 'the jobs list is not an array', org: 'hang' as Reply, jobs: json({ jobs: [] }), code: 'MALFORMED', other: 0 },
    { name: 'the org header has no name', org: json({ slug: 'acme' }), jobs: 'hang' as Reply, code: 'MALFORMED', other: 1 },
  ])('when $name, rejects with that failure and aborts the other request', async ({ org: o, jobs, code, other }) => {
    const f = byUrl(o, jobs);
    await expect(fetchFeed(ORIGIN, 'acme', { fetch: f, sleep: noSleep() })).rejects.toMatchObject({ code });
    expect(signalOf(f, other).aborted).toBe(true);
  });

  it('passes its options on to each request (retrying with the injected sleep)', async () => {
    let n = 0;
    const f = fakeFetch((url) => (url === ORG_URL ? json(org) : n++ ? json([job]) : new Response('', { status: 503 })));
    const sleep = noSleep();
    await expect(fetchFeed(ORIGIN, 'acme', { fetch: f, sleep, random: () => 0.5 })).resolves.toMatchObject({ jobs: [job] });
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([500]);
  });

  it("aborts both requests when the caller's signal aborts", async () => {
    const f = byUrl('hang', 'hang');
    const ctl = new AbortController();
    const p = fetchFeed(ORIGIN, 'acme', { fetch: f, signal: ctl.signal });
    ctl.abort();
    const e = await p.catch((x: unknown) => x);
    expect(isAbort(e)).toBe(true);
    expect([signalOf(f, 0).aborted, signalOf(f, 1).aborted]).toEqual([true, true]);
  });
});
