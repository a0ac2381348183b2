// Where a job links to: the host's own pattern, or the board page on {jobs_url}.
import type { Config } from '../embed/config.ts';
import { PLACEHOLDER } from '../embed/config.ts';

export function boardUrl(jobsOrigin: string, org: string, publicId: string): string {
  return `${jobsOrigin}/${encodeURIComponent(org)}/${encodeURIComponent(publicId)}`;
}

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The href of a job's link, per CONTRACT.md "Links". */
export function jobHref(job: { publicId: string; url: string }, config: Config, jobsOrigin: string): string {
  if (config.hrefPattern) return config.hrefPattern.replace(PLACEHOLDER, encodeURIComponent(job.publicId));
  const url = new URL(isWebUrl(job.url) ? job.url : boardUrl(jobsOrigin, config.org, job.publicId));
  if (config.src) url.searchParams.set('src', config.src);
  return url.href;
}
