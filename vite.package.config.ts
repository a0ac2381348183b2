// Builds the npm package's code into lib/ (git-ignored; `npm pack` packs it):
// the Node API and the `svc-jobs` command (index.js, cli.js), and the React,
// Vue and Astro components (react*.js, vue*.js, astro.js and the .astro file),
// as ES modules for Node 20+ and bundlers.
// Preact, its renderer and the board's code are bundled in, so the package has
// no runtime dependencies; react and vue stay the app's own (peers). Their
// types are emitted from the source (scripts/package-types.ts), and the host
// types beside them (scripts/host-types.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { packageTypes } from './scripts/package-types.ts';
import { hostTypes } from './scripts/host-types.ts';

const here = (p: string): string => resolve(import.meta.dirname, p);

/** The board's stylesheet from the bundle (prerender/css-file.ts reads it beside the source, which the package has not). */
function inlineBoardCss(): Plugin {
  return {
    name: 'svc-inline-board-css',
    load(id) {
      if (id !== here('src/prerender/css-file.ts')) return null;
      return `import css from '../board/board.css?raw';\nimport { compactCss } from './board.tsx';\nlet compact;\nexport const boardCss = () => (compact ??= compactCss(css));\n`;
    },
  };
}

/**
 * react-server.js imports the client component from react.js, the module marked
 * 'use client', so a React Server Components bundler (Next.js) sees the
 * boundary there; bundled in, the component would run as a server component.
 */
function clientBoundary(): Plugin {
  return {
    name: 'svc-client-boundary',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === here('src/package/react-server.ts') && source === './react-client.ts')
        return { id: here('lib/react.js'), external: true };
      return null;
    },
  };
}

/** lib/*.d.ts: the types a user compiles against, emitted by the compiler from the source; and the host types (embed.d.ts). */
function typesOfPackage(): Plugin {
  return {
    name: 'svc-package-types',
    generateBundle() {
      for (const [fileName, source] of packageTypes()) this.emitFile({ type: 'asset', fileName, source });
      this.emitFile({ type: 'asset', fileName: 'embed.d.ts', source: hostTypes() });
    },
  };
}

/** svc-jobs/astro: the component as written (Astro compiles it in the user's build), beside lib/astro.js, which it imports. */
function astroComponent(): Plugin {
  return {
    name: 'svc-astro-component',
    generateBundle() {
      const fileName = 'astro/SvcJobsBoard.astro';
      this.emitFile({ type: 'asset', fileName, source: readFileSync(here(`src/package/${fileName}`), 'utf8') });
    },
  };
}

/** What each entry's file starts with: the command's shebang, the client component's directive. */
const BANNERS: Record<string, string> = { cli: '#!/usr/bin/env node', react: "'use client';" };

export default defineConfig({
  define: { __SVC_VERSION__: JSON.stringify(pkg.version) },
  publicDir: false,
  plugins: [inlineBoardCss(), clientBoundary(), typesOfPackage(), astroComponent()],
  // Everything bundled but the frameworks, which are the app's.
  ssr: { noExternal: true, external: ['react', 'vue'] },
  build: {
    ssr: true,
    outDir: 'lib',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        index: here('src/package/index.ts'),
        cli: here('src/package/cli.ts'),
        react: here('src/package/react-client.ts'),
        'react-server': here('src/package/react-server.ts'),
        vue: here('src/package/vue.ts'),
        'vue-server': here('src/package/vue-server.ts'),
        // The server half of svc-jobs/astro (lib/astro/SvcJobsBoard.astro imports it).
        astro: here('src/package/astro.ts'),
        // svc-jobs/server and its Worker: web platform only (test/package/server-build.test.ts walks their imports).
        server: here('src/server/index.ts'),
        worker: here('src/server/worker.ts'),
      },
      external: [/^node:/, 'react', 'vue'],
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        banner: (chunk) => BANNERS[chunk.name] ?? '',
        paths: { [here('lib/react.js')]: './react.js' },
      },
    },
  },
});
