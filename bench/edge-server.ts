// One target of bench/edge-load.ts, in a process of its own so its CPU and
// memory are its own: the fetch handler in Node uncached (every request reads
// the feed and renders: the demo route before the render cache, the baseline),
// in Node with its render cache and kept feeds, or the package's Worker in
// workerd (miniflare) with the Cache API in front; or, as the ceiling of
// this harness, a Worker in workerd's own binary that answers the same bytes
// as a constant (no handler, no cache, no miniflare: what workerd and its HTTP
// path cost alone). Prints "listening <url>".
//   tsx bench/edge-server.ts <node-uncached|node-cached|workerd|workerd-floor> <jobs_url> [path]
import { serve } from '@hono/node-server';
import { Miniflare } from 'miniflare';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOnce } from '../src/feed/server-client.ts';
import { liveSnippet } from '../src/prerender/live-snippet.ts';
import { createJobsHandler } from '../src/server/handler.ts';
import { LiveRenderCache } from '../src/snippet/live-cache.ts';
import { freePort } from '../test/support/free-port.ts';

const [target = '', jobsUrl = '', path_ = '/'] = process.argv.slice(2);

/**
 * A Worker answering `body` as a constant, in workerd's own binary (the one
 * miniflare ships, run as `workerd serve` with a Cap'n Proto config, as
 * production runs a Worker): the most any Worker can serve in this harness,
 * without miniflare's development layer in front of every request.
 */
async function constantWorker(body: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-workerd-'));
  writeFileSync(
    path.join(dir, 'floor.js'),
    `const BODY = ${JSON.stringify(body)};
export default { fetch: () => new Response(BODY, { headers: { 'content-type': 'text/html; charset=utf-8' } }) };`,
  );
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker) ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const worker :Workerd.Worker = (modules = [ (name = "floor.js", esModule = embed "floor.js") ], compatibilityDate = "2026-07-01");
`,
  );
  const bin = path.resolve(import.meta.dirname, '../node_modules/@cloudflare/workerd-linux-64/bin/workerd');
  const child = spawn(bin, ['serve', path.join(dir, 'config.capnp')], { stdio: ['ignore', 'inherit', 'inherit'] });
  process.on('SIGTERM', () => {
    child.kill('SIGTERM');
    process.exit(0);
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return `http://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('workerd did not listen');
}

async function main(): Promise<string> {
  if (target === 'workerd-floor') {
    const answer = await createJobsHandler({ jobsUrl })(new Request(new URL(path_, jobsUrl)));
    return constantWorker(await answer.text());
  }
  if (target === 'workerd') {
    const lib = path.resolve(import.meta.dirname, '../lib');
    const mf = new Miniflare({
      modules: true,
      scriptPath: path.join(lib, 'worker.js'),
      modulesRoot: lib,
      modulesRules: [{ type: 'ESModule', include: ['**/*.js'] }],
      compatibilityDate: '2026-07-01',
      bindings: { JOBS_URL: jobsUrl },
      host: '127.0.0.1',
      port: 0,
    });
    return (await mf.ready).origin;
  }
  const handler =
    target === 'node-uncached'
      ? createJobsHandler({
          jobsUrl,
          // Every request reads the feed (no last good kept) and renders (nothing kept).
          feed: { feed: async (org) => (await readOnce(jobsUrl, org)).value, job: () => Promise.resolve(null) },
          cache: new LiveRenderCache({ render: liveSnippet, maxEntries: 0 }),
        })
      : createJobsHandler({ jobsUrl });
  return new Promise((resolve) => {
    const server = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}`));
    server.on('error', (e) => console.error(e));
  });
}

main().then(
  (url) => console.log(`listening ${url}`),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
