import { warn } from '../log.ts';
import { isHexColor } from '../lib/hex.ts';
import { isObj, str } from '../lib/json.ts';
import { FeedError } from './errors.ts';
import { EMPLOYMENT_TYPES, type EmploymentType, type JobSummary, type OrgHeader } from './types.ts';

/** Where a feed came from: needed to rebuild links the server left out. */
export interface FeedCtx {
  jobsOrigin: string;
  slug: string;
}

/** `v` if it is an absolute http(s) URL: these end up in href/src, so no `javascript:`. */
function httpUrl(v: unknown): string | null {
  const url = str(v);
  try {
    return url && /^https?:$/.test(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

/** The board page that `{jobs_url}/{orgSlug}[/{publicId}]` serves. */
export const boardUrl = ({ jobsOrigin, slug }: FeedCtx, publicId?: string): string =>
  `${jobsOrigin}/${encodeURIComponent(slug)}` + (publicId ? `/${encodeURIComponent(publicId)}` : '');

/**
 * The careers page header. Only `name` is required; the rest falls back to null,
 * or to the slug asked for (`ctx`) and its board page.
 */
export function parseOrg(body: unknown, ctx: FeedCtx): OrgHeader {
  if (!isObj(body) || typeof body.name !== 'string') throw new FeedError('MALFORMED');
  return {
    name: body.name,
    slug: str(body.slug) ?? ctx.slug,
    logoUrl: httpUrl(body.logoUrl),
    about: str(body.about),
    // Goes into CSS: only the contract's hex form, normalised.
    brandColor: isHexColor(body.brandColor) ? body.brandColor.toLowerCase() : null,
    careersUrl: httpUrl(body.careersUrl) ?? boardUrl(ctx),
  };
}

export function parseJob(v: unknown, ctx: FeedCtx): JobSummary | null {
  if (!isObj(v)) return null;
  const { publicId, title, employmentType: type, publishedAt } = v;
  // Not strings, or empty: an empty id or title can't make a working, labelled link.
  if (!str(publicId) || !str(title)) return null;
  return {
    publicId: publicId as string,
    title: title as string,
    department: str(v.department),
    location: str(v.location),
    employmentType: (EMPLOYMENT_TYPES as readonly unknown[]).includes(type) ? (type as EmploymentType) : null,
    shortDescription: str(v.shortDescription),
    compensation: str(v.compensation),
    // Not a date, or in the future: no date rather than "posted in 3 days".
    publishedAt: Date.parse(str(publishedAt) ?? '') <= Date.now() ? (publishedAt as string) : null,
    url: httpUrl(v.url) ?? boardUrl(ctx, publicId as string),
  };
}

/**
 * The openings, in the server's order. Unusable items and repeated ids (the
 * first is kept) are skipped with one warning; a non-empty list with nothing
 * usable is a failed feed.
 */
export function parseJobs(body: unknown, ctx: FeedCtx): JobSummary[] {
  if (!Array.isArray(body)) throw new FeedError('MALFORMED');
  const ids = new Set<string>();
  const jobs = body.map((v) => parseJob(v, ctx)).filter((j) => j && !ids.has(j.publicId) && ids.add(j.publicId)) as JobSummary[];
  const skipped = body.length - jobs.length;
  if (skipped) {
    if (!jobs.length) throw new FeedError('MALFORMED');
    warn(`skipped ${skipped} unusable job(s) of ${body.length}`);
  }
  return jobs;
}
