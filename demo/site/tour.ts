// The tour of the demo's example pages: what each shows in one line, and the
// container behind it (its snippet is written by the same function as the
// builder's, src/snippet/snippet.ts). e2e/tour.spec.ts checks every page's
// container against `attributes`, so the tour cannot drift from the pages.
import type { SnippetAttributes } from '../../src/snippet/snippet.ts';

export interface TourPage {
  href: string;
  /** The nav's short label. */
  label: string;
  /** One line: what the page shows (also its meta description). */
  note: string;
  /** The container's attributes, as in the page. */
  attributes: SnippetAttributes;
}

/** The demo site's way to the builder, a page of the jobs host ({jobs_url}/embed/builder): a redirect. */
export const BUILDER_PATH = '/builder';
/** The list of the example pages with the snippet behind each. */
export const TOUR_PATH = '/tour';
export const TOUR_NOTE =
  'The example pages of the embed.js demo: what each shows and the snippet behind it, with the way to the snippet builder of the jobs host.';

export const TOUR: readonly TourPage[] = [
  {
    href: '/',
    label: 'Embed (Acme)',
    note: 'The plainest snippet: one container and one script tag on a company careers page.',
    attributes: { 'data-svc-jobs': 'acme' },
  },
  {
    href: '/find.html',
    label: 'Filters and search (Northwind)',
    note: '130 openings with department, location, type and search, grouped by department, the choice kept in the URL.',
    attributes: { 'data-svc-jobs': 'northwind', 'data-apply': 'inline', 'data-group-by': 'department', 'data-sync-url': '' },
  },
  {
    href: '/karriere.html',
    label: 'Auf Deutsch',
    note: 'A German page: the board and the apply form speak the page’s language (html lang="de").',
    attributes: { 'data-svc-jobs': 'northwind', 'data-apply': 'inline', 'data-sync-url': '' },
  },
  {
    href: '/careers-ahead.html',
    label: 'Never jumps (written ahead)',
    note: 'A careers page with content after the board: the board is written into the page ahead, paints with it, and nothing moves when embed.js makes it live.',
    attributes: { 'data-svc-jobs': 'lumen' },
  },
  {
    href: '/careers-link.html',
    label: 'Space reserved (link fallback)',
    note: 'The same page with only a link in the container, which keeps a screen’s height for the board: nothing after it moves when the board arrives, but crawlers see only the link.',
    attributes: { 'data-svc-jobs': 'lumen' },
  },
  {
    href: '/attribution.html',
    label: 'On-site detail (Lumen)',
    note: 'Jobs open on the company’s own site at /careers/{publicId}, with JSON-LD, and applications say they came from the website.',
    attributes: { 'data-svc-jobs': 'lumen', 'data-src': 'website', 'data-href-pattern': '/careers/{publicId}' },
  },
  {
    href: '/inline-apply.html',
    label: 'Inline apply',
    note: 'The apply form opens in place, in a frame of the jobs host, with résumé autofill.',
    attributes: { 'data-svc-jobs': 'acme', 'data-apply': 'inline', 'data-href-pattern': '/inline-apply.html?job={publicId}' },
  },
  {
    href: '/empty.html',
    label: 'No openings',
    note: 'An org with no openings shows the company’s own empty text (data-empty).',
    attributes: { 'data-svc-jobs': 'stillwater', 'data-empty': 'No openings right now — check back soon!' },
  },
  {
    href: '/down.html',
    label: 'Feed down',
    note: 'When the feed cannot be reached, the fallback inside the container stays exactly as written.',
    attributes: { 'data-svc-jobs': 'acme' },
  },
  {
    href: '/strict-csp.html',
    label: 'Strict CSP',
    note: 'The widget under a nonce, strict-dynamic and Trusted Types policy, with on-site detail pages.',
    attributes: { 'data-svc-jobs': 'acme', 'data-href-pattern': '/strict-csp.html?job={publicId}' },
  },
  {
    href: '/aggressive-css.html',
    label: 'Aggressive CSS',
    note: 'A site stylesheet full of !important rules cannot break the board in its shadow root.',
    attributes: { 'data-svc-jobs': 'acme' },
  },
  {
    href: '/xss.html',
    label: 'Hostile strings',
    note: 'Markup and script in every string of the feed render as text, never as HTML.',
    attributes: { 'data-svc-jobs': 'xss', 'data-apply': 'inline', 'data-href-pattern': '/xss.html?job={publicId}' },
  },
];

/** The tour entry a path belongs to (the on-site detail pages belong to their list). */
export function tourPageFor(urlPath: string): TourPage | undefined {
  const key = urlPath.replace(/\.html$/, '');
  const norm = key === '/index' ? '/' : key === '/careers' || key.startsWith('/careers/') ? '/attribution' : key;
  return TOUR.find((p) => p.href.replace(/\.html$/, '') === norm);
}
