// docs/platforms/vue.md, run: its code as a Vite + Vue 3 app (built once from
// the packed tarball, e2e/recipes.ts), served by the recipe's Node server
// against the demo jobs host: rendered on the server (renderToString) and, under
// /spa/, in the browser only, each held to the recipes' checks; and a
// client-side route's wait for the live snippet, answered and hanging.
import { startApp, appPort, type AppServer } from './app-server.ts';
import { adoptedRecipeChecks } from './adopted-checks.ts';
import { recipeChecks } from './recipe-checks.ts';
import { builtRecipe } from './recipes.ts';
import { settled } from './layout-shift.ts';
import { expect, JOBS, test } from './support.ts';

let app: AppServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const { dir } = builtRecipe('vue');
  app = await startApp(['node', 'server.js'], dir, appPort(3), { SVC_JOBS_URL: JOBS }, /listening on/);
});
test.afterAll(async () => {
  await app?.stop();
});

test.describe('rendered on the server', () => {
  recipeChecks({ name: 'vue-ssr', origin: () => app?.origin ?? '', board: '/careers', away: '/', toBoard: 'Careers', toAway: 'Home' });
});

adoptedRecipeChecks('vue', () => app?.origin ?? '');

test.describe('rendered in the browser only', () => {
  recipeChecks({
    name: 'vue-spa',
    origin: () => app?.origin ?? '',
    board: '/spa/careers',
    away: '/spa/',
    toBoard: 'Careers',
    toAway: 'Home',
    clientOnly: true,
  });
});

test.describe('a client-side route to the board', () => {
  test("asks the live snippet for the board's options, and shows at once after the jobs host answers", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/embed.html')) asked.push(r.url());
    });
    await page.goto(`${app?.origin ?? ''}/`);
    await page.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Senior Firmware Engineer' }).first()).toBeVisible();
    expect(asked).toEqual([`${JOBS}/acme/embed.html?apply=inline`]);
  });

  test('a first load hydrates the board the server wrote and asks the live snippet for nothing', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/embed.html')) asked.push(r.url());
    });
    await page.goto(`${app?.origin ?? ''}/careers`);
    await settled(page);
    await expect(page.getByRole('link', { name: 'Senior Firmware Engineer' }).first()).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('with the live snippet hanging, the page shows within about a second and embed.js renders the board live', async ({ page }) => {
    // Never answered: the route waits out its second, not the request.
    await page.route('**/acme/embed.html*', () => undefined);
    await page.goto(`${app?.origin ?? ''}/`);
    await expect(page.getByRole('link', { name: 'Careers', exact: true })).toBeVisible();
    const clicked = Date.now();
    await page.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Careers at Acme Robotics' })).toBeVisible();
    const waited = Date.now() - clicked;
    console.log(`vue: a hanging live snippet held the route ${waited} ms`);
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(2500);
    await settled(page);
    await expect(page.getByRole('link', { name: 'Senior Firmware Engineer' }).first()).toBeVisible();
  });
});

test('a client-side route with the jobs host failing shows the link to the board page, never an empty box', async ({ page }) => {
  await page.goto(`${app?.origin ?? ''}/`);
  // The jobs host fails from here on, for the route's snippet and for embed.js's feed alike.
  await page.route('**/acme/embed.html*', (r) => r.fulfill({ status: 502, body: '<!-- svc-jobs: the feed could not be read -->' }));
  await page.route('**/api/v1/public/acme**', (r) => r.fulfill({ status: 500, body: '{}' }));
  const failed = page.evaluate(
    () =>
      new Promise<string>((r) => document.addEventListener('svc-jobs:error', (e) => r((e as CustomEvent<{ code: string }>).detail.code))),
  );
  await page.getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Careers at Acme Robotics' })).toBeVisible();
  // embed.js has tried the feed and given up: the fallback stays, a link to the board page.
  expect(await failed).toBeTruthy();
  const link = page.locator('[data-svc-jobs="acme"]').getByRole('link', { name: 'See our open roles' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${JOBS}/acme`);
});
