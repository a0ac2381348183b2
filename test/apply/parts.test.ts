import { describe, expect, it } from 'vitest';
import { readControls } from '../../src/apply/controls.ts';
import { buildParts, type PartsInput } from '../../src/apply/parts.ts';
import type { Value } from '../../src/apply/validate.ts';

const controls = readControls({
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'email', kind: 'email', required: true },
    { key: 'phone', kind: 'tel', required: false },
    { key: 'resume', kind: 'file', required: true },
  ],
  questions: [
    { id: 'q_langs', label: 'Languages', kind: 'multi_select', options: ['C', 'Rust', 'Go'] },
    { id: 'q_relocate', label: 'Relocate?', kind: 'boolean', required: true },
    { id: 'q_remote', label: 'Remote?', kind: 'boolean' },
    { id: 'q_years', label: 'Years', kind: 'number' },
  ],
});

const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
const values: Record<string, Value> = {
  name: '  Dana Ruiz ',
  email: 'dana@example.com',
  phone: '',
  resume: file,
  q_langs: ['C', 'Go'],
  q_relocate: 'false',
  q_remote: '',
  q_years: '2.5',
};

function parts(over: Partial<PartsInput> = {}): [string, string][] {
  const fd = buildParts({
    controls,
    value: (n) => values[n] ?? null,
    resumeKey: null,
    turnstileToken: null,
    src: null,
    embed: null,
    ref: null,
    ...over,
  });
  return [...fd.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);
}

describe('the application’s multipart parts', () => {
  it('sends one part per answered field and question, a multi_select once per option', () => {
    expect(parts()).toEqual([
      ['name', 'Dana Ruiz'],
      ['email', 'dana@example.com'],
      ['resume', 'file:cv.pdf'],
      ['q_langs', 'C'],
      ['q_langs', 'Go'],
      ['q_relocate', 'false'],
      ['q_years', '2.5'],
      ['via', 'board'],
    ]);
  });

  it('sends resumeKey instead of the file when the résumé was staged', () => {
    const p = parts({ resumeKey: 'rk_123' });
    expect(p).toContainEqual(['resumeKey', 'rk_123']);
    expect(p.some(([k]) => k === 'resume')).toBe(false);
  });

  it('marks an embed with via=embed, the host page and the source', () => {
    const p = parts({ src: 'newsletter', embed: 'https://shop.example/careers' });
    expect(p.slice(-3)).toEqual([
      ['via', 'embed'],
      ['src', 'newsletter'],
      ['embed', 'https://shop.example/careers'],
    ]);
  });

  it('marks a referral with via=referral and its token, ahead of an embed', () => {
    const p = parts({ ref: 'tok_1', embed: 'https://shop.example/careers', turnstileToken: 'cf-token' });
    expect(p.slice(-3)).toEqual([
      ['turnstileToken', 'cf-token'],
      ['via', 'referral'],
      ['ref', 'tok_1'],
    ]);
  });
});
