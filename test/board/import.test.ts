// Importing the board changes nothing (package.json's "sideEffects": false):
// Preact's options change only when a board is rendered (src/board/watch.ts).
import { options } from 'preact';
import { describe, expect, it } from 'vitest';

describe('importing the board', () => {
  it('leaves Preact’s options as they were, until renderBoard installs what watching needs', async () => {
    // Whether the hook is set, not the hook itself (a method read off its object).
    const set = () => 'debounceRendering' in options;
    expect(set()).toBe(false);
    const { watchAtOnce } = await import('../../src/board/watch.ts');
    await import('../../src/board/render.tsx');
    expect(set()).toBe(false);
    watchAtOnce();
    expect(set()).toBe(true);
  });
});
