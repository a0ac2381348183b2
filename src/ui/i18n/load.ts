// TODO(mount split): mount.ts imports the catalog loader from here; once it imports
// ../../embed/catalog.ts, delete this file (and its exception in eslint.config.js).
export { loadWords } from '../../embed/catalog.ts';
