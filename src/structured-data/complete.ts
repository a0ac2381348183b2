// The complete JobPosting (CONTRACT.md "JSON-LD, complete"): the widget's
// mapping (job-posting.ts) with the place as ISO codes, where a remote job's
// applicants must be, and the salary. Written wherever a page is rendered in
// Node (the demo host's board pages, scripts/board-pages.ts); never imported
// by embed.js, whose gzip budget the country names and salary rules would
// overrun (test/build.test.ts).
import type { JobPage } from '../feed/job.ts';
import type { OrgHeader } from '../feed/types.ts';
import { countryCode, regionCode } from './country.ts';
import { jobPosting } from './job-posting.ts';
import { baseSalary } from './salary.ts';

export function completeJobPosting(job: JobPage, org: OrgHeader, directApply: boolean): Record<string, unknown> {
  const base = jobPosting(job, org, directApply);
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
