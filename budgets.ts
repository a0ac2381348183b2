// The rules the product keeps, written once: tests check the code against them,
// and the docs quote them from here (never a copy of a measured figure).

/**
 * embed.js, gzip -9 (Node's zlib), Preact and signals included (test/build.test.ts): what the readable
 * code measured when issue 28 re-set it (no property mangling, classic JSX, components that read
 * signals, terser), with issue 26's adoption, error guard and storage switch, rounded up to the next 10 B.
 */
export const EMBED_GZIP_BYTES = 18_870;
