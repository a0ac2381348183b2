import type { EmploymentType } from '../feed/types.ts';
import type { Words } from './i18n.ts';
import type { Lang } from './i18n/langs.ts';
import { relativeFormat } from './intl.ts';

export const employmentTypeText = (type: EmploymentType | null, words: Words): string | null => (type ? words.t(type) : null);

/** "3 days ago", "yesterday", "last week" in `lang` (the board's, never the browser's); null for a missing or bad date. */
export function relativeTime(iso: string | null, lang: Lang, now = Date.now()): string | null {
  // No date parses as NaN, like a bad date.
  const then = Date.parse(iso ?? '');
  if (isNaN(then)) return null;
  const seconds = Math.round((then - now) / 1000);
  const rtf = relativeFormat(lang);
  for (const [unit, size] of [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ] as const) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'minute');
}
