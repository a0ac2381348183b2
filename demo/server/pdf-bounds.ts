// How much a PDF's streams inflate to, measured before pdf.js reads any of
// them, and never past the cap: pdf.js inflates a page's content whole (a
// 200 MB stream is 200 MB in memory), and has no option to stop it. Every
// stream is counted, wherever it is used: a stream cannot sit inside an object
// stream (PDF 32000-1, 7.5.7), so each one is in the file's bytes as written.
import { constants, inflateSync } from 'node:zlib';
import type { SkipReason } from './resume-limits.ts';

const STREAM = Buffer.from('stream', 'latin1');
const END_STREAM = Buffer.from('endstream', 'latin1');
/** A stream's dictionary is looked for this far back from its `stream` keyword. */
const DICT_WINDOW = 4096;

const FLATE = new Set(['FlateDecode', 'Fl']);
// Decoded only to draw an image, which reading text never does: counted as written.
const IMAGE = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);
// Their output is smaller than their input.
const SHRINKING = new Set(['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85']);

/** The filter names of a stream dictionary, in order. */
function filters(dict: string): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dict);
  return m?.[1] ? [...m[1].matchAll(/\/([^\s/[\]<>()]+)/g)].map((n) => n[1] ?? '') : [];
}

/** Written as: no filter, image filters only, or ASCII encodings only. Flate first: inflated. Anything else (LZW, run-length, Flate behind another filter): not measurable here. */
type Plan = 'as-written' | 'inflate' | 'unmeasurable';

function plan(names: string[]): Plan {
  if (names.every((n) => IMAGE.has(n)) || names.every((n) => SHRINKING.has(n))) return 'as-written';
  const [first, ...rest] = names;
  return first !== undefined && FLATE.has(first) && rest.every((n) => IMAGE.has(n)) ? 'inflate' : 'unmeasurable';
}

/** The stream's data: its direct /Length when that fits, else up to `endstream` (as pdf.js falls back to). */
function streamData(buf: Buffer, dict: string, start: number): Buffer {
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)?.[1];
  if (length !== undefined && start + Number(length) <= buf.length) return buf.subarray(start, start + Number(length));
  const end = buf.indexOf(END_STREAM, start);
  return buf.subarray(start, end < 0 ? buf.length : end);
}

function inflatedSize(data: Buffer, room: number): number | SkipReason {
  try {
    // A sync flush takes a truncated stream as far as it goes, as pdf.js does.
    return inflateSync(data, { maxOutputLength: Math.max(1, room), finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch (err) {
    return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unmeasurable';
  }
}

/** Where each stream's data starts, with its dictionary's text. */
function* streams(buf: Buffer): Generator<{ dict: string; start: number }> {
  for (let at = buf.indexOf(STREAM); at >= 0; at = buf.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && buf.toString('latin1', at - 3, at) === 'end') continue;
    const eol = buf[at + STREAM.length] === 0x0d && buf[at + STREAM.length + 1] === 0x0a ? 2 : 1;
    const next = buf[at + STREAM.length];
    if (next !== 0x0a && next !== 0x0d) continue;
    const head = buf.toString('latin1', Math.max(0, at - DICT_WINDOW), at);
    const obj = head.lastIndexOf('obj');
    yield { dict: obj < 0 ? head : head.slice(obj), start: at + STREAM.length + eol };
  }
}

/** null when every stream together inflates to at most `budget` bytes, else why not. */
export function pdfOverBudget(bytes: Uint8Array, budget: number): SkipReason | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Encrypted streams cannot be measured without decrypting them.
  if (buf.includes('/Encrypt', 0, 'latin1')) return 'unmeasurable';
  let total = 0;
  for (const { dict, start } of streams(buf)) {
    const data = streamData(buf, dict, start);
    const how = plan(filters(dict));
    if (how === 'unmeasurable') return how;
    const size = how === 'inflate' ? inflatedSize(data, budget - total) : data.length;
    if (typeof size === 'string') return size;
    total += size;
    if (total > budget) return 'too-large';
  }
  return null;
}
