// The board pages in both colour schemes (issue 50): the brand colours the
// server's <style>, the brand.css of pages written ahead and the static page's
// CSSOM carry (src/ui/page-brand.ts), and the chrome that picks them by
// prefers-color-scheme (pages/embed/board.css).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageBrand, pageBrandCss } from '../../src/ui/page-brand.ts';
import { contrastRatio, SURFACE, type Scheme } from '../../src/ui/theme.ts';
import { must } from '../support/must.ts';

const SCHEMES: Scheme[] = ['light', 'dark'];
const props = (brand: string | null) => Object.fromEntries(pageBrand(brand));

describe('the board pages’ brand colours', () => {
  it.each([
    // A light brand: too pale for the white page, darkened there; kept as it is on the dark one.
    ['#ffd400', { light: '#a68a00', dark: '#ffd400' }],
    // A dark brand: kept on the white page, lightened on the dark one.
    ['#0a2540', { light: '#0a2540', dark: '#546679' }],
    // No brand: the default accent, lightened on the dark page.
    [null, { light: '#1d4ed8', dark: '#3460dc' }],
  ])('%s: the band keeps it; held to 3:1 on each scheme’s surface, with readable text on it', (brand, held) => {
    const p = props(brand);
    // The band: the org's own colour in both schemes.
    expect(p['--brand']).toBe(brand ?? '#1d4ed8');
    expect(contrastRatio(must(p['--brand']), must(p['--brand-text']))).toBeGreaterThanOrEqual(4.5);
    for (const scheme of SCHEMES) {
      const ink = must(p[`--brand-held-${scheme}`]);
      expect(ink, scheme).toBe(held[scheme]);
      // A ring, an underline, a button on the page's surface: 3:1.
      expect(contrastRatio(ink, SURFACE[scheme]), scheme).toBeGreaterThanOrEqual(3);
      // The button's label on that fill: 4.5:1.
      expect(contrastRatio(ink, must(p[`--brand-held-${scheme}-text`])), scheme).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the stylesheet carries both schemes’ held colours on the root, and the org’s own on the board’s host', () => {
    expect(pageBrandCss('#ffd400')).toBe(
      ':root{--brand:#ffd400;--brand-text:#000000;' +
        '--brand-held-light:#a68a00;--brand-held-light-text:#000000;' +
        '--brand-held-dark:#ffd400;--brand-held-dark-text:#000000}' +
        'svc-jobs-board{--svc-brand:#ffd400;--svc-brand-text:#000000}',
    );
    expect(pageBrandCss('#0A2540')).toBe(
      ':root{--brand:#0a2540;--brand-text:#ffffff;' +
        '--brand-held-light:#0a2540;--brand-held-light-text:#ffffff;' +
        '--brand-held-dark:#546679;--brand-held-dark-text:#ffffff}' +
        'svc-jobs-board{--svc-brand:#0a2540;--svc-brand-text:#ffffff}',
    );
    // Anything but the contract's hex never reaches CSS.
    expect(pageBrandCss('red;}body{display:none')).toBe(pageBrandCss(null));
  });
});

describe('pages/embed/board.css in both schemes', () => {
  const css = readFileSync('pages/embed/board.css', 'utf8');
  const dark = must(/@media \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}/.exec(css)?.[1]);
  const root = must(/^:root \{([^}]*)\}/m.exec(css)?.[1]);
  const value = (block: string, name: string) => must(new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+);`).exec(block)?.[1]).trim();

  it('follows the visitor’s scheme: light as before, the dark surface with light text', () => {
    expect(value(root, 'color-scheme')).toBe('light dark');
    expect(value(root, 'background')).toBe(SURFACE.light.replace('ffffff', 'fff'));
    expect(value(dark, 'background')).toBe(SURFACE.dark);
    for (const [block, surface] of [
      [root, SURFACE.light],
      [dark, SURFACE.dark],
    ] as const) {
      expect(contrastRatio(value(block, '--ink'), surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(value(block, '--muted'), surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(value(dark, '--line'), SURFACE.dark)).toBeGreaterThanOrEqual(3);
  });

  it('picks the scheme’s held colour, with the default accent’s where no brand is set', () => {
    const p = props(null);
    expect(value(root, '--held')).toBe(`var(--brand-held-light, ${p['--brand-held-light']})`);
    expect(value(root, '--held-text')).toBe(`var(--brand-held-light-text, ${p['--brand-held-light-text']})`);
    expect(value(dark, '--held')).toBe(`var(--brand-held-dark, ${p['--brand-held-dark']})`);
    expect(value(dark, '--held-text')).toBe(`var(--brand-held-dark-text, ${p['--brand-held-dark-text']})`);
    // The board's accent and the page's ring are the held colour; the band keeps the org's own.
    expect(css).toContain('svc-jobs-board { --svc-accent: var(--held); --svc-accent-text: var(--held-text); }');
    expect(css).toContain(':focus-visible { outline: 3px solid var(--held);');
    expect(css).toContain('.band { background: var(--brand, #1d4ed8); color: var(--brand-text, #fff); }');
  });
});
