// parseConfig(element) reads a container's data attributes. Pure: it returns a
// config or the list of problems, and never throws.
import { CONTROLS, FACETS, PAGE_SIZE, PLACEHOLDER, type Config, type Control, type Facet } from '../board/options.ts';
import { isOrgSlug } from '../feed/paths.ts';
import { EMPLOYMENT_TYPES } from '../feed/types.ts';

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

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
  if (!isOrgSlug(org)) bad('svc-jobs', org, org ? 'not an org slug' : 'needs your org slug');

  const apply = oneOf('apply', ['inline', 'link']);

  const src = attr(el, 'src') || null;
  if (src && src.length > 200) problems.push('data-src is over 200 characters');

  const pattern = attr(el, 'href-pattern') || null;
  // A path (with an optional query) or an absolute URL of the page's own origin.
  if (pattern) {
    let why = pattern.split(PLACEHOLDER).length !== 2 ? 'needs {publicId} once' : pattern.includes('#') ? 'has a #' : '';
    if (!why && !(pattern.startsWith('/') && !pattern.startsWith('//')))
      try {
        if (new URL(pattern.replace(PLACEHOLDER, 'x')).origin !== pageOrigin) why = `not on ${pageOrigin}`;
      } catch {
        why = 'not a /path or URL';
      }
    if (why) bad('href-pattern', pattern, why);
  }

  const filtersAttr = attr(el, 'filters');
  // Empty or absent: null, left to the list's length; "none": no control.
  const names =
    filtersAttr === 'none'
      ? []
      : filtersAttr
          ?.split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  let filters: Control[] | null = null;
  if (filtersAttr && names) {
    filters = names.filter((n): n is Control => (CONTROLS as readonly string[]).includes(n));
    if (filters.length < names.length) bad('filters', filtersAttr, `use ${CONTROLS.join(', ')} or none`);
  }

  const presets: Partial<Record<Facet, string>> = {};
  for (const facet of FACETS) {
    const v = facet === 'type' ? oneOf('type', EMPLOYMENT_TYPES) : attr(el, facet);
    if (v) presets[facet] = v;
  }

  const group = oneOf('group-by', ['department', 'location', 'none']);

  const size = attr(el, 'page-size');
  const pageSize = size ? +size : PAGE_SIZE;
  // NaN fails the range; a fraction leaves a remainder.
  if (size && (!(pageSize >= 10 && pageSize <= 200) || pageSize % 1)) bad('page-size', size, 'use a whole number from 10 to 200');

  const sync = attr(el, 'sync-url');

  // Anything but "none" is a problem, never a board that stores: a typo must not store what a site promised it would not.
  const storage = oneOf('storage', ['none']);

  return problems.length
    ? { ok: false, problems }
    : {
        ok: true,
        config: {
          org,
          applyInline: apply === 'inline',
          src,
          hrefPattern: pattern,
          emptyText: attr(el, 'empty') || null,
          filters,
          presets,
          groupBy: group === 'none' ? null : (group as Config['groupBy']),
          pageSize,
          syncUrl: sync != null && sync !== 'false',
          lang: attr(el, 'lang') || null,
          store: !storage,
        },
      };
}
