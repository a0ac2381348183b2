// The jobs host of the server-side benches (edge-load.ts, server-doors.ts): the
// demo's public API and dist/ on a loopback port that can be switched, between
// two requests, to hanging (it never answers), down (nothing listens: refused)
// or bad-gateway (every answer a 502, as from a proxy whose origin is gone).
// It counts the API GETs it is asked, per path.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createJobsApp } from '../demo/server/app.ts';
import { DEFAULT_DIST_DIR } from '../demo/start.ts';

export type HostMode = 'healthy' | 'hanging' | 'down' | 'bad-gateway';

export interface JobsHost {
  /** Its origin: the jobs URL of whatever it serves. */
  url: string;
  /** API GETs asked, per path (cleared by the caller). */
  reads: Map<string, number>;
  set(mode: HostMode): Promise<void>;
  stop(): Promise<void>;
}

export async function jobsHost(): Promise<JobsHost> {
  let mode: HostMode = 'healthy';
  const reads = new Map<string, number>();
  const hanging = new Set<() => void>();
  // Made once the port is known: its jobs URL is the origin it listens on.
  const made: { app?: ReturnType<typeof createJobsApp> } = {};
  const fetchOf = (request: Request): Promise<Response> | Response => {
    const p = new URL(request.url).pathname;
    if (p.startsWith('/api/')) reads.set(p, (reads.get(p) ?? 0) + 1);
    if (mode === 'hanging') return new Promise<Response>((resolve) => hanging.add(() => resolve(new Response(null, { status: 504 }))));
    if (mode === 'bad-gateway') return new Response('Bad Gateway\n', { status: 502, headers: { 'content-type': 'text/plain' } });
    return made.app ? made.app.fetch(request) : new Response(null, { status: 503 });
  };
  let server: Server | undefined;
  const listen = (port: number): Promise<number> =>
    new Promise((resolve) => {
      const s = serve({ fetch: fetchOf, port, hostname: '127.0.0.1' }, (info) => resolve(info.port));
      server = s as Server;
    });
  const port = await listen(0);
  const url = `http://127.0.0.1:${port}`;
  made.app = createJobsApp({ distDir: DEFAULT_DIST_DIR, jobsUrl: url });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      for (const end of hanging) end();
      hanging.clear();
      server?.closeAllConnections();
      server?.close(() => resolve());
    });
  return {
    url,
    reads,
    async set(next: HostMode): Promise<void> {
      if (mode === 'down' && next !== 'down') await listen(port);
      if (mode === 'hanging' && next !== 'hanging') for (const end of hanging) end();
      if (next === 'down' && mode !== 'down') await stop();
      mode = next;
    },
    stop,
  };
}
