// The package as a user gets it: `npm pack` (its prepack builds lib/) into
// .scratch/pack/, once per content (a hash of what goes into it), whichever
// process asks first — Vitest, or either Playwright engine beside the other —
// and installed from the tarball with npm into a folder of the test's.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACK_DIR = path.join(ROOT, '.scratch/pack');
/** What the package is made of: any change packs again. */
const INPUTS = [
  'package.json',
  'README.md',
  'LICENSE',
  'vite.package.config.ts',
  'src',
  'scripts/package-types.ts',
  'scripts/host-types.ts',
];

function files(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs)
    .sort()
    .flatMap((name) => files(path.join(rel, name)));
}

/** A hash of the package's inputs. */
export function packKey(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The process that holds a lock, from the pid file it wrote into it (none while it is being made). */
function holder(lock: string): number | null {
  const pid = Number(readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'r' }).trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Whether a process runs: signal 0 checks without sending anything. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, as another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `fn` holding a lock directory (another process waits for it: mkdir is
 * atomic). A lock whose process has gone (a run that was killed) is taken over.
 */
export function withLock<T>(name: string, fn: () => T): T {
  const lock = path.join(ROOT, '.scratch', `${name}.lock`);
  mkdirSync(path.dirname(lock), { recursive: true });
  const until = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      let pid: number | null = null;
      try {
        pid = holder(lock);
      } catch {
        // No pid file yet: its process is making the lock now.
      }
      if (pid !== null && !alive(pid)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > until) throw new Error(`${lock} held for 10 minutes by process ${pid ?? '?'}: remove it if no test runs`);
      // A synchronous wait: the caller is a set-up step with nothing else to do.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The path of the packed tarball for the package as it is now, packing it if it is not there yet. */
export function packed(): string {
  const tgz = path.join(PACK_DIR, `svc-jobs-${packKey()}.tgz`);
  return withLock('pack', () => {
    if (existsSync(tgz)) return tgz;
    rmSync(PACK_DIR, { recursive: true, force: true });
    mkdirSync(PACK_DIR, { recursive: true });
    // As a release is packed: under Vitest's NODE_ENV=test, Vite would build lib/ with the JSX dev transform
    // (each element's __source, this machine's paths among them), which no user gets.
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', PACK_DIR], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const [made] = JSON.parse(out) as { filename: string }[];
    if (!made) throw new Error(`npm pack said: ${out}`);
    renameSync(path.join(PACK_DIR, made.filename), tgz);
    return tgz;
  });
}

/** `npm install <tarball>` in `dir` (a package.json is written if there is none), offline: the package needs nothing else. */
export function installPacked(dir: string, tgz = packed()): void {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, JSON.stringify({ name: 'packed-user', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', tgz], {
    cwd: dir,
    stdio: 'pipe',
  });
}
