// What a board is configured with: the container's attributes as embed/config.ts
// parses them (and the board pages set them). The board and the loader both read
// these; the board owns them, so it imports nothing of the loader.

/** The facets a list can be narrowed by (CONTRACT.md "Finding the right job"). */
export const FACETS = ['department', 'location', 'type'] as const;
export type Facet = (typeof FACETS)[number];
export type Control = Facet | 'search';
export const CONTROLS: readonly Control[] = [...FACETS, 'search'];

export interface Config {
  /** The org slug from data-svc-jobs. */
  org: string;
  /** data-apply="inline": the apply form opens in place. */
  applyInline: boolean;
  /** data-src: source attribution added to board links and applications. */
  src: string | null;
  /** data-href-pattern: keeps clicks on the host site; contains {publicId} once. */
  hrefPattern: string | null;
  /** data-empty: the text shown when there are no openings. */
  emptyText: string | null;
  /** data-filters: the controls a list shows; null leaves it to the list's length. */
  filters: Control[] | null;
  /** data-department, data-location, data-type: a page per team. */
  presets: Partial<Record<Facet, string>>;
  /** data-group-by. */
  groupBy: 'department' | 'location' | null;
  /** data-page-size: openings rendered at first and per "Show more". */
  pageSize: number;
  /** data-sync-url: filters and search live in the page's query. */
  syncUrl: boolean;
  /** data-lang: the board's language tag, as written. */
  lang: string | null;
  /** False with data-storage="none": nothing of this board is kept on the device (docs/privacy.md). */
  store: boolean;
}

/** The token a data-href-pattern holds once, where the job's id goes. */
export const PLACEHOLDER = '{publicId}';
/** Openings rendered at first and per "Show more", without data-page-size. */
export const PAGE_SIZE = 50;

/** What the board tells its host about a job (embed.js turns each into an svc-jobs: event). */
export type JobEvent = 'job-open' | 'apply-open' | 'applied';
/** Tells the host page about a job: its link followed, its apply frame shown, an application sent. */
export type OnJob = (event: JobEvent, publicId: string) => void;
