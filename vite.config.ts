// Builds dist/embed.js: one self-contained classic script (IIFE), no chunks.
import { hostTypes } from './scripts/host-types.ts';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
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

/** dist/embed.d.ts: the types for host pages, written from the widget's source (scripts/host-types.ts). */
function hostTypesFile(): Plugin {
  return {
    name: 'svc-host-types',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'embed.d.ts',
        source: hostTypes(),
      });
    },
  };
}

const TARGET = ['chrome111', 'edge111', 'firefox128', 'safari16.4'];

/**
 * dist/embed/structured-data.js: the structured-data layer (src/structured-data/layer.ts),
 * an ES module embed.js imports on demand where one job is shown (src/board/layer.ts
 * names it, with the ?v=3 embed.js has). A build of its own after embed.js's: embed.js
 * stays one file, and the layer one module with no chunks.
 */
export const LAYER_BUILD: InlineConfig = {
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist/embed',
    emptyOutDir: false,
    target: TARGET,
    minify: 'terser',
    terserOptions: { compress: { passes: 3 }, ecma: 2020 },
    copyPublicDir: false,
    lib: { entry: 'src/structured-data/layer.ts', formats: ['es'], fileName: () => 'structured-data.js' },
  },
};

function structuredDataLayer(): Plugin {
  let write = true;
  return {
    name: 'svc-structured-data-layer',
    apply: 'build',
    configResolved(config) {
      // An in-memory build (test/build.test.ts) writes no layer either.
      write = config.build.write;
    },
    async closeBundle() {
      if (!write || this.meta.watchMode) return;
      await build(LAYER_BUILD);
    },
  };
}

export default defineConfig({
  define: { __SVC_VERSION__: JSON.stringify(pkg.version) },
  publicDir: 'public',
  plugins: [catalogs(), hostTypesFile(), structuredDataLayer()],
  // JSX: tsconfig.json's classic h() and Fragment, imported where used (one JSX world with the type check).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: TARGET,
    // What the board needs anyway (adoptedStyleSheets, color-mix): no prefixes for older engines.
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    // Terser, three passes: 176 B gzip smaller than the bundler's own minifier over the same
    // readable code (no property mangling). negate_iife: false keeps the classic (function(){…})() shape.
    minify: 'terser',
    terserOptions: { compress: { passes: 3, negate_iife: false }, ecma: 2020 },
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
