// Starts what the WebKit suite needs and stops it afterwards: the demo's two
// origins (demo/start.ts, the same as Playwright's webServer), a display (Xvfb,
// unless $DISPLAY is set) and WebKitWebDriver, which launches MiniBrowser.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startDemo } from '../demo/start.ts';
import { DRIVER_PORT, JOBS_PORT, SITE_PORT, WEBKIT_DRIVER } from './ports.ts';

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    // A poll's interval, not a wait: the driver says nothing when it listens, and this returns once it does.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} not ready within ${ms} ms`);
}

/** A display (Xvfb on a free number, unless $DISPLAY is set) and WebKitWebDriver on DRIVER_PORT. */
export async function startWebKitDriver(): Promise<() => void> {
  if (!existsSync(WEBKIT_DRIVER)) throw new Error(`${WEBKIT_DRIVER} is missing: apt-get install webkit2gtk-driver xvfb`);
  const children: ChildProcess[] = [];
  let display = process.env.DISPLAY ?? '';
  if (!display) {
    // -displayfd: Xvfb picks a free display number and prints it.
    const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(xvfb);
    display = await new Promise<string>((resolve, reject) => {
      xvfb.stdout.once('data', (d: Buffer) => resolve(`:${String(d).trim()}`));
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    });
  }
  children.push(spawn(WEBKIT_DRIVER, [`--port=${DRIVER_PORT}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' }));
  await until(async () => (await fetch(`http://127.0.0.1:${DRIVER_PORT}/status`)).ok, 10_000, 'WebKitWebDriver');
  return () => {
    for (const c of children.reverse()) c.kill();
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  // DIST_DIR: a side build (dist-*) tested while dist/ is in use, as Playwright's webServer takes it.
  const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : 'dist';
  if (!existsSync(path.join(distDir, 'embed.js'))) throw new Error(`${distDir}/embed.js is missing: run npm run build first`);
  const stopDriver = await startWebKitDriver();
  process.env.SVC_DEMO_SCRATCH = '1';
  const demo = await startDemo({ jobsPort: JOBS_PORT, sitePort: SITE_PORT, distDir: path.resolve(distDir) }).catch((e: unknown) => {
    stopDriver();
    throw e;
  });
  return async () => {
    await demo.close();
    stopDriver();
  };
}
