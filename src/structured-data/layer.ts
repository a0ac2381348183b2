// The structured-data layer's browser entry: dist/embed/structured-data.js, an
// ES module embed.js imports on demand where one job is shown (a host-site
// detail view, board.html; src/board/structured-data.ts). The same refinement
// the pages rendered in Node write (./refine.ts, through ./complete.ts): one implementation.
export { completePosting } from './refine.ts';
