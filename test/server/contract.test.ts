// The rules of CONTRACT.md that hold for every answer of the jobs host:
// contract header, error bodies, unknown paths, OPTIONS, 426, 8 MiB limit.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from '../../demo/server/store.ts';
import { errorBody, makeApp, makeDist, NOW, url } from './helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());
const app = makeApp(dist.dist);

const PUBLIC_GETS = [
  '/api/v1/public/acme',
  '/api/v1/public/acme/jobs',
  '/api/v1/public/acme/jobs/eng-7f3k2',
  '/api/v1/public/acme/referrals/ref-dana-7q2',
];

describe('every API answer', () => {
  it.each([...PUBLIC_GETS, '/api/v1/version', '/api/v1/nope', '/nope'])('carries x-svc-contract: 7 on %s', async (path) => {
    const res = await app.request(url(path));
    expect(res.headers.get('x-svc-contract')).toBe('7');
  });

  it('GET /api/v1/version answers the server, contract 7 and minimum client contract 1', async () => {
    const res = await app.request(url('/api/v1/version'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ server: expect.any(String), contract: 7, minClientContract: 1 });
  });
});

describe('error answers', () => {
  const cases: { name: string; status: number; code: string; req: () => Promise<Response> }[] = [
    { name: 'an unknown API path', status: 404, code: 'NOT_FOUND', req: async () => app.request(url('/api/v1/nothing')) },
    { name: 'an unknown non-API path', status: 404, code: 'NOT_FOUND', req: async () => app.request(url('/no/such/page')) },
    { name: 'an unknown org', status: 404, code: 'NOT_FOUND', req: async () => app.request(url('/api/v1/public/nope/jobs')) },
    {
      name: 'POST on a public GET path',
      status: 404,
      code: 'NOT_FOUND',
      req: async () => app.request(url('/api/v1/public/acme/jobs'), { method: 'POST' }),
    },
    {
      name: 'a client below the minimum contract',
      status: 426,
      code: 'UPGRADE_REQUIRED',
      req: async () => app.request(url('/api/v1/version'), { headers: { 'x-svc-client': 'svc/0.9.0 contract/0' } }),
    },
    {
      name: 'a body over 8 MiB',
      status: 422,
      code: 'VALIDATION',
      req: async () =>
        app.request(url('/__demo/faults'), {
          method: 'POST',
          body: 'x'.repeat(8 * 1024 * 1024 + 1),
          headers: { 'content-length': String(8 * 1024 * 1024 + 1) },
        }),
    },
  ];

  it.each(cases)('$name answers $status with the error body, JSON and no-store', async ({ status, code, req }) => {
    const res = await req();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-svc-contract')).toBe('7');
    const body = await errorBody(res);
    expect(body).toMatchObject({ defined: true, code, status });
    expect(typeof body.message).toBe('string');
  });

  it('answers 500 INTERNAL with the error body when a handler throws', async () => {
    const real = createStore({ baseTime: NOW });
    const broken: Store = {
      resetReferrals: () => real.resetReferrals(),
      orgs: () => real.orgs(),
      org: (slug) => real.org(slug),
      publishedJobs: () => {
        throw new Error('disk on fire');
      },
      publishedJob: (slug, id) => real.publishedJob(slug, id),
      referral: (slug, token, now) => real.referral(slug, token, now),
      spendReferral: (slug, token, now) => real.spendReferral(slug, token, now),
      declineReferral: (slug, token, now) => real.declineReferral(slug, token, now),
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await makeApp(dist.dist, { store: broken }).request(url('/api/v1/public/acme/jobs'));
    expect(res.status).toBe(500);
    expect(await errorBody(res)).toMatchObject({ defined: true, code: 'INTERNAL', status: 500 });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(logged).toHaveBeenCalled();
  });
});

describe('OPTIONS', () => {
  it.each(PUBLIC_GETS)('on %s answers the 204 preflight', async (path) => {
    const res = await app.request(url(path), {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET');
    expect(res.headers.get('access-control-max-age')).toBe('86400');
    expect(res.headers.get('x-svc-contract')).toBe('7');
    expect(await res.text()).toBe('');
  });

  it.each([
    '/api/v1/version',
    '/api/v1/public/acme/jobs/eng-7f3k2/apply',
    '/api/v1/public/acme/jobs/eng-7f3k2/resume',
    '/api/v1/public/acme/referrals/ref-dana-7q2/decline',
    '/embed.js',
    '/embed/apply',
    '/acme',
    '/nope',
  ])('on %s (not a public GET) answers the 404 body without CORS', async (path) => {
    const res = await app.request(url(path), { method: 'OPTIONS' });
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('x-svc-client contract version', () => {
  it.each([
    ['svc/1.2.3 contract/0', 426],
    ['svc/1.2.3 contract/-1', 426],
    ['contract/0', 426],
    ['svc/1.2.3 contract/1', 200],
    ['svc/3.0.0 contract/7', 200],
    ['svc/9.0.0 contract/12', 200],
    ['svc/1.2.3', 200],
    ['svc/1.2.3 contract/x', 200],
    ['nonsense', 200],
    ['', 200],
  ])('"%s" answers %i', async (header, status) => {
    const res = await app.request(url('/api/v1/public/acme'), { headers: { 'x-svc-client': header } });
    expect(res.status).toBe(status);
  });

  it('a request without the header is never refused on version grounds', async () => {
    expect((await app.request(url('/api/v1/version'))).status).toBe(200);
  });

  it('426 on a public GET still carries CORS, so the widget can read it', async () => {
    const res = await app.request(url('/api/v1/public/acme/jobs'), { headers: { 'x-svc-client': 'svc/0.1.0 contract/0' } });
    expect(res.status).toBe(426);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('etag, retry-after, x-svc-contract');
  });
});

describe('request body limit', () => {
  const LIMIT = 8 * 1024 * 1024;

  it('refuses a body over 8 MiB with 422 on the path []', async () => {
    const res = await app.request(url('/__demo/faults'), {
      method: 'POST',
      body: 'x'.repeat(LIMIT + 1),
      headers: { 'content-length': String(LIMIT + 1) },
    });
    expect(res.status).toBe(422);
    const body = await errorBody(res);
    expect(body.data?.issues).toEqual([{ path: [], message: expect.any(String) }]);
  });

  it('refuses a streamed body (no content-length) once it passes 8 MiB', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > LIMIT) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const init = { method: 'POST', body: stream, duplex: 'half' };
    const res = await app.request(new Request(url('/__demo/faults'), init));
    expect(res.status).toBe(422);
    expect((await errorBody(res)).data?.issues[0]?.path).toEqual([]);
  });

  it('lets a body of exactly 8 MiB through to the route', async () => {
    const res = await app.request(url('/no-such-upload'), {
      method: 'POST',
      body: 'x'.repeat(LIMIT),
      headers: { 'content-length': String(LIMIT) },
    });
    expect(res.status).toBe(404);
  });
});
