// Text compared as a reader would: case and accents aside.

/** Lower case without accents, so "Munchen" finds "München" and "ÉTÉ" finds "été". */
export const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
