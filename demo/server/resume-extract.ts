// What the résumé worker does with one file: measure first, then read. The
// measure is cheap (it stops at the cap); the parsers are not, and are only
// given what fits.
import { docxOverBudget } from './docx-bounds.ts';
import { pdfOverBudget } from './pdf-bounds.ts';
import type { ResumeType } from './resume-file.ts';
import { MAX_INFLATED_BYTES, type Extracted } from './resume-limits.ts';
import { resumeText } from './resume-text.ts';

export async function extractBounded(
  bytes: Uint8Array,
  type: ResumeType,
  maxChars: number,
  budget = MAX_INFLATED_BYTES,
): Promise<Extracted> {
  const over = type === 'pdf' ? pdfOverBudget(bytes, budget) : docxOverBudget(bytes, budget);
  return over ? { skipped: over } : { text: await resumeText(bytes, type, maxChars) };
}
