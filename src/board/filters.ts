// One board's filters and search, as signals
// (docs/internals/finding-a-job.md): what the candidate chose, and computed
// from it and the feed, which controls show, what matches, in which groups;
// how much of it is rendered is ./slices.ts's. Components read it; its
// actions are the only writers.
import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { EmploymentType, JobSummary } from '../feed/types.ts';
import type { MessageKey, Words } from '../ui/i18n.ts';
import { collator } from '../ui/intl.ts';
import { CONTROLS, FACETS, type Config, type Control, type Facet } from './options.ts';
import { facetOf, haystack, type FacetValues, matchesFacets, matchesWords, searchWords } from './match.ts';
import { createSlices } from './slices.ts';

export type FilterKey = Facet | 'q';
export type FilterState = Record<FilterKey, string>;
/** Every filter, in the order of the query's svc_* parameters. */
export const FILTER_KEYS: FilterKey[] = [...FACETS, 'q'];

export interface Group {
  /** The facet's value; null for openings without one ("Other", last). */
  value: string | null;
  /** Every match in the group (its heading's count). */
  total: number;
  /** The matches of the group that are rendered. */
  jobs: JobSummary[];
}

interface Options {
  /** The state to start from (the page's query), checked against the controls shown. */
  initial?: Partial<FilterState>;
  /** After each change; `typing` when it came from the search box. */
  onChange?: (typing: boolean) => void;
}

export function createFilters(jobs: ReadonlySignal<JobSummary[]>, config: Config, words: Words, { initial = {}, onChange }: Options = {}) {
  const collate = collator(words.lang);
  const state = {} as Record<FilterKey, Signal<string>>;
  for (const key of FILTER_KEYS) state[key] = signal('');
  const offer = offered(jobs, config, words, collate);
  const found = matching(offer.listed, state);
  // The slices' own actions and counts (hidden, more, drawNext) are the model's; these two serve it.
  const { rendered, restart, ...page } = createSlices(found.matches, config.pageSize);

  /** What is rendered: the first matches in display order (by group: values by collation, "Other" last), as far as drawn. */
  const groups = computed(() => cut(inDisplayOrder(found.matches.value, config.groupBy, collate), rendered()));

  function set(key: FilterKey, value: string): void {
    if (state[key].peek() === value) return;
    restart(() => {
      state[key].value = value;
    });
    onChange?.(key === 'q');
  }

  function clear(): void {
    restart(() => {
      for (const key of FILTER_KEYS) state[key].value = '';
    });
    onChange?.(false);
  }

  // A shared or reloaded URL: only values a shown control could have chosen.
  const shown: string[] = offer.controls.peek();
  for (const key of FILTER_KEYS) {
    const v = initial[key];
    // The search box takes any text; a select, one of its options.
    if (v && shown.includes(key === 'q' ? 'search' : key) && (key === 'q' || offer.options.peek()[key].includes(v))) state[key].value = v;
  }

  /** What is chosen now, for the page's query. */
  const values = (): FilterState => {
    const out = {} as FilterState;
    for (const key of FILTER_KEYS) out[key] = state[key].peek();
    return out;
  };

  return { ...state, ...offer, ...found, ...page, values, groups, set, clear };
}

/** What a board offers to choose from: the openings it lists, each facet's values, and the controls shown. */
function offered(jobs: ReadonlySignal<JobSummary[]>, config: Config, words: Words, collate: Intl.Collator) {
  /** The openings this container lists at all: the feed narrowed by its presets. */
  const listed = computed(() => jobs.value.filter((j) => matchesFacets(j, config.presets)));

  /** Each facet's distinct values, sorted by their labels in the page language's collation. */
  const options = computed(() => {
    const out = {} as Record<Facet, string[]>;
    for (const f of FACETS)
      out[f] = [...new Set(listed.value.map((j) => facetOf(j, f)).filter((v) => v) as string[])].sort((a, b) =>
        collate.compare(optionLabel(f, a, words), optionLabel(f, b, words)),
      );
    return out;
  });

  /** The controls shown: asked for (or all on a long list), less presets and facets with one value. */
  const controls = computed(() =>
    // Without data-filters, a list of more than 8 shows every control.
    (config.filters ?? (listed.value.length > 8 ? CONTROLS : [])).filter(
      (c: Control) => c === 'search' || (!config.presets[c] && options.value[c].length > 1),
    ),
  );

  return { listed, options, controls };
}

/** What matches the choices and the search words, of the openings listed. */
function matching(listed: ReadonlySignal<JobSummary[]>, state: Record<FilterKey, ReadonlySignal<string>>) {
  // Folding every job's text is done once per feed, and only once someone searches.
  const texts = computed(() => new Map(listed.value.map((j) => [j, haystack(j)])));

  const matches = computed(() => {
    const terms = searchWords(state.q.value);
    const chosen: FacetValues = {};
    for (const f of FACETS) chosen[f] = state[f].value;
    // The folded texts only once there is something to search for.
    const text = terms[0] && texts.value;
    return listed.value.filter((j) => matchesFacets(j, chosen) && (!text || matchesWords(text.get(j) ?? haystack(j), terms)));
  });

  const active = computed(() => FACETS.some((f) => state[f].value) || !!state.q.value.trim());

  /** Fold the texts when the search box takes focus: the first keystroke finds them ready, and visitors who never search never pay for it. */
  const warm = (): void => void texts.peek();

  return { matches, active, warm };
}

/** The matches in their groups, in display order: by the group's value in collation, "Other" (null) last; one group when not grouped. */
function inDisplayOrder(all: JobSummary[], groupBy: Config['groupBy'], collate: Intl.Collator): [string | null, JobSummary[]][] {
  if (!groupBy) return [[null, all]];
  const by = new Map<string | null, JobSummary[]>();
  for (const j of all) {
    const v = j[groupBy] || null;
    const group = by.get(v);
    if (group) group.push(j);
    else by.set(v, [j]);
  }
  return [...by].sort(([a], [b]) => (a == null ? 1 : b == null ? -1 : collate.compare(a, b)));
}

/** The groups cut to their first `count` openings in all. */
function cut(list: [string | null, JobSummary[]][], count: number): Group[] {
  let left = count;
  const out: Group[] = [];
  for (const [value, jobs] of list) {
    if (left <= 0) break;
    out.push({ value, total: jobs.length, jobs: jobs.slice(0, left) });
    left -= jobs.length;
  }
  return out;
}

export type FiltersModel = ReturnType<typeof createFilters>;

/** What a facet's option says: the value as the feed wrote it, or the type in words. */
/** The first option of a facet's select: "All departments", "All locations", "All types". */
export const ALL: Record<Facet, MessageKey> = { department: 'allDepartments', location: 'allLocations', type: 'allTypes' };

export const optionLabel = (facet: Facet, value: string, words: Words): string =>
  facet === 'type' ? words.t(value as EmploymentType) : value;
