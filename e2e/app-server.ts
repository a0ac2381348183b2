// A recipe's app served as its framework serves it (next start, a Node SSR
// server), on a port of its own, for the specs of one engine: started in
// beforeAll, stopped in afterAll.
import { spawn, type ChildProcess } from 'node:child_process';
import { JOBS_PORT } from '../playwright.config.ts';

/** The recipes' app ports: beside this engine's demo servers (npm test gives each engine its own). */
export const appPort = (offset: 2 | 3): number => Number(process.env[`E2E_APP_PORT_${offset}`] ?? JOBS_PORT + offset);

export interface AppServer {
  origin: string;
  /** What the server printed, for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts `cmd` in `cwd` and resolves once `origin + probe` answers (any status below 500). */
export async function startApp(cmd: string[], cwd: string, port: number, env: NodeJS.ProcessEnv, probe = '/'): Promise<AppServer> {
  const [file = '', ...args] = cmd;
  const child: ChildProcess = spawn(file, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${cmd.join(' ')} exited ${child.exitCode}:\n${out}`);
    const res = await fetch(origin + probe).catch(() => null);
    if (res && res.status < 500) break;
    if (Date.now() > until) {
      child.kill();
      throw new Error(`${cmd.join(' ')} did not answer on ${origin}${probe} in 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    log: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
