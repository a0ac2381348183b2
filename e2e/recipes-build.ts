// Builds the framework recipes' apps (e2e/recipes.ts) once, before the
// Playwright engines start side by side (scripts/test.ts): each engine's specs
// then find them built.
import { builtRecipe, type RecipeName } from './recipes.ts';

for (const name of (process.argv.slice(2).length ? process.argv.slice(2) : ['nextjs', 'vue']) as RecipeName[]) builtRecipe(name);
