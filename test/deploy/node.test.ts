// deploy/node/server.mjs, the Node server docs/edge.md quotes, run as written in
// a Node process of its own, in front of the demo's jobs host (its API and dist/):
// under .scratch/, with the packed package installed beside it, and hono and
// @hono/node-server resolved from the repository's node_modules (as the recipes'
// apps resolve their frameworks: installed offline, only the tarball is new).
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobsApp } from '../../demo/server/app.ts';
import { freePort } from '../support/free-port.ts';
import { installPacked, ROOT } from '../support/packed.ts';
import { makeDist, NOW, type TmpDist } from '../server/helpers.ts';

const SERVER = path.join(ROOT, 'deploy/node/server.mjs');
let dir: string;
let dist: TmpDist;
let jobs: ServerType;
let node: ChildProcess;
let origin: string;
let jobsUrl: string;

/** A GET as a browser's bytes come (Node's fetch would undo the encoding): status, headers and body. */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

/** Resolves once the server answers, rejects with its output if it exits first. */
async function listening(child: ChildProcess, at: string): Promise<void> {
  let output = '';
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server.mjs exited (${code}): ${output}`))),
  );
  const answers = (async () => {
    for (;;) {
      const ok = await fetch(`${at}/nope/embed.html`).then(
        () => true,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setImmediate(r));
    }
  })();
  await Promise.race([answers, exited]);
}

beforeAll(async () => {
  mkdirSync(path.join(ROOT, '.scratch'), { recursive: true });
  dir = mkdtempSync(path.join(ROOT, '.scratch', 'deploy-node-'));
  installPacked(dir);
  copyFileSync(SERVER, path.join(dir, 'server.mjs'));
  dist = makeDist();
  const jobsPort = await freePort();
  jobsUrl = `http://127.0.0.1:${jobsPort}`;
  jobs = serve({ fetch: createJobsApp({ distDir: dist.dist, jobsUrl, now: () => NOW }).fetch, port: jobsPort, hostname: '127.0.0.1' });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  node = spawn(process.execPath, ['server.mjs'], {
    cwd: dir,
    env: { ...process.env, JOBS_URL: jobsUrl, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await listening(node, origin);
}, 120_000);

afterAll(() => {
  node?.kill();
  jobs?.close();
  dist.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('deploy/node/server.mjs', () => {
  it('answers the four rendered routes, compressed for a browser that accepts gzip', async () => {
    for (const [route, type, text] of [
      ['/acme', 'text/html; charset=utf-8', '<h1>Jobs at Acme'],
      ['/acme/eng-7f3k2', 'text/html; charset=utf-8', '"@type":"JobPosting"'],
      ['/acme/embed.html', 'text/html; charset=utf-8', '<div data-svc-jobs="acme">'],
      ['/acme/sitemap.xml', 'application/xml; charset=utf-8', `<loc>${jobsUrl}/acme</loc>`],
    ] as const) {
      const res = await raw(`${origin}${route}`, { 'accept-encoding': 'gzip' });
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type'], route).toBe(type);
      expect(res.headers['content-encoding'], route).toBe('gzip');
      expect(res.headers.vary, route).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.body).toString('utf8'), route).toContain(text);
    }
  });

  it('keeps the handler’s answers: ETag and 304, HEAD, and the 404 of an unknown org', async () => {
    const page = await fetch(`${origin}/acme`);
    const etag = page.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const again = await fetch(`${origin}/acme`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await fetch(`${origin}/acme/sitemap.xml`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const unknown = await fetch(`${origin}/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});
