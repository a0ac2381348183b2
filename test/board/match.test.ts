import { describe, expect, it } from 'vitest';
import { haystack, matchesFacets, matchesWords, searchWords } from '../../src/board/match.ts';
import type { JobSummary } from '../../src/feed/types.ts';

const job = (over: Partial<JobSummary> = {}): JobSummary => ({
  publicId: 'j',
  title: 'Senior Firmware Engineer',
  department: 'Engineering',
  location: 'München, Germany',
  employmentType: 'full_time',
  shortDescription: 'Own the motor-control stack.',
  compensation: null,
  publishedAt: null,
  url: 'https://jobs.example/acme/j',
  ...over,
});

const finds = (q: string, j = job()) => matchesWords(haystack(j), searchWords(q));

describe('search', () => {
  it.each([
    ['a word of the title', 'firmware'],
    ['any case', 'FIRMWARE'],
    ['without the accent the location has', 'munchen'],
    ['with an accent the text lacks', 'Éngineer'],
    ['a part of a word', 'ware eng'],
    ['the department', 'engineering'],
    ['the short description', 'motor-control'],
    ['every word, in any field and order', 'germany senior stack'],
    ['extra white space', '  senior    firmware  '],
  ])('finds %s', (_, q) => expect(finds(q)).toBe(true));

  it.each([
    ['a word that is nowhere', 'firmware python'],
    ['the compensation (not searched)', '€85k'],
    ['a word across two fields', 'engineeringmünchen'],
  ])('does not find %s', (_, q) => expect(finds(q)).toBe(false));

  it('treats an empty search as no search', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(finds('')).toBe(true);
  });

  it('searches jobs whose optional fields are null', () => {
    const bare = job({ department: null, location: null, shortDescription: null });
    expect(finds('senior', bare)).toBe(true);
    expect(finds('germany', bare)).toBe(false);
    expect(haystack(bare)).not.toContain('null');
  });
});

describe('facets', () => {
  it('matches every facet that is set, and ignores the unset', () => {
    expect(matchesFacets(job(), { department: 'Engineering', type: 'full_time' })).toBe(true);
    expect(matchesFacets(job(), { department: 'Engineering', location: '' })).toBe(true);
    expect(matchesFacets(job(), { department: 'Sales' })).toBe(false);
    expect(matchesFacets(job(), { type: 'contract' })).toBe(false);
  });

  it('never matches a job without the value asked for', () => {
    expect(matchesFacets(job({ department: null }), { department: 'Engineering' })).toBe(false);
    expect(matchesFacets(job({ employmentType: null }), { type: 'full_time' })).toBe(false);
  });

  it('compares values exactly', () => {
    expect(matchesFacets(job(), { department: 'engineering' })).toBe(false);
  });
});
