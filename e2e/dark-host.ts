// A company's dark website around the board (issue 50), for every engine's suite:
// the page, the hosts whose scheme the apply frame is told, and the pixel reading
// that finds a light flash in a screenshot of the frame's box.
import { PNG } from 'pngjs';

/** A developer company's dark careers page: color-scheme dark, near-black, light text, content after the board. */
export const DARK_HEAD = `<style>
:root { color-scheme: dark; background: #0d1117; color: #e6edf3; font: 16px/1.5 system-ui, sans-serif; }
body { margin: 0; }
header, footer { padding: 16px 24px; border-bottom: 1px solid #30363d; }
footer { border: 0; border-top: 1px solid #30363d; color: #9da7b3; }
main { max-width: 56rem; margin: 0 auto; padding: 24px; }
a { color: #58a6ff; }
</style>`;

/** The page's body around `container` (the board's container, empty or written ahead). */
export const darkBody = (container: string): string =>
  `<header><strong>Acme</strong> · Product · Engineering blog · <a href="#jobs">Careers</a></header>
<main><h1>Build the tools developers love</h1>
<p>We are a remote-first team of 40. Everything we ship is open source.</p>
<h2 id="jobs">Open roles</h2>${container}
<section><h2>Life at Acme</h2><p>Four-day weeks in August, a learning budget, and a team that reviews code kindly.</p></section></main>
<footer id="footer">© Acme · Privacy</footer>`;

/**
 * Boards on hosts of every kind, each with the scheme its frame must be told: the scheme
 * the host looks (src/board/scheme.ts reads it from the text colour). The page follows
 * its visitor as most sites do (SCHEME_HEAD): a host that sets nothing of its own looks
 * as the page does for that visitor (`prefers`).
 */
export const SCHEME_HOSTS: { name: string; style: string; scheme: 'light' | 'dark' | 'prefers' }[] = [
  { name: 'color-scheme dark, in its system colours', style: 'color-scheme: dark; background: Canvas; color: CanvasText', scheme: 'dark' },
  // The look decides, not the word: a section that declares dark but keeps the page's text and background looks as the page.
  { name: "color-scheme dark, the page's colours kept", style: 'color-scheme: dark', scheme: 'prefers' },
  { name: 'no scheme, light rgb text on near-black', style: 'background: #111; color: #eee', scheme: 'dark' },
  { name: 'no scheme, light oklch text on near-black', style: 'background: #0b0b0f; color: oklch(0.96 0.01 250)', scheme: 'dark' },
  { name: 'no scheme, light lab text', style: 'background: #101014; color: lab(94 0 -2)', scheme: 'dark' },
  { name: 'a white card with dark text', style: 'background: #fff; color: #1f2328', scheme: 'light' },
  {
    name: 'color-scheme light, in its system colours',
    style: 'color-scheme: light; background: Canvas; color: CanvasText',
    scheme: 'light',
  },
  { name: 'nothing declared (the page meta: light dark)', style: '', scheme: 'prefers' },
];

/** A page in both schemes: the platform's (the meta) and its own colours for a visitor who prefers dark. */
export const SCHEME_HEAD = `<meta name="color-scheme" content="light dark">
<style>@media (prefers-color-scheme: dark) { body { background: #121212; color: #ececec; } }</style>`;

/** The host page of SCHEME_HOSTS: one inline-apply board in a section of each host's style. */
export const schemeHostsBody = (): string =>
  SCHEME_HOSTS.map(
    (h, i) =>
      `<section id="host-${i}" style="${h.style}; padding: 8px"><h2>${h.name}</h2><div data-svc-jobs="acme" data-apply="inline" data-department="Engineering"></div></section>`,
  ).join('');

/** The scheme an apply frame's URL tells it (its `scheme`, light when absent). */
export const toldScheme = (src: string | null): string => new URL(src ?? 'about:blank').searchParams.get('scheme') ?? 'light';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The share of a box's pixels that are light (luminance over 0.6) in a PNG screenshot
 * whose pixel (0, 0) is the page's (0, 0) at `scale` device pixels per CSS pixel. A dark
 * form's text is light too, but a share of its box: a white paper is all of it.
 */
export function lightShare(png: Buffer, box: Box, scale = 1): number {
  const { width, height, data } = PNG.sync.read(png);
  const x0 = Math.max(0, Math.round(box.x * scale));
  const y0 = Math.max(0, Math.round(box.y * scale));
  const x1 = Math.min(width, Math.round((box.x + box.width) * scale));
  const y1 = Math.min(height, Math.round((box.y + box.height) * scale));
  let light = 0;
  let all = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      const lum = (0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0)) / 255;
      all++;
      if (lum > 0.6) light++;
    }
  }
  return all ? light / all : 0;
}

/** The frame's own background once drawn: SURFACE.dark (src/ui/theme.ts). */
export const DARK_PAPER = 'rgb(22, 24, 28)';
