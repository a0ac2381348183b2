// The board pages' language (docs/board-pages.md, docs/languages.md): `?lang=`
// when it names one of the six, else the first of the browser's preferred
// languages (Accept-Language, by weight) that has a catalog, else English.
// These pages are the service's own, so the browser's languages count here; a
// host page's board follows the host page instead.
import { LANGS, type Lang } from './index.ts';

/** One of the six languages the catalogs have. */
export const isLang = (tag: string): tag is Lang => (LANGS as readonly string[]).includes(tag);

/** A tag's base language, lower-cased (`de-AT` → `de`). */
const base = (tag: string): string =>
  tag
    .trim()
    .replace(/[-_].*/s, '')
    .toLowerCase();

export function pageLang(query: string | null | undefined, acceptLanguage: string | null | undefined): Lang {
  const asked = query ? base(query) : '';
  if (isLang(asked)) return asked;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: base(tag), q: q === undefined ? 1 : Number(q), i };
    })
    // q=0 is "not this one"; equal weights keep the order they came in.
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return wanted.map((w) => w.lang).find(isLang) ?? 'en';
}
