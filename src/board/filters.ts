// One board's filters and search, as signals (CONTRACT.md "Finding the right
// job"): what the candidate chose, and computed from it and the feed, which
// controls show, what matches, in which groups, and how much is rendered.
// Components read it; its actions are the only writers.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { FACETS, type Config, type Control, type Facet } from '../embed/config.ts';
import type { EmploymentType, JobSummary } from '../feed/types.ts';
import type { Words } from '../ui/i18n.ts';
import { collator } from '../ui/intl.ts';
import { facetOf, haystack, matchesFacets, matchesWords, searchWords } from './match.ts';

export type FilterKey = Facet | 'q';
export type FilterState = Record<FilterKey, string>;

export interface Group {
  /** The facet's value; null for openings without one ("Other", last). */
  value: string | null;
  /** Every match in the group (its heading's count). */
  total: number;
  /** The matches of the group that are rendered. */
  jobs: JobSummary[];
}

/** Without data-filters, a list longer than this shows every control. */
const FEW = 8;

interface Options {
  /** The state to start from (the page's query), checked against the controls shown. */
  initial?: Partial<FilterState>;
  /** After each change; `typing` when it came from the search box. */
  onChange?: (typing: boolean) => void;
}

export function createFilters(jobs: ReadonlySignal<JobSummary[]>, config: Config, words: Words, opts: Options = {}) {
  const collate = collator(words.lang);
  const state = { department: signal(''), location: signal(''), type: signal(''), q: signal('') };
  const { pageSize, groupBy } = config;
  const shown = signal(pageSize);

  /** The openings this container lists at all: the feed narrowed by its presets. */
  const listed = computed(() => jobs.value.filter((j) => matchesFacets(j, config.presets)));

  /** Each facet's distinct values, sorted by their labels in the page language's collation. */
  const options = computed(() => {
    const out = {} as Record<Facet, string[]>;
    for (const f of FACETS)
      out[f] = [...new Set(listed.value.map((j) => facetOf(j, f)).filter((v): v is string => !!v))].sort((a, b) =>
        collate.compare(optionLabel(f, a, words), optionLabel(f, b, words)),
      );
    return out;
  });

  /** The controls shown: asked for (or all on a long list), less presets and facets with one value. */
  const controls = computed(() =>
    (config.filters ?? (listed.value.length > FEW ? [...FACETS, 'search'] : [])).filter(
      (c: Control) => c === 'search' || (!config.presets[c] && options.value[c].length > 1),
    ),
  );

  // Folding every job's text is done once per feed, and only once someone searches.
  const texts = computed(() => new Map(listed.value.map((j) => [j, haystack(j)])));

  const matches = computed(() => {
    const terms = searchWords(state.q.value);
    const chosen = { department: state.department.value, location: state.location.value, type: state.type.value };
    const found = listed.value.filter((j) => matchesFacets(j, chosen));
    if (!terms.length) return found;
    const text = texts.value;
    return found.filter((j) => matchesWords(text.get(j)!, terms));
  });

  const active = computed(() => FACETS.some((f) => state[f].value) || !!state.q.value.trim());

  /** What is rendered: the first `shown` matches in display order (by group: values by collation, "Other" last). */
  const groups = computed((): Group[] => {
    const all = matches.value;
    let list: [string | null, JobSummary[]][] = [[null, all]];
    if (groupBy) {
      const by = new Map<string | null, JobSummary[]>();
      for (const j of all) {
        const v = j[groupBy] || null;
        by.get(v)?.push(j) ?? by.set(v, [j]);
      }
      list = [...by].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : collate.compare(a, b)));
    }
    let left = shown.value;
    const out: Group[] = [];
    for (const [value, jobs] of list) {
      if (left <= 0) break;
      out.push({ value, total: jobs.length, jobs: jobs.slice(0, left) });
      left -= jobs.length;
    }
    return out;
  });

  /** How many matches are not rendered yet. */
  const hidden = computed(() => Math.max(0, matches.value.length - shown.value));

  function set(key: FilterKey, value: string): void {
    if (state[key].peek() === value) return;
    batch(() => {
      state[key].value = value;
      shown.value = pageSize;
    });
    opts.onChange?.(key === 'q');
  }

  function clear(): void {
    batch(() => {
      for (const key in state) state[key as FilterKey].value = '';
      shown.value = pageSize;
    });
    opts.onChange?.(false);
  }

  /** Render the next page; returns the display index of the first opening it adds. */
  function more(): number {
    const first = shown.peek();
    shown.value = first + pageSize;
    return first;
  }

  // A shared or reloaded URL: only values a shown control could have chosen.
  const initial = opts.initial ?? {};
  const shownControls = controls.peek();
  if (initial.q && shownControls.includes('search')) state.q.value = initial.q;
  for (const facet of FACETS) {
    const v = initial[facet];
    if (v && shownControls.includes(facet) && options.peek()[facet].includes(v)) state[facet].value = v;
  }

  /** What is chosen now, for the page's query. */
  const values = (): FilterState => {
    const out = {} as FilterState;
    for (const key in state) out[key as FilterKey] = state[key as FilterKey].peek();
    return out;
  };

  /** Fold the texts when the search box takes focus: the first keystroke finds them ready, and visitors who never search never pay for it. */
  const warm = (): void => void texts.peek();

  return { ...state, values, warm, listed, options, controls, matches, active, groups, hidden, set, clear, more };
}

export type FiltersModel = ReturnType<typeof createFilters>;

/** What a facet's option says: the value as the feed wrote it, or the type in words. */
export const optionLabel = (facet: Facet, value: string, words: Words): string =>
  facet === 'type' ? words.t(value as EmploymentType) : value;
