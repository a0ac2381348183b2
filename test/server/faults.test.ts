// The demo fault switches: each mode's effect on an org's public GETs, and the
// control routes that set them.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { JobSummary } from '../../src/feed/types.ts';
import { errorBody, makeApp, makeDist, url } from './helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());
afterEach(() => {
  vi.useRealTimers();
});

type App = ReturnType<typeof makeApp>;

async function setFault(app: App, body: Record<string, unknown>): Promise<Response> {
  return app.request(url('/__demo/faults'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const ALL_GETS = [
  '/api/v1/public/acme',
  '/api/v1/public/acme/jobs',
  '/api/v1/public/acme/jobs/eng-7f3k2',
  '/api/v1/public/acme/referrals/ref-dana-7q2',
];

describe('fault modes', () => {
  it.each(ALL_GETS)('500 answers the INTERNAL body on %s, with CORS', async (path) => {
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode: '500' });
    const res = await app.request(url(path));
    expect(res.status).toBe(500);
    expect(await errorBody(res)).toMatchObject({ defined: true, code: 'INTERNAL', status: 500 });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each(['/api/v1/public/acme', '/api/v1/public/acme/jobs'])(
    'malformed answers 200 JSON that does not parse on %s, never cached',
    async (path) => {
      const app = makeApp(dist.dist);
      await setFault(app, { org: 'acme', mode: 'malformed' });
      const res = await app.request(url(path));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const text = await res.text();
      expect(() => JSON.parse(text) as unknown).toThrow();
    },
  );

  it.each([
    ['shape', '{"jobs": []}'],
    ['empty-shape', '[{"nope":1}]'],
  ])('%s breaks only the jobs list, with %s', async (mode, body) => {
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode });
    const list = await app.request(url('/api/v1/public/acme/jobs'));
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(await list.text()).toBe(body);
    const header = await app.request(url('/api/v1/public/acme'));
    expect(((await header.json()) as { name: string }).name).toBe('Acme Robotics');
  });

  it('down answers 503 UNAVAILABLE (defined: false) when there is no socket to destroy', async () => {
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode: 'down' });
    const res = await app.request(url('/api/v1/public/acme/jobs'));
    expect(res.status).toBe(503);
    expect(await errorBody(res)).toMatchObject({ defined: false, code: 'UNAVAILABLE', status: 503 });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('429 carries retry-after, 2 s by default or delayMs rounded up', async () => {
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode: '429' });
    const res = await app.request(url('/api/v1/public/acme/jobs'));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await errorBody(res)).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    await setFault(app, { org: 'acme', mode: '429', delayMs: 12_500 });
    expect((await app.request(url('/api/v1/public/acme'))).headers.get('retry-after')).toBe('13');
  });

  it.each([
    ['slow', undefined, 3000],
    ['slow', 250, 250],
    ['hang', undefined, 60_000],
  ])('%s (delayMs %s) waits %i ms, then answers normally', async (mode, delayMs, wait) => {
    vi.useFakeTimers();
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode, delayMs });
    let settled = false;
    const pending = Promise.resolve(app.request(url('/api/v1/public/acme/jobs'))).then((res) => {
      settled = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(((await res.json()) as JobSummary[]).length).toBeGreaterThan(40);
  });

  it('hang gives up at once when the client goes away', async () => {
    vi.useFakeTimers();
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode: 'hang' });
    const abort = new AbortController();
    const pending = app.request(url('/api/v1/public/acme/jobs'), { signal: abort.signal });
    await vi.advanceTimersByTimeAsync(10);
    abort.abort();
    const res = await pending;
    expect(res.status).toBe(499);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('acts on its own org only', async () => {
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode: '500' });
    expect((await app.request(url('/api/v1/public/lumen/jobs'))).status).toBe(200);
  });

  it('does not touch static files or /version', async () => {
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode: '500' });
    for (const p of ['/embed.js', '/api/v1/version']) expect((await app.request(url(p))).status).toBe(200);
  });

  it('reaches the board pages through their feed: the last good page once read, else the page unfilled (503)', async () => {
    const read = makeApp(dist.dist);
    expect((await read.request(url('/acme'))).status).toBe(200);
    await setFault(read, { org: 'acme', mode: '500' });
    const kept = await read.request(url('/acme'));
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain('<h1>Jobs at Acme Robotics</h1>');
    const never = makeApp(dist.dist);
    await setFault(never, { org: 'acme', mode: '500' });
    const unfilled = await never.request(url('/acme'));
    expect(unfilled.status).toBe(503);
    expect(unfilled.headers.get('cache-control')).toBe('no-store');
    const html = await unfilled.text();
    expect(html).toContain('<!--svc:fallback-->');
    expect(html).not.toContain('Jobs at Acme Robotics');
  });
});

describe('fault control routes', () => {
  it('POST sets a fault and answers the list; GET lists them', async () => {
    const app = makeApp(dist.dist);
    const res = await setFault(app, { org: 'lumen', mode: 'slow', delayMs: 1500 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ org: 'lumen', mode: 'slow', delayMs: 1500 }]);
    const list = await app.request(url('/__demo/faults'));
    expect(await list.json()).toEqual([{ org: 'lumen', mode: 'slow', delayMs: 1500 }]);
  });

  it('mode ok clears one org; DELETE clears them all', async () => {
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode: '500' });
    await setFault(app, { org: 'lumen', mode: '500' });
    await setFault(app, { org: 'acme', mode: 'ok' });
    expect((await app.request(url('/api/v1/public/acme'))).status).toBe(200);
    expect((await app.request(url('/api/v1/public/lumen'))).status).toBe(500);
    const cleared = await app.request(url('/__demo/faults'), { method: 'DELETE' });
    expect(await cleared.json()).toEqual([]);
    expect((await app.request(url('/api/v1/public/lumen'))).status).toBe(200);
  });

  it.each([
    [{ org: 'nope', mode: '500' }, ['org']],
    [{ org: 'acme', mode: 'explode' }, ['mode']],
    [{ org: 'acme', mode: 'slow', delayMs: -5 }, ['delayMs']],
    [{ org: 'acme', mode: 'slow', delayMs: 1.5 }, ['delayMs']],
    [{ mode: 'slow' }, ['org']],
  ])('refuses %j with 422 on %j', async (body, path) => {
    const res = await setFault(makeApp(dist.dist), body);
    expect(res.status).toBe(422);
    expect((await errorBody(res)).data?.issues.map((i) => i.path)).toEqual([path]);
  });

  it('refuses a body that is not a JSON object with 422 on []', async () => {
    const app = makeApp(dist.dist);
    for (const body of ['not json', '[1]', 'null']) {
      const res = await app.request(url('/__demo/faults'), { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(422);
      expect((await errorBody(res)).data?.issues[0]?.path).toEqual([]);
    }
  });

  it('the control page lists every org with a button per mode', async () => {
    const res = await makeApp(dist.dist).request(url('/__demo'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const slug of ['acme', 'lumen', 'stillwater', 'xss']) expect(html).toContain(`name="org" value="${slug}"`);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; Labs');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('the control page form sets a fault and sends the person back to the page', async () => {
    const app = makeApp(dist.dist);
    const res = await app.request(url('/__demo/faults/form'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'org=acme&mode=malformed',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/__demo');
    expect(await (await app.request(url('/__demo/faults'))).json()).toEqual([{ org: 'acme', mode: 'malformed', delayMs: 0 }]);
  });
});

describe('faults for hostile feeds and slow applications', () => {
  it('raw-jobs answers the jobs list with the given JSON as is, never cached, and leaves the other GETs alone', async () => {
    const app = makeApp(dist.dist);
    const body = [null, { publicId: 7, title: 'x' }, { publicId: 'ok-1', title: 'Fine', employmentType: 'gig' }];
    expect((await setFault(app, { org: 'acme', mode: 'raw-jobs', body })).status).toBe(200);
    const list = await app.request(url('/api/v1/public/acme/jobs'));
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(await list.json()).toEqual(body);
    expect(((await (await app.request(url('/api/v1/public/acme'))).json()) as { name: string }).name).toBe('Acme Robotics');
  });

  it('raw-jobs without a body is refused with 422 on [body]', async () => {
    const res = await setFault(makeApp(dist.dist), { org: 'acme', mode: 'raw-jobs' });
    expect(res.status).toBe(422);
    expect((await errorBody(res)).data?.issues.map((i) => i.path)).toEqual([['body']]);
  });

  it('apply-slow holds an application POST for delayMs, and the GETs answer at once', async () => {
    vi.useFakeTimers();
    const app = makeApp(dist.dist);
    await setFault(app, { org: 'acme', mode: 'apply-slow', delayMs: 3000 });
    expect((await app.request(url('/api/v1/public/acme/jobs'))).status).toBe(200);
    let settled = false;
    const pending = Promise.resolve(
      app.request(url('/api/v1/public/acme/jobs/eng-7f3k2/apply'), { method: 'POST', headers: { origin: 'http://jobs.test' } }),
    ).then((res) => {
      settled = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // Then read like any application: this one is not multipart.
    expect((await pending).status).toBe(422);
  });
});
