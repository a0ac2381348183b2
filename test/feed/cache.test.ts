// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Feed } from '../../src/feed/feed.ts';
import { must } from '../support/must.ts';

const ORIGIN = 'https://jobs.example';
const KEY = 'svc-jobs:feed:1:https://jobs.example/acme';
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 2);

const feed: Feed = {
  org: { name: 'Acme', slug: 'acme', logoUrl: null, about: 'We build', brandColor: '#0f766e', careersUrl: 'https://jobs.example/acme' },
  jobs: [
    {
      publicId: 'p1',
      title: 'Engineer',
      department: 'Eng',
      location: 'Berlin',
      employmentType: 'full_time',
      shortDescription: null,
      compensation: null,
      publishedAt: '2026-11-01T00:00:00.000Z',
      url: 'https://jobs.example/acme/p1',
    },
  ],
  etag: '"o","j"',
};

// A fresh module per test: the "warn once" memory is module state.
let cache: typeof import('../../src/feed/cache');
let warnSpy: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  vi.resetModules();
  cache = await import('../../src/feed/cache.ts');
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('feed cache', () => {
  it('reads back what it wrote', () => {
    cache.writeCache(ORIGIN, 'acme', feed, T0);
    expect(cache.readCache(ORIGIN, 'acme', T0 + 1000)).toEqual(feed);
  });

  it('stores {savedAt, feed} under a versioned key per origin and slug', () => {
    cache.writeCache(ORIGIN, 'acme', feed, T0);
    expect(JSON.parse(must(localStorage.getItem(KEY)))).toEqual({ savedAt: T0, feed });
    expect(cache.readCache(ORIGIN, 'globex', T0)).toBeNull();
    expect(cache.readCache('https://jobs.other.example', 'acme', T0)).toBeNull();
  });

  it('misses when nothing was written', () => {
    expect(cache.readCache(ORIGIN, 'acme', T0)).toBeNull();
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each([
    { age: 7 * DAY - 1, kept: true },
    { age: 7 * DAY, kept: false },
    { age: 30 * DAY, kept: false },
  ])('treats an entry $age ms old as kept: $kept', ({ age, kept }) => {
    cache.writeCache(ORIGIN, 'acme', feed, T0);
    expect(cache.readCache(ORIGIN, 'acme', T0 + age)).toEqual(kept ? feed : null);
    expect(localStorage.getItem(KEY) !== null).toBe(kept);
  });

  it.each([
    { name: 'corrupt JSON', raw: '{"savedAt":' },
    { name: 'JSON null', raw: 'null' },
    { name: 'no savedAt', raw: JSON.stringify({ feed }) },
    { name: 'a string savedAt', raw: JSON.stringify({ savedAt: String(T0), feed }) },
    { name: 'no feed', raw: JSON.stringify({ savedAt: T0 }) },
    { name: 'an org without name', raw: JSON.stringify({ savedAt: T0, feed: { ...feed, org: { slug: 'acme' } } }) },
    { name: 'jobs that are not an array', raw: JSON.stringify({ savedAt: T0, feed: { ...feed, jobs: {} } }) },
    { name: 'an old shape', raw: JSON.stringify({ savedAt: T0, org: feed.org, jobs: feed.jobs }) },
  ])('ignores and removes an entry with $name', ({ raw }) => {
    localStorage.setItem(KEY, raw);
    expect(cache.readCache(ORIGIN, 'acme', T0)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('re-validates what it reads: a tampered link is rebuilt, a bad colour dropped', () => {
    const tampered = {
      ...feed,
      org: { ...feed.org, brandColor: 'red;x:y' },
      jobs: [{ ...feed.jobs[0], url: 'javascript:alert(1)' }],
      etag: 5,
    };
    localStorage.setItem(KEY, JSON.stringify({ savedAt: T0, feed: tampered }));
    expect(cache.readCache(ORIGIN, 'acme', T0)).toEqual({
      org: { ...feed.org, brandColor: null },
      jobs: [{ ...feed.jobs[0], url: 'https://jobs.example/acme/p1' }],
      etag: null,
    });
  });
});

describe('feed cache with unusable storage', () => {
  const insecure = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };

  /** A working in-memory storage whose `method` throws `error`. */
  function storageThrowing(method: 'getItem' | 'setItem' | 'removeItem', error = insecure) {
    const m = new Map<string, string>();
    const s = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    };
    vi.stubGlobal('localStorage', { ...s, [method]: error });
    return s;
  }

  const setups: { name: string; setup: () => void }[] = [
    { name: 'missing', setup: () => vi.stubGlobal('localStorage', undefined) },
    {
      name: 'throwing on access',
      setup: () => {
        const d = must(Object.getOwnPropertyDescriptor(globalThis, 'localStorage'));
        Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: insecure });
        onTestFinished(() => void Object.defineProperty(globalThis, 'localStorage', d));
      },
    },
    { name: 'throwing on getItem', setup: () => storageThrowing('getItem') },
    {
      name: 'throwing on setItem (quota)',
      setup: () =>
        storageThrowing('setItem', () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }),
    },
  ];

  it.each(setups)('never throws and warns once at most when storage is $name', ({ setup }) => {
    setup();
    for (let i = 0; i < 3; i++) {
      expect(() => cache.writeCache(ORIGIN, 'acme', feed, T0)).not.toThrow();
      expect(cache.readCache(ORIGIN, 'acme', T0)).toBeNull();
    }
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(must(warnSpy.mock.calls[0])[0]).toBe('[svc-jobs]');
  });

  it('never throws when removing a bad entry throws', () => {
    storageThrowing('removeItem').setItem(KEY, '{bad');
    expect(() => cache.readCache(ORIGIN, 'acme', T0)).not.toThrow();
    expect(cache.readCache(ORIGIN, 'acme', T0)).toBeNull();
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });
});
