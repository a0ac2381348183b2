// Builds the pages of {jobs_url}: the apply frame and the full-page board,
// into dist/embed/ with hashed assets under dist/embed/assets/.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { headersFile } from './demo/server/page-headers.ts';

const root = resolve(import.meta.dirname, 'pages');

export default defineConfig({
  root,
  base: '/',
  define: { __SVC_VERSION__: JSON.stringify(pkg.version) },
  publicDir: false,
  // dist/_headers: the pages' headers for static hosts, from the module the demo host sends them with.
  plugins: [
    {
      name: 'svc-headers-file',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
      },
    },
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: false,
    target: 'es2022',
    assetsDir: 'embed/assets',
    rolldownOptions: {
      input: {
        board: resolve(root, 'embed/board.html'),
        apply: resolve(root, 'embed/apply.html'),
      },
    },
  },
});
