// An application's text answers against its job's form: one issue per problem,
// the path being the part's name (CONTRACT.md). File fields are the résumé
// module's; reserved parts are attribution's.
import type { FormField, FormQuestion, JobForm, ValidationIssue } from '../../src/feed/types.ts';
import {
  fieldFormat,
  fieldRequiredMessage,
  isDecimal,
  isEmail,
  isHttpUrl,
  isPhone,
  MAX_LONG_TEXT,
  MAX_SHORT_TEXT,
  MESSAGES,
  questionRequiredMessage,
} from './answer-rules.ts';
import { isFilePart, type Part } from './multipart.ts';

export type Single = { value: string | null } | { issue: ValidationIssue };

/** The one text value of a part that may appear once (trimmed; null when absent or blank). */
export function singleText(parts: Map<string, Part[]>, name: string, max = MAX_SHORT_TEXT): Single {
  const found = parts.get(name) ?? [];
  const issue = (message: string): Single => ({ issue: { path: [name], message } });
  if (found.length > 1) return issue(MESSAGES.oneValue);
  const part = found[0];
  if (!part) return { value: null };
  if (isFilePart(part)) return issue(MESSAGES.notText);
  const value = part.value.trim();
  if (value.length > max) return issue(MESSAGES.tooLong(max));
  return { value: value || null };
}

function fieldProblem(field: FormField, value: string): string | null {
  switch (fieldFormat(field)) {
    case 'email':
      return isEmail(value) ? null : MESSAGES.badEmail;
    case 'url':
      return isHttpUrl(value) ? null : MESSAGES.badUrl;
    case 'tel':
      return isPhone(value) ? null : MESSAGES.badPhone;
    case 'select':
      return !field.options || field.options.includes(value) ? null : MESSAGES.badOption;
    case 'free':
      return null;
  }
}

function checkField(field: FormField, parts: Map<string, Part[]>): ValidationIssue | null {
  const max = field.kind === 'long_text' ? MAX_LONG_TEXT : MAX_SHORT_TEXT;
  const single = singleText(parts, field.key, max);
  if ('issue' in single) return single.issue;
  const problem = single.value === null ? (field.required ? fieldRequiredMessage(field) : null) : fieldProblem(field, single.value);
  return problem ? { path: [field.key], message: problem } : null;
}

function checkMultiSelect(q: FormQuestion, parts: Map<string, Part[]>): string | null {
  const found = parts.get(q.id) ?? [];
  if (found.some(isFilePart)) return MESSAGES.notText;
  const values = found.map((p) => (isFilePart(p) ? '' : p.value.trim())).filter(Boolean);
  if (values.length === 0) return q.required ? questionRequiredMessage(q) : null;
  return !q.options || values.every((v) => q.options?.includes(v)) ? null : MESSAGES.badOption;
}

function questionProblem(q: FormQuestion, value: string): string | null {
  switch (q.kind) {
    case 'single_select':
      return !q.options || q.options.includes(value) ? null : MESSAGES.badOption;
    case 'boolean':
      return value === 'true' || value === 'false' ? null : MESSAGES.badBoolean;
    case 'number':
      return isDecimal(value) ? null : MESSAGES.badNumber;
    default:
      return null;
  }
}

function checkQuestion(q: FormQuestion, parts: Map<string, Part[]>): ValidationIssue | null {
  if (q.kind === 'multi_select') {
    const problem = checkMultiSelect(q, parts);
    return problem ? { path: [q.id], message: problem } : null;
  }
  const single = singleText(parts, q.id, q.kind === 'long_text' ? MAX_LONG_TEXT : MAX_SHORT_TEXT);
  if ('issue' in single) return single.issue;
  const problem = single.value === null ? (q.required ? questionRequiredMessage(q) : null) : questionProblem(q, single.value);
  return problem ? { path: [q.id], message: problem } : null;
}

/** Issues of every non-file field, then of every question, in the form's order. */
export function checkAnswers(form: JobForm, parts: Map<string, Part[]>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const field of form.fields) {
    if (field.kind === 'file') continue;
    const issue = checkField(field, parts);
    if (issue) issues.push(issue);
  }
  for (const q of form.questions) {
    const issue = checkQuestion(q, parts);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** The parts every application may carry besides its form's (CONTRACT.md "POST …/apply"). */
export const RESERVED_PARTS = ['resumeKey', 'turnstileToken', 'via', 'src', 'embed', 'ref'] as const;

/** At most this many parts are named in the answer: a flood of names is refused, not listed. */
const NAMED = 10;

/**
 * A part the job's form does not name and the contract does not reserve: one
 * issue per name (the first few), never stored. A request made of thousands of
 * parts, or of one 7 MB note, is refused before it is kept.
 */
export function checkPartNames(form: JobForm, parts: Map<string, Part[]>): ValidationIssue[] {
  const known = new Set<string>([...form.fields.map((f) => f.key), ...form.questions.map((q) => q.id), ...RESERVED_PARTS]);
  const unknown = [...parts.keys()].filter((name) => !known.has(name));
  const issues: ValidationIssue[] = unknown.slice(0, NAMED).map((name) => ({ path: [name], message: MESSAGES.unknownPart }));
  if (unknown.length > NAMED) issues.push({ path: [], message: MESSAGES.unknownParts(unknown.length) });
  return issues;
}
