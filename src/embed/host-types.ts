// What a host page type-checks against: the source of dist/embed.d.ts (and the
// package's `svc-jobs/embed`), which scripts/host-types.ts writes from here as
// a global script. The events and window.SvcJobs are the widget's own
// declarations; the container's attributes are made from the rule book
// (board/options.ts), so an option added there is an attribute here, or a
// type error until its words below say what it does. Types only: no code.
import type { OptionName, RuleOf } from '../board/options.ts';

export type { SvcJobsEventMap, SvcJobsEventName } from './events.ts';
export type { SvcJobsApi } from './api.ts';

/**
 * What each option does, as a host reads it on its attribute: one entry per
 * option of the rule book, no more, no less (checked below).
 */
export interface AttributeWords {
  /** "inline": the apply form opens in place. "link" or absent: applying is a link to the job's board page. */
  apply: unknown;
  /** Source attribution, up to 200 characters: ?src= on board links and sent with applications made in place. */
  src: unknown;
  /** A path of your site (optionally with a query) or an absolute URL of your own origin, with {publicId} exactly once and no #. */
  'href-pattern': unknown;
  /** The text shown when there are no openings. */
  empty: unknown;
  /** Comma-separated controls above the list: department, location, type, search; or "none". Absent: all four for more than 8 openings. */
  filters: unknown;
  /** Preset: only openings of this department (exactly as in your feed). */
  department: unknown;
  /** Preset: only openings at this location (exactly as in your feed). */
  location: unknown;
  /** Preset: only openings of this employment type. */
  type: unknown;
  /** One heading per department or location; default none. */
  'group-by': unknown;
  /** Openings rendered at first and per "Show more": a whole number from 10 to 200 (default 50). */
  'page-size': unknown;
  /** Present (any value but "false"): filters and search live in the page's query (svc_department, svc_location, svc_type, svc_q). */
  'sync-url': unknown;
  /** The board's language when it should differ from the page's: en, de, fr, es, nl, pt (a regional tag uses its base; others are English). */
  lang: unknown;
  /** "none": nothing is stored on the device and no cookie is set, by the board or its apply frame (docs/privacy.md). */
  storage: unknown;
}

/** Each option has its words, and nothing else has: otherwise this is a type error. */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type EveryOptionHasWords = Holds<Exactly<keyof AttributeWords, OptionName>>;

/**
 * An attribute's values as a page writes them: the option's own set where it
 * has one; a flag present or "false"; a number as text or a number (JSX). The
 * controls and a language tag stay text: the widget trims the list, and shows
 * English for a language it has no words for.
 */
type AttributeValue<N extends OptionName> = N extends 'filters' | 'lang'
  ? string
  : RuleOf<N> extends { values: readonly (infer V)[] }
    ? V
    : RuleOf<N> extends { flag: true }
      ? '' | 'true' | 'false' | boolean
      : RuleOf<N> extends { number: true }
        ? `${number}` | number
        : string;

/** The container's attributes and their allowed values (for JSX or a templating layer). */
export type SvcJobsAttributes = {
  /** Required: your org slug (lowercase letters, digits, single hyphens; not embed, api or assets). */
  'data-svc-jobs': string;
} & { [N in OptionName as `data-${N}`]?: AttributeValue<N> };
