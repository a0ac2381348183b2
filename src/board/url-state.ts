// Filters and search in the host page's query (data-sync-url): svc_department,
// svc_location, svc_type, svc_q. The rest of the query and the hash are kept
// byte for byte: the query is edited as text, never re-serialised.
import { FILTER_KEYS as KEYS, type FilterState } from './filters.ts';

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
    ...url.search
      .slice(1)
      .split('&')
      .filter((p) => !/^svc_(department|location|type|q)(=|$)/.test(p)),
    ...KEYS.map((k) => state[k].trim() && `svc_${k}=${encodeURIComponent(state[k].trim())}`),
  ]
    // No empty parameters: what was unset, and the query's own stray "&"s.
    .filter(Boolean)
    .join('&');
  return url.href;
}

/** Write the state into the page's URL without a history entry. */
export function writeUrlState(state: FilterState): void {
  const next = withUrlState(location.href, state);
  if (next !== location.href) history.replaceState(history.state, '', next);
}
