import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findFirefox } from './scripts/browser.ts';

// Ports of their own, so the tests never talk to a demo someone left running.
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 5183);
export const JOBS_PORT = Number(process.env.E2E_JOBS_PORT ?? 5184);

const chromium = { browserName: 'chromium', launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS } } as const;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The fault switches of the demo host are global per org: one worker.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // npm test runs the two engines side by side on 2 cores: room for a slow moment.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test runs each engine in a process of its own (own ports, own report).
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'off',
  },
  // Every spec runs in both. Tests tagged @cdp use the Chrome DevTools Protocol
  // (heap metrics, listener counts, CPU throttling, tracing), which Firefox
  // does not speak, @layout-instability ones read Chromium's layout-shift
  // entries, and @touch ones tap, which Playwright over Firefox's BiDi turns
  // into no click at all (a plain button's onclick never runs), and @wordpress
  // boots a real WordPress (e2e/wordpress.spec.ts) whose test is what WordPress
  // sends, which no second engine changes: one boot, not one per engine. They
  // run in Chromium only, by the tag, never by a skip.
  // E2E_PROJECTS=chromium (or firefox) runs one engine.
  projects: (<Project[]>[
    {
      name: 'chromium',
      use: chromium,
    },
    {
      // The WordPress plugin again on the newest WordPress the registries hold, under the oldest PHP it
      // names (e2e/wordpress.spec.ts says what it leaves out there, and why). npm test runs it in Chromium's lane.
      name: 'wordpress-6.5',
      testMatch: 'wordpress.spec.ts',
      grepInvert: /@wp-admin/,
      metadata: { wordpress: '6.5', php: '7.4' },
      use: chromium,
    },
    {
      // Debian's Firefox ESR over WebDriver BiDi (Playwright's moz-firefox
      // channel). @playwright/test is pinned to 1.64.x: 1.65 sends
      // emulation.setMediaFeaturesOverride at newContext, which ESR 153 lacks.
      name: 'firefox',
      grepInvert: /@cdp|@layout-instability|@touch|@wordpress/,
      // Everything over BiDi is slower than over CDP on 2 shared cores: the
      // apply tests upload, read and send with axe runs between (e2e/axe.ts).
      timeout: 120_000,
      // And a wait that takes 3 s alone took over 10 s beside Chromium's run (a board page's navigation).
      expect: { timeout: 20_000 },
      // Firefox over BiDi strands about 1 navigation in 100-200 on 2 busy vCPUs: the page has loaded, but
      // Playwright still waits for it (microsoft/playwright#42183; here a locator "waiting for navigation to
      // finish" for 20 s after goto returned). One more try, in Firefox only; npm test names every test
      // that needed it, so a test that fails twice is still a failure and one that needed it is seen.
      retries: 1,
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        // Firefox's own tests' pref: navigator.clipboard.readText() without its paste prompt (the builder's copy button is checked by reading it back).
        launchOptions: { executablePath: findFirefox() ?? undefined, firefoxUserPrefs: { 'dom.events.testing.asyncClipboard': true } },
      },
    },
  ]).filter((p) => !process.env.E2E_PROJECTS || process.env.E2E_PROJECTS.split(',').includes(p.name ?? '')),
  webServer: {
    command: 'tsx demo/start.ts',
    url: `http://127.0.0.1:${JOBS_PORT}/api/v1/version`,
    // DIST_DIR lets a side build (dist-*) be tested while dist/ is in use.
    env: {
      PORT: String(SITE_PORT),
      JOBS_PORT: String(JOBS_PORT),
      SVC_DEMO_SCRATCH: '1',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // npm test runs the two engines side by side on 2 cores: room for a slow moment.
    timeout: 60_000,
  },
});
