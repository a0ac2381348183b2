// npm run bench (part 2): time from clicking Apply on a host page to the apply
// form being interactive (rendered, its send button visible) in Chromium, over loopback,
// against the demo jobs host; median of several runs, each in a fresh context.
import { chromium } from '@playwright/test';
import { startDemo } from '../demo/start.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);

export interface ApplyFigure {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** distDir: the build the demo host serves (embed.js and the apply frame). */
export async function benchApply(distDir?: string): Promise<ApplyFigure> {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('no Chromium');
  const demo = await startDemo({ jobsPort: 0, sitePort: 0, ...(distDir ? { distDir } : {}) });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${demo.siteOrigin}/inline-apply.html`);
      const apply = page.locator('svc-jobs-board').getByRole('button', { name: /^Apply for / }).first();
      await apply.waitFor();
      const start = Date.now();
      await apply.click();
      await page.frameLocator('iframe').getByRole('button', { name: 'Send application' }).waitFor({ state: 'visible' });
      const ms = Date.now() - start;
      if (i > 0) times.push(ms); // the first run warms the browser up
      await context.close();
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  return { median, min: Math.min(...times), max: Math.max(...times), runs: times.length };
}
