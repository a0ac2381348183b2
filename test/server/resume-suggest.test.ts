// `suggested`: the pattern match over the first 4,000 characters of a résumé's
// text. Only what is found is suggested; what is not a name, a phone or a
// profile link is left out rather than guessed.
import { describe, expect, it } from 'vitest';
import { suggestFromText, SUGGEST_WINDOW } from '../../demo/server/resume-suggest.ts';

describe('suggestFromText', () => {
  it.each([
    ['a first line of two capitalised words', 'Maya Lindqvist\nEngineer', 'Maya Lindqvist'],
    ['four words with a hyphen and an apostrophe', "Anne-Marie O'Neil Costa Reis\n", "Anne-Marie O'Neil Costa Reis"],
    ['a particle inside the name', 'Ludwig van Beethoven\n', 'Ludwig van Beethoven'],
    ['letters beyond ASCII', 'Zoë Ångström\n', 'Zoë Ångström'],
    ['a name in capitals, as a form wants it', 'MAYA LINDQVIST\n', 'Maya Lindqvist'],
    ['a "Curriculum Vitae" heading above the name', 'Curriculum Vitae\n\nMaya Lindqvist\n', 'Maya Lindqvist'],
  ])('finds the name in %s', (_case, text, name) => {
    expect(suggestFromText(text).name).toBe(name);
  });

  it.each([
    ['one word', 'Maya\n'],
    ['five words', 'Maya Anna Sofia Lind Qvist\n'],
    ['a job title', 'Senior Software Engineer\nMaya Lindqvist'],
    ['lower-case words', 'maya lindqvist\n'],
    ['an email on the first line', 'maya@example.com Lindqvist\n'],
    ['digits', 'Maya Lindqvist 2024\n'],
  ])('suggests no name when the first line has %s', (_case, text) => {
    expect(suggestFromText(text)).not.toHaveProperty('name');
  });

  it.each([
    ['+49 30 1234 5678', '+49 30 1234 5678'],
    ['(415) 555-0132', '(415) 555-0132'],
    ['030 1234567', '030 1234567'],
    ['415.555.0132', '415.555.0132'],
  ])('finds the phone %s', (phone, expected) => {
    expect(suggestFromText(`Maya Lindqvist\nmaya@example.com · ${phone} · Berlin`).phone).toBe(expected);
  });

  it.each([
    ['a year range', 'Firmware Lead, 2016-2021'],
    ['a date', 'Since 2021-03-04'],
    ['a number in a sentence', 'Shipped 300 robots and 12000 parts'],
    ['digits inside a URL', 'https://github.com/maya12345678'],
    ['digits inside an email', 'maya.4915112345678@example.com'],
  ])('takes no phone from %s', (_case, text) => {
    expect(suggestFromText(`Maya Lindqvist\n${text}`)).not.toHaveProperty('phone');
  });

  it('finds LinkedIn, GitHub and a personal site with or without a scheme, and never takes an email domain for a site', () => {
    const text = 'Maya Lindqvist\nmaya@lindqvist.dev | linkedin.com/in/maya-l | github.com/mayalind | www.mayalindqvist.dev.';
    expect(suggestFromText(text)).toEqual({
      name: 'Maya Lindqvist',
      email: 'maya@lindqvist.dev',
      linkedin_url: 'https://linkedin.com/in/maya-l',
      github_url: 'https://github.com/mayalind',
      portfolio_url: 'https://www.mayalindqvist.dev',
    });
  });

  it('does not take a LinkedIn or GitHub page that is not a profile for a portfolio', () => {
    const found = suggestFromText('Maya Lindqvist\nhttps://www.linkedin.com/company/acme https://github.com');
    expect(found).not.toHaveProperty('portfolio_url');
    expect(found).not.toHaveProperty('linkedin_url');
    expect(found).not.toHaveProperty('github_url');
  });

  it('takes the first match of each kind', () => {
    const found = suggestFromText('Maya Lindqvist\nmaya@example.com, old@example.org\nhttps://maya.dev https://acme.example');
    expect(found).toMatchObject({ email: 'maya@example.com', portfolio_url: 'https://maya.dev' });
  });

  it('suggests nothing from text without any of them', () => {
    expect(suggestFromText('I build robots.\nAsk me about motor control.')).toEqual({});
  });

  it(`looks at the first ${SUGGEST_WINDOW} characters only`, () => {
    const filler = `${'x'.repeat(100)}\n`.repeat(40);
    expect(filler.length).toBeGreaterThanOrEqual(SUGGEST_WINDOW);
    expect(suggestFromText(`Maya Lindqvist\n${filler}late@example.com`)).toEqual({ name: 'Maya Lindqvist' });
    expect(suggestFromText(`Maya Lindqvist\nearly@example.com\n${filler}`)).toEqual({ name: 'Maya Lindqvist', email: 'early@example.com' });
  });
});
