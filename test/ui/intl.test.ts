// One of each Intl object per language, made ahead of the board one per task.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let made: string[];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  made = [];
  // Each constructor, counting what it makes.
  const counted = <T extends new (...args: never[]) => object>(name: string, Base: T): T =>
    new Proxy(Base, {
      construct(target, args: unknown[], newTarget: NewableFunction) {
        made.push(`${name} ${String(args[0])}`);
        return Reflect.construct(target, args, newTarget);
      },
    });
  vi.stubGlobal('Intl', {
    ...Intl,
    PluralRules: counted('PluralRules', Intl.PluralRules),
    NumberFormat: counted('NumberFormat', Intl.NumberFormat),
    RelativeTimeFormat: counted('RelativeTimeFormat', Intl.RelativeTimeFormat),
    Collator: counted('Collator', Intl.Collator),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const load = () => import('../../src/ui/intl.ts');

describe('intl', () => {
  it('makes each object once per language and hands the same one to every caller', async () => {
    const intl = await load();
    expect(intl.numberFormat('de')).toBe(intl.numberFormat('de'));
    expect(intl.collator('de')).toBe(intl.collator('de'));
    expect(intl.numberFormat('fr')).not.toBe(intl.numberFormat('de'));
    expect(intl.numberFormat('de').format(1234.5)).toBe('1.234,5');
    expect(intl.relativeFormat('en').format(-1, 'day')).toBe('yesterday');
    expect(made).toEqual(['NumberFormat de', 'Collator de', 'NumberFormat fr', 'RelativeTimeFormat en']);
  });

  it('warms a language one object per task, none in the caller’s task, and never twice', async () => {
    const intl = await load();
    intl.warmIntl('nl');
    expect(made).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(made).toEqual(['NumberFormat nl']);
    vi.advanceTimersToNextTimer();
    expect(made).toHaveLength(2);
    vi.runAllTimers();
    expect(made.sort()).toEqual(['Collator nl', 'NumberFormat nl', 'PluralRules nl', 'RelativeTimeFormat nl']);
    // The board then uses what was made.
    intl.pluralRules('nl').select(1);
    intl.numberFormat('nl').format(3);
    expect(made).toHaveLength(4);
  });
});
