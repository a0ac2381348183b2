// Brand colour → a palette that stays readable (WCAG 2.2 AA, 4.5:1 for text).
import { isHexColor } from '../lib/hex.ts';

export const DEFAULT_ACCENT = '#1d4ed8';
const LIGHT = '#ffffff';

/** The two colour schemes the frame and the board pages draw in (the frame's `scheme`: docs/internals/apply-frame.md). */
export type Scheme = 'light' | 'dark';
/** What each scheme draws on: the apply frame's paper, the board pages' background. */
export const SURFACE: Record<Scheme, string> = { light: LIGHT, dark: '#16181c' };

/** `#abc` or `#aabbcc` → [r, g, b] in 0..255. */
export function parseHex(hex: string): [number, number, number] {
  const h = hex.slice(1);
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * White or pure black text on `background`, whichever contrasts more (white on a
 * tie): one of them has ≥ 4.58:1 on any background.
 * With L its luminance, white's ratio is 1.05 / (L + .05) and black's (L + .05) / .05:
 * white wins while (L + .05)² ≤ .0525 (checked against contrastRatio on every 24-bit colour).
 */
export function textOn(background: string): string {
  return (luminance(background) + 0.05) ** 2 <= 0.0525 ? '#ffffff' : '#000000';
}

/** Darken (toward black) or lighten `hex` until it reaches `ratio` against `against`. */
export function ensureContrast(hex: string, against: string, ratio = 4.5): string {
  if (contrastRatio(hex, against) >= ratio) return hex;
  const towardBlack = luminance(against) > 0.18;
  const [r, g, b] = parseHex(hex);
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const mix = (c: number) => Math.round(towardBlack ? c * (1 - t) : c + (255 - c) * t);
    const next = toHex(mix(r), mix(g), mix(b));
    if (contrastRatio(next, against) >= ratio) return next;
  }
  return towardBlack ? '#000000' : LIGHT;
}

function toHex(r: number, g: number, b: number): string {
  return '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
}

export interface Palette {
  /** Fill of buttons and badges. */
  accent: string;
  /** Text on the accent fill, ≥ 4.5:1. */
  accentText: string;
}

export function paletteFor(brandColor: string | null | undefined): Palette {
  const accent = isHexColor(brandColor) ? brandColor.toLowerCase() : DEFAULT_ACCENT;
  return { accent, accentText: textOn(accent) };
}

/**
 * The accent held to contrast on a scheme's surface, darkened or lightened where it lacks it:
 * 4.5:1 for text in the accent (the frame's links), 3:1 for a ring, an underline or a fill's edge.
 */
export function inkOn(accent: string, scheme: Scheme, ratio = 4.5): string {
  return ensureContrast(accent, SURFACE[scheme], ratio);
}
