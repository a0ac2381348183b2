// Filters and search in the host page's query (data-sync-url): svc_department,
// svc_location, svc_type, svc_q. The rest of the query and the hash are kept
// byte for byte: the query is edited as text, never re-serialised.
import type { FilterKey, FilterState } from './filters.ts';

const KEYS: FilterKey[] = ['department', 'location', 'type', 'q'];
const OURS = /^svc_(department|location|type|q)(=|$)/;

/** The state a URL names; '' for what it leaves unset. */
export function readUrlState(href: string): FilterState {
  const query = new URL(href).searchParams;
  const out = {} as FilterState;
  for (const key of KEYS) out[key] = query.get(`svc_${key}`) ?? '';
  return out;
}

/** `href` with the state's parameters (absent when unset) and everything else as it was. */
export function withUrlState(href: string, state: FilterState): string {
  const url = new URL(href);
  url.search = [
    ...url.search.slice(1).split('&').filter((p) => p && !OURS.test(p)),
    ...KEYS.filter((k) => state[k].trim()).map((k) => `svc_${k}=${encodeURIComponent(state[k].trim())}`),
  ].join('&');
  return url.href;
}

/** Write the state into the page's URL without a history entry. */
export function writeUrlState(state: FilterState): void {
  const next = withUrlState(location.href, state);
  if (next !== location.href) history.replaceState(history.state, '', next);
}
