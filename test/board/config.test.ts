// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/board/config.ts';
import { makeConfig } from '../support/config.ts';

const ORIGIN = 'https://www.acme.test';

function el(attrs: Record<string, string>): Element {
  const div = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) div.setAttribute(k, v);
  return div;
}

describe('parseConfig', () => {
  it('reads every attribute', () => {
    const result = parseConfig(
      el({
        'data-svc-jobs': 'acme',
        'data-apply': 'inline',
        'data-src': 'website',
        'data-href-pattern': '/careers/{publicId}',
        'data-empty': 'Nothing right now',
      }),
      ORIGIN,
    );
    expect(result).toEqual({
      ok: true,
      config: makeConfig({ applyInline: true, src: 'website', hrefPattern: '/careers/{publicId}', emptyText: 'Nothing right now' }),
    });
  });

  it('reads data-storage="none", and refuses any other value rather than store', () => {
    expect(parseConfig(el({ 'data-svc-jobs': 'acme', 'data-storage': 'none' }), ORIGIN)).toEqual({
      ok: true,
      config: makeConfig({ store: false }),
    });
    expect(parseConfig(el({ 'data-svc-jobs': 'acme', 'data-storage': 'nothing' }), ORIGIN)).toEqual({
      ok: false,
      problems: ['data-storage="nothing": use none'],
    });
  });

  it('defaults everything but the org', () => {
    expect(parseConfig(el({ 'data-svc-jobs': ' acme-robotics ' }), ORIGIN)).toEqual({
      ok: true,
      config: makeConfig({ org: 'acme-robotics' }),
    });
  });

  it.each([
    ['a query pattern', '/careers?job={publicId}'],
    ['an absolute URL of the page origin', 'https://www.acme.test/jobs/{publicId}/'],
  ])('accepts %s', (_name, pattern) => {
    const result = parseConfig(el({ 'data-svc-jobs': 'acme', 'data-href-pattern': pattern }), ORIGIN);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['an empty org', { 'data-svc-jobs': '' }, 'needs your org slug'],
    ['an uppercase org', { 'data-svc-jobs': 'Acme' }, 'not an org slug'],
    ['an org with spaces', { 'data-svc-jobs': 'acme robotics' }, 'not an org slug'],
    ['a double hyphen', { 'data-svc-jobs': 'acme--x' }, 'not an org slug'],
    ['a reserved slug', { 'data-svc-jobs': 'embed' }, 'not an org slug'],
    ['a 51-character slug', { 'data-svc-jobs': 'a'.repeat(51) }, 'not an org slug'],
    ['an unknown apply mode', { 'data-svc-jobs': 'acme', 'data-apply': 'modal' }, 'data-apply="modal"'],
    ['an overlong src', { 'data-svc-jobs': 'acme', 'data-src': 'x'.repeat(201) }, 'over 200 characters'],
    ['a pattern without the placeholder', { 'data-svc-jobs': 'acme', 'data-href-pattern': '/careers/' }, 'needs {publicId} once'],
    ['a pattern with it twice', { 'data-svc-jobs': 'acme', 'data-href-pattern': '/{publicId}/{publicId}' }, 'needs {publicId} once'],
    ['a pattern with a fragment', { 'data-svc-jobs': 'acme', 'data-href-pattern': '/careers#{publicId}' }, 'has a #'],
    ['a relative pattern', { 'data-svc-jobs': 'acme', 'data-href-pattern': 'careers/{publicId}' }, 'not a /path or http(s) URL'],
    [
      'a protocol-relative pattern',
      { 'data-svc-jobs': 'acme', 'data-href-pattern': '//evil.test/{publicId}' },
      'not a /path or http(s) URL',
    ],
    [
      'a pattern on another origin',
      { 'data-svc-jobs': 'acme', 'data-href-pattern': 'https://evil.test/{publicId}' },
      'not on https://www.acme.test',
    ],
    ['an unknown filter', { 'data-svc-jobs': 'acme', 'data-filters': 'department, salary' }, 'data-filters="department, salary"'],
    ['an unknown type preset', { 'data-svc-jobs': 'acme', 'data-type': 'Full-time' }, 'data-type="Full-time"'],
    ['an unknown grouping', { 'data-svc-jobs': 'acme', 'data-group-by': 'team' }, 'data-group-by="team"'],
    ['a page size under 10', { 'data-svc-jobs': 'acme', 'data-page-size': '5' }, 'from 10 to 200'],
    ['a page size over 200', { 'data-svc-jobs': 'acme', 'data-page-size': '500' }, 'from 10 to 200'],
    ['a page size that is not whole', { 'data-svc-jobs': 'acme', 'data-page-size': '12.5' }, 'from 10 to 200'],
    ['a page size that is not a number', { 'data-svc-jobs': 'acme', 'data-page-size': 'lots' }, 'from 10 to 200'],
    [
      'a javascript: pattern',
      { 'data-svc-jobs': 'acme', 'data-href-pattern': 'javascript:alert({publicId})' },
      'not a /path or http(s) URL',
    ],
    [
      'a pattern a browser reads as another host',
      { 'data-svc-jobs': 'acme', 'data-href-pattern': '/\\evil.test/{publicId}' },
      'not a /path or http(s) URL',
    ],
    ['a pattern of another origin', { 'data-svc-jobs': 'acme', 'data-href-pattern': 'https://evil.test/{publicId}' }, 'not on'],
    [
      'a pattern with a control character',
      { 'data-svc-jobs': 'acme', 'data-href-pattern': '/jobs/\n{publicId}' },
      'not a /path or http(s) URL',
    ],
    ['a lang that is no language tag', { 'data-svc-jobs': 'acme', 'data-lang': 'en_US' }, 'not a language tag'],
  ])('reports %s', (_name, attrs, message) => {
    const result = parseConfig(el(attrs), ORIGIN);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toContain(message);
  });

  it('reads the finding attributes', () => {
    const result = parseConfig(
      el({
        'data-svc-jobs': 'acme',
        'data-filters': ' search , department ',
        'data-department': 'Engineering',
        'data-location': 'Berlin, Germany',
        'data-type': 'contract',
        'data-group-by': 'location',
        'data-page-size': '20',
        'data-sync-url': '',
        'data-lang': 'de-AT',
      }),
      ORIGIN,
    );
    expect(result).toEqual({
      ok: true,
      config: makeConfig({
        filters: ['search', 'department'],
        presets: { department: 'Engineering', location: 'Berlin, Germany', type: 'contract' },
        groupBy: 'location',
        pageSize: 20,
        syncUrl: true,
        lang: 'de-AT',
      }),
    });
  });

  it.each([
    ['none', { 'data-filters': 'none' }, { filters: [] }],
    ['an empty data-filters as the default', { 'data-filters': '' }, { filters: null }],
    ['group by none', { 'data-group-by': 'none' }, { groupBy: null }],
    ['data-sync-url="false"', { 'data-sync-url': 'false' }, { syncUrl: false }],
    ['the page size bounds', { 'data-page-size': '10' }, { pageSize: 10 }],
  ])('reads %s', (_name, attrs, want) => {
    expect(parseConfig(el({ 'data-svc-jobs': 'acme', ...attrs }), ORIGIN)).toEqual({ ok: true, config: makeConfig(want) });
  });

  it('lists every problem at once', () => {
    const result = parseConfig(el({ 'data-svc-jobs': 'Acme', 'data-apply': 'modal', 'data-href-pattern': '/x' }), ORIGIN);
    expect(result.ok ? [] : result.problems).toHaveLength(3);
  });

  it('never throws, even without the attribute', () => {
    expect(parseConfig(document.createElement('div'), ORIGIN).ok).toBe(false);
  });
});
