import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.ts';

// Ports of their own, so the tests never talk to a demo someone left running.
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 5183);
export const JOBS_PORT = Number(process.env.E2E_JOBS_PORT ?? 5184);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The fault switches of the demo host are global per org: one worker.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'tsx demo/start.ts',
    url: `http://127.0.0.1:${JOBS_PORT}/api/v1/version`,
    // DIST_DIR lets a side build (dist-*) be tested while dist/ is in use.
    env: { PORT: String(SITE_PORT), JOBS_PORT: String(JOBS_PORT), SVC_DEMO_SCRATCH: '1', ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
});
