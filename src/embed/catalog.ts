// A board's catalog: {jobs_url}/embed/i18n/{lang}.json, fetched like the feed
// (a simple CORS GET, no credentials, no custom header) and kept in
// localStorage, so a returning visitor's board speaks at once. Whatever goes
// wrong, the board gets English words and the page one [svc-jobs] warning.
import { withStorage } from '../feed/cache.ts';
import { getOnce } from '../feed/http.ts';
import { isObj, parseJson } from '../lib/json.ts';
import { warn } from '../log.ts';
import { en, wordsFor, type Lang, type Messages, type Words } from '../ui/i18n/index.ts';

// One request per language and page, however many boards speak it.
const pending = new Map<string, Promise<Words>>();

/** The catalog has every English key, each a string or the same plural forms. */
const fits = (c: unknown, e: unknown): boolean =>
  typeof e === 'string' ? typeof c === 'string' : isObj(c) && isObj(e) && Object.keys(e).every((k) => fits(c[k], e[k]));

/**
 * Starts loading the board's words in `lang` and returns how to get them: at
 * once for English or a saved catalog (still refreshed for the next visit),
 * else a promise that never rejects. Nothing slow happens before the request:
 * a page's first localStorage read, or its first Intl object, can take a while.
 * With `store` false (data-storage="none") storage is neither read nor written.
 */
export function loadWords(origin: string, lang: Lang, store: boolean): () => Words | Promise<Words> {
  if (lang === 'en') return () => wordsFor(lang);
  // The storage key (bump its version when the catalog's shape changes).
  const k = `svc-jobs:i18n:1:${origin}/${lang}`;
  let p = pending.get(k);
  if (!p) {
    p = getOnce(`${origin}/embed/i18n/${lang}.json`, 5000)
      // A status, or a catalog that is not one: either way the reason in the warning.
      .then(({ body }) => {
        if (!fits(body, en)) throw new Error('malformed');
        // Saved after the board's first paint, like the feed: writing storage blocks. (Boards of one page
        // share the request: the first one's data-storage decides, and a board that stores may save.)
        if (store) setTimeout(() => withStorage((s) => s.setItem(k, JSON.stringify(body))));
        return wordsFor(lang, body as Messages);
      })
      .catch((e: unknown) => {
        // A saved copy stays in use: the refresh was only for the next visit.
        if (!saved) warn(`${lang} catalog failed (${String(e)}); English shown`);
        return wordsFor('en');
      });
    pending.set(k, p);
  }
  let saved: Words | null = null;
  return () => {
    // The words of a saved catalog; nothing saved (null, or undefined without storage) fails to parse too.
    const c = store && parseJson(withStorage((s) => s.getItem(k)));
    saved = fits(c, en) ? wordsFor(lang, c as Messages) : null;
    return saved ?? p;
  };
}
