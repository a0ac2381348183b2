// The board's styles, adopted into each shadow root: never a <style> element or
// a style attribute, so hosts with `style-src 'self'` need no exception.
// `:host` rules marked !important win over a host's `* { … !important }`
// (inner context wins for important declarations).

const CSS = `:host{all:initial!important;display:block!important;visibility:visible!important;opacity:1!important;
font-family:inherit!important;color:inherit!important;font-size:clamp(14px,1em,28px)!important;line-height:1.5!important;
--a:var(--svc-accent,var(--svc-brand,#1d4ed8));--b:var(--svc-border,color-mix(in srgb,currentColor 25%,transparent))}
*{box-sizing:border-box;margin:0;padding:0}
h2{font-size:1.5em;line-height:1.25;font-weight:700}
h3{font-size:1.125em;line-height:1.3;font-weight:600}
ul{list-style:none}
li+li{margin-top:var(--svc-gap,.75em)}
a{color:inherit;text-decoration:underline 2px var(--a);text-underline-offset:3px;display:inline-block;min-height:24px}
a:hover{text-decoration-thickness:3px}
:focus-visible{outline:3px solid var(--a);outline-offset:2px}
li,.empty{padding:1em;border:1px solid var(--b);border-radius:var(--svc-radius,8px)}
/* Offscreen openings are neither laid out nor painted until scrolled to. */
li{content-visibility:auto;contain-intrinsic-size:auto 9em}
.count,.meta,.posted{font-size:.875em}
.count{margin:.25em 0 1em}
.meta{margin-top:.25em}
/* The dots between facts are drawn, with empty alt text, so screen readers skip them. */
.meta span+span::before{content:" · ";content:" · "/""}
.summary,.posted{margin-top:.5em}
`;

let sheet: CSSStyleSheet | null | undefined;

/** One stylesheet shared by every board on the page; null where the platform lacks constructable sheets. */
export function boardSheet(): CSSStyleSheet | null {
  if (sheet !== undefined) return sheet;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  } catch {
    sheet = null;
  }
  return sheet;
}
