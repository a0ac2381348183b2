// The folder map of src/: which folder (or file at the top of src/, such as
// log.ts) may import which. Its one definition is the block in ARCHITECTURE.md
// "Folders and arrows", drawn from the code by `npm run map` (scripts/map.ts).
// ESLint (eslint.config.js) reads the block and allows those arrows and no
// others; test/folders.test.ts holds the block equal to the code's graph.
// Plain JavaScript: eslint.config.js loads it without a compiler.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The line above the map's fenced block in ARCHITECTURE.md. */
export const MAP_MARK = '<!-- The folder map: drawn from the code by `npm run map`; `npm run lint` allows these arrows and no others. -->';
const ARROW = '──▶';
const NOTHING = '(nothing)';

/**
 * Where the map's fenced block is (from its opening fence to past its closing one) and what it holds.
 * Throws when the marker line or the block after it is missing.
 * @param {string} markdown
 */
function mapBlock(markdown) {
  const start = markdown.indexOf(MAP_MARK);
  if (start < 0) throw new Error(`ARCHITECTURE.md has no folder map (the line ${MAP_MARK})`);
  const fence = /```[^\n]*\n([\s\S]*?)```/.exec(markdown.slice(start));
  if (!fence) throw new Error('ARCHITECTURE.md: no fenced block follows the folder map line');
  const at = start + fence.index;
  return { at, end: at + fence[0].length, body: fence[1] ?? '' };
}

/**
 * The map's lines, parsed: each node and the nodes it may import. Throws when the block is missing or malformed.
 * @param {string} markdown
 * @returns {Map<string, string[]>}
 */
export function readFolderMap(markdown) {
  const { body } = mapBlock(markdown);
  /** @type {Map<string, string[]>} */
  const map = new Map();
  for (const line of body.split('\n').filter((l) => l.trim())) {
    const [from, to] = line.split(ARROW).map((s) => s.trim());
    if (!from || to === undefined) throw new Error(`ARCHITECTURE.md folder map: "${line}" is not "from ${ARROW} a, b"`);
    map.set(from, to === NOTHING ? [] : to.split(',').map((s) => s.trim()));
  }
  return map;
}

/**
 * How deep a node sits: a leaf 0, else one more than the deepest node it imports.
 * @param {Map<string, Iterable<string>>} graph
 */
function depths(graph) {
  /** @type {Map<string, number>} */
  const depth = new Map();
  /** @type {(node: string, path?: Set<string>) => number} */
  const of = (node, path = new Set()) => {
    const known = depth.get(node);
    if (known !== undefined) return known;
    if (path.has(node)) return 0; // a cycle: test/folders.test.ts reports it
    path.add(node);
    const d = Math.max(-1, ...[...(graph.get(node) ?? [])].map((n) => of(n, path))) + 1;
    depth.set(node, d);
    return d;
  };
  for (const node of graph.keys()) of(node);
  return depth;
}

/**
 * The map's block (without its fence) for a folder graph: importers first, leaves last, each line sorted.
 * @param {Map<string, Iterable<string>>} graph
 */
export function drawFolderMap(graph) {
  const depth = depths(graph);
  const nodes = [...graph.keys()].sort((a, b) => (depth.get(b) ?? 0) - (depth.get(a) ?? 0) || a.localeCompare(b));
  const width = Math.max(...nodes.map((n) => n.length));
  return nodes.map((n) => `${n.padEnd(width)} ${ARROW} ${[...(graph.get(n) ?? [])].sort().join(', ') || NOTHING}`).join('\n');
}

/**
 * ARCHITECTURE.md with its map's block replaced by `block`.
 * @param {string} markdown
 * @param {string} block
 */
export function withFolderMap(markdown, block) {
  const { at, end } = mapBlock(markdown);
  return `${markdown.slice(0, at)}\`\`\`\n${block}\n\`\`\`${markdown.slice(end)}`;
}

/**
 * ESLint rules for the map: for each node of src/, an import-x/no-restricted-paths zone that refuses
 * every file of src/ outside the node itself and the nodes it may import. The rule resolves each
 * import to its file, so a type import is held to the map as a value import is.
 * @param {Map<string, string[]>} map
 */
export function folderMapRules(map) {
  const zones = [...map].map(([from, to]) => ({
    target: `./src/${from}`,
    from: './src',
    except: [from, ...to].map((n) => `./${n}`),
    message: `src/${from} may import ${to.join(', ') || 'nothing of src/'}: ARCHITECTURE.md "Folders and arrows". A new arrow is a change to the architecture: redraw the map with npm run map, and say why in the commit.`,
  }));
  return { 'import-x/no-restricted-paths': ['error', { zones, basePath: path.join(import.meta.dirname, '..') }] };
}

/** The map in this repository's ARCHITECTURE.md. */
export function repositoryFolderMap() {
  return readFolderMap(readFileSync(new URL('../ARCHITECTURE.md', import.meta.url), 'utf8'));
}
