// The full-page board, {jobs_url}/{orgSlug} and {jobs_url}/{orgSlug}/{publicId}.
// A server may have configured the container and rendered a fallback already;
// a plain static host serves board.html as built, so then this script sets the
// container up from the page's path, as the demo host's server would. It runs
// before embed.js: both are deferred and this module comes first in the
// document, so embed.js never sees the empty data-svc-jobs="" marker.
//
// Its words are the server's (src/ui/i18n/page-words.ts), in the language the
// server would choose: ?lang=, else the browser's preferred languages, else
// English; the board gets the same language through data-lang. Its head tags
// are the server's too (src/ui/head-tags.ts); the job's complete JSON-LD is
// the board's, through the structured-data layer (board/layer.ts).
import { parseJobPage, type JobPage } from '../feed/job.ts';
import { parseOrg } from '../feed/parse.ts';
import { apiUrl } from '../feed/paths.ts';
import type { OrgHeader } from '../feed/types.ts';
import { headTagList } from '../ui/head-tags.ts';
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
  band: HTMLElement;
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
  // The page is hidden (board.css) until its header is whole, name, logo and about text: the
  // header may grow as they arrive, and must not move the board (which cannot show before
  // the org's answer anyway). At once, beside the board's own requests.
  document.body.setAttribute('data-heading', '');
  const header = named(route, words, head).finally(() => document.body.removeAttribute('data-heading'));
  board.addEventListener(
    'svc-jobs:ready',
    (e) => void header.then((known) => known && headed(known, route, words, (e as CustomEvent<{ count: number }>).detail.count)),
    {
      once: true,
    },
  );
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
  const band = add(add(header, 'div', job ? 'band band-job' : 'band'), 'div', 'band-inner');
  const h1 = add(band, 'h1');
  return { bar, org, name, h1, band };
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

/** What a page learns from the API beside the board: the org, and on a job's page the job (null when it is not open). */
interface Known {
  org: OrgHeader;
  job: JobPage | null;
}

/** A GET the board makes too: the HTTP cache may answer; a hung one gives up, so the page shows. */
async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { cache: 'force-cache', signal: AbortSignal.timeout(8000) });
  return { status: res.status, body: res.ok ? await res.json() : null };
}

/**
 * The org's header (the board asks for it too: the HTTP cache may answer, else
 * it is one more small GET, the price of a heading that never moves the board):
 * its name, logo, about text and brand colour in the page's header; and on a
 * job's page the job, for the head tags. Resolves to what it learnt, or null
 * when the org could not be had (the slug stays: the board still works).
 */
async function named(route: PageRoute, words: PageWords, head: Head | null): Promise<Known | null> {
  const { org: slug, publicId } = route;
  const ctx = { jobsOrigin: location.origin, slug };
  try {
    const [orgAnswer, jobAnswer] = await Promise.all([
      getJson(apiUrl('', slug)),
      publicId ? getJson(`${apiUrl('', slug)}/jobs/${encodeURIComponent(publicId)}`).catch(() => null) : null,
    ]);
    if (!orgAnswer.body) return null;
    // Read as the widget reads it: only an http(s) logo, only a hex colour.
    const org = parseOrg(orgAnswer.body, ctx);
    const job = jobAnswer?.body ? parseJobPage(jobAnswer.body, ctx) : null;
    document.title = job ? `${job.title} — ${org.name}` : words.t('jobsAt', org.name);
    if (!head) return { org, job };
    head.name.textContent = org.name;
    head.h1.textContent = words.t('jobsAt', org.name);
    head.org.setAttribute('aria-label', words.t('home', org.name));
    if (org.logoUrl) {
      // At a fixed size: it never moves the page when it loads. Its alt text names it, as the link's label does.
      const img = document.createElement('img');
      img.alt = org.name;
      img.width = img.height = 44;
      img.src = org.logoUrl;
      head.org.prepend(img);
    }
    if (org.about) {
      // In the band, under the heading, on both pages (the server's job page has it after the
      // job, which here would be pushed down by the job arriving later).
      const about = head.band.appendChild(document.createElement('p'));
      about.className = 'about';
      about.textContent = org.about;
    }
    // The band's colours, as the server's page sets them (CSSOM, which a style-src 'self' policy allows).
    const { accent, accentText } = paletteFor(org.brandColor);
    document.documentElement.style.setProperty('--brand', accent);
    document.documentElement.style.setProperty('--brand-text', accentText);
    return { org, job };
  } catch {
    return null;
  }
}

/**
 * The head tags the server writes (src/ui/head-tags.ts), once the board is ready
 * (a list without an about text is described by its count): what a search
 * engine that runs the page's script reads. Link previews do not run scripts:
 * for them the pages are written ahead (scripts/board-pages.ts).
 */
function headed({ org, job }: Known, route: PageRoute, words: PageWords, count: number): void {
  const list = `${location.origin}/${route.org}`;
  const gone = !!route.publicId && !job;
  const canonical = route.publicId && !gone ? `${list}/${encodeURIComponent(route.publicId)}` : list;
  const description = (job?.shortDescription ?? org.about ?? words.summary(count, org.name)).replace(/\s+/g, ' ').trim();
  for (const [tag, attrs] of headTagList({ title: document.title, description, canonical, gone, siteName: org.name, image: org.logoUrl })) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    document.head.append(el);
  }
}
