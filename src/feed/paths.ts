// The public API's names: org slugs and the URLs built from them.

/**
 * An org slug: lower-case letters and digits in words joined by single
 * hyphens; never one of the jobs host's own first path segments (embed, api, assets).
 */
export const ORG_SLUG = /^(?!(?:embed|api|assets)$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug an org can have: {@link ORG_SLUG}, at most 50 characters. */
export const isOrgSlug = (s: string): boolean => s.length <= 50 && ORG_SLUG.test(s);

/** `{origin}/api/v1/public/{org}`: the org's header; its jobs, a job and referrals are below it. */
export const apiUrl = (origin: string, org: string): string => `${origin}/api/v1/public/${encodeURIComponent(org)}`;

/** `{origin}/api/v1/public/{org}/jobs/{publicId}`: one job, with its description. */
export const jobApiUrl = (origin: string, org: string, publicId: string): string =>
  `${apiUrl(origin, org)}/jobs/${encodeURIComponent(publicId)}`;

// The jobs host's addresses, each built here from {jobs_url} as a company gives it (a path prefix kept, its
// trailing slashes not): every door that writes or reads one of them calls these.

/** {jobs_url} without its trailing slashes: the base every address below is under. */
export const jobsBase = (jobsUrl: string): string => jobsUrl.replace(/\/+$/, '');

/** The floating script's path under {jobs_url}: the newest 3.x. */
export const SCRIPT_PATH = '/embed.js?v=3';

/** `{jobs_url}/embed.js?v=3`: the script a snippet loads. */
export const scriptUrl = (jobsUrl: string): string => `${jobsBase(jobsUrl)}${SCRIPT_PATH}`;

/** `{jobs_url}/{org}`: the org's board page (its jobs' pages are below it). */
export const boardUrl = (jobsUrl: string, org: string): string => `${jobsBase(jobsUrl)}/${org}`;

/** `{jobs_url}/embed/board.html`: the page the board pages are filled into. */
export const boardTemplateUrl = (jobsUrl: string): string => `${jobsBase(jobsUrl)}/embed/board.html`;
