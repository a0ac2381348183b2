// A schema.org JobPosting for the job a page shows (docs/board-pages.md
// "JSON-LD"): pure data from the feed's shapes, shared by the board (embed.js)
// and the complete mapping of pages rendered in Node (./complete.ts).
import type { JobPage } from '../feed/job.ts';
import type { OrgHeader } from '../feed/types.ts';
import { parseMarkdown, toHtml } from '../ui/markdown.ts';

/**
 * The mapping embed.js writes. Pages rendered in
 * Node write {@link completeJobPosting} (./complete.ts), which refines this
 * one: its country codes and salary rules are 1.1 KB gzip that every host page
 * would carry, while a board page's server (or the pages written ahead) already
 * put the complete one in the HTML, and the widget then adds none (board/render.tsx).
 */
export function jobPosting(job: JobPage, org: OrgHeader, directApply: boolean): Record<string, unknown> {
  const loc = job.location;
  const [locality, ...rest] = loc?.split(',').map((s) => s.trim()) ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    // The requirements as one more block: a list.
    description: toHtml([
      ...parseMarkdown(job.description ?? ''),
      ...(job.requirements?.length ? [{ tag: 'ul' as const, kids: job.requirements.map((r) => ({ tag: 'li', kids: [r] })) }] : []),
    ]),
    datePosted: job.publishedAt ?? undefined,
    // The code upper-cased, in schema.org's words: CONTRACT → CONTRACTOR, INTERNSHIP → INTERN.
    employmentType: job.employmentType?.toUpperCase().replace(/SHIP$/, '').replace(/T$/, 'TOR'),
    hiringOrganization: { '@type': 'Organization', name: org.name, sameAs: org.careersUrl, logo: org.logoUrl ?? undefined },
    identifier: { '@type': 'PropertyValue', name: org.name, value: job.publicId },
    ...(loc &&
      (/remote/i.test(loc)
        ? { jobLocationType: 'TELECOMMUTE' }
        : {
            jobLocation: {
              '@type': 'Place',
              // After the last comma; none without one.
              address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: rest.pop() },
            },
          })),
    directApply,
  };
}
