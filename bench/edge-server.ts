// One target of bench/edge-load.ts, in a process of its own so its CPU and
// memory are its own: the fetch handler in Node uncached (every request reads
// the feed and renders: the demo route before the render cache, the baseline),
// in Node with its render cache and kept feeds, or the package's Worker in
// workerd (miniflare) with the Cache API in front. Prints "listening <url>".
//   tsx bench/edge-server.ts <node-uncached|node-cached|workerd> <jobs_url>
import { serve } from '@hono/node-server';
import { Miniflare } from 'miniflare';
import path from 'node:path';
import { readOnce } from '../src/feed/server-client.ts';
import { liveSnippet } from '../src/prerender/live-snippet.ts';
import { createJobsHandler } from '../src/server/handler.ts';
import { LiveRenderCache } from '../src/snippet/live-cache.ts';

const [target = '', jobsUrl = ''] = process.argv.slice(2);

async function main(): Promise<string> {
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
