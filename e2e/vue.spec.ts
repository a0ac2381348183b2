// docs/platforms/vue.md, run: its code as a Vite + Vue 3 app (built once from
// the packed tarball, e2e/recipes.ts), served by the recipe's Node server
// against the demo jobs host: rendered on the server (renderToString) and, under
// /spa/, in the browser only, each held to the recipes' checks.
import { startApp, appPort, type AppServer } from './app-server.ts';
import { recipeChecks } from './recipe-checks.ts';
import { builtRecipe } from './recipes.ts';
import { JOBS, test } from './support.ts';

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
