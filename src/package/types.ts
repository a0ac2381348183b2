// The package's public types, made from the rule book (board/options.ts) by
// the compiler: a component's props are the options in camelCase with their
// values, so a prop or value the widget refuses is a type error. The build
// emits lib/*.d.ts from this source (scripts/package-types.ts); nothing here
// is copied by hand. Types only: no code, no import of the board's code.
import type { Control, OptionName, RuleOf } from '../board/options.ts';
import type { Lang } from '../ui/i18n/langs.ts';

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;

/** `href-pattern` → `hrefPattern`. */
export type BoardProp<N extends OptionName = OptionName> = Camel<N>;

/** data-filters: the controls, comma-separated (up to all four), or none. */
type ControlList = Control | `${Control},${Control}` | `${Control},${Control},${Control}` | `${Control},${Control},${Control},${Control}`;

/** The values an option takes, as a prop or an attribute value of the Node API. */
export type OptionValueOf<N extends OptionName> = N extends 'filters'
  ? 'none' | ControlList
  : N extends 'lang'
    ? Lang | `${Lang}-${string}`
    : RuleOf<N> extends { values: readonly (infer V)[] }
      ? V
      : RuleOf<N> extends { flag: true }
        ? boolean
        : RuleOf<N> extends { number: true }
          ? number | `${number}`
          : string;

/** The board's options as props: camelCase, each with its values; null or absent is not set. */
export type BoardOptions = { [N in OptionName as Camel<N>]?: OptionValueOf<N> | null };

/**
 * Names that look like props but are not: the container's attributes
 * (`data-apply`) and the options' hyphenated names (`group-by`). JSX never
 * checks a hyphenated name a type does not declare, so they are declared as
 * never: written on a component, each is a type error instead of a prop silently left out.
 */
export type NotProps = { [N in OptionName | 'svc-jobs' as `data-${N}`]?: never } & {
  [N in OptionName as N extends `${string}-${string}` ? N : never]?: never;
};

/**
 * How a server door reads the feed (the components' server render, the Node
 * API): not options of the board, so not attributes of its container.
 */
export type ServerOptions = {
  /**
   * The feed read's deadline in ms, tries included (default 3000). Past it the
   * last good board this process kept is written, else the container's fallback.
   */
  timeout?: number;
  /**
   * Fail instead of writing a board without its openings when the feed cannot
   * be read and nothing is kept (a component throws, the Node API rejects): for
   * static builds and ISR, which then keep the page they had.
   */
  strict?: boolean;
};

/** A component's props: the org, the jobs host, the board's options, and how its server render reads the feed. */
export type SvcJobsBoardProps = {
  /** Your org slug (data-svc-jobs). */
  org: string;
  /** {jobs_url}, the jobs host embed.js and the feed come from, e.g. https://jobs.example. */
  jobsUrl: string;
} & BoardOptions &
  ServerOptions;

/** The Node API's attributes: by the option's name, with or without `data-`. */
export type Attributes = { [N in OptionName as N | `data-${N}`]?: OptionValueOf<N> | null };

export interface SnippetOptions extends ServerOptions {
  /** The brand colour, `#rgb` or `#rrggbb` (--accent). */
  accent?: string | null;
  /** A list of the openings instead of the board written ahead (--plain). */
  plain?: boolean;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** A container with the board written ahead, in parts: for a component that renders the container itself. */
export interface BoardAhead {
  /** The container's attributes (data-svc-jobs first), as the snippet writes them. */
  attributes: Record<string, string>;
  /** The container's content: the board in a declarative shadow root. */
  html: string;
  /** The CSP source a strict `style-src` adds for the board's `<style>` (empty when `ahead` is false: no style). */
  styleHash: string;
  /**
   * False when the feed could not be read and nothing was kept (never with
   * `strict`, which rejects then): `html` is a link to the org's board page.
   */
  ahead: boolean;
}

export interface PagesOptions {
  jobsUrl: string;
  org: string;
  outDir: string;
  /** en, de, fr, es, nl or pt (default en). */
  lang?: Lang;
  /** Your own site's job pages, an absolute URL with {publicId}: their sitemap is written too (<org>/pattern-sitemap.xml). */
  pattern?: string;
  /** Each read's deadline in ms, tries included (default 3000). The pages are the board: an unreadable feed always rejects. */
  timeout?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}
