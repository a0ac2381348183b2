// Job pages complete for search engines in WebKit (e2e/structured-data.spec.ts runs the same in Chromium and
// Firefox): the plain board.html of a static host (dist/ with its _headers, the three rewrites, no server
// rendering) and a host-site detail view. The org's header whole before the page shows (the board never moves),
// the head tags set by the page's script, and exactly one JobPosting, the complete one from the on-demand
// structured-data layer, which Google's JobPosting rules (@adobe/structured-data-validator) pass.
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticHost } from '../e2e/static-host.ts';
import { JOBS, ready, SITE, session, until, type Browser } from './webkit.ts';

const ORG = 'lumen';
const LISBON = 'eng-jmv8u';

let b: Browser;
let host: Awaited<ReturnType<typeof staticHost>>;
beforeAll(async () => {
  b = await session(1280, 900);
  host = await staticHost({ jobs: JOBS, headers: true });
});
afterAll(async () => {
  await b?.deleteSession();
  await host?.close();
});

type Posting = { title?: string; baseSalary?: unknown; jobLocation?: { address?: { addressCountry?: string } } };

/** The page's JobPostings once the complete one is in (the layer's): exactly one. */
const postings = (): Promise<Posting[]> =>
  until(
    b,
    () =>
      b.execute(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Posting),
      ),
    (list) => list.length === 1 && !!list[0]?.baseSalary,
    'one complete JobPosting',
  );

async function validatorErrors(): Promise<string[]> {
  const html = await b.execute(() => document.documentElement.outerHTML);
  const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  expect(Object.keys(data.jsonld)).toEqual(['JobPosting']);
  return (await new Validator().validate(data)).filter((i) => i.severity === 'ERROR').map((i) => (i.fieldNames ?? []).join());
}

const EXPECTED_SALARY = {
  '@type': 'MonetaryAmount',
  currency: 'EUR',
  value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 75000, unitText: 'YEAR' },
};

describe('job pages in WebKit', () => {
  it('board.html on a static host: the header whole, head tags, the complete JobPosting; the board never moved', async () => {
    await b.url(`${host.origin}/${ORG}/${LISBON}`);
    // Where the board first shows (the page is hidden until its header is whole), then live.
    const first = await until(
      b,
      () =>
        b.execute(() => {
          const board = document.querySelector('svc-jobs-board');
          const shown = !document.body.hasAttribute('data-heading') && !!board && getComputedStyle(board).visibility === 'visible';
          return shown ? board.getBoundingClientRect().top : null;
        }),
      (top) => top !== null,
      'the page shown',
    );
    await ready(b);
    const page = await b.execute(() => ({
      top: document.querySelector('svc-jobs-board')?.getBoundingClientRect().top,
      title: document.title,
      // The logo is decoration inside the link its label names (src/ui/page-header.ts), as on the server's page.
      alt: document.querySelector('.site-head .org img')?.getAttribute('alt'),
      back: document.querySelector('.band .back a')?.getAttribute('href'),
      about: document.querySelector('.band .about')?.textContent ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    }));
    expect(page).toMatchObject({
      top: first,
      title: 'Clinical Data Engineer — Lumen Health',
      alt: '',
      back: `/${ORG}`,
      canonical: `${host.origin}/${ORG}/${LISBON}`,
      ogTitle: 'Clinical Data Engineer — Lumen Health',
      twitter: 'summary',
    });
    expect(page.about).toContain('telehealth');
    expect(page.description).toContain('pipelines');
    const [ld] = await postings();
    expect(ld?.baseSalary).toEqual(EXPECTED_SALARY);
    expect(ld?.jobLocation?.address?.addressCountry).toBe('PT');
    expect(await validatorErrors()).toEqual([]);
  });

  it('a host-site detail view: the complete JobPosting through the layer, exactly one', async () => {
    await b.url(`${SITE}/careers/${LISBON}`);
    await ready(b);
    const [ld] = await postings();
    expect(ld?.title).toBe('Clinical Data Engineer');
    expect(ld?.baseSalary).toEqual(EXPECTED_SALARY);
    expect(await validatorErrors()).toEqual([]);
  });
});
