import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_ACCENT, paletteFor, textOn } from '../../src/ui/theme.ts';

describe('contrast', () => {
  it('matches the WCAG figures for black and white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(['#0f766e', '#ffcc00', '#777', '#767676', '#ff0000', '#00ff00', '#0000ff', '#808080', '#1d4ed8', '#fafafa', '#000'])(
    'picks text on %s with at least 4.5:1',
    (bg) => {
      expect(contrastRatio(bg, textOn(bg))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('holds 4.5:1 on every grey', () => {
    for (let v = 0; v < 256; v++) {
      const hex = '#' + v.toString(16).padStart(2, '0').repeat(3);
      expect(contrastRatio(hex, textOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('takes the brand colour, else the default', () => {
    expect(paletteFor('#0F766E')).toEqual({ accent: '#0f766e', accentText: '#ffffff' });
    expect(paletteFor('#ffcc00')).toEqual({ accent: '#ffcc00', accentText: '#000000' });
    expect(paletteFor(null).accent).toBe(DEFAULT_ACCENT);
    expect(paletteFor('red').accent).toBe(DEFAULT_ACCENT);
  });
});
