// The board's words live in ./i18n/ (one file per language); this keeps the
// short import path that the board's components use.
export * from './i18n/index.ts';
