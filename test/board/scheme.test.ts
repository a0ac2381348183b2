// The page's scheme as its text colour says it, in each syntax an engine gives a computed
// colour in (happy-dom knows only rgb(): the computed style is the engine's, given here).
// The engines' own, with color-scheme and a <meta>: e2e/dark-host.spec.ts, e2e-webkit/dark-host.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemeOf } from '../../src/board/scheme.ts';

const withText = (color: string) => {
  vi.stubGlobal('getComputedStyle', () => ({ color }));
  return {} as Element;
};
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('schemeOf', () => {
  it.each([
    ['rgb(230, 237, 243)', 'dark'],
    ['rgba(255, 255, 255, 0.87)', 'dark'],
    ['oklch(0.985 0.002 247.839)', 'dark'],
    ['lab(94 0 -2)', 'dark'],
    ['lch(90 3 250)', 'dark'],
    ['color(srgb 0.9 0.9 0.92)', 'dark'],
    ['rgb(31, 35, 40)', 'light'],
    ['rgba(0, 0, 0, 0.87)', 'light'],
    ['oklch(0.21 0.034 264.665)', 'light'],
    ['lab(12 1 -8)', 'light'],
    ['lch(20 3 250)', 'light'],
    ['rgb(110, 110, 110)', 'light'],
  ])('text %s: a %s page', (color, scheme) => {
    expect(schemeOf(withText(color))).toBe(scheme);
  });
});
