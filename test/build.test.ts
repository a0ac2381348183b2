// What the build ships, checked on a fresh in-memory build of embed.js (never a
// stale dist/): its size budget and its shape. Sizes are deterministic.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMBED_GZIP_BYTES, LAYER_GZIP_BYTES } from '../budgets.ts';
import { LAYER_BUILD } from '../vite.config.ts';

/** gzip -9, Preact and signals included: the budget's one home is budgets.ts. */
const GZIP_BUDGET = EMBED_GZIP_BYTES;

let code = '';
/** dist/embed/structured-data.js, built in memory too. */
let layer = '';

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would keep dev-only branches in.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const out = (await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent', build: { write: false } }).finally(
    () => (process.env.NODE_ENV = env),
  )) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  expect(chunks.map((c) => c.fileName)).toEqual(['embed.js']);
  code = (chunks[0] as Rolldown.OutputChunk).code;
  const layerOut = (await build({ ...LAYER_BUILD, logLevel: 'silent', build: { ...LAYER_BUILD.build, write: false } })) as
    Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const layerChunks = (Array.isArray(layerOut) ? layerOut : [layerOut]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  expect(layerChunks.map((c) => c.fileName)).toEqual(['structured-data.js']);
  layer = (layerChunks[0] as Rolldown.OutputChunk).code;
}, 60_000);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('dist/embed.js', () => {
  it(`stays within ${GZIP_BUDGET} bytes gzip -9`, () => {
    const gz = gzipSync(code, { level: 9 }).length;
    console.info(`embed.js: ${code.length} B raw, ${gz} B gzip -9, ${brotliCompressSync(code).length} B brotli`);
    expect(gz).toBeLessThanOrEqual(GZIP_BUDGET);
  });

  it('is one classic script: an IIFE with no imports, chunks or eval (but the structured-data layer, on demand)', () => {
    expect(code.startsWith('(function(){')).toBe(true);
    expect(code.trimEnd().endsWith('})();')).toBe(true);
    // The one dynamic import: the layer, by its URL under {jobs_url}/embed/ (src/board/layer.ts).
    const imports = [...code.matchAll(/\bimport\s*\(([^)]*)\)/g)].map((m) => m[1]);
    expect(imports).toEqual(['`${' + /\$\{(\w+)\}\/embed\/structured-data\.js/.exec(code)?.[1] + '}/embed/structured-data.js?v=3`']);
    expect(code).not.toMatch(/\bimport\s*[{*"'`]|\bexport\s*[{*]/);
    expect(code).not.toMatch(/\beval\(|new Function\(|document\.write/);
  });

  it('holds none of the snippet builder (its own bundle, dist/embed/builder.html)', () => {
    for (const word of ['svc-builder', 'builder-form', 'Copied to the clipboard']) expect(code).not.toContain(word);
  });

  it('carries none of the structured-data layer (country codes, salary rules, applicant locations)', () => {
    for (const name of ['DisplayNames', 'baseSalary', 'applicantLocationRequirements', 'MonetaryAmount', 'getCanonicalLocales'])
      expect({ name, inEmbed: code.includes(name), inLayer: layer.includes(name) }).toEqual({ name, inEmbed: false, inLayer: true });
  });

  it('defines no global but SvcJobs', () => {
    expect(code).not.toMatch(/^var |^let |^const /);
    expect(code.match(/window\.\w+\s*=/g) ?? []).toEqual([]);
  });
});

describe('dist/embed/structured-data.js', () => {
  it('is one ES module exporting completePosting, with no Preact', () => {
    expect(() => parse(layer, { ecmaVersion: 2022, sourceType: 'module' })).not.toThrow();
    expect(layer).toMatch(/\bexport\s*\{[^}]*\bcompletePosting\b/);
    expect(layer).not.toMatch(/\bimport\b/);
    expect(layer).not.toContain('__H');
  });

  // The figure itself is bench/results/structured-data.json, which bench/layer-size.ts writes (npm run bench):
  // a test writes no file that git keeps.
  it(`stays within ${LAYER_GZIP_BYTES} bytes gzip -9`, () => {
    const gz = gzipSync(layer, { level: 9 }).length;
    console.info(`structured-data.js: ${layer.length} B raw, ${gz} B gzip -9, ${brotliCompressSync(layer).length} B brotli`);
    expect(gz).toBeLessThanOrEqual(LAYER_GZIP_BYTES);
  });
});

describe('src/', () => {
  it('has no HTML sinks and never posts a message to "*"', () => {
    const sink =
      /innerHTML|outerHTML|insertAdjacentHTML|dangerouslySetInnerHTML|document\.write|\beval\(|new Function\(|postMessage\([^)]*['"`]\*['"`]/;
    // The package's components write the board the renderer wrote ahead (src/prerender, every feed string
    // escaped) into the HTML the server sends: the one way React's and Vue's server renderers emit markup.
    // In the browser React hydrates it and Vue renders it only on the server; nothing parses markup from script.
    const components = ['src/package/react-client.ts', 'src/package/vue-board.ts'];
    const offenders = files('src').filter((f) => sink.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual(components);
    for (const file of components) expect(readFileSync(file, 'utf8').match(new RegExp(sink, 'g'))).toHaveLength(1);
  });
});

/**
 * The support matrix (CONTRACT "Browsers", README "Browsers"): Chromium 111,
 * Firefox 128 ESR, Safari/iOS 16.4. Safari 16.4 is the oldest in syntax: it
 * parses ES2022 (class fields, static blocks, `#x in o`) and nothing newer, so
 * embed.js must parse as an ES2022 script.
 */
describe('the syntax target', () => {
  const MATRIX = ['chrome111', 'edge111', 'firefox128', 'safari16.4'];

  it('is the support matrix in both builds (embed.js, and the apply frame and board pages)', async () => {
    for (const file of ['vite.config.ts', 'vite.pages.config.ts']) {
      const config = (await import(`../${file}`)) as { default: { build?: { target?: unknown } } };
      expect(config.default.build?.target, file).toEqual(MATRIX);
    }
  });

  it('emits embed.js that parses as an ES2022 script (Safari 16.4) and would fail on newer syntax', () => {
    expect(() => parse(code, { ecmaVersion: 2022, sourceType: 'script' })).not.toThrow();
    // The check can fail: ES2024's regex v flag is refused at this version.
    expect(() => parse('/[\\p{L}--[a-z]]/v', { ecmaVersion: 2022, sourceType: 'script' })).toThrow();
  });
});
