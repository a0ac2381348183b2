// The full-page board, {jobs_url}/{orgSlug} and {jobs_url}/{orgSlug}/{publicId}.
// A server may have configured the container and rendered a fallback already;
// a plain static host serves board.html as built, so then this script sets the
// container up from the page's path, as the demo host's server would. It runs
// before embed.js: both are deferred and this module comes first in the
// document, so embed.js never sees the empty data-svc-jobs="" marker.
//
// Its words are the server's (the catalogs' `page` words), in the language the
// server would choose: ?lang=, else the browser's preferred languages, else
// English; the board gets the same language through data-lang.
import { apiUrl } from '../feed/paths.ts';
import type { Lang } from '../ui/i18n.ts';
import { pageLang } from '../ui/i18n/page-lang.ts';
import { pageWords } from '../ui/i18n/page-words.ts';
import { pageRoute, type PageRoute } from './page-route.ts';

const board = document.getElementById('svc-board');
if (board && !board.getAttribute('data-svc-jobs')) {
  const lang = pageLang(new URLSearchParams(location.search).get('lang'), navigator.languages.join(','));
  document.documentElement.lang = lang;
  const words = pageWords(lang);
  const route = pageRoute(location.pathname);
  if (route) setUp(board, route, lang, words);
  else {
    board.removeAttribute('data-svc-jobs');
    document.title = words.t('noBoard');
    heading(document.title, null);
  }
}

type PageWords = ReturnType<typeof pageWords>;

function setUp(board: HTMLElement, route: PageRoute, lang: Lang, words: PageWords): void {
  const { org, publicId } = route;
  board.setAttribute('data-apply', 'inline');
  // A filtered full-page board can be shared by its URL, as the server's page can.
  board.setAttribute('data-sync-url', '');
  // As on the server-rendered pages: the list links to the feed's job urls
  // (these pages); a job page shows the job its path names.
  if (publicId) board.setAttribute('data-href-pattern', `/${org}/{publicId}`);
  board.setAttribute('data-lang', lang);
  board.setAttribute('data-svc-jobs', org);
  document.title = words.t('jobsAt', org);
  heading(document.title, `/${org}`);
  board.addEventListener('svc-jobs:ready', () => void named(org, words), { once: true });
  board.addEventListener('svc-jobs:error', (e) => {
    const code = (e as CustomEvent<{ code?: string }>).detail.code;
    note(board, words.t(code === 'NOT_FOUND' ? 'noBoard' : 'feedFailed'));
  });
}

/** The page's one h1, above the board's own h2s (the server renders the same). */
function heading(text: string, href: string | null): void {
  const head = document.querySelector('.site-head');
  if (!head) return;
  let h1 = head.querySelector('h1');
  if (!h1) h1 = head.appendChild(document.createElement('h1'));
  const target = href ? (h1.querySelector('a') ?? h1.appendChild(document.createElement('a'))) : h1;
  if (href && target instanceof HTMLAnchorElement) target.href = href;
  target.textContent = text;
}

function note(board: HTMLElement, text: string): void {
  const p = document.querySelector('.page-note') ?? board.insertAdjacentElement('afterend', document.createElement('p'));
  if (!p) return;
  p.className = 'page-note';
  p.textContent = text;
}

/**
 * The org's and job's names once the board is ready: a job page's JSON-LD
 * carries both; a list asks for the org header, which the board fetched a
 * moment ago (so the HTTP cache usually answers).
 */
async function named(org: string, words: PageWords): Promise<void> {
  let job: string | null = null;
  let name: string | null = null;
  try {
    const ld = document.head.querySelector('script[type="application/ld+json"]');
    if (ld?.textContent) {
      const posting = JSON.parse(ld.textContent) as { title?: unknown; hiringOrganization?: { name?: unknown } };
      if (typeof posting.title === 'string') job = posting.title;
      if (typeof posting.hiringOrganization?.name === 'string') name = posting.hiringOrganization.name;
    }
    if (!name) {
      const res = await fetch(apiUrl('', org), { cache: 'force-cache' });
      const header = res.ok ? ((await res.json()) as { name?: unknown }) : null;
      if (typeof header?.name === 'string') name = header.name;
    }
  } catch {
    // The slug stays: the names are a nicety, the board is already there.
  }
  if (!name) return;
  heading(words.t('jobsAt', name), `/${org}`);
  document.title = job ? `${job} — ${name}` : words.t('jobsAt', name);
}
