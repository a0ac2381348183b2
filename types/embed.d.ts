// Types for pages that embed embed.js: copy this file (served beside the
// script as {jobs_url}/embed.d.ts, and written to dist/embed.d.ts by the build)
// into your project, or reference it: /// <reference path="./embed.d.ts" />
// A global script, not a module: it adds `SvcJobs` to `window` and the
// widget's events to HTMLElementEventMap, so this type-checks:
//   el.addEventListener('svc-jobs:applied', (e) => track(e.detail.publicId));

/** The `detail` of each event the widget dispatches on a container (they bubble and are composed). */
interface SvcJobsEventMap {
  /** The board replaced the fallback; fires on every successful mount. `count`: openings shown (1 on a detail page). */
  'svc-jobs:ready': { org: string; count: number };
  /** The feed failed or an attribute is bad; the fallback stays. `code`: the API's, or NETWORK, TIMEOUT, MALFORMED, CONFIG. */
  'svc-jobs:error': { org: string; code: string };
  /** A candidate follows a job's link, before navigation. */
  'svc-jobs:job-open': { org: string; publicId: string };
  /** An apply form was shown in place. */
  'svc-jobs:apply-open': { org: string; publicId: string };
  /** The apply form reports a sent application. */
  'svc-jobs:applied': { org: string; publicId: string };
  /** The candidate changed a filter or the search (typing settles first). `count`: matches; never the search text. */
  'svc-jobs:filter': { org: string; count: number };
}

type SvcJobsEventName = keyof SvcJobsEventMap;

/** The container's attributes and their allowed values (for JSX or a templating layer). */
interface SvcJobsAttributes {
  /** Required: your org slug (lowercase letters, digits, single hyphens; not embed, api or assets). */
  'data-svc-jobs': string;
  /** "inline": the apply form opens in place. "link" or absent: applying is a link to the job's board page. */
  'data-apply'?: 'inline' | 'link';
  /** Source attribution, up to 200 characters: ?src= on board links and sent with applications made in place. */
  'data-src'?: string;
  /** A path of your site (optionally with a query) or an absolute URL of your own origin, with {publicId} exactly once and no #. */
  'data-href-pattern'?: string;
  /** The text shown when there are no openings. */
  'data-empty'?: string;
  /** Comma-separated controls above the list: department, location, type, search; or "none". Absent: all four for more than 8 openings. */
  'data-filters'?: string;
  /** Preset: only openings of this department (exactly as in your feed). */
  'data-department'?: string;
  /** Preset: only openings at this location (exactly as in your feed). */
  'data-location'?: string;
  /** Preset: only openings of this employment type. */
  'data-type'?: 'full_time' | 'part_time' | 'contract' | 'internship';
  /** One heading per department or location; default none. */
  'data-group-by'?: 'department' | 'location' | 'none';
  /** Openings rendered at first and per "Show more": a whole number from 10 to 200 (default 50). */
  'data-page-size'?: `${number}` | number;
  /** Present (any value but "false"): filters and search live in the page's query (svc_department, svc_location, svc_type, svc_q). */
  'data-sync-url'?: '' | 'true' | 'false' | boolean;
  /** The board's language when it should differ from the page's: en, de, fr, es, nl, pt (a regional tag uses its base; others are English). */
  'data-lang'?: string;
  /** "none": nothing is stored on the device and no cookie is set, by the board or its apply frame (docs/privacy.md). */
  'data-storage'?: 'none';
}

/** `window.SvcJobs`: the one global embed.js defines. Nothing in it throws into your page. */
interface SvcJobsApi {
  /** Mounts (or retries) one container; resolves to "ready" or "failed", never rejects. Joins a load already under way. */
  mount(el: Element): Promise<'ready' | 'failed'>;
  /** Removes the board (and any JSON-LD it added) and puts the fallback back exactly; discovery then leaves the container alone. */
  unmount(el: Element): void;
  /** Mounts every unmounted container under `root` (default: the document). */
  scan(root?: ParentNode): void;
  /** The script's version, e.g. "3.0.0". */
  readonly version: string;
}

/** Every event as the DOM types it: a CustomEvent carrying its detail. */
type SvcJobsCustomEvents = { [K in keyof SvcJobsEventMap]: CustomEvent<SvcJobsEventMap[K]> };

// On the container, and, as the events bubble, on the document and the window.
interface HTMLElementEventMap extends SvcJobsCustomEvents {}
interface DocumentEventMap extends SvcJobsCustomEvents {}
interface WindowEventMap extends SvcJobsCustomEvents {}

/** `window.SvcJobs`, once embed.js has run (it loads async: check before use, or wait for svc-jobs:ready). */
declare var SvcJobs: SvcJobsApi | undefined;
