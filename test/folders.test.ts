// No cycle between the folders of src/, type-only imports included: the
// architecture's arrows (ARCHITECTURE.md "Folders and arrows") are one-way.
// npm run lint checks files (madge --circular); this checks folders.
import { readFileSync } from 'node:fs';
import madge from 'madge';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderGraph } from './support/folders.ts';

describe('the folders of src/', () => {
  it('import one another one way only, type imports counted', async () => {
    const config = JSON.parse(readFileSync('.madgerc', 'utf8')) as Record<string, unknown>;
    const files = (await madge('src', config)).obj();
    // The graph is real: board/ imports feed/, and no file was left out.
    expect(folderGraph(files).get('board')?.has('feed')).toBe(true);
    expect(Object.keys(files).length).toBeGreaterThan(90);
    expect(folderCycles(folderGraph(files))).toEqual([]);
  }, 60_000);

  it('finds a planted cycle, through a third folder too, and none once it is broken', () => {
    const planted = {
      'snippet/from-feed.ts': ['prerender/board.tsx', 'feed/feed.ts'],
      'prerender/board.tsx': ['structured-data/complete.ts'],
      'structured-data/complete.ts': ['snippet/snippet.ts'],
      'snippet/snippet.ts': [],
      'feed/feed.ts': [],
      'log.ts': [],
    };
    expect(folderCycles(folderGraph(planted))).toEqual([['prerender', 'snippet', 'structured-data']]);
    expect(folderCycles(folderGraph({ ...planted, 'structured-data/complete.ts': [] }))).toEqual([]);
  });
});
