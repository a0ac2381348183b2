// A real WordPress for the plugin's tests: WordPress Playground's CLI (PHP 8.3 or 7.4 as WebAssembly,
// SQLite through the integration plugin bundled in the CLI, no Docker, no internet) serving a
// copy of Debian's WordPress (e2e/wordpress-core.ts). A blueprint installs and activates the
// plugin from the URL the jobs host serves it at, configures it, activates the block theme and creates
// the pages; WP_DEBUG logs every PHP warning, notice and deprecation to a file read here.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { freePort } from '../test/support/free-port.ts';
import { wordpressTree, wordpressVersion, type WordPressLine } from './wordpress-core.ts';

const CLI = path.resolve('node_modules/@wp-playground/cli/wp-playground.js');
/** The test site's own code: the classic theme for some pages, and the kept boards' clock (see the file). */
const TEST_MU_PLUGIN = path.resolve('e2e/wordpress-test-site.php');

/** A page of the test site: its slug, title and content (block markup, or classic text). */
export interface SitePage {
  slug: string;
  title: string;
  content: string;
}

export interface SiteOptions {
  pages: SitePage[];
  /** Site options set before the pages are made (the plugin's settings among them). */
  options: Record<string, string>;
  /** The plugin's zip, where a site owner gets it: the jobs host's {jobs_url}/wordpress/svc-jobs.zip. */
  pluginUrl: string;
  /** Which WordPress (e2e/wordpress-core.ts) on which PHP (WebAssembly builds @php-wasm/node-*): 6.1 on 8.3 unless said. */
  wordpress?: WordPressLine;
  php?: '7.4' | '8.3';
  port?: number;
}

export interface WordPressSite {
  origin: string;
  version: string;
  php: string;
  /** Seconds from the copy of WordPress to "Ready". */
  bootSeconds: number;
  /** The PHP log's lines written since the last call. */
  newLogLines(): string[];
  stop(): Promise<void>;
}

/**
 * Creates the pages as published, with no kses (the blueprint runs as no user), and spares
 * the admin the editor's welcome guide (WordPress 6.1 keeps it in the user's preferences).
 */
const pagesPhp = (pages: SitePage[]): string => `<?php
require '/wordpress/wp-load.php';
kses_remove_filters();
update_user_meta(1, $wpdb->get_blog_prefix() . 'persisted_preferences', ['core/edit-post' => ['welcomeGuide' => false], '_modified' => gmdate('c')]);
foreach (json_decode(${JSON.stringify(JSON.stringify(pages))}, true) as $p) {
  wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => $p['slug'], 'post_title' => $p['title'], 'post_content' => $p['content']], true);
}`;

function blueprint(opts: SiteOptions, version: string, php: string): object {
  return {
    // A blueprint file's versions are the CLI's (its --php is not read then); WordPress is the mounted tree.
    preferredVersions: { php, wp: version },
    steps: [
      // No WP-Cron: its loopback request to this same server waits for the one PHP worker that is
      // serving the page that spawned it, and a page then hangs at random (seen in wp-admin).
      {
        step: 'defineWpConfigConsts',
        consts: {
          WP_DEBUG: true,
          WP_DEBUG_LOG: true,
          WP_DEBUG_DISPLAY: false,
          DISABLE_WP_CRON: true,
          // The demo jobs host is local and plain http: a development host, as docs/platforms/wordpress.md says.
          SVC_JOBS_DEV_HOSTS: '127.0.0.1',
          // Few, so that one page of boards (e2e/wordpress.spec.ts "many") passes the cap.
          SVC_JOBS_MAX_BOARDS: 12,
        },
      },
      { step: 'installPlugin', pluginData: { resource: 'url', url: opts.pluginUrl }, options: { activate: true } },
      { step: 'activateTheme', themeFolderName: 'twentytwentythree' },
      { step: 'setSiteOptions', options: { permalink_structure: '/%postname%/', ...opts.options } },
      { step: 'runPHP', code: pagesPhp(opts.pages) },
    ],
  };
}

/** A WordPress run once, without a server: the blueprint's steps on a fresh copy of the tree. */
export interface BlueprintRun {
  steps: object[];
  /** Plugins put in wp-content/plugins before install, as zips (the one a site owner uploads). */
  plugins?: Record<string, Uint8Array>;
  wordpress?: WordPressLine;
  php?: '7.4' | '8.3';
}

/**
 * Runs a blueprint on a copy of the tree and returns the files its steps wrote to /out, by name.
 * A runPHP step's answer is not printed by the CLI: a step writes what the test reads.
 */
export async function runBlueprint(run: BlueprintRun): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-wordpress-run-'));
  const site = path.join(dir, 'wordpress');
  const out = path.join(dir, 'out');
  try {
    cpSync(wordpressTree(run.wordpress), site, { recursive: true });
    for (const [name, zip] of Object.entries(run.plugins ?? {})) {
      for (const [file, bytes] of Object.entries(unzipSync(zip))) {
        if (file.endsWith('/')) continue;
        const to = path.join(site, 'wp-content', 'plugins', file);
        mkdirSync(path.dirname(to), { recursive: true });
        writeFileSync(to, bytes);
      }
      if (!existsSync(path.join(site, 'wp-content', 'plugins', name))) throw new Error(`the zip of ${name} has no folder ${name}/`);
    }
    mkdirSync(out);
    writeFileSync(
      path.join(dir, 'blueprint.json'),
      JSON.stringify({ preferredVersions: { php: run.php ?? '8.3', wp: wordpressVersion(site) }, steps: run.steps }),
    );
    const cli = spawn(
      process.execPath,
      [
        CLI,
        'run-blueprint',
        `--php=${run.php ?? '8.3'}`,
        `--mount-before-install=${site}:/wordpress`,
        `--mount=${out}:/out`,
        '--wordpress-install-mode=install-from-existing-files',
        `--blueprint=${path.join(dir, 'blueprint.json')}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    cli.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve));
    if (code !== 0) throw new Error(`WordPress Playground's run-blueprint exited (${code}):\n${output}`);
    return Object.fromEntries(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Resolves once the CLI prints "Ready!", rejects with its output if it exits first. */
function ready(cli: ChildProcess): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready!')) resolve();
    };
    cli.stdout?.on('data', read);
    cli.stderr?.on('data', read);
    cli.on('exit', (code) => reject(new Error(`WordPress Playground exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Boots WordPress with the plugin and the pages, and serves it on `port`. */
export async function startWordPress(opts: SiteOptions): Promise<WordPressSite> {
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-wordpress-'));
  const site = path.join(dir, 'wordpress');
  const input = path.join(dir, 'in');
  cpSync(wordpressTree(opts.wordpress), site, { recursive: true });
  mkdirSync(path.join(site, 'wp-content', 'mu-plugins'));
  copyFileSync(TEST_MU_PLUGIN, path.join(site, 'wp-content', 'mu-plugins', path.basename(TEST_MU_PLUGIN)));
  mkdirSync(input);
  const version = wordpressVersion(site);
  const php = opts.php ?? '8.3';
  writeFileSync(path.join(input, 'blueprint.json'), JSON.stringify(blueprint(opts, version, php)));
  const port = opts.port ?? (await freePort());
  // A copy of an unpacked tree, mounted before install: unpacking a zip inside PHP's WebAssembly
  // file system (--wp=<zip URL>) took 45 s more on this machine.
  const cli = spawn(
    process.execPath,
    [
      CLI,
      'server',
      `--port=${port}`,
      `--mount-before-install=${site}:/wordpress`,
      `--mount=${input}:/in`,
      '--wordpress-install-mode=install-from-existing-files',
      `--blueprint=${path.join(input, 'blueprint.json')}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await ready(cli);
  const log = path.join(site, 'wp-content', 'debug.log');
  let read = 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    version,
    php,
    bootSeconds: (Date.now() - started) / 1000,
    newLogLines() {
      const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
      const lines = text.slice(read).split('\n').filter(Boolean);
      read = text.length;
      return lines;
    },
    async stop() {
      const exited = new Promise((resolve) => cli.once('exit', resolve));
      // Playground does not answer SIGTERM while PHP is busy, and keeps nothing worth a clean exit.
      cli.kill('SIGKILL');
      if (cli.exitCode === null) await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
