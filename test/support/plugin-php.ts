// The WordPress plugin's PHP run outside WordPress: its includes (options.php,
// markup.php) with the JSON files the build zips beside them, ABSPATH defined
// and WordPress's __() and home_url() standing in. Two runtimes: Debian's php-cli (8.x), and
// PHP 7.4, the oldest the plugin's header names, as WordPress Playground runs
// it (@php-wasm/node-7-4). `run` gives a PHP body $input (the JSON value
// passed) and returns what it echoed, decoded.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';
import { pluginOptions } from '../../scripts/wordpress-plugin.ts';
import { snippetMarkupRules } from '../../src/prerender/snippet-markup.ts';

export type PluginRuntime = 'php-cli' | 'PHP 7.4';
/** The site's address, as WordPress's home_url() gives it here (the origin test/snippet/doors.test.ts's pages are on). */
export const SITE_HOME = 'https://www.acme.example';
export const PLUGIN_RUNTIMES: readonly PluginRuntime[] = ['php-cli', 'PHP 7.4'];

export interface PluginPhp {
  run<T>(body: string, input: unknown): Promise<T>;
  remove(): void;
}

/** The files of the plugin that the body may call, and the script that runs it, under /plugin. */
function files(body: string, input: unknown): Record<string, string> {
  return {
    '/plugin/svc-jobs/includes/options.php': readFileSync('wordpress/svc-jobs/includes/options.php', 'utf8'),
    '/plugin/svc-jobs/includes/markup.php': readFileSync('wordpress/svc-jobs/includes/markup.php', 'utf8'),
    '/plugin/svc-jobs/options.json': JSON.stringify(pluginOptions()),
    '/plugin/svc-jobs/markup.json': JSON.stringify(snippetMarkupRules()),
    '/plugin/input.json': JSON.stringify(input),
    '/plugin/run.php': `<?php
const ABSPATH = '/';
function __( $text, $domain ) { return $text; }
function home_url() { return '${SITE_HOME}'; }
require __DIR__ . '/svc-jobs/includes/options.php';
require __DIR__ . '/svc-jobs/includes/markup.php';
$input = json_decode( file_get_contents( __DIR__ . '/input.json' ), true );
${body}
`,
  };
}

export async function pluginPhp(runtime: PluginRuntime): Promise<PluginPhp> {
  if (runtime === 'php-cli') {
    const root = mkdtempSync(path.join(tmpdir(), 'svc-plugin-php-'));
    return {
      run<T>(body: string, input: unknown): Promise<T> {
        for (const [file, text] of Object.entries(files(body, input))) {
          mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
          writeFileSync(path.join(root, file), text);
        }
        return Promise.resolve(JSON.parse(execFileSync('php', [path.join(root, 'plugin/run.php')], { encoding: 'utf8' })) as T);
      },
      remove: () => rmSync(root, { recursive: true, force: true }),
    };
  }
  const php = new PHP(await loadNodeRuntime('7.4', { emscriptenOptions: { processId: 1 } }));
  const version = (await php.run({ code: '<?php echo PHP_VERSION;' })).text;
  if (!version.startsWith('7.4.')) throw new Error(`asked for PHP 7.4, got ${version}`);
  return {
    async run<T>(body: string, input: unknown): Promise<T> {
      for (const [file, text] of Object.entries(files(body, input))) {
        php.mkdir(file.slice(0, file.lastIndexOf('/')));
        php.writeFile(file, text);
      }
      const result = await php.run({ scriptPath: '/plugin/run.php' });
      if (result.errors) throw new Error(`PHP 7.4: ${result.errors}`);
      return JSON.parse(result.text) as T;
    },
    remove: () => php.exit(),
  };
}
