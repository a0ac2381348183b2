// @vitest-environment happy-dom
// Loading a board's catalog: a simple CORS GET started at once, saved for the
// next visit, and English with one [svc-jobs] warning whenever it goes wrong.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '../../src/ui/i18n/all.ts';
import { loadWords } from '../../src/embed/catalog.ts';
import { type Lang, type Words } from '../../src/ui/i18n.ts';
import { nextTask } from '../support/tasks.ts';
import { must } from '../support/must.ts';

// Each test its own origin: load.ts shares one request per origin and language per page.
let n = 0;
let origin = '';
const calls: { url: string; init: RequestInit | undefined }[] = [];
let answer: () => Promise<Response>;
const de = JSON.stringify(CATALOGS.de.board);

beforeEach(() => {
  origin = `https://jobs${++n}.example`;
  calls.length = 0;
  answer = () => Promise.resolve(new Response(de, { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return answer();
  });
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** Starts the load and takes what a board would get right after the feed's request started. */
const load = (lang: Lang) => loadWords(origin, lang, true)();

/** The words, once the catalog is in and saved (the save waits for the board's first paint). */
async function settle(w: Words | Promise<Words>): Promise<Words> {
  const words = await w;
  // The save is queued in a task of its own (src/embed/catalog.ts).
  await nextTask();
  return words;
}

describe('loadWords', () => {
  it('asks for the catalog before anything slow: no storage read, no Intl object yet', () => {
    const order: string[] = [];
    vi.stubGlobal('fetch', () => {
      order.push('fetch');
      return new Promise(() => {});
    });
    const read = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      order.push('storage');
      return null;
    });
    try {
      const get = loadWords(origin, 'pt', true);
      expect(order).toEqual(['fetch']);
      expect(get()).toBeInstanceOf(Promise);
      expect(order).toEqual(['fetch', 'storage']);
    } finally {
      read.mockRestore();
    }
  });

  it('English is at once, with no request', () => {
    const w = load('en');
    expect(w).not.toBeInstanceOf(Promise);
    expect((w as Words).t('openings')).toBe('Open positions');
    expect(calls).toEqual([]);
  });

  it('German is one simple CORS GET of {jobs_url}/embed/i18n/de.json: no credentials, no headers', async () => {
    const w = await settle(load('de'));
    expect(calls).toHaveLength(1);
    expect(must(calls[0]).url).toBe(`${origin}/embed/i18n/de.json`);
    expect(must(calls[0]).init?.credentials).toBeUndefined();
    expect(must(calls[0]).init?.headers).toBeUndefined();
    expect(must(calls[0]).init?.method ?? 'GET').toBe('GET');
    expect(w.lang).toBe('de');
    expect(w.t('openings')).toBe('Offene Stellen');
    expect(w.plural('count', 2)).toBe('2 offene Stellen');
  });

  it('two boards in one language share one request', async () => {
    const [a, b] = await Promise.all([load('fr'), load('fr')]);
    expect(calls).toHaveLength(1);
    expect(a.lang).toBe('fr');
    expect(b.lang).toBe('fr');
  });

  it('a returning visitor gets the saved catalog at once; it is still refreshed for next time', async () => {
    await settle(load('de'));
    // A new page view: the in-page request is gone, the saved copy stays.
    const next = `${origin}`;
    vi.resetModules();
    const fresh = await import('../../src/embed/catalog.ts');
    const w = fresh.loadWords(next, 'de', true)();
    expect(w).not.toBeInstanceOf(Promise);
    expect((w as Words).t('apply')).toBe('Bewerben');
    expect(calls).toHaveLength(2);
  });

  it('a saved copy that is not a catalog any more is ignored', async () => {
    await settle(load('de'));
    for (const k of Object.keys(localStorage)) localStorage.setItem(k, '{"openings":"Kaputt"}');
    vi.resetModules();
    const fresh = await import('../../src/embed/catalog.ts');
    const w = fresh.loadWords(origin, 'de', true)();
    expect(w).toBeInstanceOf(Promise);
    expect((await w).t('openings')).toBe('Offene Stellen');
  });

  const failures: [string, () => Promise<Response>][] = [
    ['a 500', () => Promise.resolve(new Response('{"code":"INTERNAL"}', { status: 500 }))],
    ['a 404', () => Promise.resolve(new Response('{"code":"NOT_FOUND"}', { status: 404 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['malformed JSON', () => Promise.resolve(new Response('{"openings": "Offene', { status: 200 }))],
    ['JSON that is not a catalog', () => Promise.resolve(new Response('["Offene Stellen"]', { status: 200 }))],
    [
      'a catalog missing a key',
      () => Promise.resolve(new Response(JSON.stringify({ ...CATALOGS.de.board, apply: undefined }), { status: 200 })),
    ],
    [
      'a catalog with a plural as a string',
      () => Promise.resolve(new Response(JSON.stringify({ ...CATALOGS.de.board, count: '{n}' }), { status: 200 })),
    ],
  ];
  it.each(failures)('%s gives English throughout, with one [svc-jobs] warning, and saves nothing', async (_name, fail) => {
    answer = fail;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [a, b] = await Promise.all([load('de'), load('de')]);
    for (const w of [a, b]) {
      expect(w.lang).toBe('en');
      expect(w.t('openings')).toBe('Open positions');
      expect(w.plural('count', 1)).toBe('1 open position');
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(must(warn.mock.calls[0])[0]).toBe('[svc-jobs]');
    expect(String(must(warn.mock.calls[0])[1])).toMatch(/de catalog failed .*English/);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('a catalog that never answers gives English after its timeout', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        const signal = init?.signal;
        return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as unknown)));
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      let done = false;
      const w = (load('nl') as Promise<Words>).finally(() => (done = true));
      await vi.advanceTimersByTimeAsync(4900);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect((await w).lang).toBe('en');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
