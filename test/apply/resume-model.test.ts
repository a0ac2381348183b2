import { describe, expect, it, vi } from 'vitest';
import { createResumeModel } from '../../src/apply/model/resume.ts';
import { FeedError } from '../../src/feed/errors.ts';

const file = (name: string) => new File(['%PDF-1.7'], name);

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('résumé staging', () => {
  it('keeps the key and hands over the suggestions of the file still chosen', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const onStaged = vi.fn();
    const m = createResumeModel((f) => (f.name === 'a.pdf' ? first.promise : second.promise), onStaged);
    m.choose(file('a.pdf'));
    m.choose(file('b.pdf'));
    second.resolve({ key: 'rk_b', suggested: { name: 'B' } });
    first.resolve({ key: 'rk_a', suggested: { name: 'A' } });
    await m.settled();
    await Promise.resolve();
    expect(m.key.value).toBe('rk_b');
    expect(onStaged.mock.calls).toEqual([[{ name: 'B' }]]);
  });

  it('is unstaged, without a key, after a 429', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const m = createResumeModel(() => Promise.reject(new FeedError('RATE_LIMITED', 429, [], 300)), vi.fn());
    m.choose(file('a.pdf'));
    await m.settled();
    expect([m.status.value, m.key.value]).toEqual(['unstaged', null]);
  });

  it('gives up on a staging that takes too long, so the application carries the file', async () => {
    let aborted = false;
    const m = createResumeModel(
      (_f, signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('x', 'AbortError'));
          }),
        ),
      vi.fn(),
    );
    m.choose(file('a.pdf'));
    await m.settled(5);
    expect(aborted).toBe(true);
    expect(m.key.value).toBeNull();
    expect(m.status.value).toBe('idle');
  });

  it('forgets a key the server refused', async () => {
    const m = createResumeModel(() => Promise.resolve({ key: 'rk_1', suggested: {} }), vi.fn());
    m.choose(file('a.pdf'));
    await m.settled();
    m.forgetKey();
    expect(m.key.value).toBeNull();
  });
});
