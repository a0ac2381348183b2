// The live snippet's CPU per request, in process (the demo host's
// app.request(), or svc-jobs/server's handler alone; no sockets, no autocannon): uncached (every request a new option set, so every one
// renders, as every request did before the render cache), a cached 200, and
// a 304 to a matching If-None-Match. Identity encoding, so compression's cost
// (compress.ts, brotli for a new body) does not hide the render's. Prints
// CPU ms per request, renders per request, and the ratios.
//   npx tsx bench/live-snippet.ts [requests per case, default 400]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJobsApp } from '../demo/server/app.ts';
import { readFeed } from '../src/snippet/from-feed.ts';
import type { Feed } from '../src/feed/feed.ts';
import { liveSnippet } from '../src/prerender/live-snippet.ts';
import { LiveRenderCache, type LiveRender } from '../src/snippet/live-cache.ts';
import { createJobsHandler } from '../src/server/handler.ts';

const N = Number(process.argv[2] ?? 400);
const ORIGIN = 'http://jobs.bench';

interface Case {
  name: string;
  cpuMsPerRequest: number;
  rendersPerRequest: number;
}

/**
 * Where the request goes: the demo host reading its own API per request (two
 * GETs through every middleware), the demo host with the feed read once and
 * kept (as the server feed client keeps it), or svc-jobs/server's handler alone
 * with the feed kept (what a service runs, without the demo's middleware).
 */
type Where = 'demo, feed read' | 'demo, feed kept' | 'handler, feed kept';

/** The three cases on one host. */
async function cases(dist: string, where: Where): Promise<Case[]> {
  let renders = 0;
  const render: LiveRender = (...args) => {
    renders++;
    return liveSnippet(...args);
  };
  const kept: { feed?: Promise<Feed> } = {};
  const self: typeof fetch = (input, init) => Promise.resolve(app.request(input, init));
  const app = createJobsApp({
    distDir: dist,
    jobsUrl: ORIGIN,
    liveRender: render,
    ...(where === 'demo, feed kept'
      ? {
          feed: {
            feed: (org) => (kept.feed ??= readFeed(ORIGIN, org, { fetch: self })),
            job: () => Promise.resolve(null),
          },
        }
      : {}),
  });
  const handler = createJobsHandler({
    jobsUrl: ORIGIN,
    feed: { feed: (org) => (kept.feed ??= readFeed(ORIGIN, org, { fetch: self })), job: () => Promise.resolve(null) },
    cache: new LiveRenderCache({ render }),
  });
  const get = async (query: string, headers: Record<string, string> = {}): Promise<Response> => {
    const url = `${ORIGIN}/acme/embed.html${query}`;
    const res = where === 'handler, feed kept' ? await handler(new Request(url, { headers })) : await app.request(url, { headers });
    await res.arrayBuffer();
    return res;
  };
  /** CPU (user + system) per request over N requests, after a warm-up of its own. */
  const measure = async (name: string, ask: (i: number) => Promise<Response>, want: number): Promise<Case> => {
    for (let i = 0; i < 20; i++) await ask(N + i);
    renders = 0;
    const start = process.cpuUsage();
    for (let i = 0; i < N; i++) if ((await ask(i)).status !== want) throw new Error(`${name}: not ${want}`);
    const used = process.cpuUsage(start);
    return { name, cpuMsPerRequest: (used.user + used.system) / 1000 / N, rendersPerRequest: renders / N };
  };
  const query = '?apply=inline&department=Engineering';
  const etag = (await get(query)).headers.get('etag') ?? '';
  return [
    await measure('uncached 200 (a new option set each)', (i) => get(`${query}&src=b${i}`), 200),
    await measure('cached 200', () => get(query), 200),
    await measure('304 (If-None-Match)', () => get(query, { 'if-none-match': etag }), 304),
  ];
}

function report(title: string, cases: Case[]): void {
  console.log(`GET /acme/embed.html, ${title}: ${N} requests per case, in process (CPU ms per request)`);
  for (const c of cases)
    console.log(`  ${c.name.padEnd(38)} ${c.cpuMsPerRequest.toFixed(3)} ms  ${c.rendersPerRequest.toFixed(3)} renders/request`);
  const [uncached, cached, notModified] = cases.map((c) => c.cpuMsPerRequest);
  if (uncached === undefined || cached === undefined || notModified === undefined) return;
  console.log(`  uncached / cached 200: ${(uncached / cached).toFixed(1)}x   uncached / 304: ${(uncached / notModified).toFixed(1)}x`);
  console.log(
    `  304 / cached 200: ${(notModified / cached).toFixed(2)}   304 / a 200 that renders: ${((100 * notModified) / uncached).toFixed(1)} %`,
  );
}

const dist = mkdtempSync(path.join(tmpdir(), 'svc-bench-live-'));
try {
  for (const where of ['demo, feed read', 'demo, feed kept', 'handler, feed kept'] as const) report(where, await cases(dist, where));
} finally {
  rmSync(dist, { recursive: true, force: true });
}
