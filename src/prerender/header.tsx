// The header of a board page rendered on the server and in the pages written
// ahead: the one component the board page's script renders on a static host
// (src/ui/page-header.tsx), to a string.
import { renderToString } from 'preact-render-to-string';
import type { JobPage } from '../feed/job.ts';
import type { OrgHeader } from '../feed/types.ts';
import type { pageWords } from '../ui/i18n/page-words.ts';
import { AboutOrg, PageHeader } from '../ui/page-header.tsx';
import { h } from 'preact';

export interface HeaderInput {
  org: OrgHeader;
  /** The job a job page shows; null on the list, or when it is not open. */
  job: JobPage | null;
  /** The list's path, /{org}. */
  listPath: string;
  words: ReturnType<typeof pageWords>;
  /** The board's "All jobs", back to the list from a job. */
  allJobs: string;
}

export const pageHeader = ({ org, job, listPath, words, allJobs }: HeaderInput): string =>
  renderToString(
    <PageHeader
      org={org}
      listPath={listPath}
      heading={words.t('jobsAt', org.name)}
      home={words.t('home', org.name)}
      job={!!job}
      back={allJobs}
    />,
  );

/** The org's about text, after the job on a job's page (none without one). */
export const aboutOrg = (org: OrgHeader): string => (org.about ? renderToString(<AboutOrg about={org.about} />) : '');
