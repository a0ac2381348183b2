// A recipe's app served as its framework serves it (next start, a Node SSR
// server, a static site's files), on a port of its own, for the specs of one
// engine: started in beforeAll, stopped in afterAll.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { JOBS_PORT } from '../playwright.config.ts';

/** The recipes' app ports: beside this engine's demo servers (npm test gives each engine its own). */
export const appPort = (offset: 2 | 3 | 4): number => Number(process.env[`E2E_APP_PORT_${offset}`] ?? JOBS_PORT + offset);

export interface AppServer {
  origin: string;
  /** What the server printed, for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts `cmd` in `cwd` and resolves once it prints `ready` (its server listens), or rejects with what it printed. */
export function startApp(cmd: string[], cwd: string, port: number, env: NodeJS.ProcessEnv, ready: RegExp): Promise<AppServer> {
  const [file = '', ...args] = cmd;
  const child: ChildProcess = spawn(file, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const server: AppServer = {
    origin: `http://127.0.0.1:${port}`,
    log: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
  return new Promise((resolve, reject) => {
    const read = (d: Buffer): void => {
      out += d.toString();
      if (ready.test(out)) resolve(server);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${cmd.join(' ')} exited ${code}:\n${out}`)));
  });
}

export interface StaticSite {
  origin: string;
  close(): Promise<void>;
}

/** A site's dist/ as a static host serves it: a folder's index.html for its path. */
export async function serveStatic(dist: string): Promise<StaticSite> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dist, path.normalize(pathname), pathname.endsWith('/') ? 'index.html' : '');
    void readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body),
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
