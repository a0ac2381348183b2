// The builder page's script, bundled on its first request with Vite (already a
// dependency, so a fresh clone needs no extra build step and `npm start` stays
// fast) and kept in memory. It imports the widget's own parser
// (src/embed/config.ts) and the shared snippet module (src/snippet/).
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const ENTRY = fileURLToPath(new URL('./builder/main.ts', import.meta.url));
let bundled: Promise<string> | undefined;

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    root: fileURLToPath(new URL('../..', import.meta.url)),
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: ENTRY, formats: ['es'], fileName: () => 'builder.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error('the builder bundle has no chunk');
  return chunk.code;
}

/** The bundled builder script; built once per process (a failed build is tried again next time). */
export function builderScript(): Promise<string> {
  bundled ??= bundle().catch((err: unknown) => {
    bundled = undefined;
    throw err;
  });
  return bundled;
}
