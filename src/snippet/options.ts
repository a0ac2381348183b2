// The board's options as the doors outside embed.js spell them (one rule book,
// board/options.ts): the CLI's `name=value` (`data-` may be left out),
// the live snippet's query (`name=value`, `controls` for filters, as the
// contract lists it), the Node API's attributes object (either name), the
// components' camelCase props, the builder's form. Each door turns what it was
// given into [key, value] pairs; readOptions checks them by the one rule book
// (board/options.ts), so every door accepts and refuses the same values with
// the same words. Never in embed.js (parseConfig reads the attributes there).
import { OPTION_NAMES, optionNamed, optionProblem, OPTIONS, type OptionContext, type OptionName } from '../board/options.ts';
import { isOrgSlug } from '../feed/paths.ts';
import { isHexColor } from '../lib/hex.ts';
import type { SnippetAttributes } from './snippet.ts';

/** How a door spells an option's name. */
export type Spelling = 'cli' | 'query' | 'prop';

/** `href-pattern` → `hrefPattern`. */
export const propName = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const BY_PROP = new Map(OPTION_NAMES.map((name) => [propName(name), name]));

/** The contract's query name for filters (its list of parameters says `controls`). */
const ALIASES: Readonly<Record<string, OptionName>> = { controls: 'filters' };

/** The option a key means at a door, or null: never a name only Object.prototype has. */
export function optionFor(key: string, spelling: Spelling): OptionName | null {
  if (spelling === 'prop') return BY_PROP.get(key) ?? null;
  const name = spelling === 'cli' && key.startsWith('data-') ? key.slice('data-'.length) : key;
  return optionNamed(name) ?? (Object.hasOwn(ALIASES, name) ? (ALIASES[name] ?? null) : null);
}

/** Every name a door takes, for the "unknown" problem. */
export function namesAt(spelling: Spelling): string[] {
  return spelling === 'prop' ? [...BY_PROP.keys()] : [...OPTION_NAMES, ...(spelling === 'query' ? Object.keys(ALIASES) : [])];
}

/** A value a door refused (or a key it does not know), with the words every door uses. */
export interface Refusal {
  /** The key as the door was given it. */
  key: string;
  /** The option it names (`svc-jobs`: the org; null: unknown). */
  option: OptionName | 'svc-jobs' | null;
  value: string;
  problem: string;
}

/** How a refusal reads at the attribute-naming doors: as embed.js logs it (`data-page-size="5": use …`). */
export const refusalText = (r: Refusal): string => (r.option ? `data-${r.option}="${r.value}": ${r.problem}` : `${r.key}: ${r.problem}`);

/** A value as a door may give it: text, a number (page-size), a boolean (a flag), or nothing (not set). */
export type OptionValue = string | number | boolean | null | undefined;

/** The value as an attribute carries it: trimmed; a flag set by `true` or a bare name is ''; false and null are unset. */
function asAttribute(name: OptionName, value: OptionValue): string | null {
  if (value === null || value === undefined || value === false) return null;
  if (value === true) return name === 'sync-url' ? '' : 'true';
  return String(value).trim();
}

export interface ReadOptions {
  /** The attributes accepted, data-svc-jobs first. */
  attributes: SnippetAttributes;
  refused: Refusal[];
}

/**
 * A door's options, by the rule book: every known key with a value the table
 * takes becomes its attribute; an unknown key, a key given twice and a refused
 * value are refusals (and left out). The org is checked too.
 */
export function readOptions(
  org: string,
  pairs: Iterable<readonly [string, OptionValue]>,
  spelling: Spelling,
  ctx: OptionContext = { pageOrigin: null },
): ReadOptions {
  const attributes: SnippetAttributes = { 'data-svc-jobs': org };
  const refused: Refusal[] = [];
  if (!isOrgSlug(org))
    refused.push({ key: 'org', option: 'svc-jobs', value: org, problem: org ? 'not an org slug' : 'needs your org slug' });
  const seen = new Set<OptionName>();
  for (const [key, raw] of pairs) {
    const option = optionFor(key, spelling);
    if (!option) {
      refused.push({ key, option, value: String(raw ?? ''), problem: `unknown: use ${namesAt(spelling).join(', ')}` });
      continue;
    }
    const value = asAttribute(option, raw);
    if (seen.has(option)) refused.push({ key, option, value: value ?? '', problem: 'given more than once' });
    else if (value !== null) {
      seen.add(option);
      const problem = optionProblem(option, value, ctx);
      if (problem) refused.push({ key, option, value, problem });
      else attributes[`data-${option}`] = value;
    }
  }
  return { attributes, refused };
}

/** The brand colour (--accent, `accent`, the builder's colour): #rgb or #rrggbb, or the problem. */
export const accentProblem = (accent: string): string => (isHexColor(accent) ? '' : 'use #rgb or #rrggbb');

/** The values an option offers a form (the builder's choices), or null when it takes free text. */
export function choicesOf(name: OptionName): readonly string[] | null {
  const rule = OPTIONS.find(([n]) => n === name)?.[1];
  return rule && 'values' in rule ? rule.values : null;
}
