// Builds the pages of {jobs_url}: the apply frame, the full-page board and the snippet builder,
// into dist/embed/ with hashed assets under dist/embed/assets/.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { headersFile } from './src/page-headers.ts';
import { boardCss } from './src/prerender/css-file.ts';
import { aheadStyle, styleHash } from './src/prerender/style.ts';

const root = resolve(import.meta.dirname, 'pages');

export default defineConfig({
  root,
  base: '/',
  define: { __SVC_VERSION__: JSON.stringify(pkg.version) },
  publicDir: false,
  // dist/_headers: the pages' headers for static hosts, from the module the demo host sends them with. It
  // allows the one <style> of the board pages written ahead (scripts/board-pages.ts) by its hash: the board's
  // style of this build, the same for every org (their brand colours are a stylesheet file beside the pages).
  plugins: [
    {
      name: 'svc-headers-file',
      async generateBundle() {
        const written = await styleHash(aheadStyle(boardCss(), null));
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile({ styleHashes: [written], imageOrigins: [] }) });
      },
    },
    {
      // apply.html's entry is small: it sends the job's request, then imports the
      // form's chunk (src/apply/start.tsx). The page names that chunk (and what it
      // imports) as modulepreload, so it downloads beside the entry, not after it.
      name: 'svc-preload-apply-app',
      transformIndexHtml: {
        order: 'post',
        handler(_html, ctx) {
          const { bundle, chunk } = ctx;
          if (!bundle || !chunk || !ctx.filename.endsWith('apply.html')) return;
          const app = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/apply/start.tsx'));
          if (!app || app.type !== 'chunk') throw new Error('apply.html: no chunk for src/apply/start.tsx');
          const files = [app.fileName, ...app.imports.filter((f) => f !== chunk.fileName)];
          return files.map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          }));
        },
      },
    },
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: false,
    target: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    assetsDir: 'embed/assets',
    // No modulepreload polyfill (one more request before the entry may run): apply.html names its
    // chunk itself (svc-preload-apply-app), and a browser without modulepreload just loads it on import.
    modulePreload: false,
    rolldownOptions: {
      input: {
        board: resolve(root, 'embed/board.html'),
        apply: resolve(root, 'embed/apply.html'),
        builder: resolve(root, 'embed/builder.html'),
      },
    },
  },
});
