import type { EmploymentType } from '../feed/types.ts';
import type { Words } from './i18n.ts';

export function employmentTypeText(type: EmploymentType | null, words: Words): string | null {
  return type ? words.t(type) : null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

// Building a formatter costs far more than using one: one per language.
const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** "3 days ago", "yesterday", "last week" in `lang` (the board's, never the browser's); null for a missing or bad date. */
export function relativeTime(iso: string | null, lang: string, now = Date.now()): string | null {
  const then = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(then)) return null;
  const seconds = Math.round((then - now) / 1000);
  let rtf = formatters.get(lang);
  if (!rtf) formatters.set(lang, (rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' })));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'minute');
}

const dates = new Map<string, Intl.DateTimeFormat>();

/** "22 November 2026", "22. November 2026": a date in `lang` (never the browser's); null for a missing or bad one. */
export function dateText(iso: string | null, lang: string): string | null {
  const t = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(t)) return null;
  let f = dates.get(lang);
  if (!f) dates.set(lang, (f = new Intl.DateTimeFormat(lang, { dateStyle: 'long' })));
  return f.format(t);
}
