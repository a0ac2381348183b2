// The WordPress plugin's PHP run by php-cli, outside WordPress: its includes
// (options.php, markup.php) with the JSON files the build zips beside them,
// ABSPATH defined and WordPress's __() standing in. `run` feeds one JSON
// value on stdin to a PHP body that reads $input and echoes JSON back.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pluginOptions } from '../../scripts/wordpress-plugin.ts';
import { snippetMarkupRules } from '../../src/prerender/snippet-markup.ts';

export interface PluginPhp {
  /** Runs `body` (PHP, with $input decoded from `input`) and returns what it echoed, decoded. */
  run<T>(body: string, input: unknown): T;
  remove(): void;
}

export function pluginPhp(): PluginPhp {
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-plugin-php-'));
  for (const file of ['options.php', 'markup.php'])
    cpSync(`wordpress/svc-jobs/includes/${file}`, path.join(dir, `svc-jobs/includes/${file}`));
  writeFileSync(path.join(dir, 'svc-jobs/options.json'), JSON.stringify(pluginOptions()));
  writeFileSync(path.join(dir, 'svc-jobs/markup.json'), JSON.stringify(snippetMarkupRules()));
  let n = 0;
  return {
    run<T>(body: string, input: unknown): T {
      const file = path.join(dir, `run-${(n += 1)}.php`);
      writeFileSync(
        file,
        `<?php
const ABSPATH = '/';
function __( $text, $domain ) { return $text; }
require __DIR__ . '/svc-jobs/includes/options.php';
require __DIR__ . '/svc-jobs/includes/markup.php';
$input = json_decode( stream_get_contents( STDIN ), true );
${body}
`,
      );
      return JSON.parse(execFileSync('php', [file], { input: JSON.stringify(input), encoding: 'utf8' })) as T;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
