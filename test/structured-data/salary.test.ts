// The salary rules of src/structured-data/salary.ts, row by row: every row of this table
// is asserted, and the table in the comment beside the rules says the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseSalary } from '../../src/structured-data/salary.ts';
import type { EmploymentType } from '../../src/feed/types.ts';
import { must } from '../support/must.ts';

type Expected = [currency: string, min: number, max: number | null, unit: string] | null;
// compensation, employmentType, the location's country, the baseSalary (null: none)
const TABLE: [string, EmploymentType, string | undefined, Expected][] = [
  ['€85k–105k', 'full_time', 'DE', ['EUR', 85000, 105000, 'YEAR']],
  ['€48k–56k', 'full_time', 'DE', ['EUR', 48000, 56000, 'YEAR']],
  ['€60k–75k', 'part_time', 'PT', ['EUR', 60000, 75000, 'YEAR']],
  ['€85k–105k', 'contract', 'DE', null],
  ['€15 per hour', 'part_time', 'DE', ['EUR', 15, null, 'HOUR']],
  ['€28–34 per hour', 'part_time', undefined, ['EUR', 28, 34, 'HOUR']],
  ['€1,500 per month', 'internship', undefined, ['EUR', 1500, null, 'MONTH']],
  ['€80k base + commission', 'full_time', 'NL', ['EUR', 80000, null, 'YEAR']],
  ['€80k OTE', 'full_time', 'NL', null],
  ['$120,000 - $150,000', 'full_time', 'US', null],
  ['$120k–$150k + equity', 'full_time', 'US', ['USD', 120000, 150000, 'YEAR']],
  ['$120k–$150k + equity', 'full_time', 'CA', ['CAD', 120000, 150000, 'YEAR']],
  ['$120k–$150k', 'full_time', undefined, null],
  ['$120k–$150k', 'full_time', 'DE', null],
  ['$45/hr', 'contract', 'US', ['USD', 45, null, 'HOUR']],
  ['$25 an hour', 'part_time', 'AU', ['AUD', 25, null, 'HOUR']],
  ['US$4,000 per month', 'contract', undefined, ['USD', 4000, null, 'MONTH']],
  ['$80,000 to $100,000 USD per year', 'full_time', undefined, ['USD', 80000, 100000, 'YEAR']],
  ['USD 90k-110k', 'full_time', undefined, ['USD', 90000, 110000, 'YEAR']],
  ['£45,000 - £55,000 per annum', 'full_time', 'GB', ['GBP', 45000, 55000, 'YEAR']],
  ['£500 per day', 'contract', 'GB', ['GBP', 500, null, 'DAY']],
  ["CHF 120'000 p.a.", 'full_time', 'CH', ['CHF', 120000, null, 'YEAR']],
  ['€1,000/week', 'contract', undefined, ['EUR', 1000, null, 'WEEK']],
  ['€15.50/h', 'part_time', undefined, ['EUR', 15.5, null, 'HOUR']],
  ['85.000 €', 'full_time', 'DE', null],
  ['85.000–105.000 € brutto/Jahr', 'full_time', 'DE', ['EUR', 85000, 105000, 'YEAR']],
  ['60.000 bis 70.000 EUR jährlich', 'full_time', 'DE', ['EUR', 60000, 70000, 'YEAR']],
  ['4.000 € brutto im Monat', 'full_time', 'DE', ['EUR', 4000, null, 'MONTH']],
  ['45 000 € par an', 'full_time', 'FR', ['EUR', 45000, null, 'YEAR']],
  ['45 k€', 'full_time', 'FR', ['EUR', 45000, null, 'YEAR']],
  ['2 500 € brut mensuel', 'full_time', 'FR', ['EUR', 2500, null, 'MONTH']],
  ['40 000 à 50 000 € brut annuel', 'full_time', 'FR', ['EUR', 40000, 50000, 'YEAR']],
  ['30.000 - 36.000 € bruto al año', 'full_time', 'ES', ['EUR', 30000, 36000, 'YEAR']],
  ['€ 3.000 per maand', 'full_time', 'NL', ['EUR', 3000, null, 'MONTH']],
  ['1,5k € por mês', 'full_time', 'PT', ['EUR', 1500, null, 'MONTH']],
  ['100k', 'full_time', 'US', null],
  ['Competitive', 'full_time', 'US', null],
  ['DOE', 'full_time', 'GB', null],
  ['Depends on experience', 'full_time', 'GB', null],
  ['€50k–60k DOE', 'full_time', 'DE', null],
  ['Up to €100k', 'full_time', 'DE', null],
  ['From €60k', 'full_time', 'DE', null],
  ['€60k+', 'full_time', 'DE', null],
  ['€50k / $55k', 'full_time', 'US', null],
  ['¥6,000,000 per year', 'full_time', 'JP', null],
  ['€70k–60k', 'full_time', 'DE', null],
  ['€50k per year per month', 'full_time', 'DE', null],
  ['1,50,000 INR per month', 'full_time', 'IN', null],
];

const asSalary = (e: Expected) =>
  e && {
    '@type': 'MonetaryAmount',
    currency: e[0],
    value: { '@type': 'QuantitativeValue', ...(e[2] ? { minValue: e[1], maxValue: e[2] } : { value: e[1] }), unitText: e[3] },
  };

describe('baseSalary', () => {
  it('has at least 30 real-world cases', () => expect(TABLE.length).toBeGreaterThanOrEqual(30));

  it.each(TABLE)('%s (%s, %s)', (text, type, country, expected) => {
    expect(baseSalary(text, type, country) ?? null).toEqual(asSalary(expected));
  });

  it('is the table written beside the rules', () => {
    const rows = readFileSync(new URL('../../src/structured-data/salary.ts', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => /^\/\/ \| (.+?)\s*\| (\w+)\s*\| (\w*)\s*\| (.+?)\s*\|$/.exec(l))
      .filter((m) => m && m[1] !== 'compensation' && !must(m[1]).startsWith('-'))
      .map((m) => {
        const s = /^(\w+) ([\d.]+)(?:–([\d.]+))? (\w+)$/.exec(must(m?.[4]));
        return [must(m)[1], must(m)[2], must(m)[3] || undefined, s ? [s[1], Number(s[2]), s[3] ? Number(s[3]) : null, s[4]] : null];
      });
    expect(rows).toEqual(TABLE);
  });

  it('is none without a compensation', () => {
    expect(baseSalary(null, 'full_time', 'DE')).toBeUndefined();
    expect(baseSalary('', 'full_time', 'DE')).toBeUndefined();
  });

  it('reads the non-breaking spaces of French numbers', () => {
    expect(baseSalary('45\u202f000\u00a0€ par an', 'full_time', 'FR')?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 45000,
      unitText: 'YEAR',
    });
  });
});
