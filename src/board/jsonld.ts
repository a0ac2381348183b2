// A schema.org JobPosting for the job a host page shows (CONTRACT.md "JSON-LD
// mapping"), in one <script type="application/ld+json"> in the head. Where
// Trusted Types are enforced, its text goes through our one policy.
import type { JobPage } from '../feed/job.ts';
import type { OrgHeader } from '../feed/types.ts';
import { warn } from '../log.ts';
import { parseMarkdown, toHtml, escapeHtml } from '../ui/markdown.ts';

const TYPES = { full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR', internship: 'INTERN' };

export function jobPosting(job: JobPage, org: OrgHeader, directApply: boolean): Record<string, unknown> {
  const loc = job.location;
  const comma = loc?.split(',').map((s) => s.trim()) ?? [];
  const requirements = job.requirements?.length
    ? `<ul>${job.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`
    : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: toHtml(parseMarkdown(job.description ?? '')) + requirements,
    datePosted: job.publishedAt ?? undefined,
    employmentType: job.employmentType ? TYPES[job.employmentType] : undefined,
    hiringOrganization: { '@type': 'Organization', name: org.name, sameAs: org.careersUrl || undefined, logo: org.logoUrl ?? undefined },
    identifier: { '@type': 'PropertyValue', name: org.name, value: job.publicId },
    ...(!loc
      ? {}
      : /remote/i.test(loc)
        ? { jobLocationType: 'TELECOMMUTE' }
        : {
            jobLocation: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                addressLocality: comma[0],
                addressCountry: comma.length > 1 ? comma.at(-1) : undefined,
              },
            },
          }),
    directApply,
  };
}

interface ScriptPolicy {
  createScript(s: string): unknown;
}
let policy: ScriptPolicy | null | undefined;

/** Our Trusted Types policy, made once; null where the host does not allow it. */
function scriptPolicy(): ScriptPolicy | null {
  if (policy !== undefined) return policy;
  const tt = (window as { trustedTypes?: { createPolicy(n: string, p: { createScript(s: string): string }): ScriptPolicy } }).trustedTypes;
  try {
    // Only ever fed JSON.stringify output (below).
    policy = tt ? tt.createPolicy('svc-jobs', { createScript: (s) => s }) : null;
  } catch {
    warn('the page does not allow the Trusted Types policy "svc-jobs": no JSON-LD');
    policy = null;
  }
  return policy;
}

/** Adds the JSON-LD to the head; returns its removal. */
export function addJsonLd(data: Record<string, unknown>): () => void {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  // "<" never appears raw, so no text in the data can close the script early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const tt = 'trustedTypes' in window;
  const p = tt ? scriptPolicy() : null;
  if (tt && !p) return () => {};
  (script as { text: unknown }).text = p ? p.createScript(json) : json;
  document.head.append(script);
  return () => script.remove();
}
