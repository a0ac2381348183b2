// parseConfig(element) reads a container's data attributes. Pure: it returns a
// config or the list of problems, and never throws.
import { EMPLOYMENT_TYPES, type EmploymentType } from '../feed/types.ts';

/** The facets a list can be narrowed by (CONTRACT.md "Finding the right job"). */
export const FACETS = ['department', 'location', 'type'] as const;
export type Facet = (typeof FACETS)[number];
export type Control = Facet | 'search';
const CONTROLS: readonly Control[] = [...FACETS, 'search'];

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

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RESERVED = new Set(['embed', 'api', 'assets']);
export const PLACEHOLDER = '{publicId}';
const MAX_SRC = 200;
export const PAGE_SIZE = 50;

function attr(el: Element, name: string): string | null {
  const v = el.getAttribute(name);
  return v === null ? null : v.trim();
}

export function parseConfig(el: Element, pageOrigin: string): ConfigResult {
  const problems: string[] = [];
  const bad = (name: string, v: string, want: string) => problems.push(`${name}="${v}": ${want}`);
  /** An attribute that takes one of a few values; absent or empty is null. */
  const oneOf = (name: string, allowed: readonly string[]): string | null => {
    const v = attr(el, name) || null;
    if (v && !allowed.includes(v)) bad(name, v, `use ${allowed.join(', ')}`);
    return v;
  };
  const org = attr(el, 'data-svc-jobs') ?? '';
  if (!org) problems.push('data-svc-jobs needs your org slug');
  else if (org.length > 50 || !SLUG.test(org) || RESERVED.has(org)) bad('data-svc-jobs', org, 'not an org slug');

  const apply = oneOf('data-apply', ['inline', 'link']);

  const src = attr(el, 'data-src') || null;
  if (src && src.length > MAX_SRC) problems.push(`data-src is over ${MAX_SRC} characters`);

  const pattern = attr(el, 'data-href-pattern') || null;
  const patternProblem = pattern && checkPattern(pattern, pageOrigin);
  if (patternProblem) problems.push(patternProblem);

  const filtersAttr = attr(el, 'data-filters');
  let filters: Control[] | null = null;
  if (filtersAttr === 'none') filters = [];
  else if (filtersAttr) {
    const names = filtersAttr.split(',').map((s) => s.trim()).filter(Boolean);
    filters = names.filter((n): n is Control => (CONTROLS as readonly string[]).includes(n));
    if (filters.length < names.length) bad('data-filters', filtersAttr, `use ${CONTROLS.join(', ')} or none`);
  }

  const presets: Partial<Record<Facet, string>> = {};
  for (const facet of FACETS) {
    const v = facet === 'type' ? oneOf('data-type', EMPLOYMENT_TYPES) : attr(el, `data-${facet}`);
    if (v) presets[facet] = v;
  }

  const group = oneOf('data-group-by', ['department', 'location', 'none']);

  const size = attr(el, 'data-page-size');
  const pageSize = size ? Number(size) : PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 10 || pageSize > 200) bad('data-page-size', size!, 'use a whole number from 10 to 200');

  const sync = attr(el, 'data-sync-url');

  return problems.length
    ? { ok: false, problems }
    : {
        ok: true,
        config: {
          org,
          applyInline: apply === 'inline',
          src,
          hrefPattern: pattern,
          emptyText: attr(el, 'data-empty') || null,
          filters,
          presets,
          groupBy: group === 'none' ? null : (group as Config['groupBy']),
          pageSize,
          syncUrl: sync !== null && sync !== 'false',
          lang: attr(el, 'data-lang') || null,
        },
      };
}

/** A pattern is a path (with an optional query) or an absolute URL of the page's own origin. */
function checkPattern(pattern: string, pageOrigin: string): string | null {
  const bad = `data-href-pattern="${pattern}"`;
  const count = pattern.split(PLACEHOLDER).length - 1;
  if (count !== 1) return `${bad} needs ${PLACEHOLDER} once`;
  if (pattern.includes('#')) return `${bad} has a #`;
  if (pattern.startsWith('/') && !pattern.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(pattern.replace(PLACEHOLDER, 'x'));
  } catch {
    return `${bad} is not a /path or URL`;
  }
  if (url.origin !== pageOrigin) return `${bad} is not on ${pageOrigin}`;
  return null;
}
