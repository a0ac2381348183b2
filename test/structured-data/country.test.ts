// Country names → ISO codes, from Intl.DisplayNames in the widget's six languages.
import { describe, expect, it } from 'vitest';
import { countryCode, regionCode } from '../../src/structured-data/country.ts';

describe('countryCode', () => {
  // First in the file, so the names are made here.
  it('is cheap once made: every language in milliseconds, then a look-up in microseconds', () => {
    let t = performance.now();
    countryCode('Atlantis'); // makes all six languages' names
    const made = performance.now() - t;
    t = performance.now();
    for (let i = 0; i < 1000; i++) countryCode('Deutschland');
    const lookup = (performance.now() - t) / 1000;
    console.info(`country names: ${made.toFixed(1)} ms to make (six languages), ${(lookup * 1000).toFixed(1)} µs a look-up`);
    expect(lookup).toBeLessThan(0.1);
  });

  it.each([
    ['Germany', 'DE'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Alemania', 'DE'],
    ['Duitsland', 'DE'],
    ['Alemanha', 'DE'],
    ['United States', 'US'],
    ['Vereinigte Staaten', 'US'],
    ['États-Unis', 'US'],
    ['etats-unis', 'US'],
    ['Estados Unidos', 'US'],
    ['Verenigde Staten', 'US'],
    ['US', 'US'],
    ['UK', 'GB'],
    ['United Kingdom', 'GB'],
    ['Royaume-Uni', 'GB'],
    ['  portugal ', 'PT'],
    ['ESPAÑA', 'ES'],
    ['espana', 'ES'],
    ['Schweiz', 'CH'],
    ['Suisse', 'CH'],
    ['Nederland', 'NL'],
    ['Côte d’Ivoire', 'CI'],
    ['Russia', 'RU'],
    ['Myanmar (Burma)', 'MM'],
    ['Curaçao', 'CW'],
  ])('%s is %s', (name, code) => expect(countryCode(name)).toBe(code));

  it.each(['CA', 'DE', 'Brandenburg', 'Berlin', 'Remote', '', 'EU', 'European Union', 'Europäische Union', 'Eurozone', 'United Nations'])(
    '%s names no country',
    (text) => expect(countryCode(text)).toBeUndefined(),
  );

  it('knows EU and the groupings as areas', () => {
    expect(regionCode('EU')).toBe('EU');
    expect(regionCode('Union européenne')).toBe('EU');
    expect(regionCode('Eurozone')).toBe('EZ');
  });
});
