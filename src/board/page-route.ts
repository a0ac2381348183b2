// Which board page a path of {jobs_url} names (CONTRACT.md "Static hosting"):
// /{orgSlug} or /{orgSlug}/{publicId}. A static host rewrites both to the same
// board.html, so the page reads its route from its own path.

export interface PageRoute {
  org: string;
  /** null: the org's list. */
  publicId: string | null;
}

// The same rules as the widget's data-svc-jobs and the demo host's routes.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;
const RESERVED = new Set(['embed', 'api', 'assets']);

/** The route of a path, or null when it names no board page (reserved, not a slug, too deep). */
export function pageRoute(pathname: string): PageRoute | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const [org = '', publicId, ...rest] = path.split('/').slice(1);
  if (rest.length || org.length > 50 || !SLUG.test(org) || RESERVED.has(org)) return null;
  if (publicId === undefined) return { org, publicId: null };
  return PUBLIC_ID.test(publicId) ? { org, publicId } : null;
}
