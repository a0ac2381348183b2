// sitemap.xml for an org's board pages written ahead (scripts/board-pages.ts):
// the board and every open job's page, each with the day it last changed
// (publishedAt; the board's is its newest opening's). https://www.sitemaps.org/protocol.html
import type { JobSummary } from '../feed/types.ts';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);

/** `boardUrl` is `{jobs_url}/{orgSlug}`; each job's page is under it by its encoded publicId. */
export function sitemapXml(boardUrl: string, jobs: readonly Pick<JobSummary, 'publicId' | 'publishedAt'>[]): string {
  const entry = (loc: string, lastmod: string | null): string =>
    `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>\n`;
  // ISO strings of one form sort as dates do.
  const newest =
    jobs
      .map((j) => j.publishedAt)
      .filter((d): d is string => !!d)
      .sort()
      .pop() ?? null;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entry(boardUrl, newest) +
    jobs.map((j) => entry(`${boardUrl}/${encodeURIComponent(j.publicId)}`, j.publishedAt)).join('') +
    '</urlset>\n'
  );
}
