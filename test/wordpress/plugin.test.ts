// The WordPress plugin's zip (scripts/wordpress-plugin.ts): its options.json is the one options
// table's names and values (the block and the shortcode read nothing else), and the names its
// readme and docs list for the block and the shortcode are that table's, in its order.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { OPTION_NAMES, OPTIONS } from '../../src/board/options.ts';
import { pluginOptions, pluginZip, type PluginOptions } from '../../scripts/wordpress-plugin.ts';
import { snippetMarkupRules } from '../../src/prerender/snippet-markup.ts';

const zip = unzipSync(pluginZip());
const options = JSON.parse(strFromU8(zip['svc-jobs/options.json'] ?? new Uint8Array())) as PluginOptions;
const names = [...OPTION_NAMES, 'accent'];

/** The options a text lists as "`org`, `apply`, … and `accent`": the backticked names of its sentence. */
function listedIn(text: string): string[] {
  const sentence = /`apply`,[^.]*`accent`/.exec(text.replace(/\s+/g, ' '))?.[0] ?? '';
  return [...sentence.matchAll(/`([a-z-]+)`/g)].map((m) => m[1] ?? '');
}

describe('the WordPress plugin', () => {
  it('ships options.json: every option of the table by name, with its values, flags and numbers, then accent', () => {
    expect(options.options.map((o) => o.name)).toEqual(names);
    for (const [name, rule] of OPTIONS) {
      const o = options.options.find((x) => x.name === name);
      expect(o?.values, name).toEqual('values' in rule ? rule.values : undefined);
      expect(o?.flag, name).toBe('flag' in rule ? true : undefined);
      expect(o?.number, name).toBe('number' in rule ? true : undefined);
    }
    expect(options.options.find((o) => o.name === 'storage')?.values).toEqual(['none']);
    expect(new RegExp(options.org).test('lumen-health')).toBe(true);
    expect(new RegExp(options.org).test('api')).toBe(false);
    expect(options).toEqual(pluginOptions());
  });

  it('zips the plugin under svc-jobs/, the same bytes from the same sources', () => {
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'svc-jobs/svc-jobs.php',
        'svc-jobs/uninstall.php',
        'svc-jobs/readme.txt',
        'svc-jobs/block/block.json',
        'svc-jobs/block/render.php',
        'svc-jobs/block/editor.js',
        'svc-jobs/block/editor.asset.php',
      ]),
    );
    expect(Object.keys(zip).every((f) => f.startsWith('svc-jobs/'))).toBe(true);
    // What it may print: the allow-list of the live snippet's markup, as src/prerender/snippet-markup.ts has it.
    expect(JSON.parse(strFromU8(zip['svc-jobs/markup.json'] ?? new Uint8Array()))).toEqual(snippetMarkupRules());
    expect(Buffer.from(pluginZip()).equals(Buffer.from(pluginZip()))).toBe(true);
  });

  it('names the options in its readme and in docs/platforms/wordpress.md as the table does', () => {
    expect(listedIn(strFromU8(zip['svc-jobs/readme.txt'] ?? new Uint8Array()))).toEqual(names);
    expect(listedIn(readFileSync('docs/platforms/wordpress.md', 'utf8'))).toEqual(names);
    // The check reads a list: one name missing is seen.
    expect(listedIn('`apply`, `src` and `accent`.')).not.toEqual(names);
  });
});
