// Every public event the widget dispatches, in one typed map. They fire on the
// container, bubble, cross shadow boundaries (composed) and never carry
// personal data.

/** The `detail` of each event the widget dispatches on a container (they bubble and are composed). */
export interface SvcJobsEventMap {
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

export type SvcJobsEventName = keyof SvcJobsEventMap;

export function emit<K extends SvcJobsEventName>(el: Element, name: K, detail: SvcJobsEventMap[K]): void {
  el.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
