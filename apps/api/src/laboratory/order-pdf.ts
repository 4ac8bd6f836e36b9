import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  analysisLabel,
  frenchDate,
  frenchNumber,
  orderFormTexts as texts,
} from './laboratory-messages.js';
import {
  laboratoryAnalyses,
  type OrderSample,
  type OrderToLaboratory,
} from './laboratory-order.js';

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const; // A4 in points
const TABLE_FONT_SIZE = 8;
const ROW_HEIGHT = 14;
// The sample id (a uuid, about 153 pt at 8 pt) must print whole; the widths sum to the 515 pt between margins.
const COLUMN_WIDTHS = [160, 55, 32, 38, 95, 40, 95] as const;
const GREY = rgb(0.45, 0.45, 0.45);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The standard PDF fonts only know the WinAnsi characters (French accents, « », – and ’ are in):
 * any other character a user typed (emoji, ≥) would make pdf-lib throw, so it prints as '?'.
 */
function printable(font: PDFFont, text: string): string {
  let result = '';
  for (const character of text.replaceAll(/\s/gu, ' ')) {
    try {
      font.encodeText(character);
      result += character;
    } catch {
      result += '?';
    }
  }
  return result;
}

/** The text cut with an ellipsis to fit `width` points. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  const safe = printable(font, text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function sampleCells(sample: OrderSample): string[] {
  return [
    sample.sampleId,
    sample.coreDisplayName,
    String(sample.layerOrder),
    sample.layerType,
    sample.materialCategory ?? texts.none,
    sample.thicknessMm === null ? texts.none : frenchNumber(sample.thicknessMm),
    laboratoryAnalyses
      .filter((analysis) => sample.analyses.includes(analysis))
      .map(analysisLabel)
      .join(', '),
  ];
}

function drawRow(page: PDFPage, font: PDFFont, cells: readonly string[], y: number): void {
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const width = COLUMN_WIDTHS[index] ?? 0;
    page.drawText(fitted(font, cell, TABLE_FONT_SIZE, width - 4), {
      x,
      y,
      size: TABLE_FONT_SIZE,
      font,
    });
    x += width;
  });
}

/** The order's header block; returns where the samples table starts. */
function drawHeader(page: PDFPage, fonts: Fonts, order: OrderToLaboratory): number {
  let y = PAGE.height - PAGE.margin - 16;
  page.drawText(printable(fonts.bold, texts.title), {
    x: PAGE.margin,
    y,
    size: 16,
    font: fonts.bold,
  });
  y -= 28;
  const fields: [string, string][] = [
    [texts.reference, order.reference],
    [texts.date, frenchDate(order.createdAt)],
    [texts.engineeringOffice, order.engineeringOffice.name],
    [texts.site, order.site.name],
    [texts.customerCode, order.site.customerCode ?? texts.none],
    [texts.campaign, [order.campaign.name, order.campaign.reference].filter(Boolean).join(' – ')],
    [texts.laboratory, order.laboratory.name],
  ];
  for (const [label, value] of fields) {
    page.drawText(printable(fonts.bold, label), { x: PAGE.margin, y, size: 10, font: fonts.bold });
    page.drawText(fitted(fonts.regular, value, 10, 385), {
      x: PAGE.margin + 130,
      y,
      size: 10,
      font: fonts.regular,
    });
    y -= 15;
  }
  const counts = laboratoryAnalyses.map(
    (analysis) =>
      `${analysisLabel(analysis)} ${String(order.samples.filter((sample) => sample.analyses.includes(analysis)).length)}`,
  );
  y -= 6;
  page.drawText(printable(fonts.regular, texts.totals(counts.join(', '))), {
    x: PAGE.margin,
    y,
    size: 10,
    font: fonts.regular,
  });
  y -= 15;
  page.drawText(fitted(fonts.regular, texts.instructions, 9, 515), {
    x: PAGE.margin,
    y,
    size: 9,
    font: fonts.regular,
    color: GREY,
  });
  y -= 26;
  page.drawText(printable(fonts.bold, texts.samplesHeading), {
    x: PAGE.margin,
    y,
    size: 12,
    font: fonts.bold,
  });
  return y - 20;
}

function drawTableHead(page: PDFPage, fonts: Fonts, y: number): number {
  drawRow(page, fonts.bold, texts.columns, y);
  page.drawLine({
    start: { x: PAGE.margin, y: y - 4 },
    end: { x: PAGE.width - PAGE.margin, y: y - 4 },
    thickness: 0.5,
    color: GREY,
  });
  return y - ROW_HEIGHT - 2;
}

/**
 * The printable order form sent with the e-mail: the order's header, the counts of analyses, then
 * one table line per sample, over as many A4 pages as needed, each numbered. Its metadata (title,
 * dates) come from the order, so the same order always gives the same file.
 */
export async function buildOrderPdf(order: OrderToLaboratory): Promise<Buffer> {
  const document = await PDFDocument.create();
  const createdAt = new Date(order.createdAt);
  // Metadata are UTF-16 strings: no WinAnsi limit there.
  document.setTitle(texts.documentTitle(order.reference));
  document.setSubject(texts.title);
  document.setAuthor(order.engineeringOffice.name);
  document.setCreator('Chaussée');
  document.setProducer('Chaussée');
  document.setCreationDate(createdAt);
  document.setModificationDate(createdAt);
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };

  let page = document.addPage([PAGE.width, PAGE.height]);
  let y = drawTableHead(page, fonts, drawHeader(page, fonts, order));
  for (const sample of order.samples) {
    if (y < PAGE.margin + 20) {
      page = document.addPage([PAGE.width, PAGE.height]);
      y = drawTableHead(page, fonts, PAGE.height - PAGE.margin - 10);
    }
    drawRow(page, fonts.regular, sampleCells(sample), y);
    y -= ROW_HEIGHT;
  }

  const pages = document.getPages();
  pages.forEach((each, index) => {
    const footer = `${order.reference} – ${texts.page(index + 1, pages.length)}`;
    each.drawText(printable(fonts.regular, footer), {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: fonts.regular,
      color: GREY,
    });
  });
  return Buffer.from(await document.save());
}
