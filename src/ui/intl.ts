// The Intl objects a board formats with: one of each per language, shared by
// every board on the page. A page's first Intl object loads the platform's
// locale data (15–30 ms on a desktop, 4× that on a phone) and each further one
// costs again, so they are made once — by warmIntl, one per task, while the
// feed is on its way — and the board only uses them.

interface Made {
  plural?: Intl.PluralRules;
  number?: Intl.NumberFormat;
  relative?: Intl.RelativeTimeFormat;
  collator?: Intl.Collator;
}

const made = new Map<string, Made>();
const of = (lang: string): Made => made.get(lang) ?? (made.set(lang, {}), made.get(lang)!);

export const pluralRules = (lang: string) => (of(lang).plural ??= new Intl.PluralRules(lang));
export const numberFormat = (lang: string) => (of(lang).number ??= new Intl.NumberFormat(lang));
export const relativeFormat = (lang: string) => (of(lang).relative ??= new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }));
export const collator = (lang: string) => (of(lang).collator ??= new Intl.Collator(lang));

/**
 * Makes a language's Intl objects ahead of the board, each in a task of its
 * own (the first one, which loads the data, is the long one), so that neither
 * they nor the render add up to one long task on the host's page. All are
 * queued at once (timers nested more than five deep wait 4 ms each), so a
 * task queued after this call runs once all are made.
 */
export function warmIntl(lang: string): void {
  for (const make of [numberFormat, relativeFormat, collator, pluralRules]) setTimeout(make, 0, lang);
}
