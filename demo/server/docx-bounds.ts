// How much a DOCX inflates to, measured by inflating it (the sizes a ZIP
// declares are whatever its maker wrote), and never past the cap: a 103 KB
// bomb is stopped at its first 10 MB, not at 100 MB. mammoth reads the ZIP as
// JSZip does, through the central directory, so that is what is walked here.
import { inflateRawSync } from 'node:zlib';
import type { SkipReason } from './resume-limits.ts';

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
/** The end record is 22 bytes plus a comment of up to 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
/** A Word document has a few dozen parts; thousands of entries are there to cost time, not to be read. */
const MAX_ENTRIES = 1000;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

function findEnd(buf: Buffer): number {
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - EOCD_SEARCH); at--) if (buf.readUInt32LE(at) === EOCD_SIG) return at;
  return -1;
}

/** The central directory's entries, or the reason it cannot be measured. */
function entries(buf: Buffer): Entry[] | SkipReason {
  const end = findEnd(buf);
  if (end < 0) return 'unmeasurable';
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean ZIP64, which no document under 5 MB needs.
  if (count === 0xffff || at === 0xffffffff) return 'unmeasurable';
  if (count > MAX_ENTRIES) return 'too-large';
  const out: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_SIG) return 'unmeasurable';
    const compressedSize = buf.readUInt32LE(at + 20);
    if (compressedSize === 0xffffffff || buf.readUInt32LE(at + 24) === 0xffffffff) return 'unmeasurable';
    out.push({ method: buf.readUInt16LE(at + 10), compressedSize, localOffset: buf.readUInt32LE(at + 42) });
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return out;
}

/** An entry's data, where its local header says it starts. */
function entryData(buf: Buffer, entry: Entry): Buffer | undefined {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL_SIG) return undefined;
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  return start + entry.compressedSize <= buf.length ? buf.subarray(start, start + entry.compressedSize) : undefined;
}

/** The bytes this entry inflates to, or a reason; `room` is what is left of the budget. */
function inflatedSize(data: Buffer, method: number, room: number): number | SkipReason {
  if (method === STORED) return data.length;
  // JSZip (so mammoth) reads no other method: such an entry is never inflated.
  if (method !== DEFLATED) return 0;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, room) }).length;
  } catch (err) {
    return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unmeasurable';
  }
}

/** null when every entry together inflates to at most `budget` bytes, else why not. */
export function docxOverBudget(bytes: Uint8Array, budget: number): SkipReason | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const list = entries(buf);
  if (typeof list === 'string') return list;
  let total = 0;
  for (const entry of list) {
    const data = entryData(buf, entry);
    if (!data) return 'unmeasurable';
    const size = inflatedSize(data, entry.method, budget - total);
    if (typeof size === 'string') return size;
    total += size;
    if (total > budget) return 'too-large';
  }
  return null;
}
