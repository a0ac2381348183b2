import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/embed/config.ts';
import { jobHref } from '../../src/board/links.ts';

const JOBS = 'https://jobs.example';
const base: Config = { org: 'acme', applyInline: false, src: null, hrefPattern: null, emptyText: null };
const job = { publicId: 'eng-7f3k2', url: 'https://jobs.example/acme/eng-7f3k2' };

describe('jobHref', () => {
  it.each([
    ['the feed url', base, job, 'https://jobs.example/acme/eng-7f3k2'],
    ['the feed url with src', { ...base, src: 'web site' }, job, 'https://jobs.example/acme/eng-7f3k2?src=web+site'],
    ['keeps the query already there', { ...base, src: 'x' }, { ...job, url: 'https://jobs.example/acme/eng-7f3k2?lang=de&src=old' }, 'https://jobs.example/acme/eng-7f3k2?lang=de&src=x'],
    ['rebuilds a javascript: url', base, { ...job, url: 'javascript:alert(1)' }, 'https://jobs.example/acme/eng-7f3k2'],
    ['rebuilds a missing url', base, { ...job, url: '' }, 'https://jobs.example/acme/eng-7f3k2'],
    ['encodes a rebuilt id', base, { publicId: 'a/b c', url: 'data:x' }, 'https://jobs.example/acme/a%2Fb%20c'],
    ['the host pattern', { ...base, hrefPattern: '/careers/{publicId}' }, job, '/careers/eng-7f3k2'],
    ['the host pattern, id encoded, no src', { ...base, src: 'x', hrefPattern: '/careers?job={publicId}' }, { ...job, publicId: 'a&b' }, '/careers?job=a%26b'],
  ])('uses %s', (_name, config, j, href) => {
    expect(jobHref(j, config, JOBS)).toBe(href);
  });
});
