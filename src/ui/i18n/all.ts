// Every non-English catalog, for the build (dist/embed/i18n/{lang}.json) and
// the tests. Never imported by embed.js or the frame: they load one language.
import type { Lang } from './index.ts';
import type { Catalog } from './en.ts';
import de from './de.ts';
import es from './es.ts';
import fr from './fr.ts';
import nl from './nl.ts';
import pt from './pt.ts';

export const CATALOGS: Record<Exclude<Lang, 'en'>, Catalog> = { de, fr, es, nl, pt };
