// The colour scheme of the page where a board sits, for its apply frame (its
// `scheme` parameter, docs/internals/apply-frame.md), read from the page's text
// colour, which the board inherits. A page's declared color-scheme (in CSS or a
// <meta>, for a visitor who prefers dark where it offers both) shows in it: its
// default text is CanvasText, light in a dark scheme. A page with colours of
// its own draws light text only on a dark background.
import type { Scheme } from '../ui/theme.ts';

/**
 * Dark where the text is light: its first figure past half its scale. Text is near grey,
 * so rgb()'s red says it, and oklch(), lab() and lch() give their lightness first.
 */
export function schemeOf(el: Element): Scheme {
  const { color } = getComputedStyle(el);
  // rgb() and rgba() count to 255, lab() and lch() to 100, oklch(), oklab() and color() to 1.
  const scale = color[0] === 'r' ? 255 : color[0] === 'l' ? 100 : 1;
  return parseFloat(color.replace(/^\D+/, '')) / scale > 0.5 ? 'dark' : 'light';
}
