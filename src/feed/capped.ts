// A fetch whose answers are read whole, within a size cap, before they are
// handed on: the server doors never hold a runaway answer in memory (a 50 MB
// feed is refused at 5 MB, not parsed). Web platform only (fetch, streams), so
// it runs in Node and in workerd alike.
import { FeedError } from './errors.ts';

/** 5 MB: a feed of thousands of openings is well under it. */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

// Statuses whose Response may not carry a body (the constructor throws on one).
const NULL_BODY = new Set([101, 204, 205, 304]);

const tooLarge = (status: number, max: number): FeedError =>
  new FeedError('TOO_LARGE', status, [], null, `the answer is over ${max} bytes (the cap is ${max / 1024 / 1024} MB)`);

/** The body's bytes, read as a stream and cancelled as soon as they pass `max`. */
async function readCapped(res: Response, max: number): Promise<Uint8Array<ArrayBuffer>> {
  // A declared length over the cap is refused before a byte is read.
  if (Number(res.headers.get('content-length')) > max) {
    // Not awaited: a tee'd body (a clone) settles its cancel only once both branches are cancelled.
    void res.body?.cancel().catch(() => {});
    throw tooLarge(res.status, max);
  }
  const parts: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      size += r.value.byteLength;
      if (size > max) {
        void reader.cancel().catch(() => {});
        throw tooLarge(res.status, max);
      }
      parts.push(r.value);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

/**
 * `f`, with every answer's body read within `max` bytes first (a FeedError
 * TOO_LARGE past it, which getJson reports as it is and does not retry), and
 * each answer shown to `seen` (its headers: the feed's cache-control).
 */
export function cappedFetch(f: typeof fetch, max = MAX_ANSWER_BYTES, seen?: (res: Response) => void): typeof fetch {
  return async (input, init) => {
    const res = await f(input, init);
    seen?.(res);
    const body = await readCapped(res, max);
    return new Response(NULL_BODY.has(res.status) ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
