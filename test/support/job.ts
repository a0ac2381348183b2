import type { JobSummary } from '../../src/feed/types.ts';

/** An opening with only a title: every optional fact empty, its board page on jobs.example. */
export const bareJob = (publicId: string, title: string): JobSummary => ({
  publicId,
  title,
  department: null,
  location: null,
  employmentType: null,
  shortDescription: null,
  compensation: null,
  publishedAt: null,
  url: `https://jobs.example/acme/${publicId}`,
});
