// A board's catalog: {jobs_url}/embed/i18n/{lang}.json, fetched like the feed
// (a simple CORS GET, no credentials, no custom header) and kept in
// localStorage, so a returning visitor's board speaks at once. Whatever goes
// wrong, the board gets English words and the page one [svc-jobs] warning.
import { withStorage } from '../../feed/cache.ts';
import { warn } from '../../log.ts';
import { en, wordsFor, type Lang, type Messages, type Words } from './index.ts';

const TIMEOUT = 5000;
const key = (origin: string, lang: Lang): string => `svc-jobs:i18n:1:${origin}/${lang}`;
// One request per language and page, however many boards speak it.
const pending = new Map<string, Promise<Words>>();

/** The catalog has every English key, each a string or the same plural forms. */
const fits = (c: unknown, e: unknown): boolean =>
  typeof c == typeof e && (typeof e == 'string' || (!!c && Object.keys(e as object).every((k) => fits((c as never)[k], (e as never)[k]))));

function parse(text: string | null, lang: Lang): Words | null {
  try {
    const c: unknown = JSON.parse(text!);
    return fits(c, en) ? wordsFor(lang, c as Messages) : null;
  } catch {
    return null;
  }
}

/**
 * Starts loading the board's words in `lang` and returns how to get them: at
 * once for English or a saved catalog (still refreshed for the next visit),
 * else a promise that never rejects. Nothing slow happens before the request:
 * a page's first localStorage read, or its first Intl object, can take a while.
 */
export function loadWords(origin: string, lang: Lang): () => Words | Promise<Words> {
  if (lang == 'en') return () => wordsFor(lang);
  const k = key(origin, lang);
  let p = pending.get(k);
  if (!p) {
    pending.set(
      k,
      (p = fetch(`${origin}/embed/i18n/${lang}.json`, { credentials: 'omit', signal: AbortSignal.timeout(TIMEOUT) })
        // A status, or a catalog that is not one: either way the reason in the warning.
        .then((r) => (r.ok ? r.text() : Promise.reject(`HTTP ${r.status}`)))
        .then((text) => {
          const words = parse(text, lang);
          if (!words) throw 'malformed';
          // Saved after the board's first paint, like the feed: writing storage blocks.
          setTimeout(() => withStorage((s) => s.setItem(k, text)));
          return words;
        })
        .catch((e: unknown) => {
          // A saved copy stays in use: the refresh was only for the next visit.
          if (!saved) warn(`${lang} catalog failed (${e}); English shown`);
          return wordsFor('en');
        })),
    );
  }
  let saved: Words | null = null;
  return () => (saved = parse(withStorage((s) => s.getItem(k)) ?? null, lang)) ?? p;
}
