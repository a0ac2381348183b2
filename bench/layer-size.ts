// npx tsx bench/layer-size.ts (and npm run bench): the size of the structured-data
// layer, dist/embed/structured-data.js, built in memory as the build makes it,
// written to bench/results/structured-data.json: a figure the docs link to and
// never copy (docs/performance.md). Its budget is a rule, budgets.ts's
// LAYER_GZIP_BYTES, which test/build.test.ts holds; no test writes this file.
// Kept in git (the docs' link holds on a new clone) and undated: the file changes
// only when the size does.
import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { LAYER_BUILD } from '../vite.config.ts';

const OUT = 'bench/results/structured-data.json';

const out = (await build({ ...LAYER_BUILD, logLevel: 'silent', build: { ...LAYER_BUILD.build, write: false } })) as
  Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
const chunk = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).find((c) => c.type === 'chunk');
if (!chunk || chunk.type !== 'chunk') throw new Error('the structured-data layer built no chunk');
const size = {
  file: 'dist/embed/structured-data.js',
  bytes: chunk.code.length,
  gzip: gzipSync(chunk.code, { level: 9 }).length,
  brotli: brotliCompressSync(chunk.code).length,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync(OUT, JSON.stringify(size, null, 2) + '\n');
console.log(`structured-data.js: ${size.bytes} B raw, ${size.gzip} B gzip -9, ${size.brotli} B brotli → ${OUT}`);
