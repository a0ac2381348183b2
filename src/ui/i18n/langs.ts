// The languages with a catalog, a leaf: the package's types name them without
// the catalogs' own types. Adding one is its file (README.md) and its code in index.ts.
export const LANGS = ['en', 'de', 'fr', 'es', 'nl', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
