// The refinement that makes the widget's JobPosting mapping complete
// (docs/board-pages.md "JSON-LD"): the place as ISO codes, where a remote
// job's applicants must be, and the salary. One implementation for the pages
// rendered in Node (complete.ts) and the browser's on-demand layer (layer.ts,
// dist/embed/structured-data.js); it imports no Preact, so the layer carries none.
import type { JobPage } from '../feed/job.ts';
import { countryCode, regionCode } from './country.ts';
import { baseSalary } from './salary.ts';

/** What the refinement reads of a job, beyond the widget's mapping. */
export type JobFacts = Pick<JobPage, 'location' | 'compensation' | 'employmentType'>;

/**
 * The widget's mapping (`base`, as jobPosting made it for `job`) made complete:
 * the one refinement the pages rendered in Node and the browser's layer share.
 */
export function completePosting(base: Record<string, unknown>, job: JobFacts): Record<string, unknown> {
  const loc = job.location;
  const [locality, ...rest] = loc?.split(',').map((s) => s.trim()) ?? [];
  const last = rest.pop();
  // A remote job: the place named beside "remote" ("Remote (EU)", "Remote, Germany", "Germany
  // (remote)"; after its last comma), when Intl names it as a country or an area (EU); plain
  // Remote names none. Another job: the ISO code of the country its text names ("Berlin,
  // Germany", "Germany"), else the text.
  const remote = loc && /remote/i.test(loc);
  const place = remote
    ? loc
        .replace(/remote/i, '')
        .replace(/^.*,/s, '')
        .replace(/^[\s:()–—-]+|[\s:()–—-]+$/g, '')
    : undefined;
  const country = place !== undefined ? countryCode(place) : countryCode(last ?? locality ?? '');
  const area = !country && place && regionCode(place) ? place : undefined;
  // directApply stays last, as in the widget's mapping.
  const { directApply: direct, ...posting } = base;
  return {
    ...posting,
    ...(loc &&
      (remote
        ? {
            applicantLocationRequirements: country
              ? { '@type': 'Country', name: country }
              : area && { '@type': 'AdministrativeArea', name: area },
          }
        : {
            jobLocation: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                // A location that is only a country ("Germany") has no locality.
                addressLocality: last || !country ? locality : undefined,
                // After the last comma; none without one.
                addressCountry: country ?? last,
              },
            },
          })),
    baseSalary: baseSalary(job.compensation, job.employmentType, country),
    directApply: direct,
  };
}
