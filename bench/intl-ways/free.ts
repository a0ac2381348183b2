// An experiment for bench/intl-ways.ts, built into a copy of embed.js in place
// of src/ui/intl.ts: formatting that costs nothing (no Intl at all, and wrong
// for most languages). The floor a board could reach if it carried its own
// locale data and that data were free: what Intl costs on the live path.
const collate = { compare: (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0) };
const number = { format: (n: number): string => String(n) };
const plural = { select: (n: number): Intl.LDMLPluralRule => (n === 1 ? 'one' : 'other') };
const relative = { format: (n: number, unit: string): string => `${Math.abs(n)} ${unit}s ago` };

// The board calls only these methods; the casts say so once, here.
export const collator = (_lang: string) => collate as Intl.Collator;
export const numberFormat = (_lang: string) => number as Intl.NumberFormat;
export const pluralRules = (_lang: string) => plural as Intl.PluralRules;
export const relativeFormat = (_lang: string) => relative as Intl.RelativeTimeFormat;
export const warmIntl = (_lang: string): Promise<void> => Promise.resolve();
