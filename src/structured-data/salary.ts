// baseSalary from a job's free-text `compensation` (docs/board-pages.md
// "Salary rules"): a schema.org MonetaryAmount only when the text reads with
// certainty as an amount or a range, a currency and a period. Never a guess:
// when any of the three is unsure, or anything in the text is not understood,
// there is none.
//
// The rules. The text is folded (lower case, no accents, "p.a." as "pa") and
// read as tokens; every token must be one of these, or there is no salary:
// - Amount: digits, optionally grouped by threes with one of , . ' or a space
//   ("85,000", "85.000", "45 000", "120'000"), optionally with 1–2 decimals
//   after the other mark ("15.50", "1,5"); then optionally "k" (× 1,000), with
//   or without a space ("48k", "45 k€"). Any other shape ("1,50,000") is unsure.
// - One amount, or two joined by - – — "to" "bis" "a" "à" "tot" "até" (a
//   range, min < max; "85–105k" puts the k on both). More is unsure.
// - Currency: € (EUR), £ (GBP), an ISO 4217 code Intl knows (USD, CHF; any
//   case), or $: "US$"/"CA$" (country code + "$"), or a bare $, which takes the
//   country of the location (given by the caller): that country's code + "D"
//   when it is a currency Intl writes as "$" there (US → USD, CA → CAD,
//   AU → AUD, NZ, SG, HK…; Germany or no country: unsure), or the stated code
//   when that is a dollar ("$80,000 USD"). Two different currencies, another
//   symbol (¥) or none: unsure.
// - Period, stated (every one stated must agree): hour, day, week, month or
//   year in any of the six languages ("/hr", "per hour", "an hour", "hourly",
//   "pro Stunde", "/month", "im Monat", "par mois", "mensuel", "p.a.", "per
//   annum", "annually", "/yr", "pro Jahr", "jährlich", "par an", "annuel",
//   "por año", "per jaar"…). A word "per", "pro", "im", "par", "por", "al",
//   "an", "a", "each" or "/" counts only right before a period. Not stated:
//   "k" amounts of a full-time or part-time job are yearly; else unsure.
// - Also allowed, and not part of the base salary: "base", "gross", "brutto",
//   "brut", "bruto", "bruta", and "+" followed by "equity", "bonus",
//   "commission", "benefits" or "stock".
// Anything else ("Competitive", "DOE", "Depends on experience", "up to",
// "from", "OTE", "+" alone, a ":") makes it unsure.
//
// Examples (each is a row of test/structured-data/salary.test.ts):
// | compensation                        | type      | country | baseSalary                     |
// |-------------------------------------|-----------|---------|--------------------------------|
// | €85k–105k                           | full_time | DE      | EUR 85000–105000 YEAR          |
// | €48k–56k                            | full_time | DE      | EUR 48000–56000 YEAR           |
// | €60k–75k                            | part_time | PT      | EUR 60000–75000 YEAR           |
// | €85k–105k                           | contract  | DE      | none (k, but not employed)     |
// | €15 per hour                        | part_time | DE      | EUR 15 HOUR                    |
// | €28–34 per hour                     | part_time |         | EUR 28–34 HOUR                 |
// | €1,500 per month                    | internship|         | EUR 1500 MONTH                 |
// | €80k base + commission              | full_time | NL      | EUR 80000 YEAR                 |
// | €80k OTE                            | full_time | NL      | none                           |
// | $120,000 - $150,000                 | full_time | US      | none (no period)               |
// | $120k–$150k + equity                | full_time | US      | USD 120000–150000 YEAR         |
// | $120k–$150k + equity                | full_time | CA      | CAD 120000–150000 YEAR         |
// | $120k–$150k                         | full_time |         | none ($ without a country)     |
// | $120k–$150k                         | full_time | DE      | none ($ in Germany)            |
// | $45/hr                              | contract  | US      | USD 45 HOUR                    |
// | $25 an hour                         | part_time | AU      | AUD 25 HOUR                    |
// | US$4,000 per month                  | contract  |         | USD 4000 MONTH                 |
// | $80,000 to $100,000 USD per year    | full_time |         | USD 80000–100000 YEAR          |
// | USD 90k-110k                        | full_time |         | USD 90000–110000 YEAR          |
// | £45,000 - £55,000 per annum         | full_time | GB      | GBP 45000–55000 YEAR           |
// | £500 per day                        | contract  | GB      | GBP 500 DAY                    |
// | CHF 120'000 p.a.                    | full_time | CH      | CHF 120000 YEAR                |
// | €1,000/week                         | contract  |         | EUR 1000 WEEK                  |
// | €15.50/h                            | part_time |         | EUR 15.5 HOUR                  |
// | 85.000 €                            | full_time | DE      | none (no period)               |
// | 85.000–105.000 € brutto/Jahr        | full_time | DE      | EUR 85000–105000 YEAR          |
// | 60.000 bis 70.000 EUR jährlich      | full_time | DE      | EUR 60000–70000 YEAR           |
// | 4.000 € brutto im Monat             | full_time | DE      | EUR 4000 MONTH                 |
// | 45 000 € par an                     | full_time | FR      | EUR 45000 YEAR                 |
// | 45 k€                               | full_time | FR      | EUR 45000 YEAR                 |
// | 2 500 € brut mensuel                | full_time | FR      | EUR 2500 MONTH                 |
// | 40 000 à 50 000 € brut annuel       | full_time | FR      | EUR 40000–50000 YEAR           |
// | 30.000 - 36.000 € bruto al año      | full_time | ES      | EUR 30000–36000 YEAR           |
// | € 3.000 per maand                   | full_time | NL      | EUR 3000 MONTH                 |
// | 1,5k € por mês                      | full_time | PT      | EUR 1500 MONTH                 |
// | 100k                                | full_time | US      | none (no currency)             |
// | Competitive                         | full_time | US      | none                           |
// | DOE                                 | full_time | GB      | none                           |
// | Depends on experience               | full_time | GB      | none                           |
// | €50k–60k DOE                        | full_time | DE      | none                           |
// | Up to €100k                         | full_time | DE      | none                           |
// | From €60k                           | full_time | DE      | none                           |
// | €60k+                               | full_time | DE      | none                           |
// | €50k / $55k                         | full_time | US      | none (two currencies)          |
// | ¥6,000,000 per year                 | full_time | JP      | none (¥ is JPY or CNY)         |
// | €70k–60k                            | full_time | DE      | none (min > max)               |
// | €50k per year per month             | full_time | DE      | none (two periods)             |
// | 1,50,000 INR per month              | full_time | IN      | none (unknown grouping)        |

import { fold } from '../lib/fold.ts';

/** schema.org's unitText words, and the words for each in the six languages (folded). */
type Unit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
const UNITS: [Unit, RegExp][] = [
  ['HOUR', /^(hours?|hrs?|h|hourly|stunden?|std|heures?|horas?|uur)$/],
  ['DAY', /^(days?|daily|tage?|jours?|dias?|dag)$/],
  ['WEEK', /^(weeks?|wk|weekly|wochen?|semaines?|semanas?)$/],
  ['MONTH', /^(months?|mo|monthly|monat|monatlich|mois|mensuel|mes|mensual|mensal|maand)$/],
  ['YEAR', /^(years?|yr|yearly|annual(ly)?|annum|pa|jahr|jahrlich|an|annee|annuel|ano|anual|jaar)$/],
];
const unitOf = (t = '') => UNITS.find(([, words]) => words.test(t))?.[0];

/** The dollar of a country ("US" → USD), when Intl writes that currency as "$" there. */
function dollar(country: string | undefined): string | undefined {
  const code = country + 'D';
  try {
    if (new Intl.NumberFormat('en-' + country, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).format(0)[0] === '$')
      return code;
  } catch {}
}

const isCurrency = (t: string) => /^[a-z]{3}$/.test(t) && !!new Intl.DisplayNames('en', { type: 'currency', fallback: 'none' }).of(t);

export interface BaseSalary {
  '@type': 'MonetaryAmount';
  currency: string;
  value: { '@type': 'QuantitativeValue'; unitText: Unit; value?: number; minValue?: number; maxValue?: number };
}

/**
 * baseSalary by the rules above, or undefined. `country` is the ISO code of the
 * job's country (for a bare $); `type` the contract's employmentType.
 */
export function baseSalary(text: string | null, type: string | null, country?: string): BaseSalary | undefined {
  const tokens =
    fold(text ?? '')
      .replace(/\bp\.\s?a\b\.?/g, 'pa')
      .match(/\d[\d.,' \u00a0\u202f]*\d(\s?k\b)?|\d(\s?k\b)?|[a-z]{2}\$|[a-z]+|\S/g) ?? [];
  const amounts: number[] = [];
  const currencies = new Set<string | undefined>();
  const units = new Set<Unit>();
  let k = false;
  let join = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    const m = /^(\d{1,3}([.,' \u00a0\u202f])\d{3}(?:\2\d{3})*|\d+)(?:[.,](\d\d?))?(\s?k)?$/.exec(t);
    const unit = unitOf(t);
    if (m) {
      // The amount's group always takes part in a match.
      const [, whole = '', mark, cents, kilo] = m;
      // "1,500,50": the grouping mark is no decimal mark; a third amount is no range.
      if ((cents && t[whole.length] === mark) || amounts.length === 2) return;
      amounts.push(Number(whole.replace(/\D/g, '') + '.' + (cents ?? 0)) * (kilo ? 1000 : 1));
      k ||= !!kilo;
      // A later k puts the first amount in thousands too ("85–105k").
      const [first, second] = amounts;
      if (kilo && second && first !== undefined && first < 1000) amounts[0] = first * 1000;
    } else if (/^(\/|per|pro|im|par|por|al|an|a|each)$/.test(t) && unitOf(tokens[i + 1])) continue;
    else if (unit) units.add(unit);
    else if (/^([-–—]|to|bis|a|tot|ate)$/.test(t) && amounts.length === 1 && !join) join = true;
    else if (t === '€') currencies.add('EUR');
    else if (t === '£') currencies.add('GBP');
    else if (t === '$') currencies.add(dollar(country));
    else if (t.endsWith('$')) currencies.add(dollar(t.slice(0, 2).toUpperCase()) ?? '?');
    else if (t === '+' && /^(equity|bonus|commission|benefits|stock)$/.test(tokens[i + 1] ?? '')) i++;
    else if (!/^(base|gross|brutto|brut|bruto|bruta)$/.test(t)) {
      if (!isCurrency(t)) return;
      currencies.add(t.toUpperCase());
    }
  }
  // A bare $ where the country gives none is the stated dollar code's, if any.
  if (currencies.size === 2 && currencies.delete(undefined) && ![...currencies][0]?.endsWith('D')) return;
  const [currency] = currencies;
  const [min, max] = amounts;
  const unitText = units.size === 1 ? [...units][0] : !units.size && k && /^(full|part)_time$/.test(type ?? '') ? 'YEAR' : undefined;
  if (currencies.size !== 1 || !currency || currency === '?' || !unitText || !min || (max ?? min) < min || join !== !!max) return;
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', ...(max ? { minValue: min, maxValue: max } : { value: min }), unitText },
  };
}
