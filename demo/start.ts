// `npm start`: the demo's two origins, the jobs host on http://127.0.0.1:5174
// and the company site on http://localhost:5173 (ports from JOBS_PORT / PORT).
// Playwright imports startDemo() to start them the same way.
import type { AddressInfo } from 'node:net';
import { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { createJobsApp, type JobsAppOptions } from './server/app.ts';
import { createSiteApp } from './site/app.ts';
import { BUILDER_PATH, TOUR_PATH } from './site/tour.ts';

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

export interface DemoOptions {
  /** 0 picks a free port. */
  jobsPort: number;
  sitePort: number;
  distDir?: string;
  /** Passed to createJobsApp (a custom store, clock or fault timing); its jobs URL is the origin it listens on. */
  jobs?: Omit<JobsAppOptions, 'distDir' | 'jobsUrl'>;
}

export interface RunningDemo {
  /** http://127.0.0.1:<jobsPort> */
  jobsOrigin: string;
  /** http://localhost:<sitePort>: another host name, so another origin. */
  siteOrigin: string;
  close(): Promise<void>;
}

// Both listen on 127.0.0.1: "localhost" resolves there, and the two host names
// are what make the two origins different.
type FetchCallback = Parameters<typeof serve>[0]['fetch'];

function listen(fetch: FetchCallback, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, () => resolve(server));
    server.once('error', reject);
  });
}

function portOf(server: ServerType): number {
  return (server.address() as AddressInfo).port;
}

function shut(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    // Hanging feed requests (the `hang` fault) would hold close() for a minute.
    if (server instanceof Server) server.closeAllConnections();
    server.close(() => resolve());
  });
}

export async function startDemo(opts: DemoOptions): Promise<RunningDemo> {
  const distDir = opts.distDir ?? DEFAULT_DIST_DIR;
  // The app is made once the port is known (0 picks one): its jobs URL is the origin it listens on.
  // Until then (no request can have come yet) the server answers 503.
  let jobsFetch: FetchCallback = () => new Response(null, { status: 503 });
  const jobsServer = await listen((request, env) => jobsFetch(request, env), opts.jobsPort);
  const jobsOrigin = `http://127.0.0.1:${portOf(jobsServer)}`;
  jobsFetch = createJobsApp({ ...opts.jobs, distDir, jobsUrl: jobsOrigin }).fetch;
  let siteServer: ServerType;
  try {
    siteServer = await listen(createSiteApp({ jobsOrigin, scratch: process.env.SVC_DEMO_SCRATCH === '1' }).fetch, opts.sitePort);
  } catch (err) {
    await shut(jobsServer);
    throw err;
  }
  const siteOrigin = `http://localhost:${portOf(siteServer)}`;
  let closing: Promise<void> | undefined;
  return {
    jobsOrigin,
    siteOrigin,
    close: () => (closing ??= Promise.all([shut(jobsServer), shut(siteServer)]).then(() => undefined)),
  };
}

function port(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 && n < 65536 ? n : fallback;
}

async function main(): Promise<void> {
  const distDir = process.env['DIST_DIR'] ? path.resolve(process.env['DIST_DIR']) : DEFAULT_DIST_DIR;
  if (!existsSync(path.join(distDir, 'embed.js'))) {
    console.warn(`[demo] ${path.join(distDir, 'embed.js')} is missing: run \`npm run build\` (npm start does).`);
  }
  const demo = await startDemo({
    jobsPort: port(process.env['JOBS_PORT'], 5174),
    sitePort: port(process.env['PORT'], 5173),
    distDir,
  });
  console.log(`
  Open this first:           ${demo.siteOrigin}${BUILDER_PATH}   (the snippet builder, on the jobs host)
  The tour                   ${demo.siteOrigin}${TOUR_PATH}
  Company site (host pages)  ${demo.siteOrigin}/
  Jobs host (embed.js, API)  ${demo.jobsOrigin}/
  Board pages                ${demo.jobsOrigin}/acme  ${demo.jobsOrigin}/lumen
  Fault switches             ${demo.jobsOrigin}/__demo
  Press Ctrl+C to stop.
`);
  const stop = (signal: string): void => {
    console.log(`\n[demo] ${signal}: shutting down`);
    demo.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('[demo] shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

// Run only when executed (tsx demo/start.ts), not when imported by tests.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error('[demo] failed to start', err);
    process.exit(1);
  });
}
