// The résumé worker's entry, in plain JavaScript so that Node can start it
// whatever runs the host (tsx for `npm start`, Vitest for the tests): it loads
// the TypeScript body through tsx's own loader, scoped to that import.
import { tsImport } from 'tsx/esm/api';
// pdf.js is imported here, by Node itself: through tsx it would be transformed
// on the way in, and the worker's heap would hold 80 MB more of it.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

// pdf.js finds its worker code here and runs it in this thread, without importing it again.
globalThis.pdfjsWorker = pdfjsWorker;
const { start } = await tsImport('./resume-worker-main.ts', import.meta.url);
await start(pdfjs);
