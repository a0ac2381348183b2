// @vitest-environment happy-dom
// Every demo fixture job's JSON-LD, as addJsonLd writes it into a page, read
// back by a structured-data extractor and checked by a JobPosting validator of
// Google's required and recommended properties (@adobe/structured-data-validator,
// its JobPosting, Organization and QuantitativeValue rules; without schema.org's
// vocabulary file, which would be fetched from the network).
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../demo/fixtures/index.ts';
import { addJsonLd } from '../../src/board/jsonld.ts';
import { completeJobPosting as jobPosting } from '../../src/structured-data/complete.ts';
import { fetchFeed } from '../../src/feed/feed.ts';
import { fetchJob } from '../../src/feed/job.ts';
import { makeApp, makeDist, ORIGIN } from '../server/helpers.ts';
import { must } from '../support/must.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());
const app = makeApp(dist.dist);
const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  app.request(input instanceof URL ? input.href : input, init)) as typeof globalThis.fetch;

function validate(ld: Record<string, unknown>) {
  const remove = addJsonLd(ld);
  const html = document.documentElement.outerHTML;
  remove();
  const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  expect(Object.keys(data.jsonld)).toEqual(['JobPosting']);
  return new Validator().validate(data);
}

// Per fixture: jobs, and jobs with no error. The errors left are all for what the
// feed does not say (asserted below): no location, plain "Remote" or a place with no
// country, no description nor requirements (the stress fixtures hostile and xss).
const PASSING: Record<string, [jobs: number, passing: number]> = {
  acme: [44, 43],
  lumen: [5, 5],
  stillwater: [0, 0],
  xss: [2, 0],
  harbor: [2, 2],
  northwind: [130, 125],
  hostile: [302, 0],
};
// Recommended properties a job may lack, and why: no closing date in the contract;
// jobLocationType and applicantLocationRequirements are for remote jobs only.
const MAY_LACK = ['validThrough', 'jobLocationType', 'applicantLocationRequirements'];

describe('every fixture job JSON-LD passes Google JobPosting validation', async () => {
  const placesWithout = new Set<string>();
  for (const { org: seed } of fixtures) {
    const { org, jobs } = await fetchFeed(ORIGIN, seed.slug, { fetch });
    it(`${seed.slug}: ${must(PASSING[seed.slug])[1]} of ${must(PASSING[seed.slug])[0]} jobs with no error`, async () => {
      let passing = 0;
      for (const summary of jobs) {
        const job = must(await fetchJob(ORIGIN, seed.slug, summary.publicId, { fetch }));
        const ld = jobPosting(job, org, true);
        const issues = await validate(ld);
        const errors = issues.filter((i) => i.severity === 'ERROR').map((i) => must(i.fieldNames).join());
        if (!errors.length) passing++;
        for (const field of errors) {
          if (field === 'jobLocation') expect(job.location).toBeNull();
          else if (field === 'description') expect([job.description, job.requirements?.length]).toEqual([null, undefined]);
          else {
            expect(['applicantLocationRequirements', 'jobLocation.address.addressCountry']).toContain(field);
            placesWithout.add(must(job.location));
          }
        }
        for (const { severity, fieldNames, issueMessage } of issues.filter((i) => i.severity === 'WARNING')) {
          expect(issueMessage).toMatch(/^Missing field ".+" \(optional\)$/);
          // baseSalary is missing only where the compensation does not read with certainty.
          if (must(fieldNames)[0] === 'baseSalary') expect(ld.baseSalary, `${job.compensation} ${severity}`).toBeUndefined();
          else expect(MAY_LACK).toContain(must(fieldNames)[0]);
        }
      }
      expect([jobs.length, passing]).toEqual(PASSING[seed.slug]);
    });
  }

  it('leaves out a country only where the text names none', () => {
    expect([...placesWithout].sort()).toEqual([
      '</li><script>alert("loc")</script>, Remote',
      'Lisbon',
      'Remote',
      `Somewhere ${'far '.repeat(200)}`.trim(),
    ]);
  });
});
