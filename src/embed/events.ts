// Every public event the widget dispatches, in one typed map. They fire on the
// container, bubble, cross shadow boundaries (composed) and never carry
// personal data.

export interface SvcJobsEventMap {
  /** The board replaced the fallback; fires again on every successful mount. `count`: openings shown (1 in a detail view). */
  'svc-jobs:ready': { org: string; count: number };
  /** The feed could not be loaded or an attribute is bad; the fallback stays. */
  'svc-jobs:error': { org: string; code: string };
  /** A candidate opened a job (followed its link or expanded it), before navigation. */
  'svc-jobs:job-open': { org: string; publicId: string };
  /** An apply frame was shown. */
  'svc-jobs:apply-open': { org: string; publicId: string };
  /** The apply frame reported a submitted application. */
  'svc-jobs:applied': { org: string; publicId: string };
  /** Filters or search changed (typing settles first); `count`: the openings that match. Never the search text. */
  'svc-jobs:filter': { org: string; count: number };
}

export type SvcJobsEventName = keyof SvcJobsEventMap;

export function emit<K extends SvcJobsEventName>(el: Element, name: K, detail: SvcJobsEventMap[K]): void {
  el.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
