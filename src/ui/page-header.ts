// The header of a board page, {jobs_url}/{org} and /{org}/{publicId}, defined
// once as plain elements: the server renders it into the page
// (src/prerender/page.tsx), and on a plain static host the page's script
// (src/board-page/main.ts) builds the same elements in the DOM. board.css styles it.
// The org's bar (logo and name, linking to the list), then its band in the brand
// colour with, on a job's page, the way back to the list, then the page's one h1
// (the board's headings are h2 and below) and the org's about text.
import type { pageWords } from './i18n/page-words.ts';

/** An element: its tag, attributes and children (text or elements). */
export interface Part {
  tag: 'div' | 'a' | 'img' | 'span' | 'h1' | 'p';
  attrs: Record<string, string>;
  children: (Part | string)[];
}

export interface HeaderOrg {
  /** The org's name, or its slug until its header is known. */
  name: string;
  logoUrl?: string | null;
  about?: string | null;
}

export interface HeaderInput {
  /** The org the page is about; null when no board lives at this address. */
  org: HeaderOrg | null;
  /** A job's page: the slimmer band (the job below is what the page is about), with the way back. */
  job: boolean;
  /** The list's path, /{org}. */
  listPath: string;
  words: ReturnType<typeof pageWords>;
}

const part = (tag: Part['tag'], attrs: Record<string, string>, ...children: (Part | string | null | undefined | false)[]): Part => ({
  tag,
  attrs,
  children: children.filter((c): c is Part | string => typeof c === 'string' || (typeof c === 'object' && c !== null)),
});

/** The header's elements, in order: the bar (when there is an org) and the band. */
export function headerParts({ org, job, listPath, words }: HeaderInput): Part[] {
  const heading = org ? words.t('jobsAt', org.name) : words.t('noBoard');
  const band = part(
    'div',
    { class: job ? 'band band-job' : 'band' },
    part(
      'div',
      { class: 'band-inner' },
      org && job && part('p', { class: 'back' }, part('a', { href: listPath }, words.t('back'))),
      part('h1', {}, heading),
      org?.about && part('p', { class: 'about' }, org.about),
    ),
  );
  if (!org) return [band];
  const bar = part(
    'div',
    { class: 'site-head-inner' },
    part(
      'a',
      { class: 'org', href: listPath, 'aria-label': words.t('home', org.name) },
      // The link's label names it: the logo is decoration (alt=""). Its size is fixed, so it never moves the page when it loads.
      org.logoUrl && part('img', { src: org.logoUrl, alt: '', width: '44', height: '44' }),
      part('span', { class: 'org-name' }, org.name),
    ),
  );
  return [bar, band];
}
