// One of each Intl object per language, made ahead of the board one per task,
// and none for a count below 1,000.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { must } from '../support/must.ts';

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

  it('warms a language one object per task, none in the caller’s task, and never twice; tasks queued after it run once all are made', async () => {
    const intl = await load();
    // Each task the warm-up queues, run by hand one at a time.
    const tasks: (() => void)[] = [];
    const queue = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      expect(ms ?? 0).toBe(0);
      tasks.push(() => fn(...args));
      return 0;
    }) as unknown as typeof setTimeout;
    vi.stubGlobal('setTimeout', queue);
    const first = vi.fn(() => made.push('first'));
    const second = vi.fn(() => made.push('second'));
    intl.warmIntl('nl');
    // What mount.ts queues after it: Preact's warm-up, then the saved copy.
    setTimeout(first);
    setTimeout(second);
    expect(made).toEqual([]);
    // All queued at once (timers nested more than five deep would wait 4 ms each), one step per task.
    expect(tasks).toHaveLength(5);
    const run = () => must(tasks.shift())();
    // The Collator first: its locale list builds part of the one the others share (see intl.ts).
    run();
    expect(made).toEqual(['Collator nl']);
    run();
    run();
    // No NumberFormat: a count below 1,000 needs none (formatCount).
    expect(made).toEqual(['Collator nl', 'RelativeTimeFormat nl', 'PluralRules nl']);
    expect(first).not.toHaveBeenCalled();
    // The follow-ups (Preact's warm-up, the saved copy), once all three are made, one per task, in order.
    run();
    expect(made.at(-1)).toBe('first');
    expect(second).not.toHaveBeenCalled();
    run();
    expect(made.splice(3)).toEqual(['first', 'second']);
    // Warming again makes nothing new.
    intl.warmIntl('nl');
    tasks.splice(0).forEach((t) => t());
    expect(made).toHaveLength(3);
    // The board then uses what was made.
    intl.pluralRules('nl').select(1);
    expect(intl.formatCount('nl', 3)).toBe('3');
    expect(made).toHaveLength(3);
  });

  it('writes a count below 1,000 as every board language does, with no NumberFormat; from 1,000 on, through one', async () => {
    const { LANGS } = await import('../../src/ui/i18n/langs.ts');
    const intl = await load();
    const counts = Array.from({ length: 1000 }, (_, n) => n);
    // What each language's own NumberFormat writes (made before the check, and forgotten).
    const written = new Map(
      LANGS.map((lang) => {
        const nf = new Intl.NumberFormat(lang);
        return [lang, counts.map((n) => nf.format(n))];
      }),
    );
    made.length = 0;
    for (const lang of LANGS)
      expect(
        counts.map((n) => intl.formatCount(lang, n)),
        lang,
      ).toEqual(written.get(lang));
    expect(made).toEqual([]);
    expect(intl.formatCount('de', 1234)).toBe('1.234');
    expect(intl.formatCount('fr', 12345)).toBe('12\u202f345');
    expect(made).toEqual(['NumberFormat de', 'NumberFormat fr']);
  });
});
