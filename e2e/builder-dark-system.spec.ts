// The snippet builder on a visitor's dark system setting: the builder stays a
// light page (color-scheme: light), and only its preview turns dark, on the
// switch, with no serious or critical axe violation either way. A file of its
// own: Firefox ESR over WebDriver BiDi takes no emulated prefers-color-scheme
// (emulateMedia changes nothing there), so its own pref says dark, and
// launchOptions may only be set for a whole file.
import { CHROMIUM_ARGS, findChromium, findFirefox } from '../scripts/browser.ts';
import { seriousViolations } from './axe.ts';
import { b, DARK, darkSwitch, LIGHT, openBuilder, settled, surroundings } from './builder-page.ts';
import { expect, test } from './support.ts';

test.use({
  colorScheme: 'dark',
  launchOptions: [
    async ({ browserName }, use) =>
      use(
        browserName === 'firefox'
          ? {
              executablePath: findFirefox() ?? undefined,
              firefoxUserPrefs: { 'layout.css.prefers-color-scheme.content-override': 0 },
            }
          : { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
      ),
    { scope: 'worker' },
  ],
});

test('the builder stays a light page; its preview turns dark on the switch only; no serious or critical axe violation', async ({
  page,
}) => {
  await openBuilder(page);
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('color-scheme'))).toBe('light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 250, 249)');
  expect(await surroundings(page)).toEqual(LIGHT);
  expect(await seriousViolations(page)).toEqual([]);
  await darkSwitch(page).click();
  await expect.poll(() => surroundings(page)).toEqual(DARK);
  await settled(page);
  await expect(b(page).getByRole('status')).toHaveText('44 open positions');
  expect(await seriousViolations(page)).toEqual([]);
});
