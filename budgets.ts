// The rules the product keeps, written once: tests check the code against them,
// and the docs quote them from here (never a copy of a measured figure).

/** embed.js, gzip -9, Preact and signals included (test/build.test.ts). */
export const EMBED_GZIP_BYTES = 18_900;
