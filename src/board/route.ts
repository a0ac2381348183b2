// Which job the host page's own URL shows, per its data-href-pattern
// (CONTRACT.md "Matching the host URL"). null: the page shows the list.
import { PLACEHOLDER } from '../embed/config.ts';

const MARK = 'svc-id-7c1';
const trim = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

export function matchJob(pattern: string, page: URL): string | null {
  const p = new URL(pattern.replace(PLACEHOLDER, MARK), page.origin);
  const path = trim(page.pathname);
  for (const [name, value] of p.searchParams) {
    if (value !== MARK) continue;
    const id = page.searchParams.get(name);
    return path === trim(p.pathname) && id ? id : null;
  }
  const [before, after = ''] = trim(p.pathname).split(MARK) as [string, string?];
  if (path.length <= before.length + after.length || !path.startsWith(before) || !path.endsWith(after)) return null;
  const raw = path.slice(before.length, path.length - after.length);
  try {
    return raw.includes('/') ? null : decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The host's list page for a pattern: its path without the job's segment. */
export function listHref(pattern: string): string {
  const path = new URL(pattern.replace(PLACEHOLDER, MARK), 'http://x').pathname;
  return trim(path.split(MARK)[0]!) || '/';
}
