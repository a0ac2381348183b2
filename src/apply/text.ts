// Every word the apply frame shows, in the language of its URL's `lang`.
// English is built in; another language is a chunk of this bundle, loaded
// once before the first render (useLang), so the words below are read
// synchronously everywhere. Error words are shared by the client's checks and
// the server's 422 issues, so a candidate reads one message per problem.
import type { FieldKey } from '../feed/types.ts';
import { warn } from '../log.ts';
import { frame as en, type Catalog, type FrameMessages } from '../ui/i18n/en.ts';
import { fill, supported, type Lang } from '../ui/i18n/index.ts';

// One chunk per language: a frame loads only its own. The compiler asks for
// an entry when a language joins LANGS.
const CHUNKS: Record<Exclude<Lang, 'en'>, () => Promise<{ default: Catalog }>> = {
  de: () => import('../ui/i18n/de.ts'),
  fr: () => import('../ui/i18n/fr.ts'),
  es: () => import('../ui/i18n/es.ts'),
  nl: () => import('../ui/i18n/nl.ts'),
  pt: () => import('../ui/i18n/pt.ts'),
};

let lang: Lang = 'en';
let plurals = new Intl.PluralRules('en');

/** The frame's own label for each field key, used when the form gives none. */
export const FIELD_LABELS: Record<FieldKey, string> = { ...en.labels };
/** What the field is, inside a sentence ("Enter your email address"). */
export const FIELD_NOUNS: Record<FieldKey, string> = { ...en.nouns };
/** Short names for the autofill announcement ("Filled from your résumé: name, email"). */
export const AUTOFILL_NAMES: Partial<Record<FieldKey, string>> = { ...en.autofill };
export const FIELD_HINTS: Partial<Record<FieldKey, string>> = { ...en.hints };

function words(c: FrameMessages) {
  return {
    ...c,
    applyFor: (title: string): string => fill(c.applyFor, { title }),
    enter: (noun: string): string => fill(c.enter, { noun }),
    select: (noun: string): string => fill(c.select, { noun }),
    selectAtLeastOne: (noun: string): string => fill(c.selectAtLeastOne, { noun }),
    selectYesNo: (noun: string): string => fill(c.selectYesNo, { noun }),
    choose: (noun: string): string => fill(c.choose, { noun }),
    check: (noun: string): string => fill(c.check, { noun }),
    questionNoun: (label: string): string => fill(c.questionNoun, { label }),
    answerNoun: (label: string): string => fill(c.answerNoun, { label }),
    fileChosen: (name: string): string => fill(c.fileChosen, { name }),
    filledFrom: (names: string[]): string => fill(c.filledFrom, { names: names.join(', ') }),
    tryAgainIn: (wait: string): string => fill(c.tryAgainIn, { wait }),
    seconds: (n: number): string => fill(c.seconds[plurals.select(n) === 'one' ? 'one' : 'other'], { n }),
    minutes: (n: number): string => fill(c.minutes[plurals.select(n) === 'one' ? 'one' : 'other'], { n }),
    sentNext: (org: string): string => fill(c.sentNext, { org }),
    referred: (referrer: string, title: string): string => fill(c.referred, { referrer, title }),
  };
}

export const T: ReturnType<typeof words> = words(en);

/** The language the frame speaks (its <html lang>). */
export const frameLang = (): Lang => lang;

/**
 * Switches every word above to the language of `tag` (its base language; any
 * other is English). Call before the first render. A chunk that fails to load
 * leaves the frame in English.
 */
export async function loadFrameWords(tag: string | null): Promise<Lang> {
  const next = supported(tag);
  let c: FrameMessages = en;
  if (next !== 'en') {
    try {
      c = (await CHUNKS[next]()).default.frame;
    } catch (e) {
      warn(`the ${next} words could not be loaded (${String(e)}); the form is in English`);
      return loadFrameWords('en');
    }
  }
  lang = c === en ? 'en' : next;
  plurals = new Intl.PluralRules(lang);
  Object.assign(FIELD_LABELS, c.labels);
  Object.assign(FIELD_NOUNS, c.nouns);
  Object.assign(AUTOFILL_NAMES, c.autofill);
  Object.assign(FIELD_HINTS, c.hints);
  Object.assign(T, words(c));
  return lang;
}

/** "2 minutes", "45 seconds": when a 429 says to come back. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? T.seconds(s) : T.minutes(Math.ceil(s / 60));
}
