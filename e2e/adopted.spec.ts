// The net for boards written ahead and adopted (e2e/adopted-net.ts) in
// Chromium and Firefox: every interaction of the live board on the default
// snippet's board of 130 openings, each kept over 2 s; and in Chromium, "Show
// more" to the end at a phone's 4× CPU. WebKit runs the same steps
// (e2e-webkit/adopted.test.ts).
import { longBoard, pageDriver } from './adopted-checks.ts';
import { STEPS, careersPage, showMoreToTheEnd, whenReady, type Setup } from './adopted-net.ts';
import { jobsHost, test } from './support.ts';

let setup: Setup;
test.beforeAll(async () => {
  setup = await longBoard();
});
// The demo host's faults are global: none left on from another file, nor for the next.
test.beforeEach(() => jobsHost.reset());
test.afterEach(() => jobsHost.reset());

test.describe('a board written ahead and adopted keeps what it draws', () => {
  for (const [name, step] of Object.entries(STEPS)) test(name, ({ page }) => step(pageDriver(page), setup));

  // @cdp: the CPU is slowed through the DevTools protocol, which Firefox does not speak.
  test('"Show more" to the end at 4× CPU, as a phone draws it', { tag: '@cdp' }, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const d = pageDriver(page);
    await d.open(careersPage(await setup.snippet()));
    await whenReady(d);
    await showMoreToTheEnd(d, setup, setup.feed, 'at 4× CPU');
  });
});
