// parseConfig(element) reads a container's data attributes by the one rule
// book (board/options.ts). Pure: it returns a config or the list of problems,
// and never throws.
import { CONTROLS, FACETS, OPTION_NAMES, PAGE_SIZE, optionProblem, type Config, type Control, type OptionName } from './options.ts';
import { isOrgSlug } from '../feed/paths.ts';

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

export function parseConfig(el: Pick<Element, 'getAttribute'>, pageOrigin: string | null): ConfigResult {
  const problems: string[] = [];
  const org = el.getAttribute('data-svc-jobs')?.trim() ?? '';
  if (!isOrgSlug(org)) problems.push(`data-svc-jobs="${org}": ${org ? 'not an org slug' : 'needs your org slug'}`);
  /** Each option's value, trimmed: absent is undefined. */
  const values: Partial<Record<OptionName, string>> = {};
  for (const name of OPTION_NAMES) {
    const value = el.getAttribute(`data-${name}`)?.trim();
    const problem = value === undefined ? '' : optionProblem(name, value, { pageOrigin });
    if (problem) problems.push(`data-${name}="${value}": ${problem}`);
    values[name] = value;
  }
  if (problems.length) return { ok: false, problems };
  const filters = values.filters;
  const group = values['group-by'];
  return {
    ok: true,
    config: {
      org,
      applyInline: values.apply === 'inline',
      src: values.src || null,
      hrefPattern: values['href-pattern'] || null,
      emptyText: values.empty || null,
      // Empty or absent: null, left to the list's length; "none": no control.
      filters: filters ? filters.split(',').flatMap((n) => CONTROLS.filter((c: Control) => c === n.trim())) : null,
      presets: Object.fromEntries(FACETS.filter((f) => values[f]).map((f) => [f, values[f]])),
      groupBy: group === 'department' || group === 'location' ? group : null,
      pageSize: values['page-size'] ? +values['page-size'] : PAGE_SIZE,
      syncUrl: values['sync-url'] !== undefined && values['sync-url'] !== 'false',
      lang: values.lang || null,
      store: !values.storage,
    },
  };
}
