// The snippet builder on a visitor's dark system setting: the builder stays a
// light page (color-scheme: light), and only its preview turns dark, on the
// switch, with no serious or critical axe violation either way. The visitor's
// setting is e2e/schemes.ts's: a browser launched in it (Firefox ESR over
// WebDriver BiDi takes no emulated prefers-color-scheme, so its own pref).
import { seriousViolations } from './axe.ts';
import { b, DARK, darkSwitch, LIGHT, openBuilder, settled, surroundings } from './builder-page.ts';
import { test } from './schemes.ts';
import { expect } from './support.ts';

test.use({ scheme: 'dark' });

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
