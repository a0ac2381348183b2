// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { addJsonLd } from '../../src/board/jsonld.ts';
import { jobPosting as widgetPosting } from '../../src/structured-data/job-posting.ts';
import { completeJobPosting as jobPosting } from '../../src/structured-data/complete.ts';
import type { JobPage } from '../../src/feed/job.ts';
import { must } from '../support/must.ts';

const org = {
  name: 'Acme Robotics',
  slug: 'acme',
  logoUrl: 'https://jobs.test/logo.png',
  about: null,
  brandColor: null,
  careersUrl: 'https://jobs.test/acme',
};
const job: JobPage = {
  publicId: 'eng-7f3k2',
  title: 'Senior Firmware Engineer',
  department: 'Engineering',
  location: 'Berlin, Brandenburg, Germany',
  employmentType: 'contract',
  shortDescription: null,
  compensation: null,
  publishedAt: '2026-11-02T09:30:00.000Z',
  url: 'https://jobs.test/acme/eng-7f3k2',
  description: 'Build **robots**.',
  requirements: ['C & C++'],
};

afterEach(() => document.head.replaceChildren());

describe("the widget's jobPosting (embed.js)", () => {
  it('is the complete one without the refinements: the place as written, no salary, no applicant location', () => {
    const full = jobPosting({ ...job, employmentType: 'full_time', compensation: '€85k–105k' }, org, true);
    const small = widgetPosting({ ...job, employmentType: 'full_time', compensation: '€85k–105k' }, org, true);
    expect(small.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'Germany' },
    });
    expect(small.baseSalary).toBeUndefined();
    expect(full.baseSalary).toBeDefined();
    const { jobLocation: _a, baseSalary: _b, ...same } = full;
    const { jobLocation: _c, ...sameSmall } = small;
    expect(JSON.parse(JSON.stringify(sameSmall))).toEqual(JSON.parse(JSON.stringify(same)));
    expect(widgetPosting({ ...job, location: 'Remote (EU)' }, org, false)).not.toHaveProperty('applicantLocationRequirements');
  });
});

describe('completeJobPosting', () => {
  it('maps a job per the contract', () => {
    expect(jobPosting(job, org, true)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Firmware Engineer',
      description: '<p>Build <strong>robots</strong>.</p><ul><li>C &#38; C++</li></ul>',
      datePosted: '2026-11-02T09:30:00.000Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Robotics',
        sameAs: 'https://jobs.test/acme',
        logo: 'https://jobs.test/logo.png',
      },
      identifier: { '@type': 'PropertyValue', name: 'Acme Robotics', value: 'eng-7f3k2' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' } },
      directApply: true,
    });
  });

  it.each([
    ['Remote (EU)', { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'EU' } }],
    ['Remote, Germany', { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'DE' } }],
    ['Remote – US', { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'US' } }],
    ['Remote - United Kingdom', { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'GB' } }],
    ['Deutschland (remote)', { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'DE' } }],
    [
      'Remote, European Union',
      { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'European Union' } },
    ],
    ['Remote', { jobLocationType: 'TELECOMMUTE' }],
    ['Hybrid — remote OK', { jobLocationType: 'TELECOMMUTE' }],
    ['Remote (Brandenburg)', { jobLocationType: 'TELECOMMUTE' }],
    ['Lisbon', { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Lisbon' } } }],
    [
      'Lisbon, Portugal',
      { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'PT' } } },
    ],
    [
      'Paris, Allemagne',
      { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'DE' } } },
    ],
    [
      'München, Deutschland',
      { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'München', addressCountry: 'DE' } } },
    ],
    ['Germany', { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'DE' } } }],
    [
      'Austin, TX, United States',
      { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressCountry: 'US' } } },
    ],
    // A code is no name: CA is California here.
    [
      'San Francisco, CA',
      { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'San Francisco', addressCountry: 'CA' } } },
    ],
  ])('places %s', (location, expected) => {
    const ld = JSON.parse(JSON.stringify(jobPosting({ ...job, location }, org, false)));
    expect(ld).toEqual({ ...ld, ...expected });
    if (!('applicantLocationRequirements' in expected)) expect(ld).not.toHaveProperty('applicantLocationRequirements');
    if (!('jobLocation' in expected)) expect(ld).not.toHaveProperty('jobLocation');
    expect(ld.directApply).toBe(false);
  });

  it.each([
    [
      '€85k–105k',
      'Munich, Germany',
      'full_time',
      {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 85000, maxValue: 105000, unitText: 'YEAR' },
      },
    ],
    [
      '$40/hr',
      'Austin, TX, United States',
      'contract',
      { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', value: 40, unitText: 'HOUR' } },
    ],
    [
      '$40/hr',
      'Remote – Canada',
      'contract',
      { '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', value: 40, unitText: 'HOUR' } },
    ],
    ['$40/hr', 'San Francisco, CA', 'contract', undefined],
    ['Competitive', 'Munich, Germany', 'full_time', undefined],
  ] as const)('pays %s in %s as its baseSalary', (compensation, location, employmentType, expected) => {
    const ld = jobPosting({ ...job, compensation, location, employmentType }, org, false);
    expect(ld.baseSalary).toEqual(expected);
  });

  it('takes the logo from logoUrl, and has none without one', () => {
    expect(jobPosting(job, org, false).hiringOrganization).toMatchObject({ logo: 'https://jobs.test/logo.png' });
    expect(JSON.parse(JSON.stringify(jobPosting(job, { ...org, logoUrl: null }, false))).hiringOrganization).not.toHaveProperty('logo');
  });

  it.each([
    ['full_time', 'FULL_TIME'],
    ['part_time', 'PART_TIME'],
    ['internship', 'INTERN'],
  ] as const)('says %s as %s', (type, word) => {
    expect(jobPosting({ ...job, employmentType: type }, org, false).employmentType).toBe(word);
  });
});

describe('addJsonLd', () => {
  it('adds one script to the head that cannot be closed early, and removes it', () => {
    const remove = addJsonLd(jobPosting({ ...job, title: '</script><script>alert(1)</script>' }, org, false));
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(must(scripts[0]).textContent).not.toContain('</script>');
    expect(JSON.parse(must(scripts[0]).textContent).title).toBe('</script><script>alert(1)</script>');
    remove();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
