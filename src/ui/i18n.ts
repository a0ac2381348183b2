// The widget's words, in one place. English is built in; a board in another
// language gets a `Words` made from that language's catalog. Intl formats
// numbers, plurals and dates, always in the board's language.

export const en = {
  openings: 'Open positions',
  count: { one: '{n} open position', other: '{n} open positions' },
  empty: 'There are no open positions right now.',
  posted: 'Posted {when}',
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  noLongerOpen: 'This position is no longer open.',
  allJobs: 'All open positions',
  requirements: 'Requirements',
  applyOnBoard: 'Apply for this job',
  apply: 'Apply',
  applyFor: 'Apply for {title}',
  frameLate: 'The application form is taking long to load.',
  // Finding the right job (filters, search, groups, long lists).
  filters: 'Filter open positions',
  department: 'Department',
  location: 'Location',
  type: 'Type',
  search: 'Search',
  allDepartments: 'All departments',
  allLocations: 'All locations',
  allTypes: 'All types',
  matchCount: { one: '{n} of {total} open positions matches', other: '{n} of {total} open positions match' },
  noMatch: 'No open positions match your search.',
  clearFilters: 'Clear all filters',
  other: 'Other',
  showMore: 'Show {n} more',
  loadingJob: 'Loading the job description…',
  jobFailed: 'The job description could not be loaded.',
  /** An Apply control whose title repeats on the board: {detail} tells them apart. */
  applyForAt: 'Apply for {title}, {detail}',
} as const;

export type Messages = typeof en;
export type MessageKey = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];
export type PluralKey = { [K in keyof Messages]: Messages[K] extends string ? never : K }[keyof Messages];
type Vars = Record<string, string | number>;

/** One board's words: its language, its catalog, and Intl in that language. */
export interface Words {
  /** The BCP 47 tag the board speaks (set as `lang` on its root). */
  readonly lang: string;
  t(key: MessageKey, vars?: Vars): string;
  /** A message whose form follows `n`; {n} and numbers in vars are formatted. */
  plural(key: PluralKey, n: number, vars?: Record<string, number>): string;
}

/** The language of the element's nearest lang attribute, else the browser's. */
export function pageLang(el: Element): string {
  const lang = el.closest('[lang]')?.getAttribute('lang') || navigator.language || 'en';
  try {
    return Intl.getCanonicalLocales(lang)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

function fill(text: string, vars: Vars): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export function wordsFor(lang: string, messages: Messages = en): Words {
  const rules = new Intl.PluralRules(lang);
  const nf = new Intl.NumberFormat(lang);
  return {
    lang,
    t: (key, vars = {}) => fill(messages[key], vars),
    plural(key, n, vars = {}) {
      const filled: Vars = { n: nf.format(n) };
      for (const k in vars) filled[k] = nf.format(vars[k]!);
      return fill(messages[key][rules.select(n) === 'one' ? 'one' : 'other'], filled);
    },
  };
}
