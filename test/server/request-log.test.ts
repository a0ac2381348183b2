// The request log: what the jobs host received, for tests that assert what the
// widget really sent.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { LOG_WINDOW, RequestLog, type LoggedRequest } from '../../demo/server/request-log.ts';
import { makeApp, makeDist, NOW, url } from './helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());

async function logged(app: ReturnType<typeof makeApp>): Promise<LoggedRequest[]> {
  return (await (await app.request(url('/__demo/requests'))).json()) as LoggedRequest[];
}

describe('request log', () => {
  it('records method, path, query, origin and If-None-Match of every request, in order', async () => {
    const app = makeApp(dist.dist);
    await app.request(url('/embed.js?v=3'));
    await app.request(url('/api/v1/public/acme/jobs'), { headers: { origin: 'http://localhost:5173', 'if-none-match': '"abc"' } });
    await app.request(url('/api/v1/public/acme/jobs'), { method: 'OPTIONS', headers: { origin: 'http://localhost:5173' } });
    await app.request(url('/nope?x=1&y=2'));
    expect(await logged(app)).toEqual([
      { method: 'GET', path: '/embed.js', query: 'v=3', origin: null, ifNoneMatch: null, at: new Date(NOW).toISOString(), status: 200 },
      {
        method: 'GET',
        path: '/api/v1/public/acme/jobs',
        query: '',
        origin: 'http://localhost:5173',
        ifNoneMatch: '"abc"',
        at: expect.any(String),
        status: 200,
      },
      {
        method: 'OPTIONS',
        path: '/api/v1/public/acme/jobs',
        query: '',
        origin: 'http://localhost:5173',
        ifNoneMatch: null,
        at: expect.any(String),
        status: 204,
      },
      { method: 'GET', path: '/nope', query: 'x=1&y=2', origin: null, ifNoneMatch: null, at: expect.any(String), status: 404 },
    ]);
  });

  it('records refused requests too (426)', async () => {
    const app = makeApp(dist.dist);
    await app.request(url('/api/v1/public/acme'), { headers: { 'x-svc-client': 'svc/0.0.1 contract/0' } });
    expect((await logged(app)).map((e) => e.path)).toEqual(['/api/v1/public/acme']);
  });

  it('does not record its own control routes', async () => {
    const app = makeApp(dist.dist);
    await app.request(url('/__demo'));
    await app.request(url('/__demo/faults'));
    await logged(app);
    expect(await logged(app)).toEqual([]);
  });

  it('DELETE clears it', async () => {
    const app = makeApp(dist.dist);
    await app.request(url('/api/v1/public/acme'));
    const res = await app.request(url('/__demo/requests'), { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(await logged(app)).toEqual([]);
  });

  it('each app keeps its own log', async () => {
    const a = makeApp(dist.dist);
    const b = makeApp(dist.dist);
    await a.request(url('/api/v1/public/acme'));
    expect(await logged(b)).toEqual([]);
  });
});

describe('request log under a flood', () => {
  it('keeps a bounded window of the latest requests', () => {
    const log = new RequestLog(100);
    const at = new Date(NOW).toISOString();
    for (let i = 0; i < 1000; i++) log.record({ method: 'GET', path: `/nope-${i}`, query: '', origin: null, ifNoneMatch: null, at });
    const entries = log.entries();
    expect(entries.length).toBeLessThanOrEqual(100);
    expect(entries.length).toBeGreaterThanOrEqual(90);
    expect(entries.at(-1)?.path).toBe('/nope-999');
    expect(LOG_WINDOW).toBe(5000);
  });

  it('cuts each query to 2,000 characters', async () => {
    const app = makeApp(dist.dist);
    await app.request(url(`/nope?q=${'x'.repeat(50_000)}`));
    const [entry] = await logged(app);
    expect(entry?.query).toHaveLength(2001);
    expect(entry?.query.endsWith('…')).toBe(true);
  });

  it('holds only what it keeps: 1,000 requests of 100 KB queries leave the heap under 20 MB larger', async () => {
    // The cut query was a view of the request's whole URL, which it kept alive: 100 MB here.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // Each measure after a task: what a job keeps for its WeakRefs is let go at its end.
    const heap = async () => {
      await new Promise((r) => setTimeout(r));
      gc();
      return process.memoryUsage().heapUsed;
    };
    const app = makeApp(dist.dist);
    const query = `q=${'x'.repeat(100_000)}`;
    const before = await heap();
    for (let i = 0; i < 1000; i += 50)
      await Promise.all(Array.from({ length: 50 }, async (_, j) => app.request(url(`/nope-${i + j}?${query}`))));
    const grown = (await heap()) - before;
    expect((await logged(app)).length).toBe(1000);
    expect(grown / 2 ** 20).toBeLessThan(20);
  });
});
