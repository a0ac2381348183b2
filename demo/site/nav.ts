// The navigation shared by the demo site's pages (`{{NAV}}` in a page).
export const SITE_PAGES: readonly { href: string; label: string }[] = [
  { href: '/', label: 'Embed (Acme)' },
  { href: '/find.html', label: 'Filters and search (Northwind)' },
  { href: '/karriere.html', label: 'Auf Deutsch' },
  { href: '/attribution.html', label: 'On-site detail (Lumen)' },
  { href: '/inline-apply.html', label: 'Inline apply' },
  { href: '/empty.html', label: 'No openings' },
  { href: '/down.html', label: 'Feed down' },
  { href: '/strict-csp.html', label: 'Strict CSP' },
  { href: '/aggressive-css.html', label: 'Aggressive CSS' },
  { href: '/xss.html', label: 'Hostile strings' },
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
