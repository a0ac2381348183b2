// A schema.org JobPosting for the job a host page shows (CONTRACT.md "JSON-LD
// mapping"), in one <script type="application/ld+json"> in the head. Where
// Trusted Types are enforced, its text goes through our one policy.
import type { JobPage } from '../feed/job.ts';
import type { OrgHeader } from '../feed/types.ts';
import { warn } from '../log.ts';
import { parseMarkdown, toHtml } from '../ui/markdown.ts';

/**
 * The mapping embed.js writes (CONTRACT.md "JSON-LD mapping"). Pages rendered in
 * Node write {@link completeJobPosting} (./jsonld-complete.ts), which refines this
 * one: its country codes and salary rules are 1.1 KB gzip that every host page
 * would carry, while a board page's server (or the pages written ahead) already
 * put the complete one in the HTML, and the widget then adds none (render.tsx).
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

interface ScriptPolicy {
  createScript(s: string): unknown;
}
/** Our Trusted Types policy, made at the first JSON-LD; null where the host does not allow it. */
let policy: ScriptPolicy | null | undefined;

/** Adds the JSON-LD to the head; returns its removal. */
export function addJsonLd(data: Record<string, unknown>): () => void {
  const tt = (window as { trustedTypes?: { createPolicy(n: string, p: { createScript(s: string): string }): ScriptPolicy } }).trustedTypes;
  if (tt && policy === undefined)
    try {
      // Only ever fed JSON.stringify output (below).
      policy = tt.createPolicy('svc-jobs', { createScript: (s) => s });
    } catch {
      warn('Trusted Types policy "svc-jobs" not allowed: no JSON-LD');
      policy = null;
    }
  if (tt && !policy) return () => {};
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  // "<" never appears raw, so no text in the data can close the script early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  (script as { text: unknown }).text = policy ? policy.createScript(json) : json;
  document.head.append(script);
  return () => script.remove();
}
