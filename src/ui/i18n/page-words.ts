// The board pages' own words ({jobs_url}/{org} and /{org}/{publicId}: their
// title, header and notes), around the board's, in every language: rendered in
// Node (src/prerender/page.tsx) and by the board page's script on a plain static
// host (src/board-page/main.ts); never in embed.js. One small table rather than a
// part of each catalog: the board page's script takes these words only, while a
// catalog module is the apply frame's chunk of that language's whole text.
import type { Loose } from './en.ts';
import { fill, type Lang } from './index.ts';
import { formatCount, pluralRules } from '../intl.ts';

const en = {
  /** The list page's title and heading; the plain list's heading (src/snippet/from-feed.ts). */
  jobsAt: 'Jobs at {org}',
  /** The list page's description when the org has no about text. */
  summary: { one: '{n} open position at {org}.', other: '{n} open positions at {org}.' },
  /** The header's name links to the list: its accessible name. */
  home: '{org}: all open positions',
  /**
   * A job's page: the way back to the list, above the job. The board's own "All jobs" link (after
   * the job) in words this small table carries, so the page's script needs no catalog:
   * test/ui/catalogs.test.ts keeps the two the same in every language.
   */
  back: 'All open positions',
  noBoard: 'There is no careers page at this address.',
  feedFailed: 'The openings could not be loaded. Please try again later.',
} as const;

export type PageMessages = Loose<typeof en>;

/** Each language's page words; a new language is a compile error here until it has them. */
export const PAGES: Record<Lang, PageMessages> = {
  en,
  de: {
    jobsAt: 'Stellen bei {org}',
    summary: { one: '{n} offene Stelle bei {org}.', other: '{n} offene Stellen bei {org}.' },
    home: '{org}: alle offenen Stellen',
    back: 'Alle offenen Stellen',
    noBoard: 'Unter dieser Adresse gibt es keine Karriereseite.',
    feedFailed: 'Die offenen Stellen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  },
  fr: {
    jobsAt: 'Emplois chez {org}',
    summary: { one: '{n} poste à pourvoir chez {org}.', other: '{n} postes à pourvoir chez {org}.' },
    home: '{org}\u00a0: tous les postes à pourvoir',
    back: 'Tous les postes à pourvoir',
    noBoard: 'Il n’y a pas de page carrières à cette adresse.',
    feedFailed: 'Les postes n’ont pas pu être chargés. Veuillez réessayer plus tard.',
  },
  es: {
    jobsAt: 'Empleo en {org}',
    summary: { one: '{n} oferta de empleo en {org}.', other: '{n} ofertas de empleo en {org}.' },
    home: '{org}: todas las ofertas',
    back: 'Todas las ofertas',
    noBoard: 'No hay ninguna página de empleo en esta dirección.',
    feedFailed: 'No se pudieron cargar las ofertas. Inténtalo de nuevo más tarde.',
  },
  nl: {
    jobsAt: 'Vacatures bij {org}',
    summary: { one: '{n} vacature bij {org}.', other: '{n} vacatures bij {org}.' },
    home: '{org}: alle vacatures',
    back: 'Alle vacatures',
    noBoard: 'Op dit adres staat geen vacaturepagina.',
    feedFailed: 'De vacatures konden niet worden geladen. Probeer het later opnieuw.',
  },
  pt: {
    jobsAt: 'Vagas em {org}',
    summary: { one: '{n} vaga aberta em {org}.', other: '{n} vagas abertas em {org}.' },
    home: '{org}: todas as vagas',
    back: 'Todas as vagas',
    noBoard: 'Não há página de carreiras neste endereço.',
    feedFailed: 'Não foi possível carregar as vagas. Tente novamente mais tarde.',
  },
};

/** The page words of `lang`, each filled with the org's name (and a count). */
export function pageWords(lang: Lang) {
  const m = PAGES[lang];
  return {
    t: (key: Exclude<keyof PageMessages, 'summary'>, org = ''): string => fill(m[key], { org }),
    summary: (n: number, org: string): string =>
      fill(m.summary[pluralRules(lang).select(n) === 'one' ? 'one' : 'other'], { n: formatCount(lang, n), org }),
  };
}
