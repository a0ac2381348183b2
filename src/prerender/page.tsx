// A board page as the company's careers site (CONTRACT.md "The board pages as
// the company's careers site"): dist/embed/board.html filled with the org's
// header, the head tags a link preview and a search engine read, and the board
// itself written ahead by prerenderBoard — one renderer for the demo host's
// pages and the pages scripts/board-pages.ts writes for static hosts. Node
// only. Every feed string reaches the HTML through preact-render-to-string
// (escaped) or JSON with "<" escaped (the JSON-LD).
import { renderToString } from 'preact-render-to-string';
import { completeJobPosting } from '../board/jsonld-complete.ts';
import type { OrgHeader } from '../feed/types.ts';
import type { Lang } from '../ui/i18n.ts';
import { pageWords } from '../ui/i18n/page-words.ts';
import { paletteFor } from '../ui/theme.ts';
import { prerenderBoard, styleHash, wordsOf, type Prerendered } from './board.tsx';
import { h, Fragment } from 'preact';

/** The markers of pages/embed/board.html that a server (or the writer of pages ahead) fills. */
const MARK = {
  lang: '<html lang="en">',
  title: '<title>Careers</title>',
  head: '<!--svc:head-->',
  header: '<!--svc:header-->',
  outro: '<!--svc:outro-->',
  container: 'data-svc-jobs=""',
  board: '<!--svc:fallback-->',
} as const;

/** Used while dist/embed/board.html is not built yet (or lacks the markers). */
export const MINIMAL_BOARD_HTML = `<!doctype html>
${MARK.lang}
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${MARK.title}
${MARK.head}
</head>
<body>
<header class="site-head">${MARK.header}</header>
<main class="page">
<div id="svc-board" ${MARK.container}>${MARK.board}</div>
${MARK.outro}
</main>
<script defer src="/embed.js?v=3"></script>
</body>
</html>
`;

/** Whether a template carries every marker this fills. */
export const isBoardTemplate = (html: string): boolean => Object.values(MARK).every((m) => html.includes(m));

export interface BoardPageInput {
  /** dist/embed/board.html as built (or {@link MINIMAL_BOARD_HTML}). */
  template: string;
  /** The answers of GET /api/v1/public/{org} and …/jobs, as they came. */
  org: unknown;
  jobs: unknown;
  /** A job's page: its publicId and the answer of GET …/jobs/{publicId} (null when it is not open). */
  job?: { publicId: string; answer: unknown };
  /** {jobs_url}: the pages' own origin (and path prefix, if any). */
  jobsUrl: string;
  lang: Lang;
  /** The board's stylesheet, compacted (css-file.ts's boardCss). */
  css: string;
}

export interface BoardPage {
  html: string;
  /** The CSP sources that allow the page's two `<style>` elements (the brand colours, the board's). */
  styleHashes: string[];
  /** The origin of the org's logo (an `<img>` of the header), for the page's img-src; null without one. */
  imageOrigin: string | null;
  /** A job page for a job that is not open: the page says so over the list, and asks not to be indexed. */
  gone: boolean;
}

export async function renderBoardPage(input: BoardPageInput): Promise<BoardPage> {
  const template = isBoardTemplate(input.template) ? input.template : MINIMAL_BOARD_HTML;
  const jobsUrl = input.jobsUrl.replace(/\/+$/, '');
  const slug = typeof (input.org as { slug?: unknown } | null)?.slug === 'string' ? (input.org as { slug: string }).slug : '';
  const listPath = `/${slug}`;
  const publicId = input.job?.publicId;
  const pageUrl = `${jobsUrl}${listPath}${publicId ? `/${encodeURIComponent(publicId)}` : ''}`;
  // The container as page.ts sets it up on a plain static host: Apply in place, filters in the URL, and on a job page the job its path names.
  const board: Prerendered = prerenderBoard({
    org: input.org,
    jobs: input.jobs,
    attributes: {
      'data-svc-jobs': slug,
      ...(publicId ? { 'data-href-pattern': `${listPath}/{publicId}` } : {}),
      'data-apply': 'inline',
      'data-sync-url': '',
      'data-lang': input.lang,
    },
    jobsUrl,
    css: input.css,
    ...(publicId && input.job ? { detail: { pageUrl, job: input.job.answer } } : {}),
  });
  const { org, job } = board;
  const words = pageWords(input.lang);
  const boardWords = wordsOf(input.lang);
  const jobsAt = words.t('jobsAt', org.name);
  const title = job ? `${job.title} — ${org.name}` : jobsAt;
  const description = (job?.shortDescription ?? org.about ?? words.summary(board.listed, org.name)).replace(/\s+/g, ' ').trim();
  const gone = !!publicId && !job;
  const canonical = gone ? `${jobsUrl}${listPath}` : pageUrl;
  const { accent, accentText } = paletteFor(org.brandColor);
  // The brand colour reaches CSS only as paletteFor's hex (parseOrg kept the contract's form).
  const brandStyle = `:root{--brand:${accent};--brand-text:${accentText}}`;
  const head =
    renderToString(
      <>
        <meta name="description" content={description} />
        <link rel="canonical" href={canonical} />
        {gone && <meta name="robots" content="noindex" />}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={org.name} />
        {org.logoUrl && <meta property="og:image" content={org.logoUrl} />}
        <meta name="twitter:card" content="summary" />
        <style>{brandStyle}</style>
      </>,
    ) +
    // The job's complete JSON-LD; embed.js sees data-svc-job and adds none of its own.
    (job
      ? `<script type="application/ld+json" data-svc-job="${renderToString(<>{job.publicId}</>).replace(/"/g, '&quot;')}">` +
        `${JSON.stringify(completeJobPosting(job, org, true)).replace(/</g, '\\u003c')}</script>`
      : '');
  // The header: the org's bar, then its band in the brand colour with the page's one h1 (the board's headings are h2 and below).
  const header = renderToString(
    <>
      <SiteHeader org={org} href={listPath} home={words.t('home', org.name)} />
      <div class={job ? 'band band-job' : 'band'}>
        <div class="band-inner">
          {job && (
            <p class="back">
              <a href={listPath}>{boardWords.t('allJobs')}</a>
            </p>
          )}
          <h1>{jobsAt}</h1>
          {org.about && !job && <p class="about">{org.about}</p>}
        </div>
      </div>
    </>,
  );
  // On a job's page the org's about text follows the job (the job comes first: it is what the link promised).
  const outro =
    job && org.about
      ? renderToString(
          <aside class="about-org">
            <p>{org.about}</p>
          </aside>,
        )
      : '';
  const container =
    `data-svc-jobs="${attr(slug)}"` +
    (publicId ? ` data-href-pattern="${attr(`${listPath}/{publicId}`)}"` : '') +
    ` data-apply="inline" data-sync-url data-lang="${input.lang}"`;
  // Function replacers: a `$&` in a feed string stays text, not a pattern.
  const html = template
    .replace(MARK.lang, () => `<html lang="${input.lang}">`)
    .replace(MARK.title, () => renderToString(<title>{title}</title>))
    .replace(MARK.head, () => head)
    .replace(MARK.header, () => header)
    .replace(MARK.outro, () => outro)
    .replace(MARK.container, () => container)
    .replace(MARK.board, () => board.html);
  let imageOrigin: string | null = null;
  if (org.logoUrl) imageOrigin = new URL(org.logoUrl).origin;
  return { html, styleHashes: [await styleHash(brandStyle), await styleHash(board.style)], imageOrigin, gone };
}

/** An attribute value: the same escaping preact-render-to-string gives text. */
const attr = (text: string): string => renderToString(<>{text}</>).replace(/"/g, '&quot;');

/** The header of both pages: the logo and the name, linking to the list. */
function SiteHeader({ org, href, home }: { org: OrgHeader; href: string; home: string }) {
  return (
    <div class="site-head-inner">
      <a class="org" href={href} aria-label={home}>
        {/* The name beside it says who it is: the logo is decoration (alt=""). Its size is fixed, so it never moves the page when it loads. */}
        {org.logoUrl && <img src={org.logoUrl} alt="" width={44} height={44} />}
        <span class="org-name">{org.name}</span>
      </a>
    </div>
  );
}
