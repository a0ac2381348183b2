// The caps on reading a résumé's text (issue 33, part 5). A 5 MB upload can
// inflate a thousandfold: a 103 KB DOCX to 100 MB of XML, a small PDF to a
// 200 MB stream. Reading either held the event loop for 10–17 s. So the text
// is read in a worker (resume-pool.ts), and a file over any cap is still staged
// with nothing suggested: suggestions are a convenience, the file is what counts.

/**
 * Inflated bytes a file may hold in all: every ZIP entry of a DOCX, every
 * stream of a PDF. Twice the upload limit, so a 5 MB résumé of photos that are
 * already compressed (they inflate to about their size) still has room for its
 * text, while a bomb is stopped after 10 MB, in tens of milliseconds.
 */
export const MAX_INFLATED_BYTES = 10_000_000;

/** A résumé whose text takes longer than this to read has its worker ended (a normal one takes tens of ms). */
export const EXTRACT_TIME_LIMIT_MS = 2000;

/**
 * The worker's V8 heap. The inflated-size cap bounds the buffers; this bounds
 * what the parsers build from them (a DOM, pdf.js's operator lists). A worker
 * over it ends itself, and the host with it never does.
 */
export const EXTRACT_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 } as const;

/** Uploads waiting for the worker beyond the one it reads; more are staged without suggestions at once. */
export const EXTRACT_QUEUE_LIMIT = 8;

/** Why no text was read (and so nothing is suggested): kept with the staged key, listed at /__demo/resume-keys. */
export type SkipReason =
  /** Over MAX_INFLATED_BYTES, or a ZIP with more entries than a document has. */
  | 'too-large'
  /** A structure whose inflated size cannot be told before reading it (ZIP64, a PDF filter other than Flate, encryption). */
  | 'unmeasurable'
  /** Over EXTRACT_TIME_LIMIT_MS. */
  | 'too-slow'
  /** Over EXTRACT_RESOURCE_LIMITS (the worker ended itself). */
  | 'too-much-memory'
  /** More than EXTRACT_QUEUE_LIMIT uploads waiting. */
  | 'busy'
  /** The worker could not start (the host still stages every file). */
  | 'unavailable';

export type Extracted = { text: string } | { skipped: SkipReason };
