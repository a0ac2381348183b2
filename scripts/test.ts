// `npm test`: builds dist/, runs Vitest (unit, component, server), Playwright
// (end to end in Chromium and Firefox ESR against the build, the two engines
// side by side, each with demo servers of its own) and the WebKit
// suite (e2e-webkit/, Vitest driving WebKitGTK's MiniBrowser, after Chromium
// and beside the rest of Firefox, on ports of its own), then prints one
// line with the totals of all: "N passed, N failed". A missing engine is
// installed first (as root, with apt-get); one that could not be counts as one
// failure, with what to install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureEngines, findChromium, findFirefox, findWebKitDriver } from './browser.ts';

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

interface ReportSuite {
  title?: string;
  suites?: ReportSuite[];
  specs?: { title: string; tests: { status: string }[] }[];
}

/** The titles of a Playwright JSON report's tests that passed only on a retry. */
function flakyTitles(report: Record<string, unknown> | null): string[] {
  const walk = (suite: ReportSuite, path: string[]): string[] => [
    ...(suite.specs ?? []).filter((s) => s.tests.some((t) => t.status === 'flaky')).map((s) => [...path, s.title].join(' › ')),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title ?? ''])),
  ];
  return ((report?.suites ?? []) as ReportSuite[]).flatMap((suite) => walk(suite, [suite.title ?? '']));
}

let passed = 0;
let failed = 0;
const problems: string[] = [];

ensureEngines();
const browser = findChromium();
if (npx(['vite', 'build', '--logLevel', 'warn']) || npx(['vite', 'build', '--config', 'vite.pages.config.ts', '--logLevel', 'warn'])) {
  console.error('The build failed; nothing was tested.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const counts: string[] = [];

/** Each engine's demo servers: its company site and its jobs host (a static recipe is built against the latter). */
const PORTS: Record<'chromium' | 'firefox', [number, number]> = { chromium: [5183, 5184], firefox: [5193, 5194] };
/** The WebKit suite's: its demo servers and its driver. */
const WEBKIT_PORTS = { site: 5203, jobs: 5204, driver: 5205 };

// The framework recipes' apps (Next.js, Vite + Vue, Astro), built once from the packed tarball before the engines
// start side by side: each engine's e2e/nextjs.spec.ts and e2e/vue.spec.ts then serve the same build, and
// e2e/astro.spec.ts the static site built against its own jobs host.
const recipesStarted = Date.now();
if (npx(['tsx', 'e2e/recipes-build.ts', `--jobs-ports=${PORTS.chromium[1]},${PORTS.firefox[1]}`])) {
  problems.push('the recipes (e2e/recipes-build.ts) did not build');
  failed += 1;
}
console.log(`npm test: recipes built in ${((Date.now() - recipesStarted) / 1000).toFixed(0)} s`);

/** A child process of npx with the console, and its exit code. */
function npxAsync(args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/** Runs one Vitest config and adds its counts (its JSON report) to the totals. */
async function vitestRun(name: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const file = `${OUT}/${name}.json`;
  const code = await npxAsync(['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  const report = readJson(file);
  if (report) {
    passed += Number(report.numPassedTests ?? 0);
    failed += Number(report.numFailedTests ?? 0);
    counts.push(`${name}: ${Number(report.numPassedTests ?? 0)} passed, ${Number(report.numFailedTests ?? 0)} failed`);
  }
  if (!report || (code && !Number(report.numFailedTests))) {
    problems.push(`${name} did not finish cleanly`);
    failed += 1;
  }
}

/** The WebKit suite, on demo servers and a driver port of its own (it may run beside Firefox's Playwright). */
async function webkitRun(): Promise<void> {
  if (findWebKitDriver())
    await vitestRun('webkit', ['-c', 'vitest.webkit.config.ts'], {
      E2E_SITE_PORT: String(WEBKIT_PORTS.site),
      E2E_JOBS_PORT: String(WEBKIT_PORTS.jobs),
      E2E_WEBDRIVER_PORT: String(WEBKIT_PORTS.driver),
    });
  else {
    problems.push('no WebKitWebDriver (apt-get install webkit2gtk-driver xvfb): the WebKit suite did not run');
    failed += 1;
  }
}

await vitestRun('vitest', []);

/**
 * Runs one engine's Playwright projects in a process of its own, with its own demo servers (ports) and report:
 * `project` names the lane (and its engine's project), `also` more projects of that engine.
 */
async function playwrightRun(
  project: string,
  ports: [number, number],
  env: NodeJS.ProcessEnv,
  also: string[] = [],
): Promise<{ project: string; code: number; file: string }> {
  const file = `${OUT}/playwright-${project}.json`;
  const code = await npxAsync(['playwright', 'test'], {
    ...env,
    E2E_PROJECTS: [project, ...also].join(','),
    E2E_REPORT: file,
    E2E_OUTPUT: `test-results/${project}`,
    E2E_SITE_PORT: String(ports[0]),
    E2E_JOBS_PORT: String(ports[1]),
  });
  return { project, code, file };
}

const firefox = findFirefox();
if (browser) {
  if (!firefox) {
    problems.push('no Firefox (apt-get install firefox-esr): the end-to-end tests did not run in Firefox');
    failed += 1;
  }
  // The engines run side by side, each against demo servers of its own (the
  // fault switches are global per server): the e2e time is the slower engine's,
  // not the sum. Every engine runs its whole suite.
  // WebKit follows Chromium (the shorter run) on that side: CI's time is Firefox's.
  const [chromium, other] = await Promise.all([
    (async () => {
      // With the WordPress plugin's second run, on WordPress 6.5 and PHP 7.4 (playwright.config.ts).
      const run = await playwrightRun('chromium', PORTS.chromium, { CHROMIUM_PATH: browser }, ['wordpress-6.5']);
      await webkitRun();
      return run;
    })(),
    firefox ? playwrightRun('firefox', PORTS.firefox, {}) : null,
  ]);
  const runs = other ? [chromium, other] : [chromium];
  for (const run of runs) {
    const report = readJson(run.file);
    const stats = (report?.stats ?? null) as Record<string, number> | null;
    if (stats) {
      // A flaky test passed on its second try (only Firefox has one: playwright.config.ts says why): it counts
      // as passed, and is named here.
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += stats.unexpected ?? 0;
      counts.push(`playwright (${run.project}): ${(stats.expected ?? 0) + (stats.flaky ?? 0)} passed, ${stats.unexpected ?? 0} failed`);
      for (const title of flakyTitles(report)) counts.push(`playwright (${run.project}): passed on its second try: ${title}`);
    }
    if (!stats || (run.code && !stats.unexpected)) {
      problems.push(`Playwright (${run.project}) did not finish cleanly`);
      failed += 1;
    }
  }
} else {
  problems.push('no browser: the end-to-end tests did not run');
  failed += 1;
  await webkitRun();
}

for (const c of counts) console.log(`npm test: ${c}`);
for (const p of problems) console.error(`npm test: ${p}`);
if (!existsSync('dist/embed.js')) console.error('npm test: dist/embed.js is missing');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
