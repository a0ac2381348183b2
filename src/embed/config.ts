// parseConfig(element) reads a container's data attributes. Pure: it returns a
// config or the list of problems, and never throws.
import { EMPLOYMENT_TYPES, type EmploymentType } from '../feed/types.ts';

/** The facets a list can be narrowed by (CONTRACT.md "Finding the right job"). */
export const FACETS = ['department', 'location', 'type'] as const;
export type Facet = (typeof FACETS)[number];
export type Control = Facet | 'search';
export const CONTROLS: readonly Control[] = [...FACETS, 'search'];

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
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

export const PLACEHOLDER = '{publicId}';
export const PAGE_SIZE = 50;

/** data-{name}, trimmed; undefined when absent. */
function attr(el: Pick<Element, 'getAttribute'>, name: string): string | undefined {
  return el.getAttribute(`data-${name}`)?.trim();
}

export function parseConfig(el: Pick<Element, 'getAttribute'>, pageOrigin: string): ConfigResult {
  const problems: string[] = [];
  const bad = (name: string, v: string, want: string) => problems.push(`data-${name}="${v}": ${want}`);
  /** An attribute that takes one of a few values; absent or empty is null. */
  const oneOf = (name: string, allowed: readonly string[]): string | null => {
    const v = attr(el, name) || null;
    if (v && !allowed.includes(v)) bad(name, v, `use ${allowed.join(', ')}`);
    return v;
  };
  const org = attr(el, 'svc-jobs') ?? '';
  // Lower-case words joined by single hyphens, at most 50 characters; three slugs are the jobs host's own paths.
  if (org.length > 50 || !/^(?!(embed|api|assets)$)[a-z0-9]+(-[a-z0-9]+)*$/.test(org)) bad('svc-jobs', org, org ? 'not an org slug' : 'needs your org slug');

  const apply = oneOf('apply', ['inline', 'link']);

  const src = attr(el, 'src') || null;
  if (src && src.length > 200) problems.push('data-src is over 200 characters');

  const pattern = attr(el, 'href-pattern') || null;
  // A path (with an optional query) or an absolute URL of the page's own origin.
  if (pattern) {
    let why = pattern.split(PLACEHOLDER).length != 2 ? 'needs {publicId} once' : pattern.includes('#') ? 'has a #' : '';
    if (!why && !(pattern.startsWith('/') && !pattern.startsWith('//')))
      try {
        if (new URL(pattern.replace(PLACEHOLDER, 'x')).origin != pageOrigin) why = `not on ${pageOrigin}`;
      } catch {
        why = 'not a /path or URL';
      }
    if (why) bad('href-pattern', pattern, why);
  }

  const filtersAttr = attr(el, 'filters');
  // Empty or absent: null, left to the list's length; "none": no control.
  const names = filtersAttr == 'none' ? [] : filtersAttr?.split(',').map((s) => s.trim()).filter(Boolean);
  const filters = filtersAttr ? names!.filter((n): n is Control => (CONTROLS as readonly string[]).includes(n)) : null;
  if (filters && filters.length < names!.length) bad('filters', filtersAttr!, `use ${CONTROLS.join(', ')} or none`);

  const presets: Partial<Record<Facet, string>> = {};
  for (const facet of FACETS) {
    const v = facet == 'type' ? oneOf('type', EMPLOYMENT_TYPES) : attr(el, facet);
    if (v) presets[facet] = v;
  }

  const group = oneOf('group-by', ['department', 'location', 'none']);

  const size = attr(el, 'page-size');
  const pageSize = size ? +size : PAGE_SIZE;
  // NaN fails the range; a fraction leaves a remainder.
  if (!(pageSize >= 10 && pageSize <= 200) || pageSize % 1) bad('page-size', size!, 'use a whole number from 10 to 200');

  const sync = attr(el, 'sync-url');

  return problems.length
    ? { ok: false, problems }
    : {
        ok: true,
        config: {
          org,
          applyInline: apply == 'inline',
          src,
          hrefPattern: pattern,
          emptyText: attr(el, 'empty') || null,
          filters,
          presets,
          groupBy: group == 'none' ? null : (group as Config['groupBy']),
          pageSize,
          syncUrl: sync != null && sync != 'false',
          lang: attr(el, 'lang') || null,
        },
      };
}
