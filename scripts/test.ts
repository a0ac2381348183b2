// `npm test`: builds dist/, runs Vitest (unit, component, server) and
// Playwright (end to end in Chromium against the build), then prints one line
// with the totals of both: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './browser.ts';

const OUT = '.test-results';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

function npx(args: string[], env: NodeJS.ProcessEnv = {}): number {
  return spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function readJson(path: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const problems: string[] = [];

const browser = ensureChromium();
if (npx(['vite', 'build', '--logLevel', 'warn']) || npx(['vite', 'build', '--config', 'vite.pages.config.ts', '--logLevel', 'warn'])) {
  console.error('The build failed; nothing was tested.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const vitestCode = npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${OUT}/vitest.json`]);
const vitest = readJson(`${OUT}/vitest.json`);
if (vitest) {
  passed += Number(vitest.numPassedTests ?? 0);
  failed += Number(vitest.numFailedTests ?? 0);
}
if (!vitest || (vitestCode && !Number(vitest.numFailedTests))) {
  problems.push('Vitest did not finish cleanly');
  failed += 1;
}

if (browser) {
  const pwCode = npx(['playwright', 'test'], { CHROMIUM_PATH: browser });
  const report = readJson(`${OUT}/playwright.json`);
  const stats = (report?.stats ?? null) as Record<string, number> | null;
  if (stats) {
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  }
  if (!stats || (pwCode && !stats.unexpected)) {
    problems.push('Playwright did not finish cleanly');
    failed += 1;
  }
} else {
  problems.push('no browser: the end-to-end tests did not run');
  failed += 1;
}

for (const p of problems) console.error(`npm test: ${p}`);
if (!existsSync('dist/embed.js')) console.error('npm test: dist/embed.js is missing');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
