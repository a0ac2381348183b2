// svc-jobs: the Node API (the snippet and the board pages written ahead), for
// build steps and servers. The commands (`svc-jobs snippet|pages`) print what
// these return.
import type { BoardAttribute, BoardProp, SvcJobsBoardProps } from './attributes.js';

export type { BoardAttribute, BoardProp, SvcJobsBoardProps };

/** Attributes by their name, with or without `data-` (`department` or `data-department`). */
export type Attributes = Partial<
  Record<BoardAttribute | (BoardAttribute extends `data-${infer R}` ? R : never), string | number | boolean | null>
>;

export interface SnippetOptions {
  /** The brand colour, `#rgb` or `#rrggbb` (--accent). */
  accent?: string | null;
  /** A list of the openings instead of the board written ahead (--plain). */
  plain?: boolean;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * The snippet `svc-jobs snippet <jobsUrl> <org> …` prints (its stdout is this
 * string and a line break). Rejects for an unknown attribute or when the feed
 * cannot be read.
 */
export function renderSnippet(jobsUrl: string, org: string, attributes?: Attributes, options?: SnippetOptions): Promise<string>;

/** A container with the board written ahead, in parts: for a component that renders the container itself. */
export interface BoardAhead {
  /** The container's attributes (data-svc-jobs first), as the snippet writes them. */
  attributes: Record<string, string>;
  /** The container's content: the board in a declarative shadow root. */
  html: string;
  /** The CSP source a strict `style-src` adds for the board's `<style>`. */
  styleHash: string;
}

/** The board written ahead for a container, as the snippet's container holds it. Rejects as {@link renderSnippet}. */
export function renderBoardAhead(
  jobsUrl: string,
  org: string,
  attributes?: Attributes,
  options?: Pick<SnippetOptions, 'fetch'>,
): Promise<BoardAhead>;

export interface WriteOptions {
  jobsUrl: string;
  org: string;
  outDir: string;
  /** en, de, fr, es, nl or pt (default en). */
  lang?: 'en' | 'de' | 'fr' | 'es' | 'nl' | 'pt';
  /** Your own site's job pages, an absolute URL with {publicId}: their sitemap is written too (<org>/pattern-sitemap.xml). */
  pattern?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface Written {
  /** The files written, relative to outDir. */
  files: string[];
  /** The job pages removed (jobs since closed). */
  removed: string[];
  /** Feed items with an id no static path can carry (left out). */
  skipped: string[];
  /** What a strict CSP on these pages adds to style-src. */
  styleHashes: string[];
  /** The logo's origin, for img-src, when it is another host. */
  imageOrigin: string | null;
  /** <outdir>/_headers: written, or left as it was because it is the site's own. */
  headers: 'written' | 'not ours';
}

/** What `svc-jobs pages <jobsUrl> <org> <outDir>` writes: the org's board pages, brand.css, sitemap, embed.html and _headers. */
export function writeBoardPages(options: WriteOptions): Promise<Written>;
