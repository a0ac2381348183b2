// Which board page a path of {jobs_url} names (docs/self-hosting.md "Static hosts"):
// /{orgSlug} or /{orgSlug}/{publicId}. A static host rewrites both to the same
// board.html, so the page reads its route from its own path.
import { isOrgSlug } from '../feed/paths.ts';

export interface PageRoute {
  org: string;
  /** null: the org's list. */
  publicId: string | null;
}

const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The route of a path, or null when it names no board page (reserved, not a slug, too deep). */
export function pageRoute(pathname: string): PageRoute | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const [org = '', publicId, ...rest] = path.split('/').slice(1);
  if (rest.length || !isOrgSlug(org)) return null;
  if (publicId === undefined) return { org, publicId: null };
  return PUBLIC_ID.test(publicId) ? { org, publicId } : null;
}
