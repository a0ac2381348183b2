// The live snippet's render cache (src/snippet/live-cache.ts) and its LRU
// (src/lib/lru.ts) on their own: bounded by count and bytes, keyed by the
// parsed attributes, one render for concurrent misses, a re-render after
// maxAgeMs under the same ETag, and a fingerprint for a feed without ETags.
import { describe, expect, it } from 'vitest';
import { Lru } from '../../src/lib/lru.ts';
import { etagMatches, feedVersion, LiveRenderCache, liveKey, type LiveFeed } from '../../src/snippet/live-cache.ts';
import type { LiveRequest } from '../../src/snippet/live.ts';

const FEED: LiveFeed = {
  org: { slug: 'acme', name: 'Acme', logoUrl: null, about: null, brandColor: null, careersUrl: 'https://acme.example/careers' },
  jobs: [],
  etag: '"o1","j1"',
};
const req = (attributes: Record<string, string | null>, accent: string | null = null): LiveRequest => ({
  attributes: { 'data-svc-jobs': 'acme', ...attributes },
  accent,
});

describe('Lru', () => {
  it('forgets the least recently used first, by count and by bytes, and never keeps what is over the byte cap', () => {
    const lru = new Lru<string>({ maxEntries: 2, maxBytes: 10 }, (v) => v.length);
    lru.set('a', 'aaa');
    lru.set('b', 'bbb');
    expect(lru.get('a')).toBe('aaa'); // a is now the most recent
    lru.set('c', 'ccc');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['aaa', undefined, 'ccc']);
    lru.set('d', 'dddddddd'); // 8 + 3 > 10: the oldest goes until it fits
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(8);
    lru.set('e', 'x'.repeat(11));
    expect(lru.get('e')).toBeUndefined();
    expect(lru.bytes).toBe(8);
    lru.set('d', 'dd');
    expect(lru.bytes).toBe(2);
  });
});

describe('LiveRenderCache', () => {
  it('keys by the attributes whatever their order, and by the jobs URL and the accent', () => {
    const a = liveKey('https://jobs.example', req({ 'data-department': 'Eng', 'data-apply': 'inline' }));
    expect(liveKey('https://jobs.example', req({ 'data-apply': 'inline', 'data-department': 'Eng', 'data-lang': null }))).toBe(a);
    expect(liveKey('https://other.example', req({ 'data-department': 'Eng', 'data-apply': 'inline' }))).not.toBe(a);
    expect(liveKey('https://jobs.example', req({ 'data-department': 'Eng', 'data-apply': 'inline' }, '#fff'))).not.toBe(a);
  });

  it('renders once for concurrent misses, keeps the body, and renders again after maxAgeMs under the same ETag', async () => {
    let clock = 0;
    let renders = 0;
    const cache = new LiveRenderCache({
      render: (_feed, _url, _request, madeOn) => Promise.resolve(`board ${++renders} of ${madeOn}`),
      maxAgeMs: 1000,
      now: () => clock,
    });
    const v = await cache.version(FEED, 'https://jobs.example', req({}), '2026-03-10');
    expect(v.etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect(await Promise.all([cache.body(v), cache.body(v), cache.body(v)])).toEqual(Array(3).fill('board 1 of 2026-03-10'));
    clock = 999;
    expect(await cache.body(v)).toBe('board 1 of 2026-03-10');
    clock = 1000;
    expect(await cache.body(v)).toBe('board 2 of 2026-03-10');
    expect((await cache.version(FEED, 'https://jobs.example', req({}), '2026-03-10')).etag).toBe(v.etag);
    expect(cache.stats).toEqual({ entries: 1, bytes: 'board 2 of 2026-03-10'.length });
  });

  it('changes the ETag with the feed’s version and the day, and fingerprints a feed without ETags', async () => {
    const cache = new LiveRenderCache({ render: () => Promise.resolve('') });
    const etag = async (feed: LiveFeed, day = '2026-03-10') => (await cache.version(feed, 'u', req({}), day)).etag;
    const base = await etag(FEED);
    expect(await etag({ ...FEED, etag: '"o1","j2"' })).not.toBe(base);
    expect(await etag(FEED, '2026-03-11')).not.toBe(base);
    const untagged = { ...FEED, etag: null };
    expect(await feedVersion(untagged)).toMatch(/^sha256:/);
    expect(await feedVersion(untagged)).toBe(await feedVersion({ ...untagged }));
    expect(await feedVersion({ ...untagged, org: { ...FEED.org, name: 'Acme Inc.' } })).not.toBe(await feedVersion(untagged));
  });

  it('matches If-None-Match weakly, in a list, or *', () => {
    expect(etagMatches('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('*', 'W/"b"')).toBe(true);
    expect(etagMatches('"c"', 'W/"b"')).toBe(false);
    expect(etagMatches(undefined, 'W/"b"')).toBe(false);
  });
});
