// Builds dist/embed.js: one self-contained classic script (IIFE), no chunks.
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { CATALOGS } from './src/ui/i18n/all.ts';

/** dist/embed/i18n/{lang}.json: each language's board words, from its typed module. */
function catalogs(): Plugin {
  return {
    name: 'svc-i18n-catalogs',
    generateBundle() {
      for (const [lang, catalog] of Object.entries(CATALOGS)) {
        this.emitFile({ type: 'asset', fileName: `embed/i18n/${lang}.json`, source: JSON.stringify(catalog.board) });
      }
    },
  };
}

/** dist/embed.d.ts: the hand-written types for host pages (types/embed.d.ts). */
function hostTypes(): Plugin {
  return {
    name: 'svc-host-types',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.d.ts', source: readFileSync(new URL('./types/embed.d.ts', import.meta.url), 'utf8') });
    },
  };
}

/**
 * Property names of embed.js's own objects that the minifier shortens (184 B gzip):
 * names only this code defines and reads. Never a DOM, JavaScript or Preact name,
 * a JSX attribute, nor a key anything outside embed.js sees: an event's detail, a
 * frame message, the frame's URL parameters, the feed, the words' catalogs, the
 * saved copies, window.SvcJobs. test/build.test.ts holds the list to that; a name that breaks the
 * rule stays off it (as controller, groupBy, filters, a key of the words' catalogs, and the others the test refused did).
 */
export const OWN_PROPERTIES = [
  // embed/mount.ts: a mount's entry, its requests, its board
  'settled', 'settle', 'ahead', 'shown', 'catalog', 'jobId', 'loadJob', 'route', 'swappedOut', 'putBack', 'teardown',
  // board/model.ts and its palette, board/filters.ts
  'applying', 'warming', 'palette', 'accentText', 'twins', 'showJob', 'toggleApply', 'jobText', 'listed', 'warm', 'more', 'drawNext',
  // board/options.ts's Config, and embed/config.ts's answer when it is not one
  'applyInline', 'hrefPattern', 'emptyText', 'presets', 'pageSize', 'syncUrl', 'problems',
  // the board's props, and its components' own fields and state
  'jobsOrigin', 'model', 'words', 'shows', 'unwatch', 'late', 'painted',
];

export default defineConfig({
  define: { __SVC_VERSION__: JSON.stringify(pkg.version) },
  publicDir: 'public',
  plugins: [catalogs(), hostTypes()],
  // Classic JSX: h(tag, props, ...children) is 275 B gzip smaller than the automatic
  // runtime's jsx(tag, { children: [...] }) over the board, with the same vnodes.
  oxc: { jsx: { runtime: 'classic', pragma: '__h', pragmaFrag: '__F' }, jsxInject: "import { h as __h, Fragment as __F } from 'preact'" },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    // What the board needs anyway (adoptedStyleSheets, color-mix): no prefixes for older engines.
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    minify: true,
    rolldownOptions: { output: { minify: { compress: true, mangle: true, mangleProps: { include: new RegExp(`^(?:${OWN_PROPERTIES.join('|')})$`) } } } },
    sourcemap: false,
    copyPublicDir: true,
    lib: {
      entry: 'src/embed/index.ts',
      formats: ['iife'],
      name: 'SvcJobsBundle',
      fileName: () => 'embed.js',
    },
  },
});
