// A recipe's app served as its framework serves it (next start, a Node SSR
// server), on a port of its own, for the specs of one engine: started in
// beforeAll, stopped in afterAll.
import { spawn, type ChildProcess } from 'node:child_process';
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
