// The live snippet's request (docs/written-ahead.md "The live snippet"):
// `{jobs_url}/{orgSlug}/embed.html?department=…&accent=%23…`
// as the container's attributes, or the one parameter that is wrong. The
// parameters are the options' names (the rule book, board/options.ts, read by
// snippet/options.ts as every door reads it) and `accent`. Pure, so the demo
// host, the builder and the package's server code share it.
import { boardUrl } from '../feed/paths.ts';
import { accentProblem, namesAt, readOptions, refusalText } from './options.ts';
import type { SnippetAttributes } from './snippet.ts';

/** The brand colour's parameter (the CLI's --accent). */
export const ACCENT_PARAMETER = 'accent';

/** Every parameter the live snippet takes: the options' names, `controls` (filters), then `accent`. */
export const LIVE_PARAMETERS: readonly string[] = [...namesAt('query'), ACCENT_PARAMETER];

/**
 * The longest value the live snippet takes for any parameter. Its query is
 * anyone's and its answer is kept and shared, and some values are written
 * into every opening's link (`src`, `href-pattern`): a cap bounds what one
 * request can make the server write and keep. Only this door caps them all
 * (`src` is capped by the rule book at every door, with the same figure): a
 * container's attributes are the company's own page, and embed.js pays for
 * each rule in bytes.
 */
export const LIVE_VALUE_MAX = 200;

export interface LiveRequest {
  attributes: SnippetAttributes;
  accent: string | null;
}

export interface LiveProblem {
  /** The parameter at fault, as the request spelt it. */
  parameter: string;
  message: string;
}

/**
 * The attributes a query asks for, or its first problem: a parameter the
 * contract does not know, one given twice, a value the rule book refuses, or
 * one over LIVE_VALUE_MAX characters.
 * `org` is the slug of the path (checked by the caller, which knows the orgs).
 */
export function parseLiveQuery(org: string, params: URLSearchParams): LiveRequest | LiveProblem {
  const accents = params.getAll(ACCENT_PARAMETER);
  const [accent = null] = accents;
  if (accents.length > 1) return { parameter: ACCENT_PARAMETER, message: 'given more than once' };
  if (accent !== null && accentProblem(accent)) return { parameter: ACCENT_PARAMETER, message: accentProblem(accent) };
  const options = [...params].filter(([name]) => name !== ACCENT_PARAMETER);
  const { attributes, refused } = readOptions(org, options, 'query');
  const [first] = refused;
  if (first) return { parameter: first.key, message: first.option ? refusalText(first) : `unknown: use ${LIVE_PARAMETERS.join(', ')}` };
  // After the rule book, so a value it refuses (src over 200) reads as at every other door.
  const long = options.find(([, value]) => value.length > LIVE_VALUE_MAX);
  if (long) return { parameter: long[0], message: `over ${LIVE_VALUE_MAX} characters` };
  return { attributes, accent };
}

export const isLiveProblem = (r: LiveRequest | LiveProblem): r is LiveProblem => 'parameter' in r;

/**
 * The live snippet's URL for a container's attributes (data-svc-jobs first):
 * the org in the path, each other attribute as its parameter, `data-` left out.
 * What a component fetches on a client-side route (package/vue-board.ts).
 */
export function liveSnippetUrl(jobsUrl: string, container: Readonly<Record<string, string>>): string {
  const { 'data-svc-jobs': org = '', ...options } = container;
  // A jobs URL with a path (https://example.com/jobs) keeps it: the org goes under it.
  const url = new URL(`${boardUrl(jobsUrl, encodeURIComponent(org))}/embed.html`);
  for (const [attribute, value] of Object.entries(options)) url.searchParams.set(attribute.replace(/^data-/, ''), value);
  return url.href;
}
