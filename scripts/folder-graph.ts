// The folder graph of src/ (ARCHITECTURE.md "Folders and arrows"):
// a file's folder is the first folder of its path under src/ (a file at the
// top, log.ts say, is a node of its own), and a folder imports another when
// any of its files does. Type-only imports count (.madgerc). Read by
// npm run map (scripts/map.ts) and test/folders.test.ts.
import { readFileSync } from 'node:fs';
import madge from 'madge';

export type Graph = Map<string, Set<string>>;

/** src/'s files and what each imports, as madge reads them with the repository's .madgerc. */
export async function srcFiles(): Promise<Record<string, string[]>> {
  const config = JSON.parse(readFileSync('.madgerc', 'utf8')) as Record<string, unknown>;
  return (await madge('src', config)).obj();
}

const folderOf = (file: string): string => file.split('/')[0] ?? file;

/** The folders of a file graph (madge's obj(): each file and the files it imports), and their arrows. */
export function folderGraph(files: Record<string, string[]>): Graph {
  const graph: Graph = new Map();
  for (const [file, imports] of Object.entries(files)) {
    // Ambient declarations (globals.d.ts) are no node: nothing imports them.
    if (file.endsWith('.d.ts')) continue;
    const from = folderOf(file);
    const arrows = graph.get(from) ?? new Set<string>();
    graph.set(from, arrows);
    for (const to of imports.map(folderOf)) if (to !== from) arrows.add(to);
  }
  return graph;
}

/** Every group of folders that reach one another (a cycle), each sorted; none when the arrows are one-way. */
export function folderCycles(graph: Graph): string[][] {
  const reach = new Map<string, Set<string>>();
  for (const start of graph.keys()) {
    const seen = new Set<string>();
    const next = [...(graph.get(start) ?? [])];
    for (let f = next.pop(); f !== undefined; f = next.pop())
      if (!seen.has(f)) {
        seen.add(f);
        next.push(...(graph.get(f) ?? []));
      }
    reach.set(start, seen);
  }
  const cycles = new Map<string, string[]>();
  for (const [folder, seen] of reach) {
    const group = [...seen].filter((other) => reach.get(other)?.has(folder)).sort();
    if (group.length > 1) cycles.set(group.join(), group);
  }
  return [...cycles.values()].sort();
}
