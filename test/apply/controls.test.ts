import { describe, expect, it, vi } from 'vitest';
import { readControls } from '../../src/apply/controls.ts';
import { readJob } from '../../src/apply/job.ts';
import { readParams } from '../../src/apply/params.ts';
import { must } from '../support/must.ts';

describe('readControls', () => {
  it('gives each field key its own clear label when the form has none, and keeps the form’s own', () => {
    const controls = readControls({
      fields: [
        { key: 'linkedin_url', kind: 'url', required: false },
        { key: 'salary_expectation', kind: 'text', required: false, label: 'Expected salary (EUR)' },
      ],
      questions: [],
    });
    expect(controls.map((c) => c.label)).toEqual(['LinkedIn profile', 'Expected salary (EUR)']);
  });

  it('makes single choices radios up to 5 options and a select beyond', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    const [radios, select, multi, yesNo, num] = readControls({
      fields: [],
      questions: [
        { id: 'q1', label: 'Q1', kind: 'single_select', options: five },
        { id: 'q2', label: 'Q2', kind: 'single_select', options: [...five, 'f'] },
        { id: 'q3', label: 'Q3', kind: 'multi_select', options: five },
        { id: 'q4', label: 'Q4', kind: 'boolean' },
        { id: 'q5', label: 'Q5', kind: 'number' },
      ],
    });
    expect([radios, select, multi, yesNo, num].map((c) => must(c).kind)).toEqual(['radios', 'select', 'checkboxes', 'yes_no', 'number']);
    expect(must(num).inputMode).toBe('decimal');
  });

  it('keeps the spec’s limits: 32 fields, 50 questions, 50 options of 1–200 chars, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const keys = ['name', 'email', 'phone', 'location'] as const;
    const controls = readControls({
      // 40 fields, but only 4 distinct keys: repeats are dropped too
      fields: Array.from({ length: 40 }, (_, i) => ({ key: keys[i % 4], kind: 'text', required: false })),
      questions: [
        {
          id: 'q_opts',
          label: 'Pick',
          kind: 'multi_select',
          options: ['', 'x'.repeat(201), 'ok', 'ok', ...Array.from({ length: 60 }, (_, i) => `o${i}`)],
        },
        ...Array.from({ length: 60 }, (_, i) => ({ id: `q${i}`, label: `Question ${i}`, kind: 'short_text' })),
      ],
    });
    expect(controls.filter((c) => c.fieldKey)).toHaveLength(4);
    expect(controls.filter((c) => !c.fieldKey)).toHaveLength(50);
    const opts = must(controls.find((c) => c.name === 'q_opts')).options;
    expect(opts).toHaveLength(50);
    expect(opts[0]).toBe('ok');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(must(warn.mock.calls[0])[0])).toBe('[svc-jobs]');
    expect(String(must(warn.mock.calls[0])[1])).toMatch(/8 field\(s\) past 32.*11 question\(s\) past 50/);
  });

  it('drops unknown kinds, unknown keys, and questions named like reserved parts', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const controls = readControls({
      fields: [
        { key: 'shoe_size', kind: 'text', required: true },
        { key: 'name', kind: 'color', required: true },
      ],
      questions: [
        { id: 'via', label: 'Via?', kind: 'short_text' },
        { id: 'q', label: 'Rate us', kind: 'stars' },
        { id: 'x'.repeat(65), label: 'Too long an id', kind: 'short_text' },
        { id: 'ok', label: 'Fine', kind: 'short_text', required: true },
      ],
    });
    expect(controls.map((c) => c.name)).toEqual(['ok']);
  });

  it('serves the contract’s default form when the job has none', () => {
    expect(readControls(null).map((c) => `${c.name}:${c.kind}:${c.required}`)).toEqual([
      'name:text:true',
      'email:email:true',
      'phone:tel:false',
      'resume:file:true',
    ]);
  });
});

describe('readJob', () => {
  it('needs a title, and takes only a turnstile captcha with a site key', () => {
    expect(() => readJob({ form: null }, { org: 'acme', job: 'x' })).toThrow();
    const job = readJob({ title: 'T', captcha: { provider: 'turnstile', siteKey: 'k' } }, { org: 'acme', job: 'x' });
    expect(job).toMatchObject({ title: 'T', publicId: 'x', orgName: 'acme', captcha: { siteKey: 'k' } });
    expect(readJob({ title: 'T', captcha: { provider: 'other', siteKey: 'k' } }, { org: 'a', job: 'x' }).captcha).toBeNull();
  });

  it('reads an empty string as no value: no job without a title, the asked names and no colour in its place', () => {
    expect(() => readJob({ title: '' }, { org: 'acme', job: 'x' })).toThrow();
    const job = readJob(
      { title: 'T', publicId: '', org: { name: '', slug: '', brandColor: '' }, captcha: { provider: 'turnstile', siteKey: '' } },
      { org: 'acme', job: 'x' },
    );
    expect(job).toMatchObject({ publicId: 'x', orgName: 'acme', orgSlug: 'acme', brandColor: null, captcha: null });
  });
});

describe('readParams', () => {
  it('reads every parameter, reducing embed to origin and path and parent to an exact origin', () => {
    const p = readParams(
      '?org=acme&job=eng-7f3k2&src=newsletter&ref=tok_1&embed=' +
        encodeURIComponent('https://shop.example/careers?utm=1#top') +
        '&parent=https%3A%2F%2Fshop.example&accent=%230F766E&lang=de',
    );
    expect(p).toEqual({
      org: 'acme',
      job: 'eng-7f3k2',
      src: 'newsletter',
      ref: 'tok_1',
      embed: 'https://shop.example/careers',
      parent: 'https://shop.example',
      accent: '#0f766e',
      lang: 'de',
      store: true,
    });
    // The container's data-storage="none", told to the frame; any other value keeps the default.
    expect(readParams('?org=acme&job=x&storage=none')?.store).toBe(false);
    expect(readParams('?org=acme&job=x&storage=local')?.store).toBe(true);
  });

  it.each(['', '?org=acme', '?job=x', '?org=ACME&job=x', '?org=a/b&job=x'])('refuses %j', (q) => {
    expect(readParams(q)).toBeNull();
  });

  it.each([
    ['parent=*', { parent: null }],
    ['parent=https://shop.example/page', { parent: null }],
    ['embed=javascript:alert(1)', { embed: null }],
    ['accent=red', { accent: null }],
    ['lang=<x>', { lang: null }],
  ])('drops a bad %s', (q, expected) => {
    expect(readParams(`?org=acme&job=x&${q}`)).toMatchObject(expected);
  });
});
