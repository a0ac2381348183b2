// @vitest-environment happy-dom
import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { JOB_PATH, jobBody, json } from './fake-server.ts';
import { openFrame } from './open-frame.ts';
import { must } from '../support/must.ts';

const ALL_KINDS = {
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'email', kind: 'email', required: true },
    { key: 'phone', kind: 'tel', required: false },
    { key: 'location', kind: 'text', required: false },
    { key: 'linkedin_url', kind: 'url', required: false },
    { key: 'work_authorization', kind: 'select', required: true, options: ['Citizen', 'Permit', 'Visa needed'] },
    { key: 'notice_period', kind: 'select', required: false, options: ['None', '1 month', '2 months', '3 months', '6 months', 'More'] },
    { key: 'resume', kind: 'file', required: true },
    { key: 'cover_letter', kind: 'long_text', required: false },
  ],
  questions: [
    { id: 'q_why', label: 'Why Acme?', kind: 'short_text', required: true },
    { id: 'q_story', label: 'Tell us about a hard bug', kind: 'long_text' },
    { id: 'q_team', label: 'Preferred team', kind: 'single_select', required: true, options: ['Motors', 'Sensors'] },
    { id: 'q_city', label: 'Office', kind: 'single_select', options: ['Berlin', 'Lisbon', 'Oslo', 'Porto', 'Riga', 'Turin'] },
    { id: 'q_langs', label: 'Languages you use', kind: 'multi_select', options: ['C', 'Rust', 'Go'] },
    { id: 'q_relocate', label: 'Will you relocate?', kind: 'boolean', required: true },
    { id: 'q_years', label: 'Years of experience', kind: 'number', required: true },
  ],
};

async function openAllKinds() {
  openFrame({ routes: { [JOB_PATH]: json(jobBody(ALL_KINDS)) } });
  await screen.findByRole('heading', { level: 1, name: 'Apply for Senior Firmware Engineer' });
}

describe('every field kind', () => {
  it.each([
    // label, role, type, autocomplete, inputmode, required
    ['Full name', 'textbox', 'text', 'name', null, true],
    ['Email address', 'textbox', 'email', 'email', 'email', true],
    ['Phone number (optional)', 'textbox', 'tel', 'tel', 'tel', false],
    ['Location (optional)', 'textbox', 'text', 'address-level2', null, false],
    ['LinkedIn profile (optional)', 'textbox', 'url', 'url', 'url', false],
  ])('%s is a %s input with the right autocomplete and input mode', async (label, role, type, autocomplete, inputmode, required) => {
    await openAllKinds();
    const input = screen.getByRole(role, { name: label });
    expect(input).toBe(screen.getByLabelText(label));
    expect(input.getAttribute('type')).toBe(type);
    expect(input.getAttribute('autocomplete')).toBe(autocomplete);
    expect(input.getAttribute('inputmode')).toBe(inputmode);
    expect((input as HTMLInputElement).required).toBe(required);
  });

  it('gives fields their hints, tied to the input', async () => {
    await openAllKinds();
    const linkedin = screen.getByLabelText('LinkedIn profile (optional)');
    const hint = must(document.getElementById(must(linkedin.getAttribute('aria-describedby'))));
    expect(hint.textContent).toBe('For example, https://www.linkedin.com/in/your-name');
  });

  it('renders a select field with few options as radios and with many as a select', async () => {
    await openAllKinds();
    const auth = screen.getByRole('group', { name: 'Work authorization' });
    expect(
      within(auth)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Citizen', 'Permit', 'Visa needed']);
    const notice = screen.getByRole('combobox', { name: 'Notice period (optional)' });
    expect(
      within(notice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an option', 'None', '1 month', '2 months', '3 months', '6 months', 'More']);
  });

  it('renders the résumé as a file input taking PDF and DOCX, with its hint', async () => {
    await openAllKinds();
    const file = screen.getByLabelText<HTMLInputElement>('Résumé');
    expect(file.type).toBe('file');
    expect(file.accept).toContain('.pdf');
    expect(file.accept).toContain('.docx');
    expect(screen.getByText('PDF or Word (.docx), up to 5 MB').id).toBe(file.getAttribute('aria-describedby'));
  });

  it('renders a long_text field as a text area', async () => {
    await openAllKinds();
    expect(screen.getByRole('textbox', { name: 'Cover letter (optional)' }).tagName).toBe('TEXTAREA');
  });
});

describe('every question kind', () => {
  it('short_text and long_text', async () => {
    await openAllKinds();
    expect(screen.getByRole('textbox', { name: 'Why Acme?' }).tagName).toBe('INPUT');
    expect(screen.getByRole('textbox', { name: 'Tell us about a hard bug (optional)' }).tagName).toBe('TEXTAREA');
  });

  it('single_select: radios in a fieldset up to 5 options, else a select', async () => {
    await openAllKinds();
    const team = screen.getByRole('group', { name: 'Preferred team' });
    expect(team.tagName).toBe('FIELDSET');
    expect(within(team).getByRole('radio', { name: 'Motors' })).toBeTruthy();
    expect(within(team).getByRole('radio', { name: 'Sensors' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Office (optional)' })).toBeTruthy();
  });

  it('multi_select: checkboxes in a fieldset, with "Select all that apply"', async () => {
    await openAllKinds();
    const langs = screen.getByRole('group', { name: 'Languages you use (optional)' });
    expect(
      within(langs)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['C', 'Rust', 'Go']);
    expect(within(langs).getByText('Select all that apply')).toBeTruthy();
  });

  it('boolean: a yes/no radio pair', async () => {
    await openAllKinds();
    const relocate = screen.getByRole('group', { name: 'Will you relocate?' });
    expect(
      within(relocate)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['true', 'false']);
    expect(within(relocate).getByLabelText('Yes')).toBeTruthy();
    expect(within(relocate).getByLabelText('No')).toBeTruthy();
  });

  it('number: a text input with the decimal keyboard', async () => {
    await openAllKinds();
    const years = screen.getByRole('textbox', { name: 'Years of experience' });
    expect(years.getAttribute('inputmode')).toBe('decimal');
  });

  it('labels every control of the form', async () => {
    await openAllKinds();
    const form = screen.getByRole('form');
    for (const input of form.querySelectorAll('input, select, textarea')) {
      expect(document.querySelector(`label[for="${input.id}"]`), input.id).toBeTruthy();
    }
  });
});
