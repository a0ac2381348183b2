// The four public GETs of CONTRACT.md: shapes, order, what never shows, CORS,
// caching and conditional requests.
import { afterAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../demo/fixtures/index.ts';
import { acme } from '../../demo/fixtures/acme.ts';
import type { OrgFixture } from '../../demo/fixtures/types.ts';
import { DEFAULT_FORM } from '../../demo/server/public-shapes.ts';
import { createStore } from '../../demo/server/store.ts';
import type { JobDetail, JobSummary, OrgHeader, ReferralInvite } from '../../src/feed/types.ts';
import { errorBody, makeApp, makeDist, NOW, stableHeaders, url } from './helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());
const app = makeApp(dist.dist);

const SUMMARY_KEYS = [
  'publicId',
  'title',
  'department',
  'location',
  'employmentType',
  'shortDescription',
  'compensation',
  'publishedAt',
  'url',
].sort();
const DETAIL_KEYS = [...SUMMARY_KEYS, 'description', 'requirements', 'form', 'org', 'captcha'].sort();

async function jobs(slug: string): Promise<JobSummary[]> {
  const res = await app.request(url(`/api/v1/public/${slug}/jobs`));
  expect(res.status).toBe(200);
  return (await res.json()) as JobSummary[];
}

const hiddenJobs = fixtures.flatMap((f) => f.jobs.filter((j) => j.status !== 'published').map((j) => ({ org: f.org.slug, ...j })));

describe('GET /api/v1/public/{orgSlug}', () => {
  it('answers the careers page header, with careersUrl on the request origin', async () => {
    const res = await app.request('http://jobs.example:8080/api/v1/public/acme');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      name: 'Acme Robotics',
      slug: 'acme',
      logoUrl: null,
      about: expect.any(String),
      brandColor: null,
      careersUrl: 'http://jobs.example:8080/acme',
    } satisfies OrgHeader);
  });

  it('makes a logo stored as a path absolute on the request origin', async () => {
    const res = await app.request('http://127.0.0.1:5174/api/v1/public/lumen');
    const header = (await res.json()) as OrgHeader;
    expect(header.logoUrl).toBe('http://127.0.0.1:5174/demo-assets/lumen.svg');
    expect(header.brandColor).toBe('#0f766e');
  });

  it.each(fixtures.map((f) => f.org.slug))('%s has a brandColor that is null or matches the contract pattern', async (slug) => {
    const header = (await (await app.request(url(`/api/v1/public/${slug}`))).json()) as OrgHeader;
    if (header.brandColor !== null) expect(header.brandColor).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/);
  });

  it.each(['nope', 'embed', 'api', 'assets'])('answers 404 for the unknown or reserved slug %s', async (slug) => {
    const res = await app.request(url(`/api/v1/public/${slug}`));
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never seeds an org on a reserved slug', () => {
    const bad: OrgFixture = { ...acme, org: { ...acme.org, slug: 'embed' } };
    expect(() => createStore({ baseTime: NOW, fixtures: [bad] })).toThrow(/embed/);
  });
});

describe('GET /api/v1/public/{orgSlug}/jobs', () => {
  it('lists the published jobs, newest publishedAt first', async () => {
    const list = await jobs('acme');
    expect(list.length).toBeGreaterThanOrEqual(42);
    const dates = list.map((j) => Date.parse(j.publishedAt ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list[0]?.publicId).toBe('ops-txu9c');
  });

  it('gives every item exactly the public summary properties (no internal fields, no description/requirements/form)', async () => {
    for (const item of await jobs('acme')) expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
  });

  it('builds each url as {origin}/{slug}/{publicId}', async () => {
    const res = await app.request('http://127.0.0.1:5174/api/v1/public/lumen/jobs');
    for (const item of (await res.json()) as JobSummary[]) {
      expect(item.url).toBe(`http://127.0.0.1:5174/lumen/${item.publicId}`);
    }
  });

  it('never lists draft or closed jobs', async () => {
    expect(hiddenJobs.length).toBeGreaterThanOrEqual(5);
    for (const slug of new Set(hiddenJobs.map((j) => j.org))) {
      const ids = (await jobs(slug)).map((j) => j.publicId);
      for (const hidden of hiddenJobs.filter((j) => j.org === slug)) expect(ids).not.toContain(hidden.publicId);
    }
  });

  it('answers an empty array for an org with no openings', async () => {
    expect(await jobs('stillwater')).toEqual([]);
  });

  it('answers 404 for an unknown org', async () => {
    expect((await app.request(url('/api/v1/public/nope/jobs'))).status).toBe(404);
  });
});

describe('GET /api/v1/public/{orgSlug}/jobs/{publicId}', () => {
  async function detail(slug: string, id: string): Promise<JobDetail> {
    const res = await app.request(url(`/api/v1/public/${slug}/jobs/${id}`));
    expect(res.status).toBe(200);
    return (await res.json()) as JobDetail;
  }

  it('adds description, requirements, form, org and captcha to the list item', async () => {
    const job = await detail('acme', 'eng-7f3k2');
    expect(Object.keys(job).sort()).toEqual(DETAIL_KEYS);
    const item = (await jobs('acme')).find((j) => j.publicId === 'eng-7f3k2');
    expect(job).toMatchObject(item ?? {});
    expect(job.org).toEqual({ name: 'Acme Robotics', slug: 'acme', logoUrl: null, brandColor: null });
    expect(job.captcha).toBeNull();
    expect(job.description).toContain('## ');
    expect(job.requirements?.length).toBeGreaterThan(0);
  });

  it('serves a stored custom form as stored', async () => {
    const stored = acme.jobs.find((j) => j.publicId === 'eng-7f3k2')?.form;
    expect(stored).toBeTruthy();
    expect((await detail('acme', 'eng-7f3k2')).form).toEqual(stored);
  });

  it('serves the default form when the stored form is null', async () => {
    const job = await detail('acme', 'eng-5q3w6');
    expect(job.form).toEqual({
      fields: [
        { key: 'name', kind: 'text', required: true },
        { key: 'email', kind: 'email', required: true },
        { key: 'phone', kind: 'tel', required: false },
        { key: 'resume', kind: 'file', required: true },
      ],
      questions: [],
    });
    expect(job.form).toEqual(DEFAULT_FORM);
  });

  it('carries the org logo and brand colour for JSON-LD', async () => {
    const res = await app.request('http://127.0.0.1:5174/api/v1/public/lumen/jobs/cln-bz2wa');
    const job = (await res.json()) as JobDetail;
    expect(job.org).toEqual({
      name: 'Lumen Health',
      slug: 'lumen',
      logoUrl: 'http://127.0.0.1:5174/demo-assets/lumen.svg',
      brandColor: '#0f766e',
    });
  });

  it('answers a turnstile captcha when the org requires one', async () => {
    const withCaptcha: OrgFixture = { ...acme, org: { ...acme.org, captchaSiteKey: '1x00000000000000000000AA' } };
    const store = createStore({ baseTime: NOW, fixtures: [withCaptcha] });
    const res = await makeApp(dist.dist, { store }).request(url('/api/v1/public/acme/jobs/eng-7f3k2'));
    expect(((await res.json()) as JobDetail).captcha).toEqual({ provider: 'turnstile', siteKey: '1x00000000000000000000AA' });
  });

  it.each([
    ...hiddenJobs.map((j) => [`${j.status} ${j.org}/${j.publicId}`, j.org, j.publicId] as const),
    ['unknown job', 'acme', 'eng-zzzzz'] as const,
    ['unknown org', 'nope', 'eng-7f3k2'] as const,
    ["another org's job", 'lumen', 'eng-7f3k2'] as const,
  ])('answers 404 for a %s', async (_name, slug, id) => {
    const res = await app.request(url(`/api/v1/public/${slug}/jobs/${id}`));
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('GET /api/v1/public/{orgSlug}/referrals/{token}', () => {
  it('answers who the invite is for, and for which job', async () => {
    const res = await app.request(url('/api/v1/public/acme/referrals/ref-dana-7q2'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      candidateName: 'Dana Ruiz',
      referrerName: 'Sam Lee',
      job: { publicId: 'eng-7f3k2', title: 'Senior Firmware Engineer' },
    } satisfies ReferralInvite);
  });

  it('answers the very same 404 for unknown, expired, spent, declined and foreign tokens', async () => {
    const answers = await Promise.all(
      [
        '/api/v1/public/acme/referrals/ref-nobody-000',
        '/api/v1/public/acme/referrals/ref-old-3x9',
        '/api/v1/public/acme/referrals/ref-used-8k1',
        '/api/v1/public/acme/referrals/ref-no-2d4',
        '/api/v1/public/lumen/referrals/ref-dana-7q2',
      ].map(async (p) => {
        const res = await app.request(url(p));
        return { status: res.status, headers: stableHeaders(res), body: await res.text() };
      }),
    );
    expect(answers[0]?.status).toBe(404);
    for (const a of answers) expect(a).toEqual(answers[0]);
  });

  it('treats a token as expired from its expiry on', async () => {
    const later = makeApp(dist.dist, { store: createStore({ baseTime: NOW }), now: () => NOW + 31 * 24 * 3600 * 1000 });
    expect((await later.request(url('/api/v1/public/acme/referrals/ref-dana-7q2'))).status).toBe(404);
  });
});

describe('CORS and caching of the four public GETs', () => {
  const paths = [
    ['org header', '/api/v1/public/acme', '/api/v1/public/nope'],
    ['jobs list', '/api/v1/public/acme/jobs', '/api/v1/public/nope/jobs'],
    ['job', '/api/v1/public/acme/jobs/eng-7f3k2', '/api/v1/public/acme/jobs/eng-ki7gt'],
    ['referral', '/api/v1/public/acme/referrals/ref-dana-7q2', '/api/v1/public/acme/referrals/ref-old-3x9'],
  ] as const;

  it.each(paths)('%s: success carries CORS, expose headers, public caching and a strong etag', async (_n, ok) => {
    const res = await app.request(url(ok), { headers: { origin: 'http://localhost:5173' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('etag, retry-after, x-svc-contract');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it.each(paths)('%s: an error carries CORS and expose headers too, and no-store', async (_n, _ok, missing) => {
    const res = await app.request(url(missing));
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('etag, retry-after, x-svc-contract');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each(paths)('%s: If-None-Match with the etag answers 304 with etag, caching and CORS, no body', async (_n, ok) => {
    const first = await app.request(url(ok));
    const etag = first.headers.get('etag') ?? '';
    const res = await app.request(url(ok), { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('etag, retry-after, x-svc-contract');
    expect(res.headers.get('x-svc-contract')).toBe('7');
    expect(await res.text()).toBe('');
  });

  it('the etag is a hash of the body: equal bodies, equal tags; different bodies, different tags', async () => {
    const a = await app.request(url('/api/v1/public/acme/jobs'));
    const b = await app.request(url('/api/v1/public/acme/jobs'));
    const other = await app.request('http://elsewhere.test/api/v1/public/acme/jobs');
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(other.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });

  it.each([
    ['a weak form of the tag', (tag: string) => `W/${tag}`, 304],
    ['a list holding the tag', (tag: string) => `"other", ${tag}`, 304],
    ['*', () => '*', 304],
    ['another tag', () => '"not-it"', 200],
  ])('If-None-Match with %s answers %i', async (_n, make, status) => {
    const etag = (await app.request(url('/api/v1/public/acme'))).headers.get('etag') ?? '';
    const res = await app.request(url('/api/v1/public/acme'), { headers: { 'if-none-match': make(etag) } });
    expect(res.status).toBe(status);
  });

  it.each(['/api/v1/version', '/nope', '/api/v1/public/acme/jobs/eng-7f3k2/apply'])(
    '%s (not a public GET) has no CORS headers',
    async (p) => {
      const res = await app.request(url(p), { headers: { origin: 'http://localhost:5173' } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});
