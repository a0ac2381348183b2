// docs/platforms/astro.md, run: its code as an Astro site (built once with a
// pinned `astro build` from the packed tarball against this engine's jobs
// host, e2e/recipes.ts), its dist/ served as plain files, held to the recipes'
// checks; and built again with the jobs host down: the build fails with
// `strict`, and without it the page carries its slot, never an empty box.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { adoptedRecipeChecks } from './adopted-checks.ts';
import { serveStatic, type StaticSite } from './app-server.ts';
import { recipeChecks } from './recipe-checks.ts';
import { buildCommand, builtRecipe } from './recipes.ts';
import { expect, JOBS, jobsHost, test } from './support.ts';

const PAGE = 'src/pages/careers.astro';
/** The doc's board, as the strict variant is made from it (docs/platforms/astro.md shows `strict` on the same tag). */
const TAG = '<SvcJobsBoard org="acme" jobsUrl={JOBS_URL} apply="inline">';
const run = promisify(execFile);

let site: StaticSite | null = null;
let app = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = builtRecipe('astro', JOBS).dir;
  site = await serveStatic(path.join(app, 'dist'));
});
test.afterAll(async () => {
  await site?.close();
});

recipeChecks({
  name: 'astro',
  origin: () => site?.origin ?? '',
  board: '/careers/',
  away: '/',
  toBoard: 'Careers',
  toAway: 'Home',
  serverOnly: true,
});

adoptedRecipeChecks('astro', () => site?.origin ?? '');

test.describe('the jobs host down while the site builds', () => {
  // Another copy of the built app (its installed package included), the page as the doc writes it or made strict.
  const copies: string[] = [];
  async function buildCopy(strict: boolean): Promise<{ dir: string; output: string; failed: boolean }> {
    const dir = `${app}-down-${strict ? 'strict' : 'slot'}`;
    rmSync(dir, { recursive: true, force: true });
    cpSync(app, dir, { recursive: true, filter: (src) => !/[/\\](dist|\.astro|\.built)$/.test(src) });
    copies.push(dir);
    const page = readFileSync(path.join(dir, PAGE), 'utf8');
    expect(page, `${PAGE} has the board's tag`).toContain(TAG);
    if (strict) writeFileSync(path.join(dir, PAGE), page.replace(TAG, `${TAG.slice(0, -1)} strict>`));
    const { file, args, env } = buildCommand('astro', JOBS);
    return run(file, args, { cwd: dir, env }).then(
      ({ stdout, stderr }) => ({ dir, output: stdout + stderr, failed: false }),
      (err: Error & { stdout?: string; stderr?: string }) => ({ dir, output: `${err.stdout ?? ''}${err.stderr ?? ''}`, failed: true }),
    );
  }

  test.beforeEach(async () => {
    test.setTimeout(180_000);
    await jobsHost.reset();
    await jobsHost.fault('acme', 'down');
  });
  test.afterEach(async () => {
    await jobsHost.reset();
  });
  test.afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  test('with strict, `astro build` fails, naming the board and why', async () => {
    const { output, failed } = await buildCopy(true);
    expect(failed, output).toBe(true);
    expect(output).toContain('[svc-jobs] the board of acme could not be written ahead (strict)');
  });

  test('without it, the page carries the slot in the container, and the board comes once the host answers', async ({ browser }) => {
    const { dir, output, failed } = await buildCopy(false);
    expect(failed, output).toBe(false);
    expect(output).toContain('[svc-jobs] the board of acme was not written ahead');
    const html = readFileSync(path.join(dir, 'dist/careers/index.html'), 'utf8');
    // The slot as the page wrote it (Astro keeps its line breaks as spaces), the container's only content.
    expect(html.replace(/>\s+</g, '><')).toContain(
      `<div data-svc-jobs="acme" data-apply="inline"><p>Our open roles are on <a href="${JOBS}/acme">our jobs page</a>.</p></div>`,
    );
    const down = await serveStatic(path.join(dir, 'dist'));
    try {
      // Without JavaScript: the slot, where the board goes.
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const still = await plain.newPage();
      await still.goto(`${down.origin}/careers/`);
      await expect(still.getByRole('link', { name: 'our jobs page' })).toHaveAttribute('href', `${JOBS}/acme`);
      await plain.close();
      // The host back: embed.js swaps the board in for the slot, one board.
      await jobsHost.reset();
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${down.origin}/careers/`);
      await expect(page.getByRole('link', { name: 'Senior Firmware Engineer' }).first()).toBeVisible();
      await expect(page.locator('svc-jobs-board')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'our jobs page' })).toHaveCount(0);
      await context.close();
    } finally {
      await down.close();
    }
  });
});
