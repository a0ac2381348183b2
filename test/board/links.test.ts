// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Config } from '../../src/board/options.ts';
import { makeConfig } from '../support/config.ts';
import { jobHref } from '../../src/board/links.ts';
import { parseJobs } from '../../src/feed/parse.ts';
import { must } from '../support/must.ts';

const base: Config = makeConfig();
const job = { publicId: 'eng-7f3k2', url: 'https://jobs.example/acme/eng-7f3k2' };

describe('jobHref', () => {
  it.each([
    ['the feed url', base, job, 'https://jobs.example/acme/eng-7f3k2'],
    ['the feed url with src', { ...base, src: 'web site' }, job, 'https://jobs.example/acme/eng-7f3k2?src=web+site'],
    [
      'keeps the query already there',
      { ...base, src: 'x' },
      { ...job, url: 'https://jobs.example/acme/eng-7f3k2?lang=de&src=old' },
      'https://jobs.example/acme/eng-7f3k2?lang=de&src=x',
    ],
    ['the host pattern', { ...base, hrefPattern: '/careers/{publicId}' }, job, '/careers/eng-7f3k2'],
    [
      'the host pattern, id encoded, no src',
      { ...base, src: 'x', hrefPattern: '/careers?job={publicId}' },
      { ...job, publicId: 'a&b' },
      '/careers?job=a%26b',
    ],
  ])('uses %s', (_name, config, j, href) => {
    expect(jobHref(j, config)).toBe(href);
  });
});

describe('links from a feed', () => {
  it('never link to a non-web url: the feed parser rebuilds it as the board page', () => {
    const [job] = parseJobs([{ publicId: 'a/b c', title: 'T', url: 'javascript:alert(1)' }], {
      jobsOrigin: 'https://jobs.example',
      slug: 'acme',
    });
    expect(jobHref(must(job), { ...base, src: 'x' })).toBe('https://jobs.example/acme/a%2Fb%20c?src=x');
  });
});

describe('links and the visit’s source', () => {
  it('carry the source the visit landed with when the container has no data-src, never on pattern links', async () => {
    sessionStorage.clear();
    history.replaceState(null, '', '/?utm_source=newsletter');
    vi.resetModules();
    const links = await import('../../src/board/links.ts');
    expect(links.jobHref(job, base)).toBe('https://jobs.example/acme/eng-7f3k2?src=newsletter');
    expect(links.jobHref(job, { ...base, src: 'careers-page' })).toBe('https://jobs.example/acme/eng-7f3k2?src=careers-page');
    expect(links.jobHref(job, { ...base, hrefPattern: '/careers/{publicId}' })).toBe('/careers/eng-7f3k2');
  });
});
