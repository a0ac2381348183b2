// The style of a board written ahead, and its CSP source. No JSX and nothing of
// Preact: the pages build (vite.pages.config.ts) computes the hash of the board
// pages' style for dist/_headers from here.

/** Comments and line breaks out of the stylesheet: what the snippet carries is what the board uses. */
export const compactCss = (css: string): string =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .join('');

/**
 * The shadow root's `<style>` of a board written ahead: the board's stylesheet, the brand
 * colour as the live board sets it on its host (custom properties; none where the page sets
 * them on the host itself, as the board pages do: then the style is the same for every org),
 * and a detail page's apply box at the frame's first height and margin (ApplyFrame's 480 px,
 * the iframe's 1em) until the frame takes its place: only the board written ahead has it, so
 * it lives here, not in embed.js's stylesheet. The link's top margin collapses through the box
 * as the iframe's does, so it is the iframe's 1em, and the box 480 px. A page that arrives in
 * parts (a streamed answer, a slow network) may paint the filter row half parsed: its fields share
 * the row, so each field that arrives would move the others. The row shows once the count after it
 * is there, every field in its place (the live board renders whole and needs no such rule).
 */
export const aheadStyle = (css: string, brand: { accent: string; accentText: string } | null): string =>
  `${css}${brand ? `:host{--svc-brand:${brand.accent};--svc-brand-text:${brand.accentText}}` : ''}.ahead{min-height:480px}.ahead>.actions{margin-top:1em}.filters:not(:has(+.count)){visibility:hidden}`;

/** The CSP source that allows a `<style>` element's text: `'sha256-…'`. */
export async function styleHash(style: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style));
  let bin = '';
  for (const byte of new Uint8Array(digest)) bin += String.fromCharCode(byte);
  return `'sha256-${btoa(bin)}'`;
}
