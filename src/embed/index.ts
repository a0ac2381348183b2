// embed.js boot. Runs once per page however often the script is included:
// the first copy defines window.SvcJobs; any later copy (any version) only scans.
import { error } from '../log.ts';
import { createApi, type SvcJobsApi } from './api.ts';
import { visitSource } from './attribution.ts';
import { observeContainers } from './discovery.ts';

declare global {
  interface Window {
    SvcJobs?: SvcJobsApi;
  }
}

/** {jobs_url}: the origin this script was loaded from. */
function ownOrigin(): string {
  const current = document.currentScript;
  const src =
    current instanceof HTMLScriptElement && current.src
      ? current.src
      : [...document.querySelectorAll<HTMLScriptElement>('script[src*="/embed.js"]')].pop()?.src;
  return new URL(src ?? location.href).origin;
}

function boot(): void {
  const { api, discovered, removed } = createApi({ jobsOrigin: ownOrigin(), pageOrigin: location.origin });
  Object.defineProperty(window, 'SvcJobs', { value: Object.freeze(api), enumerable: true });
  api.scan();
  observeContainers(discovered, removed);
}

try {
  // Every page of the visit that loads embed.js, with a container or not, may be
  // where it landed: remember its source (no request is made for it), in a task
  // of its own, as a page's first sessionStorage access can take a while.
  setTimeout(visitSource);
  if (window.SvcJobs) window.SvcJobs.scan();
  else boot();
} catch (e) {
  error('could not start', e);
}
