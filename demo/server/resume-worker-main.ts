// The résumé worker's body (resume-worker.mjs loads it): one file at a time,
// as resume-pool.ts sends them. Both parsers are loaded before it says it is
// ready, so a file's time limit is spent reading the file, not loading code.
import { parentPort } from 'node:worker_threads';
import { extractBounded } from './resume-extract.ts';
import type { ResumeType } from './resume-file.ts';
import type { Extracted } from './resume-limits.ts';
import { preloadParsers, providePdfJs } from './resume-text.ts';

export interface ExtractRequest {
  id: number;
  bytes: Uint8Array;
  type: ResumeType;
  maxChars: number;
  /** Inflated bytes the file may hold (MAX_INFLATED_BYTES but in tests). */
  budget: number;
}

type PdfJs = Parameters<typeof providePdfJs>[0];

/** Called by resume-worker.mjs with the pdf.js it imported. */
export async function start(pdfjs: PdfJs): Promise<void> {
  const port = parentPort;
  if (!port) return;
  providePdfJs(pdfjs);
  await preloadParsers();
  port.on('message', (req: ExtractRequest) => {
    // The measures throw on nothing they can catch, but a file is never worth the worker.
    const reading = extractBounded(req.bytes, req.type, req.maxChars, req.budget).catch((): Extracted => ({ skipped: 'unmeasurable' }));
    void reading.then((result) => port.postMessage({ id: req.id, result }));
  });
  port.postMessage('ready');
}
