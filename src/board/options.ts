// A board's options, defined once (docs/attributes.md, for every door): each
// option's name, its values, and the rule that refuses a value, with the words
// that say why. Every door reads this table: embed.js's parseConfig (the
// container's data- attributes), the CLI (name=value), the live snippet's
// query, the Node API, the builder's controls, and the React and Vue props and
// their published types. It is in embed.js, so it stays small: names and rules,
// no door's own words. The board owns it (the loader and the pages configure
// the board with Config), so it imports nothing of the loader.
import { EMPLOYMENT_TYPES } from '../feed/types.ts';
import { LANGS } from '../ui/i18n/index.ts';

/** The facets a list can be narrowed by (docs/attributes.md "Finding the right job"). */
export const FACETS = ['department', 'location', 'type'] as const;
export type Facet = (typeof FACETS)[number];
export const CONTROLS = [...FACETS, 'search'] as const;
export type Control = (typeof CONTROLS)[number];

/** The token a data-href-pattern holds once, where the job's id goes. */
export const PLACEHOLDER = '{publicId}';
/** Openings rendered at first and per "Show more", without data-page-size. */
export const PAGE_SIZE = 50;

/** What a rule may need from its door: the host page's origin (embed.js), unknown on a server (null). */
export interface OptionContext {
  pageOrigin: string | null;
}

/**
 * One option. `values`: the only values it takes (a finite set: the builder's
 * choices, the types' union). `check`: the problem with another kind of value,
 * or '' when there is none. `flag`: set by being present ('false' turns it off).
 */
export interface OptionRule {
  readonly values?: readonly string[];
  readonly check?: (value: string, ctx: OptionContext) => string;
  readonly flag?: true;
  /** The value is a whole number (a prop may give it as a number). */
  readonly number?: true;
}

/**
 * A job link pattern: a path with an optional query, or an absolute http(s)
 * URL (on the page's own origin, where the door knows it), holding
 * {publicId} once. Anything a browser would read as another origin or as a
 * script (`//host`, `/\host`, `javascript:`, `data:`, control characters) is refused.
 */
function hrefPatternProblem(pattern: string, ctx: OptionContext): string {
  if (pattern.split(PLACEHOLDER).length !== 2) return 'needs {publicId} once';
  if (pattern.includes('#')) return 'has a #';
  const origin = patternOrigin(pattern);
  if (origin === null) return 'not a /path or http(s) URL';
  return origin && ctx.pageOrigin && origin !== ctx.pageOrigin ? `not on ${ctx.pageOrigin}` : '';
}

/** The origin an absolute pattern names, '' for a path, null for anything else. */
function patternOrigin(pattern: string): string | null {
  if (/[\u0000-\u001f\u007f\\]/.test(pattern)) return null;
  if (/^\/(?!\/)/.test(pattern)) return '';
  try {
    // Written out in full: `https:host/…` is read relative to the page by a browser, and refused.
    return /^https?:\/\/[^/]/i.test(pattern) ? new URL(pattern.replace(PLACEHOLDER, 'x')).origin : null;
  } catch {
    return null;
  }
}

/** A language tag's shape (`de`, `de-AT`, `pt-BR`): one of the six has its words, any other shows English. */
const langProblem = (tag: string): string =>
  /^[a-z]{2,3}(-[a-z\d]{1,8})*$/i.test(tag) ? '' : `not a language tag: use ${LANGS.join(', ')}`;

/** The controls named, comma-separated, or none. */
function filtersProblem(list: string): string {
  const known: readonly string[] = CONTROLS;
  return list === 'none' || list.split(',').every((n) => !n.trim() || known.includes(n.trim())) ? '' : `use ${known.join(', ')} or none`;
}

/**
 * The rule book: every option's name and its values or check, in the order a
 * snippet writes their attributes (after data-svc-jobs).
 */
export const OPTIONS = [
  ['apply', { values: ['inline', 'link'] }],
  ['src', { check: (v) => (v.length > 200 ? 'over 200 characters' : '') }],
  ['href-pattern', { check: hrefPatternProblem }],
  ['empty', {}],
  ['filters', { check: filtersProblem }],
  ['department', {}],
  ['location', {}],
  ['type', { values: EMPLOYMENT_TYPES }],
  ['group-by', { values: ['department', 'location', 'none'] }],
  // NaN fails the range; a fraction leaves a remainder.
  ['page-size', { number: true, check: (v) => (+v >= 10 && +v <= 200 && !(+v % 1) ? '' : 'use a whole number from 10 to 200') }],
  ['sync-url', { flag: true }],
  ['lang', { check: langProblem }],
  // Anything but "none" is refused, never a board that stores: a typo must not store what a site promised it would not.
  ['storage', { values: ['none'] }],
] as const satisfies readonly (readonly [string, OptionRule])[];

export type OptionName = (typeof OPTIONS)[number][0];
/** The rule of one option, by name. */
export type RuleOf<N extends OptionName> = Extract<(typeof OPTIONS)[number], readonly [N, OptionRule]>[1];
/** The option names, in the table's order. */
export const OPTION_NAMES: readonly OptionName[] = OPTIONS.map(([name]) => name);

/** The option a name means (exact, never a name only Object.prototype has), or null. */
export const optionNamed = (name: string): OptionName | null => OPTION_NAMES.find((n) => n === name) ?? null;

const rules = new Map<OptionName, OptionRule>(OPTIONS);

/**
 * The problem with an option's value (trimmed; empty means not set, never a
 * problem), in the words every door uses after naming the option, or ''.
 */
export function optionProblem(name: OptionName, value: string, ctx: OptionContext): string {
  const rule = rules.get(name);
  if (!value || !rule || rule.flag) return '';
  if (rule.values) return rule.values.includes(value) ? '' : `use ${rule.values.join(', ')}`;
  return rule.check?.(value, ctx) ?? '';
}

export interface Config {
  /** The org slug from data-svc-jobs. */
  org: string;
  /** data-apply="inline": the apply form opens in place. */
  applyInline: boolean;
  /** data-src: source attribution added to board links and applications. */
  src: string | null;
  /** data-href-pattern: keeps clicks on the host site; contains {publicId} once. */
  hrefPattern: string | null;
  /** data-empty: the text shown when there are no openings. */
  emptyText: string | null;
  /** data-filters: the controls a list shows; null leaves it to the list's length. */
  filters: Control[] | null;
  /** data-department, data-location, data-type: a page per team. */
  presets: Partial<Record<Facet, string>>;
  /** data-group-by. */
  groupBy: 'department' | 'location' | null;
  /** data-page-size: openings rendered at first and per "Show more". */
  pageSize: number;
  /** data-sync-url: filters and search live in the page's query. */
  syncUrl: boolean;
  /** data-lang: the board's language tag, as written. */
  lang: string | null;
  /** False with data-storage="none": nothing of this board is kept on the device (docs/privacy.md). */
  store: boolean;
}

/** What the board tells its host about a job (embed.js turns each into an svc-jobs: event). */
export type JobEvent = 'job-open' | 'apply-open' | 'applied';
/** Tells the host page about a job: its link followed, its apply frame shown, an application sent. */
export type OnJob = (event: JobEvent, publicId: string) => void;
