// A component's props as the container's attributes, by the one rule book
// (board/options.ts, read as every door reads it: snippet/options.ts). A prop
// the board does not know, or a value it refuses, is left out with one
// `[svc-jobs]` warning, and the board renders without it: never no board.
// Browser-safe: the React and Vue components import it on both sides.
import { ATTRIBUTE_ORDER } from '../snippet/snippet.ts';
import { propName, readOptions, type OptionValue } from '../snippet/options.ts';
import type { SvcJobsBoardProps } from './types.ts';

/** Props every component takes besides the options. */
const OWN = new Set(['org', 'jobsUrl', 'html', 'children', 'key', 'ref', 'timeout', 'strict']);

const warned = new Set<string>();

/** One `[svc-jobs]` warning per problem, however often a board renders. */
function warnOnce(text: string): void {
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(`[svc-jobs] <SvcJobsBoard ${text}; left out, the board renders without it`);
}

/** A prop's value as a door's value: text, a number, a flag, or nothing; anything else by its kind (then refused as a value). */
function asOptionValue(value: unknown): OptionValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  // An object or a function: named by its kind (then refused as a value), never stringified.
  return `(${typeof value})`;
}

/** What a component was given, as the rule book reads it: the attributes it takes (data-svc-jobs first, in the snippet's order). */
export function containerOf(props: SvcJobsBoardProps & Record<string, unknown>): Record<string, string> {
  const pairs = Object.entries(props)
    .filter(([name]) => !OWN.has(name))
    .map(([name, value]): [string, OptionValue] => [name, asOptionValue(value)]);
  const { attributes, refused } = readOptions(props.org, pairs, 'prop');
  for (const r of refused)
    if (r.option !== 'svc-jobs')
      warnOnce(r.option ? `${r.key}="${r.value}">: ${r.problem}` : `${r.key}>: no such prop (${r.problem.replace(/^unknown: /, '')})`);
  const out: Record<string, string> = {};
  // The snippet's order, so the server's markup and the client's match attribute for attribute.
  for (const name of ATTRIBUTE_ORDER) {
    const value = attributes[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** The props a board takes (org, jobsUrl and its options' accepted values), without `html` and anything refused. */
export function knownProps(props: SvcJobsBoardProps & Record<string, unknown>): SvcJobsBoardProps {
  const known: SvcJobsBoardProps & Record<string, unknown> = { org: props.org, jobsUrl: props.jobsUrl };
  for (const [attribute, value] of Object.entries(containerOf(props)))
    if (attribute !== 'data-svc-jobs') known[propName(attribute.slice('data-'.length))] = attribute === 'data-sync-url' ? true : value;
  return known;
}

/** The board's attributes for the Node API: the container's, less data-svc-jobs (the API's `org`). */
export function apiAttributes(container: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(container).filter(([name]) => name !== 'data-svc-jobs'));
}

export { propName };
