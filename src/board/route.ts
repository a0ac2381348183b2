// Which job the host page's own URL shows, per its data-href-pattern
// (docs/attributes.md "Detail pages on your site"). null: the page shows the list.
import { PLACEHOLDER } from './options.ts';

const MARK = 'svc-id-7c1';
/** One trailing slash off, unless it is the whole path. */
const trim = (path: string) => path.replace(/(.)\/$/, '$1');

export function matchJob(pattern: string, page: URL): string | null {
  const p = new URL(pattern.replace(PLACEHOLDER, MARK), page.origin);
  const path = trim(page.pathname);
  for (const [name, value] of p.searchParams)
    // The path must be the pattern's; an empty id is none.
    if (value === MARK) return (path === trim(p.pathname) && page.searchParams.get(name)) || null;
  const [before, after = ''] = trim(p.pathname).split(MARK) as [string, string?];
  // Empty when the page's path is too short to hold an id between them.
  const raw = path.startsWith(before) && path.endsWith(after) ? path.slice(before.length, path.length - after.length) : '';
  try {
    return raw && !raw.includes('/') ? decodeURIComponent(raw) : null;
  } catch {
    return null;
  }
}

/** The host's list page for a pattern: its path without the job's segment. */
export function listHref(pattern: string): string {
  const path = new URL(pattern.replace(PLACEHOLDER, MARK), 'http://x').pathname;
  const [head = ''] = path.split(MARK);
  return trim(head) || '/';
}
