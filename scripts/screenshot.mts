// Takes the README's screenshots from a running demo (npm start):
//   npx tsx scripts/screenshot.mts [site origin] [jobs origin]
// The wide ones in Chromium, then the board and the apply form at 360 px in
// each engine (docs/engines/): Chromium and Firefox ESR through Playwright,
// WebKit (MiniBrowser) through WebKitWebDriver under Xvfb.
// SHOTS=engines takes only those.
import { mkdirSync } from 'node:fs';
import { chromium, firefox, type Browser as PwBrowser } from '@playwright/test';
import { remote } from 'webdriverio';
import { startWebKitDriver } from '../e2e-webkit/setup.ts';
import { DRIVER_PORT, MINIBROWSER } from '../e2e-webkit/ports.ts';
import { CHROMIUM_ARGS, ensureChromium, findFirefox } from './browser.ts';

const site = process.argv[2] ?? 'http://localhost:5173';
const jobs = process.argv[3] ?? 'http://127.0.0.1:5174';
const executablePath = ensureChromium();
if (!executablePath) process.exit(1);

// The board's first openings, and the apply form opened in place, on a phone.
const PHONE = { width: 360, height: 740 };
const BOARD = `${site}/`;
const FORM = `${site}/inline-apply.html?job=eng-5q3w6`;
const ready = '[data-svc-state="ready"]';

if (process.env.SHOTS !== 'engines') {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, deviceScaleFactor: 1 });
  for (const [url, file] of [
    [`${site}/builder`, 'docs/screenshot-builder.png'],
    [`${site}/`, 'docs/screenshot.png'],
    [`${site}/careers`, 'docs/screenshot-branded.png'],
    [`${jobs}/acme`, 'docs/screenshot-board.png'],
    [`${site}/find.html?svc_department=Engineering&svc_q=senior`, 'docs/screenshot-filters.png'],
  ] as const) {
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
  }
  await browser.close();
}

mkdirSync('docs/engines', { recursive: true });

async function playwrightShots(name: string, browser: PwBrowser): Promise<void> {
  const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 1 });
  await page.goto(BOARD);
  await page.locator(ready).first().waitFor();
  await page.locator('[data-svc-jobs]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `docs/engines/${name}-board.png` });
  await page.goto(FORM);
  const frame = page.locator('[data-svc-jobs] svc-jobs-board iframe').first();
  await frame.contentFrame().locator('button[type=submit]').waitFor();
  await frame.evaluate((f) => f.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `docs/engines/${name}-form.png` });
  await browser.close();
  console.log(`wrote docs/engines/${name}-board.png, ${name}-form.png`);
}

await playwrightShots('chromium', await chromium.launch({ executablePath, args: CHROMIUM_ARGS }));
const ff = findFirefox();
if (ff) await playwrightShots('firefox', await firefox.launch({ channel: 'moz-firefox', executablePath: ff }));
else console.warn('no Firefox: docs/engines/firefox-*.png not taken');

// WebKit: element screenshots come back black over WebDriver, so these are the
// viewport's (the window is the phone's width).
const stop = await startWebKitDriver();
try {
  const b = await remote({
    hostname: '127.0.0.1',
    port: DRIVER_PORT,
    path: '/',
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  await b.setWindowSize(PHONE.width, PHONE.height);
  await b.url(BOARD);
  await b.$(ready).waitForExist({ timeout: 15_000 });
  await b.execute(() => document.querySelector('[data-svc-jobs]')!.scrollIntoView());
  await b.saveScreenshot('docs/engines/webkit-board.png');
  await b.url(FORM);
  await b.waitUntil(
    () =>
      b.execute(
        () =>
          !!document.querySelector('[data-svc-jobs] svc-jobs-board')?.shadowRoot?.querySelector('iframe')?.getBoundingClientRect().height,
      ),
    { timeout: 15_000 },
  );
  const iframe = await b.$('[data-svc-jobs] svc-jobs-board').shadow$('iframe');
  await b.switchFrame(iframe);
  await b.$('button[type=submit]').waitForExist({ timeout: 15_000 });
  await b.switchFrame(null);
  await b.execute(() =>
    document.querySelector('[data-svc-jobs] svc-jobs-board')!.shadowRoot!.querySelector('iframe')!.scrollIntoView({ block: 'start' }),
  );
  await b.saveScreenshot('docs/engines/webkit-form.png');
  await b.deleteSession();
  console.log('wrote docs/engines/webkit-board.png, webkit-form.png');
} finally {
  stop();
}
