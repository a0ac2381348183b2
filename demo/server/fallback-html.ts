// The plain-HTML fallback the board pages carry inside their container: what a
// visitor (or a crawler) sees before, or without, embed.js. The list is the
// snippet's fallback (src/snippet/snippet.ts), so both read alike. Every string from
// the store is escaped; the Markdown subset becomes headings, lists and
// paragraphs of escaped text (inline marks stay as typed).
import type { EmploymentType } from '../../src/feed/types';
import { fallbackHtml } from '../../src/snippet/snippet';
import { escapeHtml } from '../../src/lib/html';
import type { StoredJob, StoredOrg } from './store';

const TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

/** The board page of an org: its heading and one link per opening (the snippet's own fallback function). */
export function listFallback(org: StoredOrg, jobs: StoredJob[]): string {
  return fallbackHtml({
    jobs: jobs.map((job) => ({ ...job, url: `/${org.slug}/${encodeURIComponent(job.publicId)}` })),
  });
}

const LIST_LINE = /^(?:[-*]|\d+\.)\s+/;

/** Blank-line blocks: `## ` headings, list blocks, and paragraphs, all as escaped text. */
export function markdownBlocks(markdown: string): string {
  const blocks = markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  return blocks
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines.length === 1 && lines[0]?.startsWith('## ')) return `<h3>${escapeHtml(lines[0].slice(3))}</h3>`;
      if (lines.every((l) => LIST_LINE.test(l))) {
        const tag = /^\d+\./.test(lines[0] ?? '') ? 'ol' : 'ul';
        return `<${tag}>${lines.map((l) => `<li>${escapeHtml(l.replace(LIST_LINE, ''))}</li>`).join('')}</${tag}>`;
      }
      return `<p>${escapeHtml(lines.join(' '))}</p>`;
    })
    .join('');
}

/** One opening: title, facts, description, requirements and a way back. */
export function jobFallback(org: StoredOrg, job: StoredJob): string {
  const facts = [job.department, job.location, TYPE_LABELS[job.employmentType], job.compensation]
    .filter((s): s is string => !!s)
    .map(escapeHtml)
    .join(' · ');
  const requirements = job.requirements?.length
    ? `<h3>Requirements</h3><ul>${job.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`
    : '';
  return (
    `<article><h2>${escapeHtml(job.title)}</h2>` +
    `<p>${escapeHtml(org.name)}${facts ? ` · ${facts}` : ''}</p>` +
    (job.description ? markdownBlocks(job.description) : '') +
    requirements +
    `<p><a href="/${escapeHtml(org.slug)}">All openings at ${escapeHtml(org.name)}</a></p></article>`
  );
}

/** A job page whose id is not open (closed, draft, unknown): say so, list the rest. */
export function closedJobFallback(org: StoredOrg, jobs: StoredJob[]): string {
  return `<p>This position is no longer open.</p>${listFallback(org, jobs)}`;
}
