// The Intl objects a board formats with: one of each per language, shared by
// every board on the page. A page's first Intl object loads the platform's
// locale data (15–30 ms on a desktop, 4× that on a phone) and each further one
// costs again, so they are made once — by warmIntl, one per task, while the
// feed is on its way — and the board only uses them. A count needs no
// NumberFormat until it reaches 1,000 (formatCount), so none is made before.
//
// The order matters on a phone. V8 lists the locales each kind supports on its
// first use: the list RelativeTimeFormat, NumberFormat and most others share
// is the long one (about 80 ms at 4× CPU when it comes first), but a Collator's
// list, made first, builds part of it: then the Collator takes about 45 ms and
// the next one 25–30 ms, two tasks under 50 ms instead of one over.
import type { Lang } from './i18n/langs.ts';

interface Made {
  plural?: Intl.PluralRules;
  number?: Intl.NumberFormat;
  relative?: Intl.RelativeTimeFormat;
  collator?: Intl.Collator;
}

const made: Partial<Record<Lang, Made>> = {};
const of = (lang: Lang): Made => (made[lang] ??= {});

export const pluralRules = (lang: Lang) => (of(lang).plural ??= new Intl.PluralRules(lang));
export const numberFormat = (lang: Lang) => (of(lang).number ??= new Intl.NumberFormat(lang));
export const relativeFormat = (lang: Lang) => (of(lang).relative ??= new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }));
export const collator = (lang: Lang) => (of(lang).collator ??= new Intl.Collator(lang));

/**
 * A count (a whole number, 0 or more) as `lang` writes it. Every board
 * language writes one below 1,000 in plain digits, as String does
 * (test/ui/intl.test.ts checks each), so no NumberFormat is made, and its
 * own locale data not loaded, until a count reaches 1,000. (The shared locale
 * list it built is then the RelativeTimeFormat's to build.)
 */
export const formatCount = (lang: Lang, n: number): string => (n < 1000 ? `${n}` : numberFormat(lang).format(n));

/**
 * Makes a language's Intl objects ahead of the board, each in a task of its
 * own (the first ones, which load the data, are the long ones), so that neither
 * they nor the render add up to one long task on the host's page. All are
 * queued at once (timers nested more than five deep wait 4 ms each), so a
 * task queued after this call runs once all are made.
 */
export function warmIntl(lang: Lang): void {
  for (const make of [collator, relativeFormat, pluralRules]) setTimeout(make, 0, lang);
}
