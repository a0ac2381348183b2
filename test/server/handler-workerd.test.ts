// svc-jobs/server in workerd, Cloudflare Workers' open-source runtime, through
// miniflare (pinned; it asks for Node 22 but runs here on Node 20): the packed
// build as a user installs it, its module graph loaded by workerd itself (no
// node: built-ins there). The handler's own tests (handler-cases.ts, the same
// as in Node), then the platform's cache in front of it: keyed without Host,
// a 304 from the cache, the last good board while the host is down, stale
// while revalidating, and stale on error.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPacked, ROOT } from '../support/packed.ts';
import { handlerCases, type HandlerTarget } from './handler-cases.ts';
import { handlerHost } from './handler-host.ts';
import { ORIGIN } from './helpers.ts';

const host = handlerHost();
const user = mkdtempSync(path.join(tmpdir(), 'svc-workerd-'));
const running: Miniflare[] = [];

/** A test worker of test/server/workers/, importing the installed package by its path (workerd resolves no package names). */
function workerFile(name: string): string {
  const file = path.join(user, name);
  const source = readFileSync(new URL(`./workers/${name}`, import.meta.url), 'utf8');
  writeFileSync(file, source.replace("from 'svc-jobs/server'", "from './node_modules/svc-jobs/lib/server.js'"));
  return file;
}

/** A workerd isolate running `script`, its outbound requests answered by the host; `cachePersist` shares a cache between isolates. */
async function isolate(script: string, cachePersist?: string, bindings: Record<string, string> = {}): Promise<Miniflare> {
  const mf = new Miniflare({
    modules: true,
    scriptPath: script,
    modulesRoot: user,
    modulesRules: [{ type: 'ESModule', include: ['**/*.js', '**/*.mjs'] }],
    compatibilityDate: '2026-07-01',
    bindings: { JOBS_URL: ORIGIN, FEED_TIMEOUT_MS: '500', ...bindings },
    // Miniflare hands undici's Request: the host gets the platform's, its body read.
    outboundService: async (request) =>
      host.fetch(
        new Request(request.url, {
          method: request.method,
          headers: [...request.headers],
          body: request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer(),
        }),
      ),
    ...(cachePersist ? { cachePersist } : {}),
  });
  await mf.ready;
  running.push(mf);
  return mf;
}

/** A multipart form of these fields. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** Miniflare's fetch answers with undici's Response: read into the platform's, as a caller of the handler gets it. */
async function call(mf: Miniflare, request: Request): Promise<Response> {
  const sent = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  const res = await mf.dispatchFetch(request.url, {
    method: request.method,
    headers: [...request.headers],
    ...(sent ? { body: sent } : {}),
  });
  const body = res.status === 304 || request.method === 'HEAD' ? null : await res.arrayBuffer();
  return new Response(body, { status: res.status, headers: [...res.headers] });
}

let target: HandlerTarget;
async function made(): Promise<HandlerTarget> {
  const mf = await isolate(workerFile('handler.mjs'));
  return { fetch: (request) => call(mf, request), host, fresh: made };
}

beforeAll(async () => {
  installPacked(user);
  target = await made();
}, 180_000);
afterAll(async () => {
  await Promise.all(running.map((mf) => mf.dispose()));
  host.close();
  rmSync(user, { recursive: true, force: true });
});

/** Every module a file imports, and theirs, by specifier as written. */
function importsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const specifiers = [
    ...readFileSync(file, 'utf8').matchAll(/(?:^|[;}\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/gm),
  ].map((m) => m[1] ?? m[2] ?? '');
  return specifiers.flatMap((s) => (s.startsWith('.') ? [s, ...importsOf(path.resolve(path.dirname(file), s), seen)] : [s]));
}

describe('svc-jobs/server’s module graph', () => {
  it('has no node: import and no package import: web platform only', () => {
    const lib = path.join(user, 'node_modules/svc-jobs/lib');
    for (const entry of ['server.js', 'worker.js']) {
      const imports = importsOf(path.join(lib, entry));
      expect(imports.length, entry).toBeGreaterThan(0);
      expect(
        imports.filter((s) => !s.startsWith('./') && !s.startsWith('../')),
        entry,
      ).toEqual([]);
    }
  });
});

describe('svc-jobs/server in workerd', { timeout: 30_000 }, () => {
  handlerCases(() => target);
});

describe('svc-jobs/server/worker: the platform’s cache in front', { timeout: 30_000 }, () => {
  it('is the package’s Worker: a second request, under another Host, is the cached answer (age, same ETag), a 304 too', async () => {
    const mf = await isolate(path.join(user, 'node_modules/svc-jobs/lib/worker.js'));
    const first = await call(mf, new Request(`${ORIGIN}/acme/embed.html?apply=inline`));
    expect(first.status).toBe(200);
    expect(first.headers.get('age')).toBeNull();
    const etag = first.headers.get('etag') ?? '';
    const again = await call(mf, new Request('http://edge.example/acme/embed.html?apply=inline'));
    expect(again.headers.get('age')).toMatch(/^\d+$/);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(await again.text()).toBe(await first.text());
    const notModified = await call(mf, new Request(`${ORIGIN}/acme/embed.html?apply=inline`, { headers: { 'if-none-match': etag } }));
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('vary')).toBe(first.headers.get('vary'));
  });

  it('is the whole jobs host as deploy/cloudflare/wrangler.jsonc runs it: the rendered routes its own, everything else passed on', async () => {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'deploy/cloudflare/wrangler.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
      main: string;
      compatibility_date: string;
      vars: Record<string, string>;
    };
    expect(config.main).toBe('node_modules/svc-jobs/lib/worker.js');
    // Its variables as written, the origin this test's host: links on JOBS_URL, reads from ORIGIN.
    const vars = { ...config.vars, ORIGIN, FEED_TIMEOUT_MS: '500' };
    const mf = await isolate(path.join(user, config.main), undefined, vars);
    const asked = () => host.asked.slice(-1)[0];
    for (const [route, type] of [
      ['/embed.js?v=3', 'text/javascript'],
      ['/embed/apply.html', 'text/html'],
      ['/embed/i18n/de.json', 'application/json'],
      ['/api/v1/public/acme/jobs', 'application/json'],
    ] as const) {
      const res = await call(mf, new Request(`${config.vars.JOBS_URL}${route}`));
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toContain(type);
      expect(asked(), route).toBe(route.split('?')[0]);
    }
    // The origin's own 404 for what neither has.
    expect((await call(mf, new Request(`${config.vars.JOBS_URL}/embed/nothing.js`))).status).toBe(404);
    // A write goes through with its body: the origin answers it as it answers it directly.
    const application = () =>
      new Request(`${ORIGIN}/api/v1/public/acme/jobs/eng-7f3k2/apply`, {
        method: 'POST',
        body: formOf({ name: 'Ada Lovelace', email: 'ada@example.com' }),
      });
    const direct = await (await host.fetch(application())).text();
    const through = await call(mf, new Request(`${config.vars.JOBS_URL}/api/v1/public/acme/jobs/eng-7f3k2/apply`, application()));
    expect(asked()).toBe('/api/v1/public/acme/jobs/eng-7f3k2/apply');
    expect(await through.text()).toBe(direct);
    // The rendered routes stay the Worker's, read from the origin, their links on the jobs URL.
    const page = await (await call(mf, new Request(`${config.vars.JOBS_URL}/acme`))).text();
    expect(page).toContain('<h1>Jobs at Acme');
    expect(page).toContain(`<link rel="canonical" href="${config.vars.JOBS_URL}/acme"`);
  });

  it('keeps a page per language, whatever the Host', async () => {
    const mf = await isolate(workerFile('clocked.mjs'));
    const de = await call(mf, new Request(`${ORIGIN}/lumen`, { headers: { 'accept-language': 'de' } }));
    expect(await de.text()).toContain('<html lang="de">');
    const en = await call(mf, new Request('http://edge.example/lumen', { headers: { 'accept-language': 'en' } }));
    expect(await en.text()).toContain('<html lang="en">');
    const deAgain = await call(mf, new Request('http://edge.example/lumen', { headers: { 'accept-language': 'de-AT' } }));
    expect(deAgain.headers.get('age')).toMatch(/^\d+$/);
    expect(await deAgain.text()).toContain('<html lang="de">');
  });

  it('keeps one board page whatever its tracking parameters, and answers HEAD from the same entry', async () => {
    const mf = await isolate(workerFile('clocked.mjs'));
    const first = await call(mf, new Request(`${ORIGIN}/harbor?utm_source=news`));
    expect(first.status).toBe(200);
    expect(first.headers.get('age')).toBeNull();
    const etag = first.headers.get('etag');
    const rendered: string[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await call(mf, new Request(`${ORIGIN}/harbor?utm_x=${i}&gclid=g${i}`));
      if (res.headers.get('age') === null) rendered.push(`utm_x=${i}`);
      expect(res.headers.get('etag')).toBe(etag);
    }
    for (let i = 0; i < 50; i++) {
      const res = await call(mf, new Request(`${ORIGIN}/harbor?utm_x=${i}`, { method: 'HEAD' }));
      if (res.headers.get('age') === null) rendered.push(`HEAD ${i}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe(etag);
    }
    expect(rendered).toEqual([]);
    // What the page reads is still its own entry: another language.
    const de = await call(mf, new Request(`${ORIGIN}/harbor?utm_x=1&lang=de`));
    expect(de.headers.get('age')).toBeNull();
    expect(await de.text()).toContain('<html lang="de">');
  });

  it('lets a 404 from the API replace a kept board within its max-age and one refresh', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'svc-workerd-cache-'));
    try {
      const warm = await isolate(workerFile('clocked.mjs'), shared);
      expect((await call(warm, new Request(`${ORIGIN}/northwind/embed.html?src=gone`))).status).toBe(200);
      host.gone.add('northwind');
      // Ten minutes on, stale: served once while its refresh learns the org is gone, then the 404.
      const later = new Request(`${ORIGIN}/northwind/embed.html?src=gone`, { headers: { 'x-test-clock-skew': '600000' } });
      const cold = await isolate(workerFile('clocked.mjs'), shared);
      expect((await call(cold, later)).status).toBe(200);
      await expect.poll(async () => (await call(cold, later)).status, { timeout: 5000 }).toBe(404);
      // Another isolate, the same cache: the board is gone from it too.
      expect((await call(await isolate(workerFile('clocked.mjs'), shared), later)).status).toBe(404);
    } finally {
      host.gone.clear();
      rmSync(shared, { recursive: true, force: true });
    }
  });

  it('serves the last good board from the cache when the host is down: fresh, stale while revalidating, then stale on error', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'svc-workerd-cache-'));
    try {
      const warm = await isolate(workerFile('clocked.mjs'), shared);
      const good = await call(warm, new Request(`${ORIGIN}/northwind/embed.html`));
      expect(good.status).toBe(200);
      const board = await good.text();
      host.mode = 'down';
      // A new isolate has read no feed: only the cache has the board.
      const later = (ms: number) => new Request(`${ORIGIN}/northwind/embed.html`, { headers: { 'x-test-clock-skew': String(ms) } });
      for (const [skew, when] of [
        [0, 'fresh'],
        [600_000, 'stale, while revalidating (the refresh fails)'],
        [2 * 86_400_000, 'past stale-while-revalidate: the handler fails, stale on error'],
      ] as const) {
        const cold = await isolate(workerFile('clocked.mjs'), shared);
        const res = await call(cold, later(skew));
        expect(res.status, when).toBe(200);
        expect(await res.text(), when).toBe(board);
        expect(Number(res.headers.get('age')), when).toBeGreaterThanOrEqual(Math.floor(skew / 1000));
      }
      // Past the 7 days: the host's failure shows.
      const cold = await isolate(workerFile('clocked.mjs'), shared);
      expect((await call(cold, later(8 * 86_400_000))).status).toBe(502);
    } finally {
      host.mode = 'up';
      rmSync(shared, { recursive: true, force: true });
    }
  });
});
