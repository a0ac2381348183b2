// embed.js boot. Runs once per page however often the script is included:
// the first copy defines window.SvcJobs; any later copy (any version) only scans.
import { visitSource } from '../board/attribution.ts';
import { warn } from '../log.ts';
import { createApi, type SvcJobsApi } from './api.ts';
import { observeContainers } from './discovery.ts';

declare global {
  interface Window {
    SvcJobs?: SvcJobsApi;
  }
}

try {
  if (window.SvcJobs) window.SvcJobs.scan();
  else {
    // What a board cannot do without (CONTRACT "Browsers"): in a browser
    // missing shadow roots, their adopted stylesheets or fetch, this throws
    // before anything is defined, and the catch below warns once: every
    // fallback stays as it is and there is no SvcJobs.
    if (!('attachShadow' in Element.prototype && 'adoptedStyleSheets' in ShadowRoot.prototype && 'fetch' in window))
      throw new Error('this browser lacks shadow roots, adopted stylesheets or fetch');
    const { api, discovered, removed } = createApi({
      // {jobs_url}: the origin this script was loaded from (the last embed.js where currentScript is unknown).
      jobsOrigin: new URL(
        (document.currentScript as HTMLScriptElement | null)?.src ||
          [...document.querySelectorAll<HTMLScriptElement>('script[src*="/embed.js"]')].pop()?.src ||
          location.href,
      ).origin,
      pageOrigin: location.origin,
    });
    Object.defineProperty(window, 'SvcJobs', { value: Object.freeze(api), enumerable: true });
    // The containers mount in a task after the script's own evaluation: on a
    // phone, compiling the script and starting a board are each a long task's worth.
    setTimeout(() => api.scan());
    observeContainers(discovered, removed);
  }
  // Every page of the visit that loads embed.js, with a container or not, may be
  // where it landed: remember its source (no request is made for it), in a task
  // of its own, as a page's first sessionStorage access can take a while. After
  // the requests: a timer set from a task after the scan's, so it follows the
  // task the scan's mounts set for their requests.
  setTimeout(() => setTimeout(visitSource));
} catch (e) {
  warn('could not start', e);
}
