// The company's accent, made readable (WCAG AA) and set as CSS custom
// properties through the CSSOM: no style attribute string, so `style-src 'self'` holds.
import { DEFAULT_ACCENT, inkOn, paletteFor, type Scheme } from '../ui/theme.ts';

/** The scheme on the root (styles.css draws each, and no paper at all before one is set), and the accent on its paper. */
export function applyTheme(root: HTMLElement, accent: string | null, scheme: Scheme): void {
  root.dataset['scheme'] = scheme;
  const { accent: fill, accentText } = paletteFor(accent ?? DEFAULT_ACCENT);
  const s = root.style;
  s.setProperty('--accent', fill);
  s.setProperty('--accent-text', accentText);
  // Links and focus rings sit on the paper: they need the contrast the fill may lack there.
  s.setProperty('--accent-ink', inkOn(fill, scheme));
}
