// The board's styles, adopted into each shadow root: never a <style> element or
// a style attribute, so hosts with `style-src 'self'` need no exception.
// `:host` rules marked !important win over a host's `* { … !important }`
// (inner context wins for important declarations).

import css from './board.css?inline';

let sheet: CSSStyleSheet | null | undefined;

/** One stylesheet shared by every board on the page; null where the platform lacks constructable sheets. */
export function boardSheet(): CSSStyleSheet | null {
  if (sheet === undefined)
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
  return sheet;
}
