// docs/platforms/nextjs.md, run: its code as a Next.js App Router app (built
// once with `next build` from the packed tarball, e2e/recipes.ts), served by
// `next start` against the demo jobs host, held to the recipes' checks.
import { startApp, appPort, type AppServer } from './app-server.ts';
import { adoptedRecipeChecks } from './adopted-checks.ts';
import { recipeChecks } from './recipe-checks.ts';
import { builtRecipe } from './recipes.ts';
import { JOBS, test } from './support.ts';
import { ROOT } from '../test/support/packed.ts';

let app: AppServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const { dir } = builtRecipe('nextjs');
  const port = appPort(2);
  app = await startApp(
    ['node', `${ROOT}node_modules/next/dist/bin/next`, 'start', '-p', String(port)],
    dir,
    port,
    {
      SVC_JOBS_URL: JOBS,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    /Ready in/,
  );
});
test.afterAll(async () => {
  await app?.stop();
});

adoptedRecipeChecks('nextjs', () => app?.origin ?? '');

recipeChecks({
  name: 'nextjs',
  origin: () => app?.origin ?? '',
  board: '/careers',
  away: '/',
  toBoard: 'Careers',
  toAway: 'Home',
});
