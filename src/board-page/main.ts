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
import { getOnce } from '../feed/http.ts';
import { parseJobPage, type JobPage } from '../feed/job.ts';
import { parseOrg } from '../feed/parse.ts';
import { apiUrl, jobApiUrl } from '../feed/paths.ts';
import type { OrgHeader } from '../feed/types.ts';
import { headTagList } from '../ui/head-tags.ts';
import type { Lang } from '../ui/i18n.ts';
import { pageLang } from '../ui/i18n/page-lang.ts';
import { pageWords } from '../ui/i18n/page-words.ts';
import { pageBrand } from '../ui/page-brand.ts';
import { headerParts, type HeaderInput, type Part } from '../ui/page-header.ts';
import { pageRoute, type PageRoute } from './page-route.ts';

type PageWords = ReturnType<typeof pageWords>;

const board = document.getElementById('svc-board');
if (board && !board.getAttribute('data-svc-jobs')) {
  const lang = pageLang(new URLSearchParams(location.search).get('lang'), navigator.languages.join(','));
  document.documentElement.lang = lang;
  const words = pageWords(lang);
  const route = pageRoute(location.pathname);
  if (route) setUp(board, route, lang, words);
  else {
    board.removeAttribute('data-svc-jobs');
    nowhere(words);
  }
}

/** The element a header part (src/ui/page-header.ts) describes: text stays text. */
function element({ tag, attrs, children }: Part): Element {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.append(...children.map((c) => (typeof c === 'string' ? c : element(c))));
  return el;
}

/** The header the server renders (the same parts), in place of what the page's header had. */
function showHeader(input: HeaderInput): void {
  document.querySelector('.site-head')?.replaceChildren(...headerParts(input).map(element));
}

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
  // The slug until the org's header answers (named, below).
  document.title = words.t('jobsAt', org);
  showHeader({ org: { name: org }, job: !!publicId, listPath: `/${org}`, words });
  // The page is hidden (board.css) until its header is whole, name, logo and about text: the
  // header may grow as they arrive, and must not move the board (which cannot show before
  // the org's answer anyway). At once, beside the board's own requests.
  document.body.setAttribute('data-heading', '');
  const header = named(route, words).finally(() => document.body.removeAttribute('data-heading'));
  board.addEventListener(
    'svc-jobs:ready',
    (e) => void header.then((known) => known && headed(known, route, words, (e as CustomEvent<{ count: number }>).detail.count)),
    {
      once: true,
    },
  );
  board.addEventListener('svc-jobs:error', (e) => {
    if ((e as CustomEvent<{ code?: string }>).detail.code === 'NOT_FOUND') nowhere(words);
    else note(board, words.t('feedFailed'));
  });
}

/** No board at this address: says so as the page's heading and title, with no org's bar. */
function nowhere(words: PageWords): void {
  document.title = words.t('noBoard');
  showHeader({ org: null, job: false, listPath: '/', words });
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

/**
 * A GET the board makes too, by the feed's one reader: the HTTP cache may answer. One try, so a
 * hung host keeps the page hidden for one try's 8 s at most; it rejects when the answer is not a good one.
 * A declaration, not a const: the page's script calls it before this line is reached.
 */
function getCached(url: string): Promise<{ body: unknown }> {
  return getOnce(url, 8000, undefined, fetch, 'force-cache');
}

/**
 * The org's header (the board asks for it too: the HTTP cache may answer, else
 * it is one more small GET, the price of a heading that never moves the board):
 * its name, logo, about text and brand colour in the page's header; and on a
 * job's page the job, for the head tags. Resolves to what it learnt, or null
 * when the org could not be had (the slug stays: the board still works).
 */
async function named(route: PageRoute, words: PageWords): Promise<Known | null> {
  const { org: slug, publicId } = route;
  const ctx = { jobsOrigin: location.origin, slug };
  try {
    const [orgAnswer, jobAnswer] = await Promise.all([
      getCached(apiUrl('', slug)),
      publicId ? getCached(jobApiUrl('', slug, publicId)).catch(() => null) : null,
    ]);
    // Read as the widget reads it: only an http(s) logo, only a hex colour.
    const org = parseOrg(orgAnswer.body, ctx);
    const job = jobAnswer?.body ? parseJobPage(jobAnswer.body, ctx) : null;
    document.title = job ? `${job.title} — ${org.name}` : words.t('jobsAt', org.name);
    // Whole at once: name, logo and about text (the page shows once it is, and the board never moves).
    showHeader({ org, job: !!publicId, listPath: `/${slug}`, words });
    // The band's colours and the brand held to contrast in either scheme, as the server's page sets
    // them (CSSOM, which a style-src 'self' policy allows).
    for (const [name, value] of pageBrand(org.brandColor)) document.documentElement.style.setProperty(name, value);
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
