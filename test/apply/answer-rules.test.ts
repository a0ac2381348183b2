// The frame checks answers before sending (src/apply/validate.ts) and the jobs
// host judges them on receipt (demo/server/answer-rules.ts). They are written
// apart on purpose, so the server stays the judge; this holds them to the same
// answer for every case, so a candidate is never told "fine" by one and "wrong"
// by the other. (isHttpUrl had drifted: the frame took "http:example.com".)
import { describe, expect, it } from 'vitest';
import * as host from '../../demo/server/answer-rules.ts';
import * as frame from '../../src/apply/validate.ts';

const CASES: Record<'isEmail' | 'isHttpUrl' | 'isPhone' | 'isDecimal', string[]> = {
  isEmail: [
    'dana@cv.example',
    'a@b.co',
    'dana@localhost',
    'no at',
    '@cv.example',
    'dana@cv.',
    'da na@cv.example',
    `${'x'.repeat(320)}@cv.example`,
  ],
  isHttpUrl: [
    'https://cv.example',
    'http://cv.example/a?b#c',
    'HTTPS://CV.EXAMPLE',
    'http:cv.example',
    'https:/cv.example',
    'ftp://cv.example',
    'javascript:alert(1)',
    'cv.example',
    'https://',
    '',
  ],
  isPhone: ['+49 30 1234567', '(030) 123-456', '12345', '123456', '1'.repeat(20), '1'.repeat(21), '+49 30 12a4567', ''],
  isDecimal: ['3', '-1', '2.5', '2.', '.5', '1e3', '- 1', ''],
};

describe('the frame and the jobs host judge an answer alike', () => {
  for (const [rule, inputs] of Object.entries(CASES) as [keyof typeof CASES, string[]][]) {
    it.each(inputs)(`${rule}(%j)`, (input) => {
      expect(frame[rule](input)).toBe(host[rule](input));
    });
  }
});
