import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedError } from '../../src/feed/errors.ts';
import { parseJobs, parseOrg } from '../../src/feed/parse.ts';
import { must } from '../support/must.ts';

const ctx = { jobsOrigin: 'https://jobs.example', slug: 'acme' };

const org = {
  name: 'Acme Robotics',
  slug: 'acme',
  logoUrl: 'https://cdn.example/logo.png',
  about: 'We build…',
  brandColor: '#0f766e',
  careersUrl: 'https://jobs.example/acme',
};

const job = {
  publicId: 'eng-7f3k2',
  title: 'Senior Firmware Engineer',
  department: 'Engineering',
  location: 'Berlin, Germany',
  employmentType: 'full_time',
  shortDescription: 'Own the motor-control stack…',
  compensation: '€85k–105k',
  publishedAt: '2026-11-02T09:30:00.000Z',
  url: 'https://jobs.example/acme/eng-7f3k2',
};

function malformed(fn: () => unknown): FeedError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(FeedError);
    expect(e).toMatchObject({ code: 'MALFORMED', status: 0 });
    return e as FeedError;
  }
  return expect.fail('expected a MALFORMED FeedError');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseOrg', () => {
  it('keeps a contract org header as it is', () => {
    expect(parseOrg(org, ctx)).toEqual(org);
  });

  it.each([null, 'Acme', 42, [], [org], {}, { name: 7 }, { slug: 'acme' }])('fails MALFORMED on %j', (body) => {
    malformed(() => parseOrg(body, ctx));
  });

  it('tolerates null and missing optional fields and drops extra ones', () => {
    expect(parseOrg({ name: 'Acme', logoUrl: null, about: null, brandColor: null, internal: 1 }, ctx)).toEqual({
      name: 'Acme',
      slug: 'acme',
      logoUrl: null,
      about: null,
      brandColor: null,
      careersUrl: 'https://jobs.example/acme',
    });
  });

  it('turns non-string optional fields into null', () => {
    expect(parseOrg({ name: 'Acme', logoUrl: 1, about: {}, brandColor: 0x0f766e }, ctx)).toMatchObject({
      logoUrl: null,
      about: null,
      brandColor: null,
    });
  });

  it.each([
    { color: '#0f766e', kept: '#0f766e' },
    { color: '#ABC', kept: '#abc' },
    { color: '#0F766E', kept: '#0f766e' },
    { color: '#0f766', kept: null },
    { color: '#0f766e80', kept: null },
    { color: '0f766e', kept: null },
    { color: 'red', kept: null },
    { color: '#fff;background:url(x)', kept: null },
    { color: ' #fff', kept: null },
    { color: '#ggg', kept: null },
  ])('keeps brandColor $color as $kept', ({ color, kept }) => {
    expect(parseOrg({ ...org, brandColor: color }, ctx).brandColor).toBe(kept);
  });

  it.each([
    { url: 'http://acme.example/careers', kept: true },
    { url: 'https://acme.example/careers', kept: true },
    { url: 'javascript:alert(1)', kept: false },
    { url: 'data:text/html,hi', kept: false },
    { url: '/careers', kept: false },
    { url: null, kept: false },
  ])('keeps careersUrl and logoUrl $url only when http(s): $kept', ({ url, kept }) => {
    const o = parseOrg({ ...org, careersUrl: url, logoUrl: url }, ctx);
    expect(o.careersUrl).toBe(kept ? url : 'https://jobs.example/acme');
    expect(o.logoUrl).toBe(kept ? url : null);
  });

  it('falls back to the slug asked for and its board page, encoded', () => {
    expect(parseOrg({ name: 'Acme' }, { jobsOrigin: 'https://jobs.example', slug: 'a b' })).toMatchObject({
      slug: 'a b',
      careersUrl: 'https://jobs.example/a%20b',
    });
  });
});

describe('parseJobs', () => {
  it('keeps contract items as they are, in the server order', () => {
    const second = { ...job, publicId: 'ops-1', title: 'Ops', publishedAt: '2026-01-01T00:00:00.000Z' };
    expect(parseJobs([job, second], ctx)).toEqual([job, second]);
  });

  it('accepts an empty array', () => {
    expect(parseJobs([], ctx)).toEqual([]);
  });

  it.each([null, {}, { jobs: [job] }, 'x', 3])('fails MALFORMED when the answer is not an array: %j', (body) => {
    malformed(() => parseJobs(body, ctx));
  });

  it('fails MALFORMED when no entry is usable', () => {
    const warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    malformed(() => parseJobs([null, { title: 'No id' }, { publicId: 'x' }], ctx));
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('skips unusable items with one warning and keeps the rest in order', () => {
    const warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = { ...job, publicId: 'b', title: 'B' };
    const jobs = parseJobs([null, job, { ...job, publicId: 7 }, 'x', { ...job, title: null }, { ...job, publicId: '' }, b], ctx);
    expect(jobs.map((j) => j.publicId)).toEqual([job.publicId, 'b']);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(must(warnSpy.mock.calls[0])[0]).toBe('[svc-jobs]');
    expect(String(must(warnSpy.mock.calls[0])[1])).toContain('5');
  });

  it('does not warn when every item is usable', () => {
    const warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    parseJobs([job], ctx);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('turns null, missing and non-string optional fields into null and drops extra ones', () => {
    const [j] = parseJobs(
      [{ publicId: 'p', title: 'T', department: null, location: 3, shortDescription: [], id: 9, status: 'published', description: 'd' }],
      ctx,
    );
    expect(j).toEqual({
      publicId: 'p',
      title: 'T',
      department: null,
      location: null,
      employmentType: null,
      shortDescription: null,
      compensation: null,
      publishedAt: null,
      url: 'https://jobs.example/acme/p',
    });
  });

  it.each([
    { type: 'full_time', kept: 'full_time' },
    { type: 'part_time', kept: 'part_time' },
    { type: 'contract', kept: 'contract' },
    { type: 'internship', kept: 'internship' },
    { type: 'FULL_TIME', kept: null },
    { type: 'freelance', kept: null },
    { type: 1, kept: null },
  ])('keeps employmentType $type as $kept', ({ type, kept }) => {
    expect(must(parseJobs([{ ...job, employmentType: type }], ctx)[0]).employmentType).toBe(kept);
  });

  it.each([
    { name: 'an https url', url: 'https://jobs.example/acme/eng-7f3k2', kept: true },
    { name: 'an http url', url: 'http://jobs.example/acme/eng-7f3k2', kept: true },
    { name: 'a missing url', url: undefined, kept: false },
    { name: 'a null url', url: null, kept: false },
    { name: 'a javascript: url', url: 'javascript:alert(document.cookie)', kept: false },
    { name: 'a javascript: url with a tab', url: 'java\tscript:alert(1)', kept: false },
    { name: 'a relative url', url: '/acme/eng-7f3k2', kept: false },
    { name: 'a data: url', url: 'data:text/html,<script>alert(1)</script>', kept: false },
    { name: 'a protocol-relative url', url: '//evil.example/x', kept: false },
  ])('keeps $name only when http(s), else rebuilds it', ({ url, kept }) => {
    const [j] = parseJobs([{ ...job, url }], ctx);
    expect(must(j).url).toBe(kept ? url : 'https://jobs.example/acme/eng-7f3k2');
  });

  it('encodes slug and publicId when rebuilding a url', () => {
    const [j] = parseJobs([{ ...job, publicId: 'a/b?c', url: undefined }], { jobsOrigin: 'https://jobs.example', slug: 'ac me' });
    expect(must(j).url).toBe('https://jobs.example/ac%20me/a%2Fb%3Fc');
  });
});

describe('parseJobs on hostile feeds', () => {
  it('keeps the first of repeated publicIds and counts the rest in the one warning', () => {
    const warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jobs = parseJobs([job, { ...job, title: 'Second copy' }, null, { ...job, publicId: 'b' }, { ...job, title: 'Third' }], ctx);
    expect(jobs.map((j) => [j.publicId, j.title])).toEqual([
      [job.publicId, job.title],
      ['b', job.title],
    ]);
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(String(must(warnSpy.mock.calls[0])[1])).toBe('skipped 3 unusable job(s) of 5');
  });

  it.each([
    ['not a date', 'soon'],
    ['a number', 1_700_000_000_000],
    ['a date in the future', '2999-01-01T00:00:00.000Z'],
    ['an array holding a date', ['2020-01-01']],
  ])('drops a publishedAt that is %s and keeps the job', (_name, publishedAt) => {
    const [j] = parseJobs([{ ...job, publishedAt }], ctx);
    expect(j).toMatchObject({ publicId: job.publicId, publishedAt: null });
  });

  it('keeps a past publishedAt as the server wrote it', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T00:00:00.000Z'));
    expect(must(parseJobs([job], ctx)[0]).publishedAt).toBe('2026-11-02T09:30:00.000Z');
  });

  it('maps an unknown employmentType to null and keeps the job', () => {
    expect(parseJobs([{ ...job, employmentType: 'gig' }], ctx)[0]).toMatchObject({ publicId: job.publicId, employmentType: null });
  });
});
