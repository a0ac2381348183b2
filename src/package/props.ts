// A component's props as the container's attributes: the board's attribute
// list (snippet/snippet.ts ATTRIBUTE_ORDER), each less `data-` and in
// camelCase (types/package/attributes.d.ts types them from the same list).
// Browser-safe: the React and Vue components import it on both sides.
import { ATTRIBUTE_ORDER, type SnippetAttribute } from '../snippet/snippet.ts';
import type { BoardAttribute, SvcJobsBoardProps } from '../../types/package/attributes.d.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** The published types' attribute list is ATTRIBUTE_ORDER's (less data-svc-jobs, the `org` prop): tsc fails where they differ. */
export type OneAttributeList = Holds<Same<BoardAttribute, Exclude<SnippetAttribute, 'data-svc-jobs'>>>;

/** `data-href-pattern` → `hrefPattern`. */
export const propName = (attribute: SnippetAttribute): string =>
  attribute.slice('data-'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const BY_PROP = new Map(ATTRIBUTE_ORDER.filter((a) => a !== 'data-svc-jobs').map((a) => [propName(a), a]));

/** Props every component takes besides the attributes. */
const OWN = new Set(['org', 'jobsUrl', 'html', 'children', 'key', 'ref']);

const warned = new Set<string>();

/** One `[svc-jobs]` warning per unknown prop name, however often a board renders. */
function warnOnce(name: string): void {
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`[svc-jobs] <SvcJobsBoard> has no prop "${name}": left out (props: org, jobsUrl, ${[...BY_PROP.keys()].join(', ')})`);
}

/**
 * The container's attributes for a component's props, data-svc-jobs first, as
 * the snippet writes them; an unknown prop is left out with one warning.
 */
export function containerOf(props: SvcJobsBoardProps & Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = { 'data-svc-jobs': props.org };
  for (const [name, value] of Object.entries(props)) {
    if (OWN.has(name)) continue;
    const attribute = BY_PROP.get(name);
    if (!attribute) {
      warnOnce(name);
      continue;
    }
    if (value === true) out[attribute] = '';
    else if (typeof value === 'string' || typeof value === 'number') out[attribute] = String(value);
  }
  // The snippet's order, so the server's markup and the client's match attribute for attribute.
  return Object.fromEntries(ATTRIBUTE_ORDER.filter((a) => a in out).map((a) => [a, out[a] ?? '']));
}

/** The props a board knows (org, jobsUrl and the attributes'), without `html` and anything unknown. */
export function knownProps(props: SvcJobsBoardProps & Record<string, unknown>): SvcJobsBoardProps {
  const known: SvcJobsBoardProps = { org: props.org, jobsUrl: props.jobsUrl };
  for (const [name, value] of Object.entries(props)) if (BY_PROP.has(name)) Object.assign(known, { [name]: value });
  return known;
}

/** The board's attributes for the Node API: the container's, less data-svc-jobs (the API's `org`). */
export function apiAttributes(container: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(container).filter(([name]) => name !== 'data-svc-jobs'));
}
