// The board written ahead (docs/written-ahead.md): the board's own
// components rendered to HTML for a feed and a container's attributes, as the
// container's content — a declarative shadow root holding the board's styles
// and the markup the live board has for its first page — so a host page paints
// the board with no script, and embed.js adopts it in place without a shift.
// For Node and the builder page (scripts/snippet.ts, the demo host); never
// bundled into embed.js, which only adopts what this wrote.
import { renderToString } from 'preact-render-to-string';
import { Board } from '../board/Board.tsx';
import { createFilters } from '../board/filters.ts';
import { createBoardModel } from '../board/model.ts';
import type { Config } from '../board/options.ts';
import { parseConfig } from '../board/config.ts';
import { parseJobPage, type JobPage } from '../feed/job.ts';
import { parseJobs, parseOrg } from '../feed/parse.ts';
import { jobsBase } from '../feed/paths.ts';
import type { OrgHeader } from '../feed/types.ts';
import { matchJob } from '../board/route.ts';
import { wordsOf } from '../ui/i18n/all.ts';
import { supported, type Lang } from '../ui/i18n.ts';
import { paletteFor } from '../ui/theme.ts';
import { containerAttributes, type SnippetAttributes } from '../snippet/snippet.ts';
import { escapeHtml } from '../lib/html.ts';
import { aheadStyle } from './style.ts';
import { h } from 'preact';

export interface PrerenderInput {
  /** The answers of GET /api/v1/public/{org} and …/jobs, as they came: read by the widget's own parser (no `javascript:` link gets written). */
  org: unknown;
  jobs: unknown;
  /** The container's attributes, as the snippet writes them. */
  attributes: SnippetAttributes;
  /** {jobs_url}. */
  jobsUrl: string;
  /** The board's stylesheet (src/board/board.css), as {@link compactCss} leaves it. */
  css: string;
  /** The host page's origin, where data-href-pattern is an absolute URL (default: that URL's own origin). */
  pageOrigin?: string;
  /**
   * A detail page (a board page of one job, or a host page its data-href-pattern matches):
   * the page's URL, and the answer of GET …/jobs/{publicId} for the job it names (null: not open).
   */
  detail?: { pageUrl: string; job: unknown };
  /** The page sets the brand colour on the board's host itself (the board pages: ./page.tsx): the style is then the same for every org. */
  brandOnPage?: boolean;
}

export interface Prerendered {
  /** The container's content: `<svc-jobs-board>` with its declarative shadow root. */
  html: string;
  /** The text of the shadow root's one `<style>` element (for a CSP hash: {@link styleHash}). */
  style: string;
  /** The board's language (the container's data-lang, else English). */
  lang: Lang;
  /** The org header as the widget read it. */
  org: OrgHeader;
  /** The job a detail page shows (null: a list, or a job no longer open), as the widget read it. */
  job: JobPage | null;
  /** The openings the container lists (its presets applied), and how many the first page shows. */
  listed: number;
  shown: number;
}

export { compactCss, styleHash } from './style.ts';

export { wordsOf } from '../ui/i18n/all.ts';

/**
 * The board's config from the snippet's attributes: parseConfig's own rules, or its problems as an error. A
 * server knows no host page: an absolute pattern is checked against the page's origin only where one is given.
 */
export function configOf(attributes: SnippetAttributes, pageOrigin?: string): Config {
  const set = new Map<string, string>(containerAttributes(attributes));
  const parsed = parseConfig({ getAttribute: (name) => set.get(name) ?? null }, pageOrigin ?? null);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

/**
 * The pre-rendered board of a container: the list's first page as the live
 * board renders it (filters, count, groups, openings, "Show more"), with the
 * brand colour and the board's styles. Controls are inert until embed.js
 * adopts the board; Apply is a link to the job's board page until then.
 */
export function prerenderBoard(input: PrerenderInput): Prerendered {
  const config = configOf(input.attributes, input.pageOrigin);
  const words = wordsOf(supported(config.lang));
  const ctx = { jobsOrigin: jobsBase(input.jobsUrl), slug: config.org };
  const org = parseOrg(input.org, ctx);
  // The job the page's URL names, as embed.js reads it (route.ts), and its answer as fetchJob reads it.
  const jobId = input.detail && config.hrefPattern ? matchJob(config.hrefPattern, new URL(input.detail.pageUrl)) : null;
  const job = jobId != null && input.detail ? parseJobPage(input.detail.job, ctx) : null;
  const model = createBoardModel({ org, jobs: parseJobs(input.jobs, ctx), etag: null }, jobId, job);
  const filters = createFilters(model.jobs, config, words);
  // The whole first page: the live board draws it in slices, the page written ahead at once.
  while (!filters.drawNext());
  const board = renderToString(
    <Board model={model} filters={filters} config={config} jobsOrigin={ctx.jobsOrigin} words={words} on={() => {}} ahead />,
  );
  // The brand colour as the live board sets it on its host (custom properties), and the apply box (./style.ts).
  const { accent, accentText } = paletteFor(org.brandColor);
  const style = aheadStyle(input.css, input.brandOnPage ? null : { accent, accentText });
  // Light-DOM content of the host: a link to the whole board, which no browser renders once the shadow root is
  // attached (it has no <slot>), and which a visitor sees where a sanitizer stripped the declarative shadow root
  // (DOMPurify's defaults leave the board in an inert <template>). A link, not the openings: where a sanitizer
  // drops the <template> tag and keeps its markup (sanitize-html's defaults), the openings would show twice.
  const light = `<a href="${escapeHtml(`${ctx.jobsOrigin}/${config.org}`)}">${escapeHtml(words.t('allJobs'))}</a>`;
  const html =
    `<svc-jobs-board><template shadowrootmode="open"><style>${style}</style>` +
    `<div lang="${words.lang}">${board}</div></template>${light}</svc-jobs-board>`;
  return {
    html,
    style,
    lang: words.lang,
    org,
    job,
    listed: filters.listed.peek().length,
    shown: Math.min(filters.matches.peek().length, config.pageSize),
  };
}
