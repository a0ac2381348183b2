// A board page as the company's careers site (docs/board-pages.md), assembled:
// dist/embed/board.html filled with the org's header (header.tsx), the head
// tags a link preview and a search engine read (head.tsx), the job's JSON-LD
// (jsonld.ts) and the board itself written ahead by prerenderBoard (board.tsx)
// — one renderer for the demo host's pages and the pages scripts/board-pages.ts
// writes for static hosts. Node only. Every feed string reaches the HTML
// through preact-render-to-string (escaped) or JSON with "<" escaped (the
// JSON-LD).
import { renderToString } from 'preact-render-to-string';
import { jobsBase } from '../feed/paths.ts';
import type { Lang } from '../ui/i18n.ts';
import { pageWords } from '../ui/i18n/page-words.ts';
import { pageBrandCss } from '../ui/page-brand.ts';
import { prerenderBoard, styleHash, type Prerendered } from './board.tsx';
import { headTags } from './head.tsx';
import { pageHeader } from './header.tsx';
import { jobJsonLd } from './jsonld.tsx';
import { isBoardTemplate, MARK, MINIMAL_BOARD_HTML } from './template.ts';
import { h, Fragment } from 'preact';

export interface BoardPageInput {
  /** dist/embed/board.html as built (or MINIMAL_BOARD_HTML, ./template.ts). */
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
  /**
   * The URL of a stylesheet file holding the brand colours ({@link BoardPage.brandCss}), which
   * the caller writes there (scripts/board-pages.ts): the page then has one `<style>`, the
   * board's, the same for every org of a build, which dist/_headers allows by hash. Without it
   * the brand colours are a `<style>` of the page too (the demo host: its CSP names both).
   */
  brandHref?: string;
}

export interface BoardPage {
  html: string;
  /** The CSP sources that allow the page's `<style>` elements (the brand colours unless in a file, the board's). */
  styleHashes: string[];
  /** The brand colours' stylesheet: the page's `<style>`, or the file at `brandHref`. */
  brandCss: string;
  /** The origin of the org's logo (an `<img>` of the header), for the page's img-src; null without one. */
  imageOrigin: string | null;
  /** A job page for a job that is not open: the page says so over the list, and asks not to be indexed. */
  gone: boolean;
}

export async function renderBoardPage(input: BoardPageInput): Promise<BoardPage> {
  const template = isBoardTemplate(input.template) ? input.template : MINIMAL_BOARD_HTML;
  const jobsUrl = jobsBase(input.jobsUrl);
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
    // The brand colour on the board's host is the page's (brandStyle): the board's style is the same for every org.
    brandOnPage: true,
    ...(publicId && input.job ? { detail: { pageUrl, job: input.job.answer } } : {}),
  });
  const { org, job } = board;
  const words = pageWords(input.lang);
  const jobsAt = words.t('jobsAt', org.name);
  const title = job ? `${job.title} — ${org.name}` : jobsAt;
  const description = (job?.shortDescription ?? org.about ?? words.summary(board.listed, org.name)).replace(/\s+/g, ' ').trim();
  const gone = !!publicId && !job;
  const canonical = gone ? `${jobsUrl}${listPath}` : pageUrl;
  // The brand colour reaches CSS only as paletteFor's hex (parseOrg kept the contract's form), and
  // held to contrast on either scheme's surface (board.css picks by prefers-color-scheme).
  const brandStyle = pageBrandCss(org.brandColor);
  const head =
    headTags({ title, description, canonical, gone, org, brandStyle, ...(input.brandHref ? { brandHref: input.brandHref } : {}) }) +
    // The job's complete JSON-LD; embed.js sees data-svc-job and adds none of its own.
    (job ? jobJsonLd(job, org) : '');
  const header = pageHeader({ org, job: !!publicId, listPath, words });
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
    .replace(MARK.container, () => container)
    .replace(MARK.board, () => board.html);
  let imageOrigin: string | null = null;
  if (org.logoUrl) imageOrigin = new URL(org.logoUrl).origin;
  const styleHashes = [...(input.brandHref ? [] : [await styleHash(brandStyle)]), await styleHash(board.style)];
  return { html, styleHashes, brandCss: brandStyle, imageOrigin, gone };
}

/** An attribute value: the same escaping preact-render-to-string gives text. */
const attr = (text: string): string => renderToString(<>{text}</>).replace(/"/g, '&quot;');
