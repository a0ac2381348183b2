// The board's words: which language, and a `Words` for it. English is built in;
// another language's `Words` is made from its catalog (load.ts). Intl formats
// numbers, plurals and dates, always in the board's language.
import { board as en, type Messages } from './en.ts';
import { formatCount, pluralRules } from '../intl.ts';

import { LANGS, type Lang } from './langs.ts';

export { en, type Messages, LANGS, type Lang };

export type MessageKey = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];
export type PluralKey = { [K in keyof Messages]: Messages[K] extends string ? never : K }[keyof Messages];
type Vars = Record<string, string | number>;

/** One board's words: its language, its catalog, and Intl in that language. */
export interface Words {
  /** The language the board speaks (set as `lang` on its root, passed to the frame). */
  readonly lang: Lang;
  t(key: MessageKey, vars?: Vars): string;
  /** A message whose form follows `n`; {n} and numbers in vars are formatted. */
  plural(key: PluralKey, n: number, vars?: Record<string, number>): string;
}

/** A supported language from any tag: its base language (`de-AT` → `de`), else English. */
export function supported(tag: string | null | undefined): Lang {
  const base = (tag ?? '')
    .trim()
    .replace(/[-_].*/s, '')
    .toLowerCase() as Lang;
  return LANGS.includes(base) ? base : 'en';
}

/**
 * The board's language: the container's data-lang, else the nearest lang
 * attribute (the page's, usually `<html lang>`), else English. Never the
 * browser's: the board speaks the page's language.
 */
export function boardLang(el: Element, dataLang?: string | null): Lang {
  return supported(dataLang || el.closest('[lang]')?.getAttribute('lang'));
}

export const fill = (text: string, vars?: Vars): string => text.replace(/\{(\w+)\}/g, (m, k: string) => `${vars?.[k] ?? m}`);

export function wordsFor(lang: Lang, messages: Messages = en): Words {
  return {
    lang,
    t: (key, vars) => fill(messages[key], vars),
    plural(key, n, vars) {
      const all: Vars = { ...vars, n };
      for (const k in all) all[k] = formatCount(lang, all[k] as number);
      return fill(messages[key][pluralRules(lang).select(n) === 'one' ? 'one' : 'other'], all);
    },
  };
}
