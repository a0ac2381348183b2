import { describe, expect, it } from 'vitest';
import { readControls } from '../../src/apply/controls.ts';
import { createFormModel, draftKey } from '../../src/apply/model/form.ts';
import { memoryStorage, pdf } from './fake-server.ts';
import { must } from '../support/must.ts';

const controls = readControls({
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'email', kind: 'email', required: true },
    { key: 'phone', kind: 'tel', required: false },
    { key: 'linkedin_url', kind: 'url', required: false },
    { key: 'resume', kind: 'file', required: true },
  ],
  questions: [{ id: 'q_langs', label: 'Languages', kind: 'multi_select', options: ['C', 'Rust'] }],
});
const KEY = draftKey('acme', 'eng-7f3k2');

describe('form model: what the candidate typed', () => {
  it('marks a control as typed by the candidate once they change it, even back to empty', () => {
    const form = createFormModel(controls);
    expect(form.typed.value.size).toBe(0);
    form.setValue('name', 'Dana');
    form.setValue('email', '');
    expect([...form.typed.value].sort()).toEqual(['email', 'name']);
  });

  it('autofill fills only what the candidate has not typed in, and says which', () => {
    const form = createFormModel(controls);
    form.setValue('email', 'dana@work.example');
    const filled = form.autofill({
      name: 'Dana Ruiz',
      email: 'dana@cv.example',
      phone: '+49 30 1234567',
      github_url: 'https://github.com/dana', // not in this form
      linkedin_url: 42, // not a string
    });
    expect(filled).toEqual(['name', 'phone']);
    expect(form.value('email')).toBe('dana@work.example');
    expect(form.value('name')).toBe('Dana Ruiz');
    expect(form.value('linkedin_url')).toBe('');
  });

  it('a second résumé may replace what the first one filled, never what was typed', () => {
    const form = createFormModel(controls);
    form.autofill({ name: 'From CV one', email: 'one@cv.example' });
    form.setValue('email', 'typed@example.com');
    expect(form.autofill({ name: 'From CV two', email: 'two@cv.example' })).toEqual(['name']);
    expect(form.value('name')).toBe('From CV two');
    expect(form.value('email')).toBe('typed@example.com');
  });
});

describe('form model: the draft', () => {
  it('saves typed values (never the file) and restores them after a reload, as typed', () => {
    const storage = memoryStorage();
    const first = createFormModel(controls, { storage: () => storage, draftKey: KEY });
    first.setValue('name', 'Dana');
    first.setValue('q_langs', ['Rust']);
    first.setValue('resume', pdf());
    const saved = JSON.parse(must(storage.getItem(KEY)));
    expect(saved.values).toEqual({ name: 'Dana', q_langs: ['Rust'] });
    first.dispose();

    const again = createFormModel(controls, { storage: () => storage, draftKey: KEY });
    expect(again.value('name')).toBe('Dana');
    expect(again.value('q_langs')).toEqual(['Rust']);
    expect(again.value('resume')).toBeNull();
    // restored values were typed by the candidate: autofill leaves them alone
    expect(again.autofill({ name: 'CV Name', email: 'cv@example.com' })).toEqual(['email']);
  });

  it('keeps one draft per org and job', () => {
    const storage = memoryStorage();
    createFormModel(controls, { storage: () => storage, draftKey: KEY }).setValue('name', 'Dana');
    const other = createFormModel(controls, { storage: () => storage, draftKey: draftKey('acme', 'ops-1') });
    expect(other.value('name')).toBe('');
  });

  it('ignores a draft that no longer fits the form, or is not JSON', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify({ v: 1, values: { name: 7, q_langs: ['COBOL', 'C'], gone: 'x' } }));
    const form = createFormModel(controls, { storage: () => storage, draftKey: KEY });
    expect(form.value('name')).toBe('');
    expect(form.value('q_langs')).toEqual(['C']);
    storage.setItem(KEY, '{not json');
    expect(createFormModel(controls, { storage: () => storage, draftKey: KEY }).value('name')).toBe('');
  });

  it('clears the draft after sending', () => {
    const storage = memoryStorage();
    const form = createFormModel(controls, { storage: () => storage, draftKey: KEY });
    form.setValue('name', 'Dana');
    form.clearDraft();
    expect(storage.getItem(KEY)).toBeNull();
    form.setValue('name', 'Dana R');
    expect(storage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['a storage whose every call throws', () => memoryStorage(true)],
    [
      'a storage that cannot even be reached',
      (): Storage => {
        throw new DOMException('denied', 'SecurityError');
      },
    ],
  ])('works without a draft with %s', (_, storage) => {
    const form = createFormModel(controls, { storage, draftKey: KEY });
    form.setValue('name', 'Dana');
    expect(form.value('name')).toBe('Dana');
    expect(() => form.clearDraft()).not.toThrow();
  });
});

describe('form model: errors', () => {
  it('validates every control and lists the problems in form order, each linked to its control', async () => {
    const form = createFormModel(controls);
    form.setValue('email', 'nope');
    const items = await form.validate();
    expect(items).toEqual([
      { message: 'Enter your full name', id: 'f-name' },
      { message: 'Enter an email address in the correct format, like name@example.com', id: 'f-email' },
      { message: 'Choose a file for your résumé', id: 'f-resume' },
    ]);
    expect(form.errors.value.email).toBe('Enter an email address in the correct format, like name@example.com');
  });

  it('words server issues as the client would, and lists unknown paths as plain text', () => {
    const form = createFormModel(controls);
    form.setValue('name', 'Dana');
    form.setValue('email', 'dana@example');
    const items = form.showIssues([
      { path: ['email'], message: 'E-Mail ungültig' },
      { path: ['name'], message: 'too long' },
      { path: ['src'], message: 'src is too long' },
      { path: [] },
    ]);
    expect(items).toEqual([
      { message: 'Check your full name', id: 'f-name' },
      { message: 'Enter an email address in the correct format, like name@example.com', id: 'f-email' },
      { message: 'src is too long', id: null },
      { message: 'Your application is too large to send. Choose a smaller file.', id: null },
    ]);
  });
});
