// A job page's JSON-LD: the complete JobPosting (structured-data/complete.ts) in
// its script, marked data-svc-job so that embed.js adds none of its own.
import { renderToString } from 'preact-render-to-string';
import type { JobPage } from '../feed/job.ts';
import type { OrgHeader } from '../feed/types.ts';
import { completeJobPosting } from '../structured-data/complete.ts';
import { h, Fragment } from 'preact';

/** The script element; "<" never appears raw in it, so no feed string can close it early. */
export const jobJsonLd = (job: JobPage, org: OrgHeader): string =>
  `<script type="application/ld+json" data-svc-job="${renderToString(<>{job.publicId}</>).replace(/"/g, '&quot;')}">` +
  `${JSON.stringify(completeJobPosting(job, org, true)).replace(/</g, '\\u003c')}</script>`;
