// docs/platforms/nuxt.md, run: its code as a Nuxt 4 app (built once from the
// packed tarball with Nuxt's own build, e2e/recipes.ts), served by its Nitro
// server against the demo jobs host, held to the recipes' checks: the board in
// the server's HTML, no shift on a first load or on a client-side route.
import { startApp, appPort, type AppServer } from './app-server.ts';
import { recipeChecks } from './recipe-checks.ts';
import { builtRecipe } from './recipes.ts';
import { JOBS, test } from './support.ts';

let app: AppServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const { dir } = builtRecipe('nuxt');
  app = await startApp(
    ['node', '.output/server/index.mjs'],
    dir,
    appPort(4),
    { NUXT_PUBLIC_SVC_JOBS_URL: JOBS, HOST: '127.0.0.1' },
    /Listening on/,
  );
});
test.afterAll(async () => {
  await app?.stop();
});

recipeChecks({ name: 'nuxt', origin: () => app?.origin ?? '', board: '/careers', away: '/', toBoard: 'Careers', toAway: 'Home' });
