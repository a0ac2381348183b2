// The header of a board page, one component for both ways a page is made: the
// server's and the pages written ahead (src/prerender/header.tsx, rendered to a
// string) and a plain static host (src/board/page.ts, rendered in the browser as
// the org's answer arrives). The org's bar (logo and name, linking to the list),
// then its band in the brand colour with the page's one h1 (the board's headings
// are h2 and below); the org's about text in the band on the list, after the job
// on a job's page (AboutOrg): the job comes first, it is what the link promised.
import type { OrgHeader } from '../feed/types.ts';
import { h, Fragment } from 'preact';

export interface PageHeaderProps {
  /** The org as far as it is known (a static host: its slug as the name until its header answers); null: no board here. */
  org: Pick<OrgHeader, 'name' | 'logoUrl' | 'about'> | null;
  /** The list's path, /{org}. */
  listPath: string;
  /** The page's h1 ("Jobs at {org}", or that there is no board here). */
  heading: string;
  /** The bar's link name ("{org}: all open positions"). */
  home: string;
  /** A job's page (the about text then follows the job), with its link back to the list when its words are known. */
  job: boolean;
  back: string | null;
}

export function PageHeader({ org, listPath, heading, home, job, back }: PageHeaderProps) {
  return (
    <>
      {org && <OrgBar org={org} href={listPath} home={home} />}
      {/* A job page's band is the slimmer one: the job below is what the page is about. */}
      <div class={job ? 'band band-job' : 'band'}>
        <div class="band-inner">
          {job && back !== null && (
            <p class="back">
              <a href={listPath}>{back}</a>
            </p>
          )}
          <h1>{heading}</h1>
          {org?.about && !job && <p class="about">{org.about}</p>}
        </div>
      </div>
    </>
  );
}

/** The org's about text, after the job on a job's page. */
export const AboutOrg = ({ about }: { about: string }) => (
  <aside class="about-org">
    <p>{about}</p>
  </aside>
);

/** The bar of both pages: the logo and the name, linking to the list. */
function OrgBar({ org, href, home }: { org: Pick<OrgHeader, 'name' | 'logoUrl'>; href: string; home: string }) {
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
