// Builds the framework recipes' apps (e2e/recipes.ts) once, before the
// Playwright engines start side by side (scripts/test.ts): each engine's specs
// then find them built. A static site (Astro) reads the feed while it builds
// and its pages carry the jobs host's links: it is built once per engine,
// against a demo jobs host started here on that engine's jobs port (free until
// the engines start), and stopped before they do.
import { builtRecipe, recipeIsCurrent, type RecipeName } from './recipes.ts';
import { startApp } from './app-server.ts';
import { ROOT } from '../test/support/packed.ts';

const NAMES: RecipeName[] = ['nextjs', 'vue', 'nuxt', 'astro'];
const args = process.argv.slice(2);
/** `--jobs-ports=5184,5194`: the engines' jobs ports (scripts/test.ts); without it, Playwright's default one. */
const ports = (args.find((a) => a.startsWith('--jobs-ports='))?.slice('--jobs-ports='.length) ?? process.env.E2E_JOBS_PORT ?? '5184')
  .split(',')
  .map(Number);
const names = args.filter((a) => !a.startsWith('--')) as RecipeName[];

for (const name of names.length ? names : NAMES) {
  if (name !== 'astro') {
    builtRecipe(name);
    continue;
  }
  for (const port of ports) {
    // Built already from the package as it is: no jobs host to start.
    if (recipeIsCurrent(name, `http://127.0.0.1:${port}`)) continue;
    // The demo's jobs host on the engine's port (its company site on any free one), one process to stop.
    const demo = await startApp(['node', '--import', 'tsx', 'demo/start.ts'], ROOT, 0, { JOBS_PORT: String(port) }, /Press Ctrl\+C/);
    try {
      builtRecipe(name, `http://127.0.0.1:${port}`);
    } finally {
      await demo.stop();
    }
  }
}
