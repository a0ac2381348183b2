// Where a job links to: the host's own pattern, or the board page on {jobs_url}.
import type { JobSummary } from '../feed/types.ts';
import { sourceFor } from './attribution.ts';
import { PLACEHOLDER, type Config } from './options.ts';

/**
 * The href of a job's link: the page `data-href-pattern` names, else the board's, with the visit's source
 * (docs/attributes.md).
 */
export function jobHref(job: Pick<JobSummary, 'publicId' | 'url'>, config: Config): string {
  return config.hrefPattern ? config.hrefPattern.replace(PLACEHOLDER, encodeURIComponent(job.publicId)) : boardHref(job, config);
}

/** The job's page on the board ({jobs_url}), never the host's pattern: where to apply without the frame. `job.url` is http(s): parseJobs sees to it. */
export function boardHref(job: Pick<JobSummary, 'url'>, config: Config): string {
  const src = sourceFor(config);
  if (!src) return job.url;
  const url = new URL(job.url);
  url.searchParams.set('src', src);
  return url.href;
}
