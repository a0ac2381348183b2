// The WebKit suite (e2e-webkit/): WebKitGTK's MiniBrowser driven by Debian's
// WebKitWebDriver over classic W3C WebDriver (webdriverio), under Xvfb, against
// the same demo servers (demo/start.ts) and fixtures as the Playwright suite.
// `npx vitest run -c vitest.webkit.config.ts`; npm test runs it after Playwright.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // tsconfig.json's classic JSX (h, Fragment), without development's __self and __source props (as vitest.config.ts).
  oxc: { jsx: { development: false } },
  test: {
    include: ['e2e-webkit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e-webkit/setup.ts'],
    // One browser at a time on a 2-core machine, and the demo's fault switches are global.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
