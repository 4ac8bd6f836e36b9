import { describe, expect, it } from 'vitest';
import { extractPages, mergePdfs, readPdf } from './pdf-tools.js';
import { BROKEN_PDF, encryptedPdf, pageWidthsOf, pdfOfPages } from './testing/pdf-fixtures.js';

async function read(bytes: Uint8Array) {
  const reading = await readPdf(bytes);
  if (reading.refusal !== undefined) throw new Error(`Refused: ${reading.refusal}`);
  return reading.pdf;
}

describe('PDF tools', () => {
  it('merge every page of each PDF in the order given, a PDF given twice twice', async () => {
    const first = await read(await pdfOfPages(2, 'A'));
    const second = await read(await pdfOfPages(3, 'B'));
    const merged = await mergePdfs([second, first, second]);
    expect(await pageWidthsOf(merged)).toEqual([596, 597, 598, 596, 597, 596, 597, 598]);
  });

  it('extract a range of pages, both ends included', async () => {
    const source = await read(await pdfOfPages(5, 'A'));
    expect(await pageWidthsOf(await extractPages(source, { from: 2, to: 4 }))).toEqual([
      597, 598, 599,
    ]);
    expect(await pageWidthsOf(await extractPages(source, { from: 5, to: 5 }))).toEqual([600]);
  });

  it('refuse an encrypted PDF rather than copy pages it cannot decrypt', async () => {
    expect(await readPdf(encryptedPdf('encrypted'))).toEqual({ refusal: 'pdfEncrypted' });
    expect(await readPdf(encryptedPdf('restricted'))).toEqual({ refusal: 'pdfEncrypted' });
  });

  it('refuse a broken PDF, a file that is no PDF and an empty one as unreadable', async () => {
    expect(await readPdf(BROKEN_PDF)).toEqual({ refusal: 'pdfUnreadable' });
    expect(await readPdf(Buffer.from('PK\u0003\u0004 a zip'))).toEqual({
      refusal: 'pdfUnreadable',
    });
    expect(await readPdf(new Uint8Array())).toEqual({ refusal: 'pdfUnreadable' });
  });
});
