import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { OrderSample } from './laboratory-order.js';
import { buildOrderPdf } from './order-pdf.js';
import { fixtureOrder, fixtureSamples } from './testing/order-fixture.js';

/** The text drawn on a page: pdf-lib writes it as hex strings of WinAnsi codes (`<...> Tj`). */
async function drawnText(pdf: Buffer): Promise<string[]> {
  const document = await PDFDocument.load(pdf);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents === undefined ? [] : 'asArray' in contents ? contents.asArray() : [contents];
    return streams
      .map((ref) => document.context.lookup(ref))
      .filter((stream) => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('')
      .replaceAll(/<([0-9A-Fa-f]*)> Tj/gu, (_match, hex: string) =>
        Buffer.from(hex, 'hex').toString('latin1'),
      );
  });
}

describe('buildOrderPdf', () => {
  it('makes a PDF that pdf-lib reloads, titled with the order reference', async () => {
    const pdf = await buildOrderPdf(fixtureOrder());

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getTitle()).toBe('Bon de commande CMD-2026-0042');
    expect(document.getPageCount()).toBe(1);
  });

  it('prints the reference, the laboratory, every sample id and the analyses asked', async () => {
    const [text = ''] = await drawnText(await buildOrderPdf(fixtureOrder()));

    expect(text).toContain('CMD-2026-0042');
    expect(text).toContain('Labo Analyses');
    for (const { sampleId } of fixtureSamples) expect(text).toContain(sampleId);
    expect(text).toContain('Amiante, HAP, HCT');
    expect(text).toContain('Analyses demandées : Amiante 2, HAP 2, HCT 1');
  });

  it('prints a character the standard fonts lack as a question mark instead of failing', async () => {
    const order = fixtureOrder({ engineeringOffice: { name: 'BE ≥ 🚧' } });
    const [text = ''] = await drawnText(await buildOrderPdf(order));

    expect(text).toContain('BE ? ?');
  });

  it('continues a long order on numbered pages', async () => {
    const samples: OrderSample[] = Array.from({ length: 120 }, (_, index) => ({
      ...fixtureSamples[0],
      sampleId: `sample-${String(index + 1).padStart(3, '0')}`,
      coreDisplayName: 'C1',
      layerOrder: 1,
      layerType: 'CA',
      materialCategory: null,
      thicknessMm: null,
      analyses: ['PAH'],
    }));
    const pages = await drawnText(await buildOrderPdf(fixtureOrder({ samples })));

    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${String(pages.length)} / ${String(pages.length)}`);
    expect(pages.join('')).toContain('sample-120');
  });

  it('gives the same bytes for the same order', async () => {
    const [first, second] = await Promise.all([
      buildOrderPdf(fixtureOrder()),
      buildOrderPdf(fixtureOrder()),
    ]);

    expect(first.equals(second)).toBe(true);
  });
});
