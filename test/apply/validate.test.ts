// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readControls, type Control } from '../../src/apply/controls.ts';
import { checkFile, resumeType, validateValue, type Value } from '../../src/apply/validate.ts';
import { docx, pdf, png } from './fake-server.ts';
import { must } from '../support/must.ts';

const controls = readControls({
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'email', kind: 'email', required: true },
    { key: 'phone', kind: 'tel', required: false },
    { key: 'linkedin_url', kind: 'url', required: false },
    { key: 'portfolio_url', kind: 'text', required: false },
    { key: 'work_authorization', kind: 'select', required: true, options: ['Citizen', 'Visa needed'] },
    { key: 'resume', kind: 'file', required: true },
  ],
  questions: [
    { id: 'q_years', label: 'Years of experience', kind: 'number', required: true },
    { id: 'q_langs', label: 'Languages', kind: 'multi_select', required: true, options: ['C', 'Rust', 'Go'] },
    { id: 'q_relocate', label: 'Will you relocate?', kind: 'boolean', required: true },
    { id: 'q_team', label: 'Team', kind: 'single_select', options: ['A', 'B'] },
    { id: 'q_note', label: 'Anything else?', kind: 'long_text' },
  ],
});
const c = (name: string): Control => must(controls.find((x) => x.name === name));

describe('validateValue', () => {
  it.each<[string, Value, string | null]>([
    // required, in words that say what to do
    ['name', '', 'Enter your full name'],
    ['name', '   ', 'Enter your full name'],
    ['name', 'Dana Ruiz', null],
    ['email', '', 'Enter your email address'],
    ['work_authorization', '', 'Select your work authorization'],
    ['resume', null, 'Choose a file for your résumé'],
    ['q_years', '', 'Enter an answer for “Years of experience”'],
    ['q_langs', [], 'Select at least one option for “Languages”'],
    ['q_relocate', '', 'Select yes or no for “Will you relocate?”'],
    // optional and empty: fine
    ['phone', '', null],
    ['q_team', '', null],
    ['q_note', '', null],
    // email
    ['email', 'dana@example.com', null],
    ['email', 'dana.ruiz+jobs@mail.example.co.uk', null],
    ['email', 'dana@example', 'Enter an email address in the correct format, like name@example.com'],
    ['email', 'dana example.com', 'Enter an email address in the correct format, like name@example.com'],
    ['email', 'dana@@example.com', 'Enter an email address in the correct format, like name@example.com'],
    // URL: http or https only
    ['linkedin_url', 'https://www.linkedin.com/in/dana', null],
    ['linkedin_url', 'http://example.com', null],
    ['linkedin_url', 'linkedin.com/in/dana', 'Enter a full web address starting with https://, like https://example.com'],
    ['linkedin_url', 'javascript:alert(1)', 'Enter a full web address starting with https://, like https://example.com'],
    ['linkedin_url', 'ftp://example.com', 'Enter a full web address starting with https://, like https://example.com'],
    ['portfolio_url', 'dana.dev', 'Enter a full web address starting with https://, like https://example.com'],
    // phone: digits, spaces, + ( ) - . ; 6 to 20 digits
    ['phone', '+44 (20) 7946-0958', null],
    ['phone', '030.1234.5678', null],
    ['phone', '12345', 'Enter a phone number with 6 to 20 digits, like +44 20 7946 0958'],
    ['phone', '123456', null],
    ['phone', '1'.repeat(21), 'Enter a phone number with 6 to 20 digits, like +44 20 7946 0958'],
    ['phone', '030 1234 567 ext 2', 'Enter a phone number with 6 to 20 digits, like +44 20 7946 0958'],
    // options
    ['work_authorization', 'Citizen', null],
    ['work_authorization', 'Alien', 'Select one of the options given'],
    ['q_langs', ['Rust', 'Go'], null],
    ['q_langs', ['Rust', 'COBOL'], 'Select one of the options given'],
    ['q_relocate', 'true', null],
    ['q_relocate', 'false', null],
    ['q_relocate', 'maybe', 'Select one of the options given'],
    // numbers: decimal strings
    ['q_years', '3', null],
    ['q_years', '2.5', null],
    ['q_years', '-1', null],
    ['q_years', 'three', 'Enter a number, like 3 or 2.5'],
    ['q_years', '2,5', 'Enter a number, like 3 or 2.5'],
    ['q_years', '1e3', 'Enter a number, like 3 or 2.5'],
  ])('%s = %j → %s', (name, value, message) => {
    expect(validateValue(c(name), value)).toBe(message);
  });
});

describe('checkFile: résumés by content, at most 5 MB', () => {
  it.each<[string, () => File, string | null]>([
    ['a PDF', () => pdf('cv.pdf'), null],
    ['a PDF with any name', () => pdf('scan'), null],
    ['a DOCX by name', () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])], 'cv.docx'), null],
    ['a DOCX by its word/ entries', () => docx('cv.zip'), null],
    ['a PNG named .pdf', () => png('photo.pdf'), 'The selected file must be a PDF or Word (.docx) document'],
    [
      'a plain ZIP',
      () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04]), 'data/x.csv'], 'a.zip'),
      'The selected file must be a PDF or Word (.docx) document',
    ],
    ['text named .docx', () => new File(['hello'], 'cv.docx'), 'The selected file must be a PDF or Word (.docx) document'],
    ['an empty file', () => new File([], 'cv.pdf'), 'The selected file must be a PDF or Word (.docx) document'],
    ['exactly 5,000,000 bytes', () => pdf('big.pdf', 5_000_000 - 9), null],
    ['5,000,001 bytes', () => pdf('big.pdf', 5_000_000 - 8), 'The selected file must be smaller than 5 MB'],
    ['6 MB', () => pdf('huge.pdf', 6_000_000), 'The selected file must be smaller than 5 MB'],
  ])('%s', async (_, make, message) => {
    expect(await checkFile(make())).toBe(message);
  });

  it('finds word/ in the central directory at the end of a large DOCX', async () => {
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04]), new Uint8Array(200_000), 'word/document.xml'], 'x');
    expect(await resumeType(file)).toBe('docx');
  });

  it('checks the size of a file held by a control without reading it', () => {
    expect(validateValue(c('resume'), pdf('huge.pdf', 6_000_000))).toBe('The selected file must be smaller than 5 MB');
  });
});
