// @vitest-environment happy-dom
// Which language a board speaks, and plural forms in each language.
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/ui/i18n/all.ts';
import { LANGS, boardLang, en, supported, wordsFor, type Lang } from '../../src/ui/i18n.ts';
import { must } from '../support/must.ts';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.body.replaceChildren();
});

function container(html: string): Element {
  document.body.insertAdjacentHTML('beforeend', html);
  return must(document.querySelector('[data-svc-jobs]'));
}

describe('boardLang: data-lang, else the nearest lang, else English', () => {
  it('takes <html lang> when nothing nearer says', () => {
    document.documentElement.lang = 'de';
    expect(boardLang(container('<div data-svc-jobs="acme"></div>'))).toBe('de');
  });

  it('takes the nearest ancestor with lang over <html lang>', () => {
    document.documentElement.lang = 'de';
    expect(boardLang(container('<section lang="fr"><div><div data-svc-jobs="acme"></div></div></section>'))).toBe('fr');
  });

  it('takes the container’s own lang', () => {
    document.documentElement.lang = 'de';
    expect(boardLang(container('<div data-svc-jobs="acme" lang="nl"></div>'))).toBe('nl');
  });

  it('data-lang wins over every lang attribute', () => {
    document.documentElement.lang = 'de';
    const el = container('<section lang="fr"><div data-svc-jobs="acme" lang="nl"></div></section>');
    expect(boardLang(el, 'es')).toBe('es');
    expect(boardLang(el, 'pt-BR')).toBe('pt');
  });

  it('an empty data-lang is no data-lang', () => {
    document.documentElement.lang = 'de';
    expect(boardLang(container('<div data-svc-jobs="acme"></div>'), '')).toBe('de');
    expect(boardLang(container('<div data-svc-jobs="acme"></div>'), null)).toBe('de');
  });

  it('is English when no element has lang, whatever the browser speaks', () => {
    // happy-dom's navigator.language is en-US; the point is that it is never read.
    Object.defineProperty(navigator, 'language', { value: 'de-DE', configurable: true });
    try {
      expect(boardLang(container('<div data-svc-jobs="acme"></div>'))).toBe('en');
    } finally {
      Reflect.deleteProperty(navigator, 'language');
    }
  });

  it('an unsupported page language is English, not the next ancestor’s', () => {
    document.documentElement.lang = 'de';
    expect(boardLang(container('<div lang="xx"><div data-svc-jobs="acme"></div></div>'))).toBe('en');
    expect(boardLang(container('<div lang=""><div data-svc-jobs="acme"></div></div>'))).toBe('en');
  });
});

describe('supported: a regional tag uses its base language; anything else is English', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['fr', 'fr'],
    ['es', 'es'],
    ['nl', 'nl'],
    ['pt', 'pt'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['fr-CA', 'fr'],
    ['fr-BE', 'fr'],
    ['es-MX', 'es'],
    ['es-419', 'es'],
    ['nl-BE', 'nl'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['en-GB', 'en'],
    ['DE-at', 'de'],
    [' fr ', 'fr'],
    ['pt_BR', 'pt'],
    ['xx', 'en'],
    ['it', 'en'],
    ['ja-JP', 'en'],
    ['deu', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['-de', 'en'],
  ])('%s → %s', (tag, lang) => {
    expect(supported(tag)).toBe(lang);
  });

  it('knows exactly the six languages', () => {
    expect([...LANGS].sort()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'pt']);
  });
});

describe('plurals follow Intl.PluralRules in the board’s language', () => {
  const words = (lang: Lang) => wordsFor(lang, lang === 'en' ? en : CATALOGS[lang].board);
  it.each([
    ['en', ['0 open positions', '1 open position', '2 open positions', '5 open positions']],
    ['de', ['0 offene Stellen', '1 offene Stelle', '2 offene Stellen', '5 offene Stellen']],
    // French (and Brazilian-rule Portuguese) count 0 as "one".
    ['fr', ['0 poste à pourvoir', '1 poste à pourvoir', '2 postes à pourvoir', '5 postes à pourvoir']],
    ['es', ['0 ofertas de empleo', '1 oferta de empleo', '2 ofertas de empleo', '5 ofertas de empleo']],
    ['nl', ['0 vacatures', '1 vacature', '2 vacatures', '5 vacatures']],
    ['pt', ['0 vaga', '1 vaga', '2 vagas', '5 vagas']],
  ] as const)('count in %s for 0, 1, 2, 5', (lang, expected) => {
    expect([0, 1, 2, 5].map((n) => words(lang).plural('count', n))).toEqual(expected);
  });

  it.each([
    ['en', '1 of 5 open positions matches', '2 of 5 open positions match'],
    ['de', '1 von 5 offenen Stellen passt', '2 von 5 offenen Stellen passen'],
    ['fr', '1 poste sur 5 correspond', '2 postes sur 5 correspondent'],
    ['es', '1 de 5 ofertas coincide', '2 de 5 ofertas coinciden'],
    ['nl', '1 van 5 vacatures komt overeen', '2 van 5 vacatures komen overeen'],
    ['pt', '1 de 5 vagas corresponde', '2 de 5 vagas correspondem'],
  ] as const)('matchCount in %s', (lang, one, two) => {
    expect(words(lang).plural('matchCount', 1, { total: 5 })).toBe(one);
    expect(words(lang).plural('matchCount', 2, { total: 5 })).toBe(two);
  });

  it('formats numbers in the board’s language', () => {
    expect(words('de').plural('count', 1200)).toBe('1.200 offene Stellen');
    expect(words('fr').plural('count', 1200)).toBe('1\u202f200 postes à pourvoir');
    expect(words('en').plural('count', 1200)).toBe('1,200 open positions');
  });
});
