// The rules the product keeps, written once: tests check the code against them,
// and the docs quote them from here (never a copy of a measured figure).

/**
 * embed.js, gzip -9 (Node's zlib), Preact and signals included (test/build.test.ts). Every visitor of
 * every company's page pays it, so it is what the readable code measures (no mangling, classic JSX,
 * terser), rounded up to the next 10 B, and only an issue raises it: each raise, with what it bought,
 * is in the CHANGELOG and this file's git history.
 */
export const EMBED_GZIP_BYTES = 19_650;

/**
 * The structured-data layer, dist/embed/structured-data.js, gzip -9 (test/build.test.ts): loaded by
 * embed.js only where one job is shown, and by nothing else on a host page. What it measured when this
 * budget was set (1,861 B), rounded up to the next 10 B. The measured figure is
 * bench/results/structured-data.json, written by bench/layer-size.ts (npm run bench), never by a test.
 */
export const LAYER_GZIP_BYTES = 1_870;
