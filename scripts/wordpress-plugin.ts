// The WordPress plugin (wordpress/svc-jobs/), zipped for the release as
// dist/wordpress/svc-jobs.zip with its update manifest svc-jobs.json beside it
// (`npm run build`; CONTRACT.md "Shipping it": the jobs host serves both, and
// the plugin's updater reads the manifest from the site's jobs URL). Its
// options.json is written here from the one options table (board/options.ts, as
// snippet/live.ts reads it): the block's attributes and sidebar and the
// shortcode read that file, so the plugin keeps no second list of names or values.
import { createHash } from 'node:crypto';
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
/** Where the build writes the zip and its manifest: {jobs_url}/wordpress/ serves this folder. */
export const PLUGIN_OUT = path.join(ROOT, 'dist', 'wordpress');
export const PLUGIN_ZIP_NAME = 'svc-jobs.zip';
export const PLUGIN_MANIFEST_NAME = 'svc-jobs.json';

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

/** A header of the plugin's main file or its readme (`Version`, `Requires PHP`, `Tested up to`…). */
function pluginHeader(file: string, name: string): string {
  const value = new RegExp(`^[ *]*${name}:[ \\t]*(.+)$`, 'm').exec(readFileSync(path.join(PLUGIN_DIR, file), 'utf8'))?.[1]?.trim();
  if (!value) throw new Error(`wordpress/svc-jobs/${file} has no "${name}:" header`);
  return value;
}

/** The release's version: the plugin's own `Version:` header, the one place it is written. */
export const pluginVersion = (): string => pluginHeader('svc-jobs.php', 'Version');

/**
 * The plugin's zip: its files under svc-jobs/, and beside them options.json and markup.json (what it
 * may print). `version` writes another release of the same code (the updater's test publishes one).
 */
export function pluginZip(version?: string): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of filesUnder(PLUGIN_DIR)) {
    const name = path.relative(PLUGIN_DIR, file).split(path.sep).join('/');
    let bytes: Uint8Array = readFileSync(file);
    if (version && (name === 'svc-jobs.php' || name === 'readme.txt'))
      bytes = new TextEncoder().encode(
        new TextDecoder().decode(bytes).replace(/^([ *]*(?:Version|Stable tag):[ \t]*).+$/m, `$1${version}`),
      );
    entries[`svc-jobs/${name}`] = bytes;
  }
  const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
  entries['svc-jobs/options.json'] = json(pluginOptions());
  entries['svc-jobs/markup.json'] = json(snippetMarkupRules());
  // A fixed date: the same sources zip to the same bytes.
  return zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** The update manifest (`svc-jobs.json`), as the plugin's updater reads it (includes/updates.php). */
export interface PluginManifest {
  slug: 'svc-jobs';
  version: string;
  /** The zip, relative to the manifest's own URL. */
  package: string;
  /** The zip's SHA-256 (hex): the updater installs no other bytes. */
  sha256: string;
  requires: string;
  requires_php: string;
  tested: string;
}

export function pluginManifest(zip: Uint8Array, version: string = pluginVersion()): PluginManifest {
  return {
    slug: 'svc-jobs',
    version,
    package: PLUGIN_ZIP_NAME,
    sha256: createHash('sha256').update(zip).digest('hex'),
    requires: pluginHeader('svc-jobs.php', 'Requires at least'),
    requires_php: pluginHeader('svc-jobs.php', 'Requires PHP'),
    tested: pluginHeader('readme.txt', 'Tested up to'),
  };
}

/** Writes the zip and its manifest into `out` (dist/wordpress by default) and returns the zip's path. */
export function writePlugin(out: string = PLUGIN_OUT): string {
  mkdirSync(out, { recursive: true });
  const zip = pluginZip();
  writeFileSync(path.join(out, PLUGIN_ZIP_NAME), zip);
  writeFileSync(path.join(out, PLUGIN_MANIFEST_NAME), `${JSON.stringify(pluginManifest(zip), null, 2)}\n`);
  return path.join(out, PLUGIN_ZIP_NAME);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(`${path.relative(ROOT, writePlugin())}: the WordPress plugin, and its update manifest beside it`);
