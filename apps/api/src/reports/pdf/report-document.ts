import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { degrees, PDFDocument, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { reportFontsFolder } from '../../paths.js';
import { inkColour, mutedColour, ruleColour } from './report-palette.js';
import { reportTexts } from './report-texts.js';

/** A4 in points (1/72 inch): 210 × 297 mm. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 42;
const HEADER_ROOM = 28;
const FOOTER_ROOM = 30;
/** Where the content of a page starts (under the header) and must stop (over the footer). */
export const CONTENT_TOP = A4.height - MARGIN - HEADER_ROOM;
export const CONTENT_BOTTOM = MARGIN + FOOTER_ROOM;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

/** What every page repeats: the settings' header and footer texts, and the logo. */
export interface ReportLayout {
  title: string;
  headerText: string | null;
  footerText: string | null;
  /** The logo's bytes (PNG or JPG, checked when uploaded). */
  logo: Buffer | undefined;
}

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** The two fonts, read once per process (1.4 MB): each report embeds the subset it uses. */
function loadFonts() {
  fontBytes ??= Promise.all([
    readFile(join(reportFontsFolder, 'DejaVuSans.ttf')),
    readFile(join(reportFontsFolder, 'DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: RGB;
}

/** PNG starts with \x89PNG; everything else the uploads accept is a JPG. */
export async function embedPicture(pdf: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
  return isPng ? pdf.embedPng(bytes) : pdf.embedJpg(bytes);
}

/**
 * A report being written: pdf-lib's document with DejaVu Sans embedded (accents, « », ≥), A4
 * pages with the settings' header and footer, and text helpers that wrap. Page numbers
 * « Page n / N » are written by `save`, once N is known.
 */
export async function createReportDocument(layout: ReportLayout) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = await loadFonts();
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  const logo = layout.logo === undefined ? undefined : await embedPicture(pdf, layout.logo);
  pdf.setTitle(layout.title);
  pdf.setLanguage('fr-FR');
  pdf.setProducer('Chaussée');
  pdf.setCreator('Chaussée');

  const fontOf = (style: TextStyle): PDFFont => (style.bold === true ? bold : regular);

  /** The lines of a text wrapped at `width` (words kept whole; a longer word is cut). */
  function wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const font = fontOf(style);
    const size = style.size ?? 10;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line !== '') lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Writes one line whose top is at `top`; answers its height. */
  function line(page: PDFPage, text: string, x: number, top: number, style: TextStyle = {}) {
    const size = style.size ?? 10;
    page.drawText(text, {
      x,
      y: top - size,
      size,
      font: fontOf(style),
      color: style.colour ?? inkColour,
    });
    return size * 1.3;
  }

  /** Writes a wrapped text whose top is at `top`; answers the height it took. */
  function paragraph(
    page: PDFPage,
    text: string,
    x: number,
    top: number,
    width: number,
    style: TextStyle = {},
  ): number {
    let height = 0;
    for (const wrapped of wrap(text, width, style)) {
      height += line(page, wrapped, x, top - height, style);
    }
    return height;
  }

  /** Writes a line downwards (turned a quarter clockwise) from (x, top): labels under bars. */
  function downwardLine(
    page: PDFPage,
    text: string,
    x: number,
    top: number,
    style: TextStyle = {},
  ) {
    page.drawText(text, {
      x,
      y: top,
      size: style.size ?? 10,
      font: fontOf(style),
      color: style.colour ?? inkColour,
      rotate: degrees(-90),
    });
  }

  function widthOf(text: string, style: TextStyle = {}): number {
    return fontOf(style).widthOfTextAtSize(text, style.size ?? 10);
  }

  /** A new A4 page with the header (logo, header text) and the footer text. */
  function newPage(): PDFPage {
    const page = pdf.addPage([A4.width, A4.height]);
    const top = A4.height - MARGIN;
    let textX = MARGIN;
    if (logo !== undefined) {
      const scale = Math.min(80 / logo.width, 22 / logo.height);
      page.drawImage(logo, {
        x: MARGIN,
        y: top - logo.height * scale,
        width: logo.width * scale,
        height: logo.height * scale,
      });
      textX += logo.width * scale + 10;
    }
    const header = layout.headerText ?? layout.title;
    line(page, header, textX, top - 4, { size: 8, colour: mutedColour });
    const ruleY = top - HEADER_ROOM + 6;
    page.drawLine({
      start: { x: MARGIN, y: ruleY },
      end: { x: A4.width - MARGIN, y: ruleY },
      thickness: 0.5,
      color: ruleColour,
    });
    if (layout.footerText !== null) {
      line(page, layout.footerText, MARGIN, MARGIN + 10, { size: 8, colour: mutedColour });
    }
    return page;
  }

  return {
    pdf,
    wrap,
    line,
    downwardLine,
    paragraph,
    widthOf,
    newPage,
    /** The bytes of the finished report, each page numbered « Page n / N ». */
    async save(): Promise<Uint8Array> {
      const pages = pdf.getPages();
      pages.forEach((page, index) => {
        const label = reportTexts.pageNumber(index + 1, pages.length);
        const x = A4.width - MARGIN - widthOf(label, { size: 8 });
        line(page, label, x, MARGIN + 10, { size: 8, colour: mutedColour });
      });
      return pdf.save({ useObjectStreams: true });
    },
  };
}

export type ReportDocument = Awaited<ReturnType<typeof createReportDocument>>;
