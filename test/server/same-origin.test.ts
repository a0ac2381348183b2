// The three public writes are same-origin only (CONTRACT.md): no CORS header on
// any of their answers, OPTIONS answers the ordinary 404, a foreign Origin is
// refused with 403, and a request without Origin passes.
import { afterAll, describe, expect, it } from 'vitest';
import { errorBody, makeApp, makeDist, ORIGIN, url } from './helpers.ts';
import { applyPath, declinePath, formData, resumePath, resumePdf } from './writes-helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());

interface Write {
  name: string;
  path: string;
  body: () => FormData | null;
  ok: number;
}

const WRITES: Write[] = [
  { name: 'resume', path: resumePath('acme', 'eng-5q3w6'), body: () => formData([['file', resumePdf()]]), ok: 200 },
  {
    name: 'apply',
    path: applyPath('acme', 'eng-5q3w6'),
    body: () =>
      formData([
        ['name', 'Sam Okafor'],
        ['email', 'sam@example.com'],
        ['resume', resumePdf()],
      ]),
    ok: 201,
  },
  { name: 'decline', path: declinePath('acme', 'ref-dana-7q2'), body: () => null, ok: 200 },
];

const send = (w: Write, headers: Record<string, string> = {}): Promise<Response> =>
  Promise.resolve(makeApp(dist.dist).request(url(w.path), { method: 'POST', body: w.body(), headers }));

function expectNoCors(res: Response): void {
  const cors = [...res.headers.keys()].filter((h) => h.startsWith('access-control-'));
  expect(cors).toEqual([]);
}

describe.each(WRITES)('POST $name', (w) => {
  it.each(['http://localhost:5197', 'http://127.0.0.1:5173', 'https://jobs.test', 'null'])(
    'refuses Origin %s with 403 PERMISSION_DENIED, no CORS, no-store',
    async (origin) => {
      const res = await send(w, { origin });
      expect(res.status).toBe(403);
      expect(await errorBody(res)).toMatchObject({ defined: true, code: 'PERMISSION_DENIED', status: 403 });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-svc-contract')).toBe('7');
      expectNoCors(res);
    },
  );

  it.each([
    ['its own Origin', { origin: ORIGIN }],
    ['no Origin', {}],
  ])(`passes with %s, answering ${w.ok} with x-svc-contract and no CORS`, async (_name, headers) => {
    const res = await send(w, headers);
    expect(res.status).toBe(w.ok);
    expect(res.headers.get('x-svc-contract')).toBe('7');
    expectNoCors(res);
  });

  it('sends no CORS headers on an error either, even to a request from its own origin', async () => {
    const res = await makeApp(dist.dist).request(url(w.path.replace('/acme/', '/nope/')), {
      method: 'POST',
      body: w.body(),
      headers: { origin: ORIGIN },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-svc-contract')).toBe('7');
    expectNoCors(res);
  });

  it('answers OPTIONS (a preflight from another origin) with the ordinary 404 body and no CORS', async () => {
    const res = await makeApp(dist.dist).request(url(w.path), {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5197', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toEqual({ defined: true, code: 'NOT_FOUND', status: 404, message: 'Not found' });
    expectNoCors(res);
  });

  it('answers GET with the 404 body: only POST is a write', async () => {
    const res = await makeApp(dist.dist).request(url(w.path));
    expect(res.status).toBe(404);
    expectNoCors(res);
  });
});

describe('errors of the writes', () => {
  it.each([
    ['422', applyPath('acme', 'eng-5q3w6'), () => formData([])],
    ['429', resumePath('acme', 'eng-5q3w6'), () => formData([['file', resumePdf()]])],
  ])('a %s carries no-store, x-svc-contract and no CORS', async (status, path, body) => {
    const app = makeApp(dist.dist);
    if (status === '429') {
      await app.request(url('/__demo/faults'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ org: 'acme', mode: 'resume-429' }),
      });
    }
    const res = await app.request(url(path), { method: 'POST', body: body() });
    expect(String(res.status)).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('x-svc-contract')).toBe('7');
    expectNoCors(res);
  });
});
