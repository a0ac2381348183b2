// The framework recipes of docs/platforms/ as apps: each recipe's code blocks
// that name a file (```tsx file=app/page.tsx) written into a scratch app under
// .scratch/recipes/<name>/, the packed tarball installed into it with npm, and
// the app built with its framework's own build — once per content (the
// tarball's and the doc's), whichever process asks first (scripts/test.ts
// before the engines start, or a spec run on its own). The apps resolve
// next, react, vue, nuxt and astro from the repository's node_modules
// (devDependencies): only the tarball is installed, offline. A static site
// (Astro) reads the feed while it builds: it is built against a jobs host,
// one app per jobs URL, since its pages carry that host's links.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installPacked, packed, ROOT, withLock } from '../test/support/packed.ts';

export type RecipeName = 'nextjs' | 'vue' | 'nuxt' | 'astro';

/** A recipe's files: its doc's code blocks, and what only the test harness adds (not a user's concern). */
export interface RecipeApp {
  doc: string;
  /** Files the harness writes beside the doc's (package.json, configs naming this checkout). */
  harness: Record<string, string>;
  /** The doc's careers page again, for the long board (LONG_ORG), beside the doc's: its files from the doc's. */
  long?: (files: Record<string, string>) => Record<string, string>;
  build: string[];
}

/**
 * The demo's long board (130 openings, pages of 50), whose careers page each app also has at LONG_PATH: the
 * doc's own page with this org (e2e/adopted-net.ts runs the board's interactions on it).
 */
export const LONG_ORG = 'northwind';
export const LONG_PATH = { nextjs: '/northwind', vue: '/northwind', astro: '/northwind/' } as const;

/** `file` of the doc's files with its `from` made `to`: loud when the doc no longer has it. */
function edited(files: Record<string, string>, file: string, ...edits: [from: string, to: string][]): string {
  let text = files[file];
  if (text === undefined) throw new Error(`the recipe has no ${file}`);
  for (const [from, to] of edits) {
    if (!text.includes(from)) throw new Error(`${file} no longer has ${JSON.stringify(from)}`);
    text = text.replace(from, to);
  }
  return text;
}

/** The careers page `file` with the long board's org in its board's tag. */
const forLongOrg = (files: Record<string, string>, file: string): string => edited(files, file, ['org="acme"', `org="${LONG_ORG}"`]);

const bin = (name: string, ...args: string[]): string[] => ['node', path.join(ROOT, 'node_modules', name), ...args];

const RECIPES: Record<RecipeName, RecipeApp> = {
  nextjs: {
    doc: 'docs/platforms/nextjs.md',
    harness: {
      'package.json': JSON.stringify({ name: 'recipe-nextjs', private: true }),
      // Turbopack's root: this checkout, whose node_modules the app resolves next and react from.
      'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
    },
    long: (files) => ({ 'app/northwind/page.tsx': forLongOrg(files, 'app/careers/page.tsx') }),
    build: bin('next/dist/bin/next', 'build'),
  },
  vue: {
    doc: 'docs/platforms/vue.md',
    harness: {},
    long: (files) => ({
      'src/pages/Northwind.vue': forLongOrg(files, 'src/pages/Careers.vue'),
      // The app's router (the doc's) with the page's route.
      'src/main.js': edited(
        files,
        'src/main.js',
        [
          "import Careers from './pages/Careers.vue';",
          "import Careers from './pages/Careers.vue';\nimport Northwind from './pages/Northwind.vue';",
        ],
        [
          "{ path: '/careers', component: Careers },",
          "{ path: '/careers', component: Careers },\n      { path: '/northwind', component: Northwind },",
        ],
      ),
    }),
    build: ['npm', 'run', '--silent', 'build'],
  },
  nuxt: {
    doc: 'docs/platforms/nuxt.md',
    harness: { 'package.json': JSON.stringify({ name: 'recipe-nuxt', private: true, type: 'module' }) },
    build: bin('nuxt/bin/nuxt.mjs', 'build'),
  },
  astro: {
    doc: 'docs/platforms/astro.md',
    harness: { 'package.json': JSON.stringify({ name: 'recipe-astro', private: true, type: 'module' }) },
    long: (files) => ({ 'src/pages/northwind.astro': forLongOrg(files, 'src/pages/careers.astro') }),
    build: bin('astro/astro.js', 'build'),
  },
};

/** What every build runs with: no telemetry calls from a test. */
const BUILD_ENV = { NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1', NUXT_TELEMETRY_DISABLED: '1' };

/** A recipe's build command, its jobs host (when it reads one while building) as SVC_JOBS_URL. */
export function buildCommand(name: RecipeName, jobsUrl?: string): { file: string; args: string[]; env: NodeJS.ProcessEnv } {
  const [file = '', ...args] = RECIPES[name].build;
  return { file, args, env: { ...process.env, ...BUILD_ENV, ...(jobsUrl ? { SVC_JOBS_URL: jobsUrl } : {}) } };
}

/** The code blocks of a doc that name a file: path → content. */
export function recipeFiles(doc: string): Record<string, string> {
  const md = readFileSync(path.join(ROOT, doc), 'utf8');
  const out: Record<string, string> = {};
  for (const m of md.matchAll(/^```\w+ file=(\S+)\n([\s\S]*?)^```$/gm)) if (m[1] && m[2] !== undefined) out[m[1]] = m[2];
  return out;
}

/** A recipe's app folder: one per jobs URL for an app built against one (its pages carry that host's links). */
export const recipeDir = (name: RecipeName, jobsUrl?: string): string =>
  path.join(ROOT, '.scratch/recipes', jobsUrl ? `${name}-${createHash('sha256').update(jobsUrl).digest('hex').slice(0, 8)}` : name);

/** The files of a recipe's app: the doc's code blocks and the harness's. */
export function recipeAppFiles(name: RecipeName): Record<string, string> {
  const doc = recipeFiles(RECIPES[name].doc);
  return { ...doc, ...RECIPES[name].harness, ...RECIPES[name].long?.(doc) };
}

/** What a recipe's app is built from: the tarball, the files, the build command and the jobs URL. */
const recipeKey = (name: RecipeName, tgz: string, jobsUrl?: string): string =>
  createHash('sha256')
    .update(readFileSync(tgz))
    .update(JSON.stringify(recipeAppFiles(name)))
    .update(JSON.stringify(RECIPES[name].build))
    .update(jobsUrl ?? '')
    .digest('hex');

/** Whether the app of a recipe is built from the package as it is now (no jobs host needs to answer then). */
export function recipeIsCurrent(name: RecipeName, jobsUrl?: string): boolean {
  const stamp = path.join(recipeDir(name, jobsUrl), '.built');
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === recipeKey(name, packed(), jobsUrl);
}

/**
 * The app of a recipe, built from the package as it is now (built again only
 * when the tarball, the doc or the jobs URL changed). `jobsUrl`: the jobs host
 * a static site reads while it builds (it must answer then).
 */
export function builtRecipe(name: RecipeName, jobsUrl?: string): { dir: string; buildSeconds: number | null } {
  const tgz = packed();
  const files = recipeAppFiles(name);
  const key = recipeKey(name, tgz, jobsUrl);
  const dir = recipeDir(name, jobsUrl);
  const stamp = path.join(dir, '.built');
  return withLock(`recipe-${path.basename(dir)}`, () => {
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return { dir, buildSeconds: null };
    rmSync(dir, { recursive: true, force: true });
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    installPacked(dir, tgz);
    const started = Date.now();
    const { file, args, env } = buildCommand(name, jobsUrl);
    execFileSync(file, args, { cwd: dir, stdio: 'pipe', env });
    const buildSeconds = (Date.now() - started) / 1000;
    console.log(`recipe ${name}${jobsUrl ? ` (${jobsUrl})` : ''}: built in ${buildSeconds.toFixed(1)} s`);
    writeFileSync(stamp, key);
    return { dir, buildSeconds };
  });
}
