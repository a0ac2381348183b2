// @vitest-environment happy-dom
// The apply frame in the language of its URL: every label, hint, message and
// state in German, with no English word left; the words load before the first
// render; plurals of the 429 wait in every language.
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_KEYS } from '../../src/feed/types.ts';
import { T, frameLang, loadFrameWords, waitText } from '../../src/apply/text.ts';
import { CATALOGS } from '../../src/ui/i18n/all.ts';
import { frame as EN } from '../../src/ui/i18n/en.ts';
import { englishLeft, perceived } from '../ui/english-left.ts';
import { APPLY_PATH, JOB_PATH, STAGE_PATH, errorBody, jobBody, json, pdf } from './fake-server.ts';
import { EMBED_SEARCH, openFrame } from './open-frame.ts';

const DE = CATALOGS.de.frame;
const SEARCH = `${EMBED_SEARCH}&lang=de-AT`;
// Every field key the contract knows, with the frame's own labels, and every question kind.
const FORM = {
  fields: FIELD_KEYS.map((key) => ({
    key,
    kind:
      key === 'email'
        ? 'email'
        : key === 'phone'
          ? 'tel'
          : key.endsWith('_url')
            ? 'url'
            : key === 'resume' || key === 'cover_letter'
              ? 'file'
              : 'text',
    required: key !== 'cover_letter',
  })),
  questions: [
    { id: 'q1', label: 'Wie haben Sie von uns erfahren?', kind: 'short_text', required: true },
    { id: 'q2', label: 'Welche Schichten passen Ihnen?', kind: 'multi_select', required: true, options: ['Früh', 'Spät', 'Nacht'] },
    { id: 'q3', label: 'Haben Sie einen Führerschein?', kind: 'boolean', required: true },
    { id: 'q4', label: 'Wie viele Jahre Erfahrung haben Sie?', kind: 'number', required: true },
    { id: 'q5', label: 'Bevorzugter Standort', kind: 'single_select', required: true, options: ['Berlin', 'Hamburg'] },
  ],
};
const GERMAN_JOB = jobBody(FORM, {
  title: 'Elektronikerin oder Elektroniker (m/w/d)',
  department: 'Produktion',
  location: 'Berlin',
  org: { name: 'Acme GmbH', slug: 'acme', logoUrl: null, brandColor: '#0f766e' },
});
const routes = (over = {}) => ({ [JOB_PATH]: json(GERMAN_JOB), [STAGE_PATH]: json({ key: 'rk_1', suggested: {} }), ...over });
const noEnglish = () => expect(englishLeft(perceived(document.body), EN, DE)).toEqual([]);
const formShown = () => screen.findByRole('heading', { level: 1, name: 'Bewerbung als Elektronikerin oder Elektroniker (m/w/d)' });

beforeAll(async () => {
  expect(await loadFrameWords('de-AT')).toBe('de');
});
afterAll(() => loadFrameWords('en'));

describe('a German frame (lang=de-AT)', () => {
  it('says so on <html lang> and in its title', async () => {
    openFrame({ search: SEARCH, routes: routes() });
    await formShown();
    expect(frameLang()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Bewerbung als Elektronikerin oder Elektroniker (m/w/d) – Acme GmbH');
  });

  it('labels every field in German, with German hints', async () => {
    openFrame({ search: SEARCH, routes: routes() });
    await formShown();
    for (const label of Object.values(DE.labels)) expect(screen.getAllByText(label, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(DE.fileHint)).toHaveLength(2);
    expect(screen.getByText(DE.hints.phone)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bewerbung absenden' })).toBeTruthy();
    noEnglish();
  });

  it('validation: the summary and every inline message in German, no English word left', async () => {
    openFrame({ search: SEARCH, routes: routes() });
    await formShown();
    fireEvent.input(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'dana@beispiel' } });
    fireEvent.input(screen.getByLabelText('LinkedIn-Profil', { exact: false }), { target: { value: 'linkedin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    const summary = await screen.findByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' });
    const items = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(items).toContain('Geben Sie Ihren vollständigen Namen ein');
    expect(items).toContain(DE.badEmail);
    expect(items).toContain(DE.badUrl);
    expect(items).toContain('Wählen Sie eine Datei für Ihren Lebenslauf aus');
    expect(items).toContain('Geben Sie Ihre Antwort auf „Wie haben Sie von uns erfahren?“ ein');
    expect(items).toContain('Wählen Sie mindestens eine Option für „Welche Schichten passen Ihnen?“ aus');
    expect(items).toContain('Beantworten Sie „Haben Sie einen Führerschein?“ mit Ja oder Nein');
    expect(items).toContain('Wählen Sie Ihre Antwort auf „Bevorzugter Standort“ aus');
    expect(document.body.textContent).toContain('Fehler: Geben Sie Ihren vollständigen Namen ein');
    noEnglish();
  });

  it('the confirmation, in German', async () => {
    openFrame({
      search: SEARCH,
      routes: routes({
        [JOB_PATH]: json(jobBody(undefined, { title: 'Bauleitung (m/w/d)', org: GERMAN_JOB.org })),
        [APPLY_PATH]: json({ received: true }, 201),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Bewerbung als Bauleitung (m/w/d)' });
    fireEvent.input(screen.getByLabelText('Vollständiger Name'), { target: { value: 'Dana Ruiz' } });
    fireEvent.input(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'dana@beispiel.de' } });
    fireEvent.change(screen.getByLabelText('Lebenslauf'), { target: { files: [pdf('lebenslauf.pdf')] } });
    await screen.findByText('Ausgewählte Datei: lebenslauf.pdf', { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    await screen.findByRole('heading', { name: 'Bewerbung gesendet' });
    expect(document.body.textContent).toContain(
      'Vielen Dank für Ihre Bewerbung. Acme GmbH prüft Ihre Unterlagen und meldet sich per E-Mail bei Ihnen zu den nächsten Schritten.',
    );
    noEnglish();
  });

  it('a 429: when to try again, in German with German plurals', async () => {
    openFrame({
      search: SEARCH,
      routes: routes({
        [JOB_PATH]: json(jobBody(undefined, { org: GERMAN_JOB.org, title: 'Bauleitung (m/w/d)' })),
        [APPLY_PATH]: errorBody('RATE_LIMITED', 429, {}, { 'retry-after': '90' }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Bewerbung als Bauleitung (m/w/d)' });
    fireEvent.input(screen.getByLabelText('Vollständiger Name'), { target: { value: 'Dana Ruiz' } });
    fireEvent.input(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'dana@beispiel.de' } });
    fireEvent.change(screen.getByLabelText('Lebenslauf'), { target: { files: [pdf('lebenslauf.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    const box = await screen.findByRole('region', { name: DE.rateLimited });
    expect(within(box).getByText('Versuchen Sie es in 2 Minuten erneut. Ihre Eingaben bleiben erhalten.')).toBeTruthy();
    noEnglish();
  });

  it('a closed job and a failed load, in German', async () => {
    openFrame({ search: SEARCH, routes: { [JOB_PATH]: errorBody('NOT_FOUND', 404) } });
    await screen.findByRole('heading', { name: DE.closedTitle });
    noEnglish();
    document.body.replaceChildren();
    openFrame({ search: SEARCH, routes: { [JOB_PATH]: new TypeError('offline') } });
    await screen.findByRole('heading', { name: DE.loadFailed });
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    noEnglish();
  });

  it('the referral banner and declining, in German', async () => {
    const ref = `?org=acme&job=eng-7f3k2&ref=tok_1&lang=de&parent=${encodeURIComponent('https://shop.example')}`;
    openFrame({
      search: ref,
      routes: routes({
        'GET /api/v1/public/acme/referrals/tok_1': json({
          candidateName: 'Dana Ruiz',
          referrerName: 'Sam Lee',
          job: { publicId: 'eng-7f3k2', title: GERMAN_JOB.title },
        }),
        'POST /api/v1/public/acme/referrals/tok_1/decline': json({ declined: true }),
      }),
    });
    expect(await screen.findByRole('heading', { name: `Sam Lee hat Sie für die Stelle ${GERMAN_JOB.title} empfohlen` })).toBeTruthy();
    noEnglish();
    fireEvent.click(screen.getByRole('button', { name: 'Kein Interesse' }));
    await screen.findByRole('heading', { name: 'Danke für Ihre Rückmeldung' });
    noEnglish();
  });

  it('the scan finds English words in an English frame (so it can fail)', async () => {
    await loadFrameWords('en');
    try {
      openFrame({ search: EMBED_SEARCH, routes: routes() });
      await screen.findByRole('heading', { level: 1, name: /^Apply for/ });
      await waitFor(() =>
        expect(englishLeft(perceived(document.body), EN, DE)).toEqual(expect.arrayContaining(['application', 'select', 'the', 'country'])),
      );
    } finally {
      await loadFrameWords('de');
    }
  });
});

describe('the 429 wait, in every language, for 0, 1, 2 and 5', () => {
  const expected = {
    en: ['0 seconds', '1 second', '2 seconds', '5 seconds', '1 minute', '2 minutes', '5 minutes'],
    de: ['0 Sekunden', '1 Sekunde', '2 Sekunden', '5 Sekunden', '1 Minute', '2 Minuten', '5 Minuten'],
    fr: ['0\u00a0seconde', '1\u00a0seconde', '2\u00a0secondes', '5\u00a0secondes', '1\u00a0minute', '2\u00a0minutes', '5\u00a0minutes'],
    es: ['0 segundos', '1 segundo', '2 segundos', '5 segundos', '1 minuto', '2 minutos', '5 minutos'],
    nl: ['0 seconden', '1 seconde', '2 seconden', '5 seconden', '1 minuut', '2 minuten', '5 minuten'],
    pt: ['0 segundo', '1 segundo', '2 segundos', '5 segundos', '1 minuto', '2 minutos', '5 minutos'],
  };
  it.each(Object.entries(expected))('%s', async (lang, words) => {
    try {
      expect(await loadFrameWords(lang)).toBe(lang);
      expect([0, 1, 2, 5].map((n) => T.seconds(n)).concat([60, 120, 300].map((s) => waitText(s)))).toEqual(words);
    } finally {
      await loadFrameWords('de');
    }
  });

  it('an unsupported language is English', async () => {
    try {
      expect(await loadFrameWords('xx')).toBe('en');
      expect(T.send).toBe('Send application');
    } finally {
      await loadFrameWords('de');
    }
  });
});
