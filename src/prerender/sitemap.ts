// sitemap.xml for an org's board pages written ahead (scripts/board-pages.ts):
// the board and every open job's page, each with the day it last changed
// (publishedAt; the board's is its newest opening's). https://www.sitemaps.org/protocol.html
import { optionProblem, PLACEHOLDER } from '../board/options.ts';
import type { JobSummary } from '../feed/types.ts';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);

type Dated = Pick<JobSummary, 'publicId' | 'publishedAt'>;

const entry = (loc: string, lastmod: string | null): string =>
  `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>\n`;

const urlset = (entries: string): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' + '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + entries + '</urlset>\n';

/** `boardUrl` is `{jobs_url}/{orgSlug}`; each job's page is under it by its encoded publicId. */
export function sitemapXml(boardUrl: string, jobs: readonly Dated[]): string {
  // ISO strings of one form sort as dates do.
  const newest =
    jobs
      .map((j) => j.publishedAt)
      .filter((d): d is string => !!d)
      .sort()
      .pop() ?? null;
  return urlset(entry(boardUrl, newest) + jobs.map((j) => entry(`${boardUrl}/${encodeURIComponent(j.publicId)}`, j.publishedAt)).join(''));
}

/**
 * A job-page pattern on the company's own site (`https://acme.example/careers/{publicId}`,
 * the data-href-pattern of its detail view, as an absolute URL): what the rule book
 * takes for data-href-pattern (board/options.ts), written out as an http(s) URL, since
 * a sitemap names whole URLs. Null when it is one; else what is wrong with it.
 */
export function patternProblem(pattern: string): string | null {
  const problem = optionProblem('href-pattern', pattern, { pageOrigin: null });
  if (problem) return `${pattern}: ${problem}`;
  return /^https?:\/\//i.test(pattern) ? null : `${pattern}: not an absolute http(s) URL`;
}

/**
 * sitemap.xml of the company's own job pages (its detail view at `pattern`): those pages
 * live on its domain, so this sitemap is served there (docs/board-pages.md), each URL
 * with the day its job was published.
 */
export const patternSitemapXml = (pattern: string, jobs: readonly Dated[]): string =>
  urlset(
    jobs
      .map((j) =>
        entry(
          pattern.replace(PLACEHOLDER, () => encodeURIComponent(j.publicId)),
          j.publishedAt,
        ),
      )
      .join(''),
  );
