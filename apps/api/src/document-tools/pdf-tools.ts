import { EncryptedPDFError, PDFDocument } from 'pdf-lib';

/** Why a file cannot be merged or split: each has its French sentence in packages/validation. */
type PdfRefusal = 'pdfEncrypted' | 'pdfUnreadable';

/** A PDF read, or why it cannot be. */
export type PdfReading = { pdf: PDFDocument; refusal?: never } | { refusal: PdfRefusal };

/** Pages `from` to `to` of a PDF, numbered from 1, both included. */
export interface PageRange {
  from: number;
  to: number;
}

const ENCRYPT_KEY = Buffer.from('/Encrypt', 'latin1');

/**
 * Whether the file names an encryption dictionary (`/Encrypt` in its trailer or its cross-reference
 * stream, both written in clear). pdf-lib only says so when it could parse the file first, which a
 * PDF whose object streams are encrypted (qpdf's AES-256 default) prevents.
 */
function namesEncryption(bytes: Uint8Array): boolean {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = file.indexOf(ENCRYPT_KEY); at >= 0; at = file.indexOf(ENCRYPT_KEY, at + 1)) {
    // `/Encrypt` itself, not a longer name such as `/EncryptMetadata`.
    const next = file[at + ENCRYPT_KEY.length];
    if (next === undefined || !/[A-Za-z0-9]/u.test(String.fromCharCode(next))) return true;
  }
  return false;
}

/**
 * Reads a PDF with pdf-lib. An encrypted PDF (a password to open it, or only restrictions on what
 * may be done with it) is refused rather than read while ignoring its encryption: pdf-lib cannot
 * decrypt, so its pages would be copied unreadable. A file pdf-lib cannot parse, or without pages,
 * is unreadable.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    if (pdf.getPageCount() === 0) return { refusal: 'pdfUnreadable' };
    return { pdf };
  } catch (error) {
    const encrypted = error instanceof EncryptedPDFError || namesEncryption(bytes);
    return { refusal: encrypted ? 'pdfEncrypted' : 'pdfUnreadable' };
  }
}

/** A new PDF of these pages of the sources, in order. Throws on a page pdf-lib cannot copy. */
async function pdfOf(parts: readonly { source: PDFDocument; indices: number[] }[]) {
  const made = await PDFDocument.create();
  for (const { source, indices } of parts) {
    for (const page of await made.copyPages(source, indices)) made.addPage(page);
  }
  return made.save();
}

/** Every page of every source, in the order given (a source given twice appears twice). */
export function mergePdfs(sources: readonly PDFDocument[]): Promise<Uint8Array> {
  return pdfOf(sources.map((source) => ({ source, indices: source.getPageIndices() })));
}

/** Pages `from`..`to` of the source as a PDF of their own (the range is within the document). */
export function extractPages(source: PDFDocument, { from, to }: PageRange): Promise<Uint8Array> {
  const indices = Array.from({ length: to - from + 1 }, (_, offset) => from - 1 + offset);
  return pdfOf([{ source, indices }]);
}
