// `npm run map`: redraws the folder map in ARCHITECTURE.md ("Folders and
// arrows") from the imports of src/, type imports included. The map is what
// `npm run lint` allows (scripts/folder-map.js), so a new arrow shows in the
// diff of ARCHITECTURE.md. `--check` changes nothing and exits 1 when the map
// is not the code's.
import { readFileSync, writeFileSync } from 'node:fs';
import { folderGraph, srcFiles } from './folder-graph.ts';
import { drawFolderMap, withFolderMap } from './folder-map.js';

const before = readFileSync('ARCHITECTURE.md', 'utf8');
const after = withFolderMap(before, drawFolderMap(folderGraph(await srcFiles())));
if (after === before) console.log('ARCHITECTURE.md: the folder map is the code’s');
else if (process.argv.includes('--check')) {
  console.error('ARCHITECTURE.md: the folder map is not the code’s: run npm run map');
  process.exitCode = 1;
} else {
  writeFileSync('ARCHITECTURE.md', after);
  console.log('ARCHITECTURE.md: the folder map redrawn; review its diff');
}
