// The live snippet's request (CONTRACT.md "The builder, the live snippet and
// the package"): `{jobs_url}/{orgSlug}/embed.html?department=…&accent=%23…`
// as the container's attributes, or the one parameter that is wrong. The
// parameters are the attributes' names less `data-` (ATTRIBUTE_ORDER, one
// list) and `accent`; values are held to the widget's own rules
// (embed/config.ts parseConfig), the language to the six catalogs. Pure, so
// the demo host and the package's server code share it.
import { PLACEHOLDER } from '../board/options.ts';
import { parseConfig } from '../embed/config.ts';
import { isHexColor } from '../lib/hex.ts';
import { isLang } from '../ui/i18n/page-lang.ts';
import { ATTRIBUTE_ORDER, type SnippetAttribute, type SnippetAttributes } from './snippet.ts';

/** The brand colour's parameter (the CLI's --accent). */
export const ACCENT_PARAMETER = 'accent';

/**
 * The contract names `data-filters` as `controls` in its list of parameters;
 * the rule "the attribute's name less data-" gives `filters`. Both are taken.
 */
const ALIASES: Readonly<Record<string, SnippetAttribute>> = { controls: 'data-filters' };

/** Every parameter the live snippet takes, the attributes' names less `data-`, then `accent`. */
export const LIVE_PARAMETERS: readonly string[] = [
  ...ATTRIBUTE_ORDER.filter((a) => a !== 'data-svc-jobs').map((a) => a.slice('data-'.length)),
  ...Object.keys(ALIASES),
  ACCENT_PARAMETER,
];

export interface LiveRequest {
  attributes: SnippetAttributes;
  accent: string | null;
}

export interface LiveProblem {
  /** The parameter at fault, as the request spelt it. */
  parameter: string;
  message: string;
}

function attributeOf(parameter: string): SnippetAttribute | null {
  const aliased = ALIASES[parameter];
  if (aliased) return aliased;
  const name = `data-${parameter}`;
  return name !== 'data-svc-jobs' && (ATTRIBUTE_ORDER as readonly string[]).includes(name) ? (name as SnippetAttribute) : null;
}

/**
 * The attributes a query asks for, or its first problem: a parameter the
 * contract does not know, one given twice, or a value the widget would refuse.
 * `org` is the slug of the path (checked by the caller, which knows the orgs).
 */
export function parseLiveQuery(org: string, params: URLSearchParams): LiveRequest | LiveProblem {
  const attributes: SnippetAttributes = { 'data-svc-jobs': org };
  const parameterOf = new Map<SnippetAttribute, string>();
  let accent: string | null = null;
  const seen = new Set<string>();
  for (const [parameter, value] of params) {
    if (seen.has(parameter)) return { parameter, message: 'given more than once' };
    seen.add(parameter);
    if (parameter === ACCENT_PARAMETER) {
      if (!isHexColor(value)) return { parameter, message: 'use #rgb or #rrggbb' };
      accent = value;
      continue;
    }
    const name = attributeOf(parameter);
    if (!name) return { parameter, message: `unknown: use ${LIVE_PARAMETERS.join(', ')}` };
    if (parameterOf.has(name)) return { parameter, message: `the same attribute as ${parameterOf.get(name) ?? ''}` };
    parameterOf.set(name, parameter);
    attributes[name] = value;
  }
  const pattern = attributes['data-href-pattern']?.trim();
  if (pattern && !/^(?:https?:|\/)/i.test(pattern) && /^[a-z][a-z0-9+.-]*:/i.test(pattern))
    return {
      parameter: parameterOf.get('data-href-pattern') ?? 'href-pattern',
      message: `data-href-pattern="${pattern}": not a /path or http(s) URL`,
    };
  const lang = attributes['data-lang']?.trim();
  if (lang && !isLang(lang)) return { parameter: parameterOf.get('data-lang') ?? 'lang', message: 'use en, de, fr, es, nl or pt' };
  // The widget checks an absolute href-pattern against the host page's origin, which a server cannot know:
  // the pattern's own origin stands in for it, so only that one rule is lifted.
  const result = parseConfig({ getAttribute: (n) => attributes[n as SnippetAttribute] ?? null }, patternOrigin(attributes));
  if (!result.ok) {
    const [problem = ''] = result.problems;
    const name = /^(data-[a-z-]+)/.exec(problem)?.[1] as SnippetAttribute | undefined;
    return { parameter: (name && parameterOf.get(name)) ?? name?.slice('data-'.length) ?? '', message: problem };
  }
  return { attributes, accent };
}

/** An absolute http(s) pattern's origin; anything else matches no origin (a path needs none). */
function patternOrigin(attributes: SnippetAttributes): string {
  try {
    const url = new URL((attributes['data-href-pattern'] ?? '').trim().replace(PLACEHOLDER, 'x'));
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // A path, or not a URL at all: parseConfig says which.
  }
  return 'https://page.invalid';
}

export const isLiveProblem = (r: LiveRequest | LiveProblem): r is LiveProblem => 'parameter' in r;
