import { describe, expect, it } from 'vitest';
import { listHref, matchJob } from '../../src/board/route.ts';

const at = (url: string) => new URL(url, 'https://www.acme.test');

describe('matchJob', () => {
  it.each([
    ['/careers/{publicId}', '/careers/eng-7f3k2', 'eng-7f3k2'],
    ['/careers/{publicId}', '/careers/eng-7f3k2/', 'eng-7f3k2'],
    ['/careers/{publicId}', '/careers/eng-7f3k2?utm_source=x#top', 'eng-7f3k2'],
    ['/careers/{publicId}', '/careers/a%20b%2Fc', 'a b/c'],
    ['/careers/{publicId}/', '/careers/eng-1', 'eng-1'],
    ['/jobs/{publicId}/apply', '/jobs/eng-1/apply', 'eng-1'],
    ['/careers?job={publicId}', '/careers?utm_medium=mail&job=eng-1', 'eng-1'],
    ['/careers?job={publicId}', '/careers/?job=a%26b', 'a&b'],
    ['https://www.acme.test/careers/{publicId}', '/careers/eng-1', 'eng-1'],
  ])('%s matches %s as %s', (pattern, url, id) => {
    expect(matchJob(pattern, at(url))).toBe(id);
  });

  it.each([
    ['/careers/{publicId}', '/careers'],
    ['/careers/{publicId}', '/careers/'],
    ['/careers/{publicId}', '/careers/a/b'],
    ['/careers/{publicId}', '/other/eng-1'],
    ['/careers/{publicId}', '/careers/%E0%A4%A'],
    ['/jobs/{publicId}/apply', '/jobs/eng-1'],
    ['/careers?job={publicId}', '/careers'],
    ['/careers?job={publicId}', '/careers?job='],
    ['/careers?job={publicId}', '/elsewhere?job=eng-1'],
  ])('%s does not match %s', (pattern, url) => {
    expect(matchJob(pattern, at(url))).toBeNull();
  });
});

describe('listHref', () => {
  it.each([
    ['/careers/{publicId}', '/careers'],
    ['/careers?job={publicId}', '/careers'],
    ['/acme/{publicId}', '/acme'],
    ['/{publicId}', '/'],
  ])('%s lists at %s', (pattern, href) => {
    expect(listHref(pattern)).toBe(href);
  });
});
