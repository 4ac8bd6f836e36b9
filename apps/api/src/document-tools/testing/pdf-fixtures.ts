import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A PDF of `pages` pages, each saying « <label> page N » and sized by its page number (595 + N
 * points wide), so that a test can tell the pages of a merge or a split apart by their size.
 */
export async function pdfOfPages(pages: number, label: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([595 + number, 842]);
    page.drawText(`${label} page ${String(number)}`, { x: 50, y: 780, size: 18, font });
  }
  return Buffer.from(await pdf.save());
}

/** The width of each page: 595 + its number in the source pdfOfPages made it in. */
export async function pageWidthsOf(bytes: Uint8Array): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => page.getWidth());
}

/**
 * Real encrypted PDFs, two pages made by pdfOfPages and encrypted by qpdf 11.3, kept as files since
 * pdf-lib cannot encrypt: `encrypted.pdf` needs a password to open (AES-256, objects in encrypted
 * streams: `qpdf --encrypt secret owner 256 -- in.pdf encrypted.pdf`); `restricted.pdf` opens
 * without one but forbids printing and changes (RC4 128, classic trailer: `qpdf --allow-weak-crypto
 * --object-streams=disable --encrypt "" owner 128 --use-aes=n --print=none --modify=none -- in.pdf
 * restricted.pdf`).
 */
export function encryptedPdf(kind: 'encrypted' | 'restricted'): Buffer {
  return readFileSync(new URL(`./${kind}.pdf`, import.meta.url));
}

/** Looks like a PDF by its name and its first bytes, and is nothing more. */
export const BROKEN_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R',
  'latin1',
);
