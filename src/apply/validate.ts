// The client's checks: the server's rules, repeated so a candidate hears of a
// slip before sending. The server stays the judge; these only save a round trip.
import type { Control } from './controls.ts';
import { T } from './text.ts';

/** What a control holds: text, the options ticked, or a file. */
export type Value = string | string[] | File | null;

export const MAX_FILE_BYTES = 5_000_000;

export const isEmail = (s: string): boolean => s.length <= 320 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(s);

/** An absolute http(s) URL with a host, written with its `//` (as the jobs host asks: "http:x" is not one). */
export function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\//i.test(s)) return false;
  try {
    const url = new URL(s);
    return /^https?:$/.test(url.protocol) && !!url.hostname;
  } catch {
    return false;
  }
}

/** Digits, spaces and + ( ) - . only, with 6 to 20 digits. */
export function isPhone(s: string): boolean {
  if (!/^[0-9 +().-]+$/.test(s)) return false;
  const digits = s.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/** A decimal number as the contract sends it: `3`, `-1`, `2.5`. */
export const isDecimal = (s: string): boolean => /^-?\d+(?:\.\d+)?$/.test(s);

export function isEmpty(v: Value): boolean {
  if (v === null) return true;
  if (typeof v === 'string') return !v.trim();
  if (Array.isArray(v)) return !v.length;
  return false;
}

/** Which format a text control must have: its kind's, or its key's when the kind is plain text. */
function format(c: Control): Control['kind'] {
  if (c.kind !== 'text' || !c.fieldKey) return c.kind;
  if (c.fieldKey === 'email') return 'email';
  if (c.fieldKey === 'phone') return 'tel';
  return c.fieldKey.endsWith('_url') ? 'url' : 'text';
}

function formatProblem(c: Control, s: string): string | null {
  switch (format(c)) {
    case 'email':
      return isEmail(s) ? null : T.badEmail;
    case 'url':
      return isHttpUrl(s) ? null : T.badUrl;
    case 'tel':
      return isPhone(s) ? null : T.badPhone;
    case 'number':
      return isDecimal(s) ? null : T.badNumber;
    default:
      return null;
  }
}

/** "Enter …", "Select …", "Choose …": what to say when a required answer is missing. */
export function requiredMessage(c: Control): string {
  switch (c.kind) {
    case 'select':
    case 'radios':
      return T.select(c.noun);
    case 'checkboxes':
      return T.selectAtLeastOne(T.questionNoun(c.label));
    case 'yes_no':
      return T.selectYesNo(T.questionNoun(c.label));
    case 'file':
      return T.choose(c.noun);
    default:
      return T.enter(c.noun);
  }
}

/**
 * The problem with `value`, or null. Synchronous: a file's type needs its bytes,
 * so `checkFile` covers that part.
 */
export function validateValue(c: Control, value: Value): string | null {
  if (isEmpty(value)) return c.required ? requiredMessage(c) : null;
  if (value instanceof File) return value.size > MAX_FILE_BYTES ? T.fileTooBig : null;
  if (Array.isArray(value)) return value.every((v) => c.options.includes(v)) ? null : T.badOption;
  const s = (value as string).trim();
  switch (c.kind) {
    case 'select':
    case 'radios':
      return c.options.includes(s) ? null : T.badOption;
    case 'yes_no':
      return s === 'true' || s === 'false' ? null : T.badOption;
    case 'checkboxes':
      return c.options.includes(s) ? null : T.badOption;
    default:
      return formatProblem(c, s);
  }
}

// ---- Files: by content, as the server checks them ----

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
const WORD = [0x77, 0x6f, 0x72, 0x64, 0x2f]; // word/
// Where a DOCX names its `word/` entries: the first local headers and the central directory at the end.
const SCAN = 64 * 1024;

async function bytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

const startsWith = (b: Uint8Array, sig: number[]): boolean => sig.every((x, i) => b[i] === x);

function contains(b: Uint8Array, sig: number[]): boolean {
  outer: for (let i = 0; i + sig.length <= b.length; i++) {
    for (let j = 0; j < sig.length; j++) if (b[i + j] !== sig[j]) continue outer;
    return true;
  }
  return false;
}

/** 'pdf', 'docx' or null, from the file's bytes (its name only tells a DOCX from another ZIP). */
export async function resumeType(file: Blob & { name?: string }): Promise<'pdf' | 'docx' | null> {
  const head = await bytes(file.slice(0, 8));
  if (startsWith(head, PDF)) return 'pdf';
  if (!startsWith(head, ZIP)) return null;
  if (/\.docx$/i.test(file.name ?? '')) return 'docx';
  if (contains(await bytes(file.slice(0, SCAN)), WORD)) return 'docx';
  return file.size > SCAN && contains(await bytes(file.slice(-SCAN)), WORD) ? 'docx' : null;
}

/** The problem with a chosen file (size, then type by content), or null. */
export async function checkFile(file: File): Promise<string | null> {
  if (file.size > MAX_FILE_BYTES) return T.fileTooBig;
  try {
    return (await resumeType(file)) ? null : T.badFileType;
  } catch {
    // An unreadable file (moved, permissions): the server can't take it either.
    return T.badFileType;
  }
}
