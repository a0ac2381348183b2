// `npm start`'s server (tsx demo/start.ts): prints both URLs with the builder
// to open first, answers on both ports within seconds, and Ctrl-C (SIGINT to
// its process group, as a terminal sends it) stops it with both ports free.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { makeDist } from '../server/helpers.ts';
import { freePort } from '../support/free-port.ts';
import { must } from '../support/must.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dist = makeDist();
afterAll(() => dist.cleanup());

/** True when nothing listens on the port any more (we can take it ourselves). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

it('starts both servers in seconds, names the builder first, and stops on SIGINT leaving both ports free', async () => {
  const [sitePort, jobsPort] = [await freePort(), await freePort()];
  const started = Date.now();
  const child = spawn(`${ROOT}node_modules/.bin/tsx`, ['demo/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(sitePort), JOBS_PORT: String(jobsPort), DIST_DIR: dist.dist },
    detached: true, // its own process group, as `npm start` in a terminal
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => out, { timeout: 20_000, interval: 100 }).toContain('Press Ctrl+C to stop.');
    const answering = Date.now() - started;
    const [site, jobs] = await Promise.all([
      fetch(`http://localhost:${sitePort}/builder`, { redirect: 'manual' }),
      fetch(`http://127.0.0.1:${jobsPort}/api/v1/version`),
    ]);
    // The builder is the jobs host's page.
    expect(site.status).toBe(302);
    expect(site.headers.get('location')).toMatch(new RegExp(`^http://(?:127\\.0\\.0\\.1|localhost):${jobsPort}/embed/builder\\?org=acme$`));
    expect(jobs.status).toBe(200);
    console.info(`tsx demo/start.ts: both servers answering ${answering} ms after spawn`);
    expect(answering).toBeLessThan(15_000);
    const lines = out.split('\n').filter((l) => l.trim());
    expect(lines[0]).toMatch(new RegExp(`^\\s*Open this first:\\s+http://localhost:${sitePort}/builder\\b`));
    expect(out).toContain(`http://localhost:${sitePort}/`);
    expect(out).toContain(`http://127.0.0.1:${jobsPort}/`);
  } finally {
    process.kill(-must(child.pid), 'SIGINT');
  }
  // 130 is how tsx reports "ended by SIGINT" once the server inside has closed (as a shell shows Ctrl-C).
  expect([0, 130]).toContain(await exited);
  expect(out).toContain('[demo] SIGINT: shutting down');
  expect(out).not.toContain('shutdown failed');
  // No orphan: nothing is left in the process group (tsx's helper process may
  // take a moment after tsx itself; an orphan would stay).
  const group = (): string => {
    try {
      process.kill(-must(child.pid), 0);
      return 'alive';
    } catch (e) {
      return (e as NodeJS.ErrnoException).code ?? String(e);
    }
  };
  await expect.poll(group, { timeout: 5000, interval: 100 }).toBe('ESRCH');
  expect(await isFree(sitePort)).toBe(true);
  expect(await isFree(jobsPort)).toBe(true);
}, 40_000);
