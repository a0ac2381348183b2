import { describe, expect, it } from 'vitest';
import { employmentTypeText, relativeTime } from '../../src/ui/format.ts';
import { wordsFor, type Lang } from '../../src/ui/i18n.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('relativeTime', () => {
  it.each<[string, Lang, string]>([
    ['2026-11-19T12:00:00Z', 'en', '3 days ago'],
    ['2026-11-21T10:00:00Z', 'en', 'yesterday'],
    ['2026-11-22T11:59:30Z', 'en', 'this minute'],
    ['2026-11-22T09:00:00Z', 'en', '3 hours ago'],
    ['2026-10-01T12:00:00Z', 'en', 'last month'],
    ['2026-11-19T12:00:00Z', 'de', 'vor 3 Tagen'],
  ])('%s in %s reads "%s"', (iso, lang, text) => {
    expect(relativeTime(iso, lang, NOW)).toBe(text);
  });

  it('gives nothing for a missing or bad date', () => {
    expect(relativeTime(null, 'en', NOW)).toBeNull();
    expect(relativeTime('soon', 'en', NOW)).toBeNull();
  });
});

describe('employmentTypeText', () => {
  it('says each type in words', () => {
    expect(['full_time', 'part_time', 'contract', 'internship'].map((t) => employmentTypeText(t as never, wordsFor('en')))).toEqual([
      'Full-time',
      'Part-time',
      'Contract',
      'Internship',
    ]);
    expect(employmentTypeText(null, wordsFor('en'))).toBeNull();
  });
});

describe('in the board’s language, never the browser’s', () => {
  it.each<[Lang, string, string]>([
    ['en', '3 days ago', 'yesterday'],
    ['de', 'vor 3 Tagen', 'gestern'],
    ['fr', 'il y a 3 jours', 'hier'],
    ['es', 'hace 3 días', 'ayer'],
    ['nl', '3 dagen geleden', 'gisteren'],
    ['pt', 'há 3 dias', 'ontem'],
  ])('relativeTime in %s', (lang, three, one) => {
    expect(relativeTime('2026-11-19T12:00:00Z', lang, NOW)).toBe(three);
    expect(relativeTime('2026-11-21T10:00:00Z', lang, NOW)).toBe(one);
  });
});
