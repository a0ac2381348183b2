// Every catalog has exactly the English keys, each message the same
// placeholders, and plural forms that read right in its language.
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/ui/i18n/all.ts';
import { board, frame } from '../../src/ui/i18n/en.ts';
import { PAGES } from '../../src/ui/i18n/page-words.ts';
import { LANGS } from '../../src/ui/i18n.ts';
import { must } from '../support/must.ts';

type Tree = { [k: string]: string | Tree };

/** Every message as [path, text]. */
function leaves(t: Tree, prefix = ''): [string, string][] {
  return Object.entries(t).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}
const placeholders = (s: string): string[] => (s.match(/\{\w+\}/g) ?? []).sort();

const langs = Object.entries(CATALOGS);

describe('catalogs', () => {
  it('cover every language but English, and nothing else', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(LANGS.filter((l) => l !== 'en').sort());
  });

  it('the board page\'s way back reads as the board\'s own "All jobs" link, in English too', () => {
    expect(PAGES.en.back).toBe(board.allJobs);
  });

  describe.each(langs)('%s', (lang, catalog) => {
    const page = PAGES[lang as keyof typeof CATALOGS];
    it.each([
      ['board', board as unknown as Tree, catalog.board as unknown as Tree],
      ['frame', frame as unknown as Tree, catalog.frame as unknown as Tree],
      ['page', PAGES.en as unknown as Tree, page as unknown as Tree],
    ])('%s: exactly the English keys, with the same placeholders, none empty or left in English', (_part, english, theirs) => {
      const mine = new Map(leaves(theirs));
      expect([...mine.keys()].sort()).toEqual(
        leaves(english)
          .map(([k]) => k)
          .sort(),
      );
      for (const [key, text] of leaves(english)) {
        const t = must(mine.get(key));
        expect(placeholders(t), key).toEqual(placeholders(text));
        expect(t.trim(), key).not.toBe('');
        expect(t, key).toBe(t.trim());
      }
    });

    it('the board page\'s way back reads as the board\'s own "All jobs" link', () => {
      expect(page.back).toBe(catalog.board.allJobs);
    });

    it('has no straight quotes or three dots where typography wants its own', () => {
      for (const [key, text] of [...leaves(catalog.board), ...leaves(catalog.frame), ...leaves(page)]) {
        expect(text, key).not.toMatch(/\.\.\.|"/);
      }
    });
  });

  // Words a careers site in that language uses, as the issue names them.
  it.each([
    ['de', ['Vollzeit', 'Teilzeit', 'Befristet', 'Praktikum']],
    ['fr', ['Temps plein', 'Temps partiel', 'CDD', 'Stage']],
    ['es', ['Jornada completa', 'Jornada parcial', 'Temporal', 'Prácticas']],
    ['nl', ['Voltijd', 'Deeltijd', 'Tijdelijk', 'Stage']],
    ['pt', ['Tempo integral', 'Meio período', 'Temporário', 'Estágio']],
  ] as const)('employment types in %s', (lang, types) => {
    const b = CATALOGS[lang].board;
    expect([b.full_time, b.part_time, b.contract, b.internship]).toEqual(types);
  });

  it.each([
    ['de', 'Bewerben'],
    ['fr', 'Postuler'],
    ['es', 'Solicitar'],
    ['nl', 'Solliciteren'],
    ['pt', 'Candidatar-me'],
  ] as const)('the apply button in %s reads %s', (lang, word) => {
    expect(CATALOGS[lang].board.apply).toBe(word);
  });
});
