// Where a job links to: the host's own pattern, or the board page on {jobs_url}.
import type { JobSummary } from '../feed/types.ts';
import { sourceFor } from './attribution.ts';
import { PLACEHOLDER, type Config } from './options.ts';

/** The href of a job's link, per CONTRACT.md "Links" and "Attribution". `job.url` is http(s): parseJobs sees to it. */
export function jobHref(job: Pick<JobSummary, 'publicId' | 'url'>, config: Config): string {
  if (config.hrefPattern) return config.hrefPattern.replace(PLACEHOLDER, encodeURIComponent(job.publicId));
  const src = sourceFor(config);
  if (!src) return job.url;
  const url = new URL(job.url);
  url.searchParams.set('src', src);
  return url.href;
}
