// What a résumé file may be: PDF or DOCX, told apart by content rather than by
// name or declared type, and at most 5,000,000 bytes (API-SPEC.md, Limits).
export const MAX_RESUME_BYTES = 5_000_000;

export type ResumeType = 'pdf' | 'docx';

export const FILE_MESSAGES = {
  badType: 'Upload a PDF or Word (.docx) file',
  tooBig: 'The file is larger than 5 MB',
  empty: 'The file is empty',
} as const;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// A Word document's main part. Its name is stored uncompressed in the ZIP's
// local and central headers, so a byte search finds it without unzipping.
const DOCX_PART = Buffer.from('word/document.xml', 'latin1');

/** 'pdf', 'docx', or null for anything else (a PNG named .pdf, a plain ZIP, text…). */
export function resumeType(bytes: Uint8Array): ResumeType | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (buf.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC) && buf.includes(DOCX_PART)) return 'docx';
  return null;
}

/** A file metadata record: what the jobs host keeps and lists, never the bytes. */
export interface FileMeta {
  name: string;
  type: string;
  size: number;
}

export function fileMeta(file: File): FileMeta {
  return { name: file.name, type: file.type, size: file.size };
}

export type CheckedResume = { ok: true; bytes: Uint8Array; type: ResumeType } | { ok: false; message: string };

/** Size first (no need to read a 6 MB file to refuse it), then the type by content. */
export async function checkResumeFile(file: File): Promise<CheckedResume> {
  if (file.size > MAX_RESUME_BYTES) return { ok: false, message: FILE_MESSAGES.tooBig };
  if (file.size === 0) return { ok: false, message: FILE_MESSAGES.empty };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = resumeType(bytes);
  return type ? { ok: true, bytes, type } : { ok: false, message: FILE_MESSAGES.badType };
}
