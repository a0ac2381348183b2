// Every non-English catalog, for the build (dist/embed/i18n/{lang}.json) and
// the tests. Never imported by embed.js or the frame: they load one language.
import { en, wordsFor, type Lang, type Words } from './index.ts';
import type { Catalog } from './en.ts';
import de from './de.ts';
import es from './es.ts';
import fr from './fr.ts';
import nl from './nl.ts';
import pt from './pt.ts';

export const CATALOGS: Record<Exclude<Lang, 'en'>, Catalog> = { de, fr, es, nl, pt };

/** The board's words of a language, from the catalogs the build ships (Node and the builder; never embed.js). */
export function wordsOf(lang: Lang): Words {
  return wordsFor(lang, lang === 'en' ? en : CATALOGS[lang].board);
}
