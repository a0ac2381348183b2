// @vitest-environment happy-dom
// A board in the page's language, through mount: the catalog is asked for in
// parallel with the feed, the board speaks German everywhere, carries lang on
// its root, and a failed catalog leaves a ready board in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/embed/api.ts';
import { _resetShared } from '../../src/feed/share.ts';
import { CATALOGS } from '../../src/ui/i18n/all.ts';
import { board as EN } from '../../src/ui/i18n/en.ts';
import { englishLeft, perceived } from '../ui/english-left.ts';
import { afterPaint } from '../support/paint.ts';
import { nextTask } from '../support/tasks.ts';
import { must } from '../support/must.ts';
import { urlOf } from '../support/fetch.ts';

// Each test its own jobs origin: load.ts keeps one catalog request per origin, language and page.
let n = 0;
let JOBS = '';
const day = 86400_000;
const item = (publicId: string, title: string, department: string, employmentType: string, daysAgo: number) => ({
  publicId,
  title,
  department,
  location: 'Berlin',
  employmentType,
  shortDescription: 'Sie arbeiten mit unserem Team in Berlin.',
  compensation: '52.000–60.000 €',
  publishedAt: new Date(Date.now() - daysAgo * day).toISOString(),
  url: `${JOBS}/acme/${publicId}`,
});
const list = () => [
  item('el-1', 'Elektronikerin oder Elektroniker (m/w/d)', 'Produktion', 'full_time', 3),
  item('ve-2', 'Vertriebsmitarbeiter (m/w/d)', 'Vertrieb', 'part_time', 1),
  item('pr-3', 'Praktikum Marketing (m/w/d)', 'Marketing', 'internship', 40),
  item('ba-4', 'Bauleitung (m/w/d)', 'Technik', 'contract', 10),
];

type Answer = { status: number; body: string } | 'network' | Promise<never>;
let answers: Record<string, Answer>;
let calls: { path: string; settled: boolean }[];
let feedGate: Promise<void>;
let openFeed: () => void;

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const path = urlOf(input).replace(JOBS, '');
  const call = { path, settled: false };
  calls.push(call);
  const a = answers[path] ?? { status: 404, body: '{"defined":true,"code":"NOT_FOUND","status":404}' };
  if (a === 'network') return Promise.reject(new TypeError('Failed to fetch'));
  if (a instanceof Promise) return a;
  // The feed waits for the gate, so the test can see what was asked before it answered.
  const gate = path.startsWith('/api/') ? feedGate : Promise.resolve();
  return gate.then(() => {
    call.settled = true;
    return new Response(a.body, { status: a.status, headers: { 'content-type': 'application/json' } });
  });
}

beforeEach(() => {
  JOBS = `https://jobs${++n}.example`;
  _resetShared();
  localStorage.clear();
  document.body.replaceChildren();
  document.documentElement.setAttribute('lang', 'de');
  calls = [];
  feedGate = new Promise((r) => (openFeed = r));
  answers = {
    '/api/v1/public/acme': {
      status: 200,
      body: JSON.stringify({
        name: 'Acme GmbH',
        slug: 'acme',
        logoUrl: null,
        about: null,
        brandColor: '#0f766e',
        careersUrl: `${JOBS}/acme`,
      }),
    },
    '/api/v1/public/acme/jobs': { status: 200, body: JSON.stringify(list()) },
    '/embed/i18n/de.json': { status: 200, body: JSON.stringify(CATALOGS.de.board) },
    '/embed/i18n/fr.json': { status: 200, body: JSON.stringify(CATALOGS.fr.board) },
  };
  vi.stubGlobal('fetch', fakeFetch);
});
const mounted: [ReturnType<typeof createApi>['api'], Element][] = [];
afterEach(() => {
  for (const [a, el] of mounted.splice(0)) a.unmount(el);
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('lang');
});

function mount(attrs: Record<string, string> = {}): { el: HTMLElement; done: Promise<string> } {
  const el = document.createElement('div');
  el.setAttribute('data-svc-jobs', 'acme');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.append('Zu unseren Stellen');
  document.body.append(el);
  const a = createApi({ jobsOrigin: JOBS, pageOrigin: location.origin }).api;
  mounted.push([a, el]);
  return { el, done: a.mount(el) };
}
const shadow = (el: Element) => must(el.querySelector('svc-jobs-board')?.shadowRoot);

describe('a German page', () => {
  it('asks for /embed/i18n/de.json before the feed has answered', async () => {
    const { done } = mount();
    // The requests go in a task of their own (src/embed/mount.ts), queued by the mount.
    await nextTask();
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/v1/public/acme', '/api/v1/public/acme/jobs', '/embed/i18n/de.json']);
    expect(calls.filter((c) => c.path.startsWith('/api/')).every((c) => !c.settled)).toBe(true);
    openFeed();
    expect(await done).toBe('ready');
  });

  it('shows a German board, lang="de" on its root, with no English word left', async () => {
    openFeed();
    const { el, done } = mount({ 'data-apply': 'inline' });
    expect(await done).toBe('ready');
    const root = shadow(el);
    expect(must(root.firstElementChild).getAttribute('lang')).toBe('de');
    const text = perceived(root);
    expect(must(root.querySelector('h2')).textContent).toBe('Offene Stellen');
    expect(text).toContain('4 offene Stellen');
    for (const t of ['Vollzeit', 'Teilzeit', 'Praktikum', 'Befristet', 'vor 3 Tagen', 'gestern', 'Bewerben']) expect(text).toContain(t);
    expect(englishLeft(text, EN, CATALOGS.de.board)).toEqual([]);
  });

  it('the scan finds English words when the catalog is English (so it can fail)', async () => {
    answers['/embed/i18n/de.json'] = { status: 500, body: '{}' };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    openFeed();
    const { el, done } = mount({ 'data-apply': 'inline' });
    expect(await done).toBe('ready');
    expect(englishLeft(perceived(shadow(el)), EN, CATALOGS.de.board)).toEqual(expect.arrayContaining(['open', 'positions', 'apply']));
  });

  it.each([
    ['answers 500', { status: 500, body: '{"code":"INTERNAL"}' }],
    ['is malformed JSON', { status: 200, body: '{"openings":' }],
    ['fails on the network', 'network' as const],
  ])('a catalog that %s: a ready board in English throughout, dates too, and one warning', async (_name, answer) => {
    answers['/embed/i18n/de.json'] = answer;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    openFeed();
    const { el, done } = mount();
    expect(await done).toBe('ready');
    const root = shadow(el);
    expect(must(root.firstElementChild).getAttribute('lang')).toBe('en');
    const text = perceived(root);
    expect(text).toContain('4 open positions');
    expect(text).toContain('Posted 3 days ago');
    expect(text).toContain('Full-time');
    expect(text).not.toMatch(/vor 3 Tagen|Vollzeit/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(must(warn.mock.calls[0])[0]).toBe('[svc-jobs]');
  });

  it('a returning visitor’s German board is ready before any answer, from the saved feed and the saved catalog', async () => {
    openFeed();
    const first = mount();
    expect(await first.done).toBe('ready');
    // The saved copies (the feed's and the catalog's) are written after the first paint.
    await vi.waitFor(() =>
      expect(Object.keys(localStorage).sort()).toEqual([
        expect.stringMatching(/^svc-jobs:feed:/),
        expect.stringMatching(/^svc-jobs:i18n:/),
      ]),
    );
    for (const [a, el] of mounted.splice(0)) a.unmount(el);
    document.body.replaceChildren();
    _resetShared();
    feedGate = new Promise(() => {}); // the network never answers this time
    const { el, done } = mount();
    expect(await done).toBe('ready');
    expect(el.getAttribute('data-svc-state')).toBe('ready');
    expect(must(shadow(el).querySelector('h2')).textContent).toBe('Offene Stellen');
  });
});

describe('a German board in every view', () => {
  const many = () =>
    Array.from({ length: 14 }, (_, i) =>
      item(
        `job-${i}`,
        `Fachkraft ${i} (m/w/d)`,
        must(['Produktion', 'Vertrieb', 'Technik'][i % 3]),
        must(['full_time', 'part_time', 'contract', 'internship'][i % 4]),
        i % 9,
      ),
    ).concat([{ ...item('ohne-1', 'Springerin oder Springer (m/w/d)', 'Produktion', 'full_time', 2), department: null } as never]);

  it('filters, search, groups and "show more": no English word left', async () => {
    answers['/api/v1/public/acme/jobs'] = { status: 200, body: JSON.stringify(many()) };
    openFeed();
    const { el, done } = mount({
      'data-filters': 'department,location,type,search',
      'data-group-by': 'department',
      'data-page-size': '10',
      'data-apply': 'inline',
    });
    expect(await done).toBe('ready');
    const root = shadow(el);
    const text = perceived(root);
    for (const t of ['Bereich', 'Anstellungsart', 'Suche', 'Alle Bereiche', 'Alle Anstellungsarten', '5 weitere anzeigen'])
      expect(text).toContain(t);
    expect(englishLeft(text, EN, CATALOGS.de.board)).toEqual([]);

    // "Show more" reaches the last group: the openings without a department.
    must([...root.querySelectorAll('button')].find((b) => b.textContent === '5 weitere anzeigen')).click();
    await vi.waitFor(() => expect(perceived(root)).toContain('Sonstige (1)'));
    const all = perceived(root);
    expect(englishLeft(all, EN, CATALOGS.de.board)).toEqual([]);

    // A search that matches nothing: the no-match words and the way back.
    const search = must(root.querySelector('input'));
    search.value = 'zzzz';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(perceived(root)).toContain(CATALOGS.de.board.noMatch));
    const after = perceived(root);
    expect(after).toContain(CATALOGS.de.board.clearFilters);
    expect(after).toMatch(/0 von 15 offenen Stellen passen/);
    expect(englishLeft(after, EN, CATALOGS.de.board)).toEqual([]);
  });

  it('a job on the host site, and a job that is gone: no English word left', async () => {
    const job = {
      ...must(list()[0]),
      description: '## Ihre Aufgaben\n\nSie warten **Anlagen**.',
      requirements: ['Abgeschlossene Ausbildung', 'Führerschein Klasse B'],
    };
    answers['/api/v1/public/acme/jobs/el-1'] = { status: 200, body: JSON.stringify(job) };
    openFeed();
    try {
      history.replaceState(null, '', '/karriere/el-1');
      const a = mount({ 'data-href-pattern': '/karriere/{publicId}', 'data-apply': 'inline' });
      expect(await a.done).toBe('ready');
      await afterPaint();
      const detail = perceived(shadow(a.el));
      for (const t of ['Anforderungen', 'Bewerben', 'Alle offenen Stellen']) expect(detail).toContain(t);
      expect(englishLeft(detail, EN, CATALOGS.de.board)).toEqual([]);

      history.replaceState(null, '', '/karriere/weg-9');
      const b = mount({ 'data-href-pattern': '/karriere/{publicId}' });
      expect(await b.done).toBe('ready');
      const gone = perceived(shadow(b.el));
      expect(gone).toContain(CATALOGS.de.board.noLongerOpen);
      expect(englishLeft(gone, EN, CATALOGS.de.board)).toEqual([]);
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});

describe('other pages', () => {
  it('data-lang="fr-CA" on an English page gives French', async () => {
    document.documentElement.setAttribute('lang', 'en');
    openFeed();
    const { el, done } = mount({ 'data-lang': 'fr-CA' });
    expect(await done).toBe('ready');
    expect(calls.map((c) => c.path)).toContain('/embed/i18n/fr.json');
    expect(must(shadow(el).firstElementChild).getAttribute('lang')).toBe('fr');
    expect(must(shadow(el).querySelector('h2')).textContent).toBe('Postes à pourvoir');
  });

  it.each(['xx', 'en-GB', ''])('lang="%s" gives English with no catalog request', async (lang) => {
    document.documentElement.setAttribute('lang', lang);
    openFeed();
    const { el, done } = mount();
    expect(await done).toBe('ready');
    expect(calls.map((c) => c.path).filter((p) => p.includes('i18n'))).toEqual([]);
    expect(must(shadow(el).firstElementChild).getAttribute('lang')).toBe('en');
    expect(must(shadow(el).querySelector('h2')).textContent).toBe('Open positions');
  });
});
