// The public API's names (CONTRACT.md): org slugs and the URLs built from them.

/**
 * An org slug: lower-case letters and digits in words joined by single
 * hyphens; never one of the jobs host's own first path segments (embed, api, assets).
 */
export const ORG_SLUG = /^(?!(?:embed|api|assets)$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug an org can have: {@link ORG_SLUG}, at most 50 characters. */
export const isOrgSlug = (s: string): boolean => s.length <= 50 && ORG_SLUG.test(s);

/** `{origin}/api/v1/public/{org}`: the org's header; its jobs, a job and referrals are below it. */
export const apiUrl = (origin: string, org: string): string => `${origin}/api/v1/public/${encodeURIComponent(org)}`;
