// The static-generator recipe (docs/platforms/static-site.md, Eleventy), run
// as written: a scratch site made of the doc's data file and page, built once
// with the real @11ty/eleventy against the demo jobs host, served as plain
// files from an origin of its own. The built HTML has the board written ahead;
// embed.js adopts it (one board, no shift); an unknown org fails the build.
// (The data file's deadline is run by test/docs/eleventy-recipe.test.ts.)
import { execFile } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectShiftUnder, recordShifts } from './layout-shift.ts';
import { board, events, expect, JOBS, recordEvents, test } from './support.ts';

const DOC = 'docs/platforms/static-site.md';
const ELEVENTY = path.resolve('node_modules/.bin/eleventy');
const run = promisify(execFile);

/** The doc's Eleventy blocks: the global data file and the page. */
function recipe(): { data: string; page: string } {
  const md = readFileSync(DOC, 'utf8');
  const block = (lang: string): string => new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(md)?.[1] ?? '';
  const [data, page] = [block('js'), block('njk')];
  expect(data, `${DOC} has the data file`).toContain('export default async function');
  expect(page, `${DOC} has the page`).toContain('careersBoard.html | safe');
  return { data, page };
}

/** A scratch Eleventy site: the doc's two files, a page around the board (content after it, for the shift). */
function scratchSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-eleventy-'));
  const { data, page } = recipe();
  mkdirSync(path.join(dir, '_data'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'careers-site', private: true, type: 'module' }));
  writeFileSync(path.join(dir, '_data', 'careersBoard.js'), data);
  writeFileSync(
    path.join(dir, 'careers.njk'),
    page.replace(
      '</main>',
      '<section id="benefits"><h2>Benefits</h2><p>Four-day weeks and a learning budget.</p></section>\n</main>\n<footer id="footer">© Lumen Health</footer>',
    ),
  );
  return dir;
}

/** `npx @11ty/eleventy` in the site's folder, as its build runs it. */
const build = (dir: string, org: string) =>
  run(ELEVENTY, ['--quiet'], { cwd: dir, env: { ...process.env, SVC_JOBS_URL: JOBS, SVC_JOBS_ORG: org } });

let site = '';
let server: http.Server | undefined;
let origin = '';
let built = '';

test.beforeAll(async () => {
  site = scratchSite();
  const started = Date.now();
  await build(site, 'lumen');
  console.log(`Eleventy build of the scratch site: ${Date.now() - started} ms`);
  built = readFileSync(path.join(site, '_site', 'careers', 'index.html'), 'utf8');
  // _site as a static host serves it.
  server = http.createServer((req, res) => {
    const file = path.join(site, '_site', new URL(req.url ?? '/', 'http://x').pathname, 'index.html');
    void stat(file).then(
      () => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        createReadStream(file).pipe(res);
      },
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (site) rmSync(site, { recursive: true, force: true });
});

test.describe('the Eleventy recipe (docs/platforms/static-site.md)', () => {
  test('the built page has the board written ahead for the feed at build time', async () => {
    // Standards mode and UTF-8 whatever the host says: no "$70kâ€“82k" with JavaScript off.
    expect(built).toMatch(/^<!doctype html>\s*<html lang="en">\s*<head>\s*<meta charset="utf-8">/i);
    expect(built).toContain('<div data-svc-jobs="lumen" data-apply="inline"><svc-jobs-board><template shadowrootmode="open">');
    expect(built).toContain('>Registered Nurse, Telehealth</a>');
    expect(built).toContain(`<script async src="${JOBS}/embed.js?v=3"></script>`);
    // The live snippet as the jobs host answers it, unchanged by the generator.
    const live = await (await fetch(`${JOBS}/lumen/embed.html?apply=inline`)).text();
    expect(built).toContain(live.slice(live.indexOf('<div'), live.lastIndexOf('</div>') + '</div>'.length));
  });

  for (const width of [1280, 360])
    test(`embed.js adopts the board in place: one board, no shift at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await recordShifts(page);
      await recordEvents(page);
      await page.goto(`${origin}/careers/`);
      await expect(board(page).getByRole('link', { name: 'Registered Nurse, Telehealth', exact: true })).toBeVisible();
      const footer = await page.locator('#footer').boundingBox();
      await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await expect(page.locator('[data-svc-jobs]')).toHaveCount(1);
      await expect(board(page).getByRole('button', { name: /^Apply for / })).toHaveCount(5);
      expect((await events(page)).filter((e) => e.type === 'ready')).toEqual([{ type: 'ready', detail: { org: 'lumen', count: 5 } }]);
      expect(await page.locator('#footer').boundingBox()).toEqual(footer);
      await expectShiftUnder(page, `Eleventy recipe at ${width} px`);
    });

  test('an org the jobs host does not know fails the build, naming the 404', async () => {
    const other = scratchSite();
    const failed = await build(other, 'nope')
      .then(
        () => null,
        (err: Error & { stderr?: string }) => `${err.stderr ?? ''}${err.message}`,
      )
      .finally(() => rmSync(other, { recursive: true, force: true }));
    expect(failed).toContain('/nope/embed.html?apply=inline: 404 <!-- svc-jobs: no org "nope" on this jobs host -->');
  });
});
