// The JSON-LD of the job a host page shows (structured-data/job-posting.ts), in
// one <script type="application/ld+json"> in the head. Where Trusted Types are
// enforced, its text goes through our one policy.
import { warn } from '../log.ts';

interface ScriptPolicy {
  createScript(s: string): unknown;
}
/** Our Trusted Types policy, made at the first JSON-LD; null where the host does not allow it. */
let policy: ScriptPolicy | null | undefined;

/**
 * Adds the JSON-LD to the head; returns its removal. `complete`, when it brings
 * a fuller JobPosting (the on-demand layer's), rewrites the same script: one a page.
 */
export function addJsonLd(data: Record<string, unknown>, complete?: Promise<Record<string, unknown> | undefined>): () => void {
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
  const write = (posting: Record<string, unknown>): void => {
    // "<" never appears raw, so no text in the data can close the script early.
    const json = JSON.stringify(posting).replace(/</g, '\\u003c');
    (script as { text: unknown }).text = policy ? policy.createScript(json) : json;
  };
  write(data);
  document.head.append(script);
  // Removed meanwhile: rewriting a script out of the page changes nothing.
  void complete?.then((posting) => posting && write(posting));
  return () => script.remove();
}
