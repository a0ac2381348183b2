// The text of a résumé, for the pattern match of `suggested`: PDF through
// pdf.js (its legacy build, the one made for Node), DOCX through mammoth. Only
// the start matters, so reading stops once `maxChars` are in hand.
import mammoth from 'mammoth';
import type { ResumeType } from './resume-file.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

/**
 * The résumé worker hands over the pdf.js it imported itself: imported here,
 * through tsx's loader, pdf.js would be transformed on the way in, and the
 * worker's heap would hold 80 MB more.
 */
export function providePdfJs(module: PdfJs): void {
  pdfjs = Promise.resolve(module);
}

// Else loaded on first use: pdf.js is large, and most requests never need it.
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

// A one-page PDF without text: pdf.js is tolerant of its missing xref table.
const BLANK_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * The résumé worker reads a blank PDF before its first file: pdf.js loads its
 * own (in-thread) worker code on the first document, and that second or so of
 * loading must not count against a candidate's file.
 */
export async function preloadParsers(): Promise<void> {
  await pdfText(new TextEncoder().encode(BLANK_PDF), 1);
}

/** At most this many pages are read, whatever `maxChars` says (a 400-page PDF is not a résumé). */
const MAX_PDF_PAGES = 5;

async function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    // pdf.js may transfer the buffer it is given: a copy keeps the caller's intact.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    let text = '';
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES) && text.length < maxChars; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      text += '\n';
    }
    return text;
  } finally {
    await task.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return value;
}

/**
 * The first `maxChars` characters of the résumé's text. A file that has the
 * right signature but cannot be read (damaged, encrypted) gives '' : it can
 * still be staged, there is just nothing to suggest.
 */
export async function resumeText(bytes: Uint8Array, type: ResumeType, maxChars: number): Promise<string> {
  try {
    const text = type === 'pdf' ? await pdfText(bytes, maxChars) : await docxText(bytes);
    return text.slice(0, maxChars);
  } catch {
    return '';
  }
}
