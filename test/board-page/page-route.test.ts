// The full-page board reads its route from its own path on a static host
// (CONTRACT.md "Static hosting"): only /{orgSlug} and /{orgSlug}/{publicId}.
import { describe, expect, it } from 'vitest';
import { pageRoute } from '../../src/board-page/page-route.ts';

describe('pageRoute', () => {
  it.each([
    ['/acme', { org: 'acme', publicId: null }],
    ['/acme/', { org: 'acme', publicId: null }],
    ['/north-star-2', { org: 'north-star-2', publicId: null }],
    ['/acme/eng-7f3k2', { org: 'acme', publicId: 'eng-7f3k2' }],
    ['/acme/eng-7f3k2/', { org: 'acme', publicId: 'eng-7f3k2' }],
    ['/acme/Job_42', { org: 'acme', publicId: 'Job_42' }],
  ])('%s is a board page', (path, route) => {
    expect(pageRoute(path)).toEqual(route);
  });

  it.each([
    '/',
    '',
    '/embed',
    '/api',
    '/assets',
    '/embed/board.html',
    '/api/eng-7f3k2',
    '/assets/x',
    '/Acme',
    '/acme-',
    '/-acme',
    '/ac--me',
    '/acme.html',
    '//acme',
    '/acme//',
    '/acme/eng%207f3k2',
    '/acme/eng.7f3k2',
    `/acme/${'x'.repeat(65)}`,
    `/${'a'.repeat(51)}`,
    '/acme/eng-7f3k2/apply',
  ])('%s is not (nothing mounts)', (path) => {
    expect(pageRoute(path)).toBeNull();
  });
});
