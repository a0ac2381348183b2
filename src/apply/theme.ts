// The company's accent, made readable (WCAG AA) and set as CSS custom
// properties through the CSSOM: no style attribute string, so `style-src 'self'` holds.
import { DEFAULT_ACCENT, ensureContrast, paletteFor } from '../ui/theme.ts';

const PAPER = '#ffffff';

export function applyTheme(root: HTMLElement, accent: string | null): void {
  const { accent: fill, accentText } = paletteFor(accent ?? DEFAULT_ACCENT);
  const s = root.style;
  s.setProperty('--accent', fill);
  s.setProperty('--accent-text', accentText);
  // Links and focus rings sit on white: they need the contrast the fill may lack.
  s.setProperty('--accent-ink', ensureContrast(fill, PAPER, 4.5));
}
