// The board pages' brand colours (pages/embed/board.css reads them), one set for
// the three ways the pages are served: the server's `<style>` (or the brand.css
// file of pages written ahead), src/prerender/page.tsx; and the static
// board.html's CSSOM, src/board-page/main.ts. The band keeps the org's own colour in
// both schemes; where the colour draws on the page's surface (its focus ring,
// the board's underlines, rings and buttons) it is held to 3:1 on each scheme's
// surface, and board.css picks the scheme's pair by media query: CSS only, so
// the first paint is already right.
import { inkOn, paletteFor, textOn, type Scheme } from './theme.ts';

/** Ring, underline, a button's edge: WCAG's 3:1 for what is not text. */
const NON_TEXT = 3;

/** The custom properties of the page's root, in order. */
export function pageBrand(brandColor: string | null | undefined): [name: string, value: string][] {
  const { accent, accentText } = paletteFor(brandColor);
  const held = (scheme: Scheme): [string, string][] => {
    const ink = inkOn(accent, scheme, NON_TEXT);
    return [
      [`--brand-held-${scheme}`, ink],
      [`--brand-held-${scheme}-text`, textOn(ink)],
    ];
  };
  return [['--brand', accent], ['--brand-text', accentText], ...held('light'), ...held('dark')];
}

/**
 * The page's brand stylesheet: its root's properties, and the org's own colour on
 * the board's host (which board.css's held `--svc-accent` outranks on the page).
 */
export function pageBrandCss(brandColor: string | null | undefined): string {
  const { accent, accentText } = paletteFor(brandColor);
  const root = pageBrand(brandColor)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${root}}svc-jobs-board{--svc-brand:${accent};--svc-brand-text:${accentText}}`;
}
