// Takes the README's screenshots from a running demo (npm start):
//   npx tsx scripts/screenshot.ts [site origin] [jobs origin]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './browser.ts';

const site = process.argv[2] ?? 'http://localhost:5173';
const jobs = process.argv[3] ?? 'http://127.0.0.1:5174';
const executablePath = ensureChromium();
if (!executablePath) process.exit(1);
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
  await page.locator('[data-svc-state="ready"]').first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
}
await browser.close();
