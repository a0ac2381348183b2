// The full-page board, {jobs_url}/{orgSlug} and {jobs_url}/{orgSlug}/{publicId}.
// A server may have configured the container and rendered a fallback already;
// a plain static host serves board.html as built, so then this script sets the
// container up from the page's path, as the demo host's server would. It runs
// before embed.js: both are deferred and this module comes first in the
// document, so embed.js never sees the empty data-svc-jobs="" marker.
//
// Its words are the server's (src/ui/i18n/page-words.ts), in the language the
// server would choose: ?lang=, else the browser's preferred languages, else
// English; the board gets the same language through data-lang.
import { parseOrg } from '../feed/parse.ts';
import { apiUrl } from '../feed/paths.ts';
import type { Lang } from '../ui/i18n.ts';
import { pageLang } from '../ui/i18n/page-lang.ts';
import { pageWords } from '../ui/i18n/page-words.ts';
import { paletteFor } from '../ui/theme.ts';
import { pageRoute, type PageRoute } from './page-route.ts';

type PageWords = ReturnType<typeof pageWords>;

/** The header's parts this script fills in as it learns the org. */
interface Head {
  bar: HTMLElement;
  org: HTMLAnchorElement;
  name: HTMLElement;
  h1: HTMLElement;
}

const board = document.getElementById('svc-board');
if (board && !board.getAttribute('data-svc-jobs')) {
  const lang = pageLang(new URLSearchParams(location.search).get('lang'), navigator.languages.join(','));
  document.documentElement.lang = lang;
  const words = pageWords(lang);
  const route = pageRoute(location.pathname);
  const head = siteHead(route ? `/${route.org}` : '/', !!route?.publicId);
  if (route) setUp(board, route, lang, words, head);
  else {
    board.removeAttribute('data-svc-jobs');
    nowhere(words, head);
  }
}

function setUp(board: HTMLElement, route: PageRoute, lang: Lang, words: PageWords, head: Head | null): void {
  const { org, publicId } = route;
  board.setAttribute('data-apply', 'inline');
  // A filtered full-page board can be shared by its URL, as the server's page can.
  board.setAttribute('data-sync-url', '');
  // As on the server-rendered pages: the list links to the feed's job urls
  // (these pages); a job page shows the job its path names.
  if (publicId) board.setAttribute('data-href-pattern', `/${org}/{publicId}`);
  board.setAttribute('data-lang', lang);
  board.setAttribute('data-svc-jobs', org);
  // The slug until the org's header answers (named, below).
  document.title = words.t('jobsAt', org);
  if (head) {
    head.name.textContent = org;
    head.h1.textContent = document.title;
  }
  // At once, beside the board's own requests: a longer name may wrap the heading, which must
  // happen before the board is drawn under it, not after.
  const header = named(org, words, head);
  // A job page's title names the job: from the JSON-LD the board writes.
  board.addEventListener('svc-jobs:ready', () => void header.then((name) => name && titled(name)), { once: true });
  board.addEventListener('svc-jobs:error', (e) => {
    if ((e as CustomEvent<{ code?: string }>).detail.code === 'NOT_FOUND') nowhere(words, head);
    else note(board, words.t('feedFailed'));
  });
}

/**
 * The header the server renders (src/prerender/page.tsx), styled by
 * board.css: the org's bar (logo and name, linking to the list), then the band
 * in the brand colour with the page's one h1. Without the org's about text:
 * it would arrive after the board and push it down.
 */
function siteHead(list: string, job: boolean): Head | null {
  const header = document.querySelector('.site-head');
  if (!header) return null;
  const add = <K extends keyof HTMLElementTagNameMap>(parent: Element, tag: K, className = ''): HTMLElementTagNameMap[K] => {
    const el = parent.appendChild(document.createElement(tag));
    if (className) el.className = className;
    return el;
  };
  header.replaceChildren();
  const bar = add(header, 'div', 'site-head-inner');
  const org = add(bar, 'a', 'org');
  org.href = list;
  const name = add(org, 'span', 'org-name');
  // A job page's band is the slimmer one: the job below is what the page is about.
  const h1 = add(add(add(header, 'div', job ? 'band band-job' : 'band'), 'div', 'band-inner'), 'h1');
  return { bar, org, name, h1 };
}

/** No board at this address: says so as the page's heading and title, with no org's bar. */
function nowhere(words: PageWords, head: Head | null): void {
  document.title = words.t('noBoard');
  if (!head) return;
  head.bar.remove();
  head.h1.textContent = document.title;
}

function note(board: HTMLElement, text: string): void {
  const p = document.querySelector('.page-note') ?? board.insertAdjacentElement('afterend', document.createElement('p'));
  if (!p) return;
  p.className = 'page-note';
  p.textContent = text;
}

/**
 * The org's header (the board asks for it too: the HTTP cache may answer, else
 * it is one more small GET, the price of a heading that never moves the board):
 * its name, logo and brand colour in the page's header. Resolves to the name,
 * or null when it could not be had (the slug stays: the board still works).
 */
async function named(slug: string, words: PageWords, head: Head | null): Promise<string | null> {
  try {
    const res = await fetch(apiUrl('', slug), { cache: 'force-cache' });
    if (!res.ok) return null;
    // Read as the widget reads it: only an http(s) logo, only a hex colour.
    const org = parseOrg(await res.json(), { jobsOrigin: location.origin, slug });
    document.title = words.t('jobsAt', org.name);
    if (!head) return org.name;
    head.name.textContent = org.name;
    head.h1.textContent = words.t('jobsAt', org.name);
    head.org.setAttribute('aria-label', words.t('home', org.name));
    if (org.logoUrl) {
      // Decoration beside the name (alt=""), at a fixed size: it never moves the page when it loads.
      const img = document.createElement('img');
      img.alt = '';
      img.width = img.height = 44;
      img.src = org.logoUrl;
      head.org.prepend(img);
    }
    // The band's colours, as the server's page sets them (CSSOM, which a style-src 'self' policy allows).
    const { accent, accentText } = paletteFor(org.brandColor);
    document.documentElement.style.setProperty('--brand', accent);
    document.documentElement.style.setProperty('--brand-text', accentText);
    return org.name;
  } catch {
    return null;
  }
}

/** A job page's title, "{job} — {org}", once the board has written the job's JSON-LD. */
function titled(orgName: string): void {
  try {
    const ld = document.head.querySelector('script[type="application/ld+json"]');
    const posting = ld?.textContent ? (JSON.parse(ld.textContent) as { title?: unknown }) : null;
    if (typeof posting?.title === 'string') document.title = `${posting.title} — ${orgName}`;
  } catch {
    // The list's title stays.
  }
}
