// The header of a board page: the org's bar (logo and name, linking to the
// list), then its band in the brand colour with the page's one h1 (the board's
// headings are h2 and below); and the org's about text after a job.
import { renderToString } from 'preact-render-to-string';
import type { JobPage } from '../feed/job.ts';
import type { OrgHeader } from '../feed/types.ts';
import type { pageWords } from '../ui/i18n/page-words.ts';
import { h, Fragment } from 'preact';

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
    <>
      <SiteHeader org={org} href={listPath} home={words.t('home', org.name)} />
      <div class={job ? 'band band-job' : 'band'}>
        <div class="band-inner">
          {job && (
            <p class="back">
              <a href={listPath}>{allJobs}</a>
            </p>
          )}
          <h1>{words.t('jobsAt', org.name)}</h1>
          {org.about && !job && <p class="about">{org.about}</p>}
        </div>
      </div>
    </>,
  );

/** The org's about text, after the job on a job's page (none without one). */
export const aboutOrg = (org: OrgHeader): string =>
  org.about
    ? renderToString(
        <aside class="about-org">
          <p>{org.about}</p>
        </aside>,
      )
    : '';

/** The bar of both pages: the logo and the name, linking to the list. */
function SiteHeader({ org, href, home }: { org: OrgHeader; href: string; home: string }) {
  return (
    <div class="site-head-inner">
      <a class="org" href={href} aria-label={home}>
        {/* The name beside it says who it is: the logo is decoration (alt=""). Its size is fixed, so it never moves the page when it loads. */}
        {org.logoUrl && <img src={org.logoUrl} alt="" width={44} height={44} />}
        <span class="org-name">{org.name}</span>
      </a>
    </div>
  );
}
