// The folder map of src/ (ARCHITECTURE.md "Folders and arrows") is the code's:
// every arrow drawn is an import some file makes, type-only imports counted,
// and every import is drawn. The lint allows the drawn arrows and no others
// (scripts/folder-map.js); a planted import shows it refuses. No cycle between
// folders; npm run lint checks files (madge --circular).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderGraph, srcFiles, type Graph } from '../scripts/folder-graph.ts';
import { drawFolderMap, folderMapRules, readFolderMap, repositoryFolderMap, withFolderMap } from '../scripts/folder-map.js';

const sorted = (graph: Graph) => new Map([...graph].map(([k, v]) => [k, [...v].sort()]));

describe('the folders of src/', () => {
  it('are as ARCHITECTURE.md draws them, arrow for arrow, type imports counted; no cycle', async () => {
    const graph = folderGraph(await srcFiles());
    // The graph is real: board/ imports feed/, and no file was left out.
    expect(graph.get('board')?.has('feed')).toBe(true);
    expect(graph.size).toBeGreaterThan(12);
    // On a difference: `npm run map` redraws the map; its diff is the change to the architecture.
    expect(repositoryFolderMap()).toEqual(sorted(graph));
    expect(folderCycles(graph)).toEqual([]);
  }, 60_000);

  it('finds a planted cycle, through a third folder too, and none once it is broken', () => {
    const planted = {
      'snippet/from-feed.ts': ['prerender/board.tsx', 'feed/feed.ts'],
      'prerender/board.tsx': ['structured-data/complete.ts'],
      'structured-data/complete.ts': ['snippet/snippet.ts'],
      'snippet/snippet.ts': [],
      'feed/feed.ts': [],
      'log.ts': [],
      'globals.d.ts': [],
    };
    expect(folderCycles(folderGraph(planted))).toEqual([['prerender', 'snippet', 'structured-data']]);
    expect(folderCycles(folderGraph({ ...planted, 'structured-data/complete.ts': [] }))).toEqual([]);
  });
});

describe('the folder map', () => {
  it('is drawn importers first, leaves last, and read back as drawn', () => {
    const graph: Graph = new Map([
      ['feed', new Set(['lib', 'log.ts'])],
      ['board', new Set(['ui', 'feed'])],
      ['ui', new Set(['lib'])],
      ['lib', new Set()],
      ['log.ts', new Set()],
    ]);
    const block = drawFolderMap(graph);
    expect(block.split('\n')).toEqual([
      'board  ──▶ feed, ui',
      'feed   ──▶ lib, log.ts',
      'ui     ──▶ lib',
      'lib    ──▶ (nothing)',
      'log.ts ──▶ (nothing)',
    ]);
    const markdown = withFolderMap(readFileSync('ARCHITECTURE.md', 'utf8'), block);
    expect(readFolderMap(markdown)).toEqual(sorted(graph));
    expect(() => readFolderMap('# Architecture\n')).toThrow(/no folder map/);
  });

  /** What the lint says of `code` as the file `file` of src/, by the map's rules alone. */
  async function lint(file: string, code: string): Promise<string[]> {
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { 'import-x': importX },
          settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })] },
          rules: folderMapRules(repositoryFolderMap()),
        },
      ],
    });
    const [result] = await eslint.lintText(code, { filePath: path.resolve('src', file) });
    return (result?.messages ?? []).map((m) => m.message);
  }

  it('is what the lint allows: an undrawn arrow is refused, a type import too; a drawn one passes', async () => {
    const refused = await lint('feed/planted.ts', "import { parseConfig } from '../board/config.ts';\nexport const p = parseConfig;\n");
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('src/feed may import lib, log.ts: ARCHITECTURE.md "Folders and arrows"');
    expect(await lint('ui/planted.ts', "import type { Config } from '../board/options.ts';\nexport type C = Config;\n")).toHaveLength(1);
    // A file at the top of src/ is a node of its own.
    expect(await lint('protocol.ts', "import { warn } from './log.ts';\nexport const w = warn;\n")).toHaveLength(1);
    expect(await lint('feed/planted.ts', "import { warn } from '../log.ts';\nexport const w = warn;\n")).toEqual([]);
    expect(await lint('board/planted.ts', "import { parseConfig } from './config.ts';\nexport const p = parseConfig;\n")).toEqual([]);
  }, 30_000);
});
