// The formats an application's answers must have, and the words the jobs host
// says when one does not. The apply frame has rules of its own to the same
// effect (src/apply/validate.ts); these are written apart on purpose, so the
// server stays the judge and the e2e tests catch a client that drifts.
import type { FieldKey, FormField, FormQuestion } from '../../src/feed/types.ts';

export const MAX_SHORT_TEXT = 1000;
export const MAX_LONG_TEXT = 10_000;

export const isEmail = (s: string): boolean => s.length <= 320 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(s);

export function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\//i.test(s)) return false;
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Digits, spaces and + ( ) - . only, with 6 to 20 digits. */
export function isPhone(s: string): boolean {
  if (!/^[0-9 +().-]+$/.test(s)) return false;
  const digits = s.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/** A decimal number as the contract sends it: `3`, `-1`, `2.5`. */
export const isDecimal = (s: string): boolean => /^-?\d+(?:\.\d+)?$/.test(s);

const NOUNS: Record<FieldKey, string> = {
  name: 'your full name',
  email: 'your email address',
  phone: 'your phone number',
  location: 'where you are based',
  linkedin_url: 'your LinkedIn profile',
  github_url: 'your GitHub profile',
  portfolio_url: 'your portfolio',
  work_authorization: 'your work authorisation',
  salary_expectation: 'your salary expectation',
  notice_period: 'your notice period',
  resume: 'your résumé',
  cover_letter: 'a cover letter',
};

export const MESSAGES = {
  badEmail: 'Enter an email address in the correct format, like name@example.com',
  badUrl: 'Enter a full web address, starting with https://',
  badPhone: 'Enter a phone number, like +49 30 1234 5678',
  badNumber: 'Enter a number, like 3 or 2.5',
  badOption: 'Select one of the options given',
  badBoolean: 'Answer true or false',
  oneValue: 'Send one value for this part',
  notText: 'Send this part as text, not as a file',
  notFile: 'Send this part as a file',
  unknownPart: 'Not a field of this job’s form',
  unknownParts: (n: number) => `${n.toLocaleString('en')} parts are not fields of this job’s form`,
  tooLong: (max: number) => `Use ${max.toLocaleString('en')} characters or fewer`,
  answerQuestion: 'Answer this question',
  selectOne: 'Select an option',
  selectSome: 'Select at least one option',
  selectYesNo: 'Select yes or no',
} as const;

export function fieldRequiredMessage(field: FormField): string {
  const noun = NOUNS[field.key] ?? 'this field';
  if (field.kind === 'select') return `Select ${noun}`;
  if (field.kind === 'file') return `Choose ${noun}`;
  return `Enter ${noun}`;
}

export function questionRequiredMessage(q: FormQuestion): string {
  switch (q.kind) {
    case 'single_select':
      return MESSAGES.selectOne;
    case 'multi_select':
      return MESSAGES.selectSome;
    case 'boolean':
      return MESSAGES.selectYesNo;
    default:
      return MESSAGES.answerQuestion;
  }
}

/** Which format a field's text must have: its kind's, or its key's when the kind is plain text. */
export function fieldFormat(field: FormField): 'email' | 'url' | 'tel' | 'select' | 'free' {
  const kind = field.kind;
  if (kind === 'email' || kind === 'url' || kind === 'tel' || kind === 'select') return kind;
  if (kind !== 'text') return 'free';
  if (field.key === 'email') return 'email';
  if (field.key === 'phone') return 'tel';
  return field.key.endsWith('_url') ? 'url' : 'free';
}
