// Builds dist/embed.js: one self-contained classic script (IIFE), no chunks.
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  define: { __SVC_VERSION__: JSON.stringify(pkg.version) },
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // What the board needs anyway (adoptedStyleSheets, color-mix): no prefixes for older engines.
    cssTarget: ['chrome111', 'edge111', 'firefox113', 'safari16.4'],
    minify: true,
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
