// Country names → ISO 3166-1 alpha-2 codes, for JSON-LD (docs/board-pages.md
// "JSON-LD"). No list typed by hand: the names are the ones Intl.DisplayNames
// gives every two-letter region code (AA–ZZ) in each of the widget's six
// languages, in its long and short style ("United States", "US", "Vereinigte
// Staaten", "États-Unis", "UK"…), compared case- and accent-folded.
//
// Rules:
// - A retired code (DD, UK, SU, BU…) counts as the code that replaced it
//   (Intl.getCanonicalLocales: DD → DE), so "Deutschland" is DE.
// - EU, EZ and UN name groupings, not countries: they are "areas" (an
//   applicant requirement, never an addressCountry); EU is found by its code
//   too ("Remote (EU)"). Bare country codes are not names ("San Francisco, CA"
//   is California, not Canada).
// - Each language's names are made only when the text is not found in the
//   languages before it (English first), once per page: English alone is about
//   2 ms (after the ICU region data's first load), all six about 10 ms.
import { LANGS } from '../ui/i18n/index.ts';
import { fold } from '../lib/fold.ts';

const AREA = /^(EU|EZ|UN)$/;
const names: Map<string, string>[] = [];

/** The region a name (or EU) stands for: a country's code, an area's code, or undefined. */
export function regionCode(text: string): string | undefined {
  const key = fold(text.trim());
  if (!key || key === 'eu') return key && 'EU';
  for (let i = 0; i < LANGS.length; i++) {
    let map = names[i];
    if (!map) {
      map = new Map<string, string>();
      names[i] = map;
      for (const style of ['long', 'short'] as const) {
        const dn = new Intl.DisplayNames(LANGS[i], { type: 'region', style, fallback: 'none' });
        for (let n = 0; n < 676; n++) {
          const code = String.fromCharCode(65 + n / 26, 65 + (n % 26));
          const name = dn.of(code);
          if (!name) continue;
          // und-DD → und-DE: the code that replaced a retired one.
          const [tag] = Intl.getCanonicalLocales('und-' + code);
          if (tag) map.set(fold(name), tag.slice(4));
        }
      }
    }
    const code = map.get(key);
    if (code) return code;
  }
}

/** The ISO code of the country a text names, or undefined (an area or no country). */
export const countryCode = (text: string): string | undefined => {
  const code = regionCode(text);
  return code && !AREA.test(code) ? code : undefined;
};
