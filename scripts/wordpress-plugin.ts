// The WordPress plugin (wordpress/svc-jobs/), zipped for the release as
// dist/wordpress/svc-jobs.zip (`npm run build`; CONTRACT.md "The edge and real
// platforms": "WordPress, for real"). Its options.json is written here from the
// one options table (board/options.ts, as snippet/live.ts reads it): the block's
// attributes and sidebar and the shortcode read that file, so the plugin keeps
// no second list of names or values.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { OPTIONS, type OptionRule } from '../src/board/options.ts';
import { ORG_SLUG } from '../src/feed/paths.ts';
import { snippetMarkupRules } from '../src/prerender/snippet-markup.ts';
import { ACCENT_PARAMETER, LIVE_VALUE_MAX } from '../src/snippet/live.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLUGIN_DIR = path.join(ROOT, 'wordpress', 'svc-jobs');
export const PLUGIN_ZIP = path.join(ROOT, 'dist', 'wordpress', 'svc-jobs.zip');

/** One option as the plugin reads it: its name, and its values or kind. */
export interface PluginOption {
  name: string;
  /** The only values it takes (a select; one value: a switch that sets it). */
  values?: readonly string[];
  /** Set by being present: a switch. */
  flag?: true;
  /** A whole number. */
  number?: true;
}

export interface PluginOptions {
  /** The live snippet's parameters, in the table's order, then `accent`. */
  options: PluginOption[];
  /** The org slug's pattern (feed/paths.ts), for PCRE and JavaScript alike. */
  org: string;
  /** The longest value the live snippet takes. */
  max: number;
}

function pluginOption([name, rule]: readonly [string, OptionRule]): PluginOption {
  return {
    name,
    ...(rule.values ? { values: rule.values } : {}),
    ...(rule.flag ? { flag: true as const } : {}),
    ...(rule.number ? { number: true as const } : {}),
  };
}

/** options.json: the table's names and values (the checks stay the jobs host's: it answers 400 naming the parameter). */
export function pluginOptions(): PluginOptions {
  return { options: [...OPTIONS.map(pluginOption), { name: ACCENT_PARAMETER }], org: ORG_SLUG.source, max: LIVE_VALUE_MAX };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** The plugin's zip: its files under svc-jobs/, and beside them options.json and markup.json (what it may print). */
export function pluginZip(): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of filesUnder(PLUGIN_DIR))
    entries[`svc-jobs/${path.relative(PLUGIN_DIR, file).split(path.sep).join('/')}`] = readFileSync(file);
  const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
  entries['svc-jobs/options.json'] = json(pluginOptions());
  entries['svc-jobs/markup.json'] = json(snippetMarkupRules());
  // A fixed date: the same sources zip to the same bytes.
  return zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** Writes dist/wordpress/svc-jobs.zip and returns its path. */
export function writePluginZip(): string {
  mkdirSync(path.dirname(PLUGIN_ZIP), { recursive: true });
  writeFileSync(PLUGIN_ZIP, pluginZip());
  return PLUGIN_ZIP;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(`${path.relative(ROOT, writePluginZip())}: the WordPress plugin`);
