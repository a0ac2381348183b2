// One board's filters and search, as signals (CONTRACT.md "Finding the right
// job"): what the candidate chose, and computed from it and the feed, which
// controls show, what matches, in which groups, and how much is rendered.
// Components read it; its actions are the only writers.
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { EmploymentType, JobSummary } from '../feed/types.ts';
import type { MessageKey, Words } from '../ui/i18n.ts';
import { collator } from '../ui/intl.ts';
import { CONTROLS, FACETS, type Config, type Control, type Facet } from './options.ts';
import { facetOf, haystack, type FacetValues, matchesFacets, matchesWords, searchWords } from './match.ts';

export type FilterKey = Facet | 'q';
/** Openings each task adds after the board's first render or an interaction, until the page is drawn: on a phone, 25 render well under 50 ms. */
export const SLICE = 25;
/** Openings an interaction (a choice, a keystroke, "Show more") renders in its own task: more than a screen's worth, and its paint comes soon. */
export const AT_ONCE = 10;
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
  const { pageSize, groupBy } = config;
  const shown = signal(pageSize);
  // The board's first render draws its frame (heading, controls, count) and
  // drawNext() the page's openings, a slice per task: on a phone the frame and
  // a whole page at once are a long task.
  const drawn = signal(0);

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

  /** What is rendered: the first `shown` matches in display order (by group: values by collation, "Other" last). */
  const groups = computed((): Group[] => {
    const all = matches.value;
    let list: [string | null, JobSummary[]][] = [[null, all]];
    if (groupBy) {
      const by = new Map<string | null, JobSummary[]>();
      for (const j of all) {
        const v = j[groupBy] || null;
        const group = by.get(v);
        if (group) group.push(j);
        else by.set(v, [j]);
      }
      list = [...by].sort(([a], [b]) => (a == null ? 1 : b == null ? -1 : collate.compare(a, b)));
    }
    let left = Math.min(shown.value, drawn.value);
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

  /** Render the page's next slice of openings; true once the whole page is drawn. */
  const drawNext = (): boolean => {
    const next = drawn.peek() + SLICE;
    const done = next >= Math.min(shown.peek(), matches.peek().length);
    drawn.value = done ? Infinity : next;
    return done;
  };

  // A choice, a keystroke or "Show more" renders one slice in its own task and
  // the rest of the page a slice per task after it: on a phone a page of 50 at
  // once keeps the interaction from painting for a few hundred ms.
  let later: ReturnType<typeof setTimeout> | undefined;
  const drawRest = (): void => {
    clearTimeout(later);
    later = setTimeout(function step() {
      if (!drawNext()) later = setTimeout(step);
    });
  };
  /** Changes what is rendered to `page` openings, the first `from + AT_ONCE` of them now. */
  const show = (page: number, from: number, change?: () => void): void => {
    batch(() => {
      change?.();
      shown.value = page;
      drawn.value = from + AT_ONCE;
    });
    drawRest();
  };

  function set(key: FilterKey, value: string): void {
    if (state[key].peek() === value) return;
    show(pageSize, 0, () => {
      state[key].value = value;
    });
    onChange?.(key === 'q');
  }

  function clear(): void {
    show(pageSize, 0, () => {
      for (const key of FILTER_KEYS) state[key].value = '';
    });
    onChange?.(false);
  }

  /** Render the next page; returns the display index of the first opening it adds. */
  const more = (): number => {
    const first = shown.peek();
    show(first + pageSize, first);
    return first;
  };

  // A shared or reloaded URL: only values a shown control could have chosen.
  const shownControls: string[] = controls.peek();
  for (const key of FILTER_KEYS) {
    const v = initial[key];
    // The search box takes any text; a select, one of its options.
    if (v && shownControls.includes(key === 'q' ? 'search' : key) && (key === 'q' || options.peek()[key].includes(v))) state[key].value = v;
  }

  /** What is chosen now, for the page's query. */
  const values = (): FilterState => {
    const out = {} as FilterState;
    for (const key of FILTER_KEYS) out[key] = state[key].peek();
    return out;
  };

  /** Fold the texts when the search box takes focus: the first keystroke finds them ready, and visitors who never search never pay for it. */
  const warm = (): void => void texts.peek();

  return { ...state, values, warm, listed, options, controls, matches, active, groups, hidden, set, clear, more, drawNext };
}

export type FiltersModel = ReturnType<typeof createFilters>;

/** What a facet's option says: the value as the feed wrote it, or the type in words. */
/** The first option of a facet's select: "All departments", "All locations", "All types". */
export const ALL: Record<Facet, MessageKey> = { department: 'allDepartments', location: 'allLocations', type: 'allTypes' };

export const optionLabel = (facet: Facet, value: string, words: Words): string =>
  facet === 'type' ? words.t(value as EmploymentType) : value;
