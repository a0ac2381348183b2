// The complete JobPosting (docs/board-pages.md "JSON-LD") of a job, as the
// pages rendered in Node write it (the demo host's board pages,
// scripts/board-pages.ts): the widget's mapping (job-posting.ts) refined by
// refine.ts, which the browser's on-demand layer (layer.ts) runs too. Never
// bundled into embed.js, whose gzip budget the country names and salary rules
// would overrun (test/build.test.ts).
import type { JobPage } from '../feed/job.ts';
import type { OrgHeader } from '../feed/types.ts';
import { jobPosting } from './job-posting.ts';
import { completePosting } from './refine.ts';

/** The complete JobPosting of a job: the widget's mapping, refined by {@link completePosting}. */
export const completeJobPosting = (job: JobPage, org: OrgHeader, directApply: boolean): Record<string, unknown> =>
  completePosting(jobPosting(job, org, directApply), job);
