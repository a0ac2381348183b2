// The navigation shared by the demo site's pages (`{{NAV}}` in a page): the
// snippet builder first (a redirect to the jobs host's), the tour, then its example pages.
import { BUILDER_PATH, TOUR, TOUR_PATH } from './tour.ts';

export const SITE_PAGES: readonly { href: string; label: string }[] = [
  { href: BUILDER_PATH, label: 'Snippet builder' },
  { href: TOUR_PATH, label: 'All examples' },
  ...TOUR.map(({ href, label }) => ({ href, label })),
];

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

// /x, /x.html and the on-site detail pages /careers/… name one nav entry.
function pageKey(urlPath: string): string {
  const key = urlPath.replace(/\.html$/, '');
  if (key === '/index') return '/';
  if (key === '/careers' || key.startsWith('/careers/')) return '/attribution';
  return key;
}

export function renderNav(currentPath: string): string {
  const currentKey = pageKey(currentPath);
  const links = SITE_PAGES.map(({ href, label }) => {
    const current = pageKey(href) === currentKey;
    return `<li><a href="${escapeAttr(href)}"${current ? ' aria-current="page"' : ''}>${escapeAttr(label)}</a></li>`;
  });
  return `<nav class="site-nav" aria-label="Demo pages"><ul>${links.join('')}</ul></nav>`;
}
