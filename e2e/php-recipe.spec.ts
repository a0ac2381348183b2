// The PHP/WordPress recipe (docs/platforms/wordpress.md), run as written: its
// PHP block, taken from the doc, under Debian's php-cli built-in server, with
// the four WordPress functions it calls standing in (a shortcode registry and
// transients kept in files). The page PHP sends has the board written ahead;
// embed.js adopts it (one board, no shift); with the jobs host failing the
// page shows the board it kept, and with the jobs host unreachable and nothing
// kept, a link, never a PHP warning.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectShiftUnder, recordShifts } from './layout-shift.ts';
import { board, events, expect, JOBS, recordEvents, test } from './support.ts';
import { freePort } from '../test/support/free-port.ts';

const PHP = process.env.PHP_PATH ?? '/usr/bin/php';
const DOC = 'docs/platforms/wordpress.md';

/** The doc's PHP blocks: the wp-config line, then the shortcode. */
function recipe(): { config: string; shortcode: string } {
  const blocks = [...readFileSync(DOC, 'utf8').matchAll(/^```php\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
  const [config = '', shortcode = ''] = blocks;
  expect(blocks, `${DOC} has the wp-config block and the shortcode block`).toHaveLength(2);
  return { config, shortcode };
}

/** WordPress's shortcode registry and transients, as the recipe uses them: transients are JSON files (no APCu, no database). */
const WORDPRESS_STAND_IN = `<?php
const DAY_IN_SECONDS = 86400;
function add_shortcode(string $tag, callable $fn): void { $GLOBALS['shortcodes'][$tag] = $fn; }
function do_shortcode_tag(string $tag, $atts): string { return $GLOBALS['shortcodes'][$tag]($atts); }
function transient_file(string $key): string { return SVC_TEST_CACHE . '/' . preg_replace('/[^a-z0-9_]/', '', $key) . '.json'; }
function get_transient(string $key) { $f = transient_file($key); return is_file($f) ? json_decode(file_get_contents($f), true) : false; }
function set_transient(string $key, $value, int $expiration): bool { return file_put_contents(transient_file($key), json_encode($value)) !== false; }
`;

/** A careers page of a WordPress site: a hero, the shortcode's output, content after it. */
const careersPage = (jobsUrl: string, cache: string, atts: string) => `<?php
define('SVC_TEST_CACHE', ${JSON.stringify(cache)});
require __DIR__ . '/wordpress.php';
${recipe().config.replace("'https://jobs.example.com'", JSON.stringify(jobsUrl))}
require __DIR__ . '/recipe.php';
?><!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Careers — Lumen Health</title></head>
<body><header style="padding:2rem"><h1>Careers at Lumen Health</h1><p>Care that reaches people where they are.</p></header>
<main style="padding:0 2rem"><?= do_shortcode_tag('svc_jobs', ${atts}) ?>
<section id="benefits"><h2>Benefits</h2><p>Four-day weeks and a learning budget.</p></section></main>
<footer id="footer" style="padding:2rem">© Lumen Health</footer></body></html>`;

let dir = '';
let origin = '';
let php: ChildProcess | undefined;

test.beforeAll(async () => {
  expect(existsSync(PHP), `${PHP} (Debian's php-cli: apt-get install php-cli)`).toBe(true);
  dir = mkdtempSync(path.join(tmpdir(), 'svc-php-'));
  for (const c of ['up', 'down']) mkdirSync(path.join(dir, `cache-${c}`));
  writeFileSync(path.join(dir, 'wordpress.php'), WORDPRESS_STAND_IN);
  writeFileSync(path.join(dir, 'recipe.php'), `<?php\n${recipe().shortcode}`);
  // Nothing listens there: the jobs host unreachable.
  const closed = `http://127.0.0.1:${await freePort()}`;
  writeFileSync(path.join(dir, 'careers.php'), careersPage(JOBS, path.join(dir, 'cache-up'), "['org' => 'lumen', 'apply' => 'inline']"));
  writeFileSync(path.join(dir, 'down.php'), careersPage(closed, path.join(dir, 'cache-down'), "['org' => 'lumen']"));
  writeFileSync(path.join(dir, 'bare.php'), careersPage(JOBS, path.join(dir, 'cache-up'), "''"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  php = spawn(PHP, ['-d', 'display_errors=1', '-d', 'error_reporting=-1', '-S', `127.0.0.1:${port}`, '-t', dir], { stdio: 'ignore' });
  await expect
    .poll(
      () =>
        fetch(`${origin}/wordpress.php`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  php?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What PHP sent, read as a crawler would (no script run). */
async function served(page: Page, file: string): Promise<string> {
  const res = await page.request.get(`${origin}/${file}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).not.toMatch(/Warning|Notice|Deprecated|Fatal error|Uncaught/);
  return html;
}

test.describe('the WordPress shortcode (docs/platforms/wordpress.md) under php-cli', () => {
  for (const width of [1280, 360])
    test(`sends the board written ahead; embed.js adopts it with no shift at ${width} px`, async ({ page }) => {
      const html = await served(page, 'careers.php');
      expect(html).toContain('<div data-svc-jobs="lumen" data-apply="inline"><svc-jobs-board><template shadowrootmode="open">');
      expect(html).toContain('>Registered Nurse, Telehealth</a>');
      expect(html.match(/<script async src="[^"]+\/embed\.js\?v=3"><\/script>/g)).toHaveLength(1);

      await page.setViewportSize({ width, height: 800 });
      await recordShifts(page);
      await recordEvents(page);
      await page.goto(`${origin}/careers.php`);
      await expect(board(page).getByRole('link', { name: 'Registered Nurse, Telehealth', exact: true })).toBeVisible();
      const footer = await page.locator('#footer').boundingBox();
      await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await expect(page.locator('[data-svc-jobs]')).toHaveCount(1);
      await expect(board(page).getByRole('button', { name: /^Apply for / })).toHaveCount(5);
      expect((await events(page)).filter((e) => e.type === 'ready')).toEqual([{ type: 'ready', detail: { org: 'lumen', count: 5 } }]);
      expect(await page.locator('#footer').boundingBox()).toEqual(footer);
      await expectShiftUnder(page, `PHP recipe at ${width} px`);
    });

  test('a shortcode with no attributes (WordPress passes an empty string) names no org: a link, no PHP warning', async ({ page }) => {
    const html = await served(page, 'bare.php');
    expect(html).toContain(`<div data-svc-jobs=""><a href="${JOBS}/">See our open roles</a></div>`);
  });

  test('with the jobs host failing, the page shows the board it kept; unreachable with nothing kept, a link; never a PHP warning', async ({
    page,
    host,
  }) => {
    const fresh = await served(page, 'careers.php');
    const board1 = fresh.slice(fresh.indexOf('<div data-svc-jobs'), fresh.indexOf('</main>'));
    // Ten minutes later (the kept copies' time moved back), the feed failing: the jobs host answers 502.
    const cache = path.join(dir, 'cache-up');
    for (const f of readdirSync(cache)) {
      const kept = JSON.parse(readFileSync(path.join(cache, f), 'utf8')) as { html: string; at: number };
      writeFileSync(path.join(cache, f), JSON.stringify({ ...kept, at: kept.at - 600 }));
    }
    await host.fault('lumen', '500');
    // The jobs host's live snippet would serve its own last good board: made to keep nothing, it answers 502.
    await fetch(`${JOBS}/__demo/kept`, { method: 'DELETE' });
    try {
      expect((await fetch(`${JOBS}/lumen/embed.html?apply=inline`)).status).toBe(502);
      const stale = await served(page, 'careers.php');
      expect(stale.slice(stale.indexOf('<div data-svc-jobs'), stale.indexOf('</main>'))).toBe(board1);
      expect((await host.requests()).filter((r) => r.path === '/lumen/embed.html').map((r) => r.status)).toContain(502);
    } finally {
      await host.fault('lumen', 'ok');
    }

    const down = await served(page, 'down.php');
    expect(down).toMatch(/<div data-svc-jobs="lumen"><a href="http:\/\/127\.0\.0\.1:\d+\/lumen">See our open roles<\/a><\/div>/);
    await page.goto(`${origin}/down.php`);
    await expect(page.getByRole('link', { name: 'See our open roles' })).toBeVisible();
    await expect(page.locator('[data-svc-jobs]')).not.toHaveAttribute('data-svc-state');
  });
});
