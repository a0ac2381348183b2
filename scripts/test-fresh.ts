// `npm run test:fresh`: the front door as a new user meets it. Clones this
// repository's committed HEAD into a temporary folder, runs `npm ci && npm test`
// there, and prints what npm test printed last ("N passed, N failed") with the
// time each step took. Nothing of this working copy (node_modules, dist/,
// uncommitted changes) comes along. The folder is removed afterwards unless
// KEEP_FRESH=1. Exit code: npm test's (or npm ci's when it failed).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = spawnSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).stdout.trim();
const head = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const dir = path.join(mkdtempSync(path.join(tmpdir(), 'svc-jobs-fresh-')), 'svc-jobs');

/** Runs a command in the clone, its output passed through; resolves with its exit code and the last line of the form "N passed, N failed". */
function run(command: string, args: string[]): Promise<{ code: number; totals: string | null; seconds: number }> {
  const started = Date.now();
  const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  let totals: string | null = null;
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (/^\d+ passed, \d+ failed/.test(line.trim())) totals = line.trim();
  });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (/^\d+ passed, \d+ failed/.test(rest.trim())) totals = rest.trim();
      resolve({ code: code ?? 1, totals, seconds: Math.round((Date.now() - started) / 1000) });
    }),
  );
}

const clone = spawnSync('git', ['clone', '--quiet', root, dir], { stdio: 'inherit' });
if (clone.status !== 0) {
  console.log('test:fresh: the clone failed');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
console.log(`test:fresh: ${head} cloned into ${dir}`);
const ci = await run('npm', ['ci', '--no-audit', '--no-fund']);
let code = ci.code;
let totals = ci.code === 0 ? null : '0 passed, 1 failed';
let testSeconds = 0;
if (ci.code === 0) {
  const test = await run('npm', ['test']);
  code = test.code;
  totals = test.totals ?? '0 passed, 1 failed';
  testSeconds = test.seconds;
}
if (process.env.KEEP_FRESH !== '1') rmSync(path.dirname(dir), { recursive: true, force: true });
console.log(`test:fresh: ${head}: npm ci ${ci.seconds} s, npm test ${testSeconds} s (${(testSeconds / 60).toFixed(1)} min)`);
console.log(totals);
process.exit(code);
