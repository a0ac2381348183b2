// svc-jobs/astro's server half: what SvcJobsBoard.astro (shipped as
// lib/astro/SvcJobsBoard.astro, importing this module as ../astro.js) renders.
// Astro renders a component on the server only (at build time for a static
// page, per request under SSR), so the board is written ahead here by the same
// writer as React's server component and Vue's serverPrefetch (ahead.ts), and
// the page gets the snippet's own script line: no component code runs in the browser.
import { scriptUrl } from '../feed/paths.ts';
import { boardLinkHtml, feedHints } from '../snippet/snippet.ts';
import { writeAhead } from './ahead.ts';
import { containerOf } from './props.ts';
import type { NotProps, SvcJobsBoardProps } from './types.ts';

/** <SvcJobsBoard>'s props in Astro: the same as React's and Vue's (a wrong name or value is a type error under `astro check`). */
export type SvcJobsBoardAstroProps = SvcJobsBoardProps & NotProps;

/** What the component writes: the container, its content, and embed.js's script when the page has none yet. */
export interface AstroBoard {
  /** The container's attributes (data-svc-jobs first), as the snippet writes them; a refused prop left out (warned once). */
  attributes: Record<string, string>;
  /** The board written ahead; null when the feed could not be read and nothing is kept (the page's slot goes there). */
  html: string | null;
  /** The content when there is neither a board nor a slot: a link to the board page, never an empty box. */
  link: string;
  /** `{jobsUrl}/embed.js?v=3` for the first board of this jobs host on the page; null for the others (one script a page). */
  script: string | null;
  /** The snippet's feed hint: the addresses to preload before the container, those no earlier board of the page has. */
  hints: string[];
}

/** The addresses each page render has written (script, preloads), by its request (Astro makes one per page, at build time too). */
const written = new WeakMap<object, Set<string>>();

/** True the first time a page asks for `src`: the script and each preload are written once however many boards the page has. */
function firstOnPage(page: object, src: string): boolean {
  const seen = written.get(page) ?? new Set<string>();
  written.set(page, seen);
  if (seen.has(src)) return false;
  seen.add(src);
  return true;
}

/**
 * The board for one <SvcJobsBoard> on a page (`page`: Astro.request, one per
 * page render). With `strict`, rejects when the feed cannot be read and nothing
 * is kept, so `astro build` fails rather than publish a board without its openings.
 */
export async function astroBoard(props: SvcJobsBoardAstroProps, page: object): Promise<AstroBoard> {
  const attributes = containerOf(props);
  const html = await writeAhead(props);
  const src = scriptUrl(props.jobsUrl);
  return {
    attributes,
    html,
    link: boardLinkHtml(props.jobsUrl, props.org),
    script: firstOnPage(page, src) ? src : null,
    hints: feedHints(props.jobsUrl, props.org).filter((href) => firstOnPage(page, href)),
  };
}
