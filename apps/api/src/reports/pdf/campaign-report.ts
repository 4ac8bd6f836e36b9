import type { components } from '@chaussee/sdk';
import { labelOf } from '@chaussee/validation';
import type { PDFPage } from 'pdf-lib';
import { drawCoreSheet, type ReportCore } from './core-sheet.js';
import { classedResults } from './layer-classes.js';
import {
  A4,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_WIDTH,
  createReportDocument,
  embedPicture,
  MARGIN,
  type ReportDocument,
  type ReportLayout,
} from './report-document.js';
import { accentColour, mutedColour, ruleColour } from './report-palette.js';
import { frenchDate, reportTexts } from './report-texts.js';
import { analysesColouring, drawSynoptic, structuralColouring } from './synoptic-pages.js';

type SynopticGroup = components['schemas']['SynopticGroup'];

const texts = reportTexts;

/** What a report is made of: its campaign, its cores in order, and how to read a core's photo. */
export interface ReportInput {
  layout: ReportLayout;
  campaign: {
    name: string;
    reference: string | null;
    customerReference: string | null;
    startDate: string | null;
    endDate: string | null;
  };
  projectName: string;
  generatedAt: Date;
  cores: readonly ReportCore[];
  /** The photo of a core reduced for print, read when its sheet is drawn; undefined without one. */
  photoOf: (core: ReportCore) => Promise<Uint8Array | undefined>;
  /** The cover image of the settings, when they ask for one. */
  coverImage?: Buffer | undefined;
}

function periodOf({ startDate, endDate }: ReportInput['campaign']): string {
  if (startDate === null) return texts.dash;
  if (endDate === null) return texts.periodFrom(frenchDate(startDate));
  return texts.periodFromTo(frenchDate(startDate), frenchDate(endDate));
}

async function drawCover(doc: ReportDocument, input: ReportInput, title: string): Promise<void> {
  const page = doc.newPage();
  let top = CONTENT_TOP - 120;
  if (input.coverImage !== undefined) {
    const image = await embedPicture(doc.pdf, input.coverImage);
    const scale = Math.min(CONTENT_WIDTH / image.width, 260 / image.height);
    page.drawImage(image, {
      x: MARGIN + (CONTENT_WIDTH - image.width * scale) / 2,
      y: CONTENT_TOP - 10 - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
    top = CONTENT_TOP - 40 - image.height * scale;
  }
  top -= doc.paragraph(page, title, MARGIN, top, CONTENT_WIDTH, {
    size: 24,
    bold: true,
    colour: accentColour,
  });
  top -= 10;
  top -= doc.paragraph(page, input.campaign.name, MARGIN, top, CONTENT_WIDTH, { size: 18 });
  top -= 24;
  const lines: [string, string][] = [
    [texts.project, input.projectName],
    [texts.reference, input.campaign.reference ?? texts.dash],
    [texts.customerReference, input.campaign.customerReference ?? texts.dash],
    [texts.period, periodOf(input.campaign)],
    [texts.coreSheets, texts.coresCount(input.cores.length)],
  ];
  for (const [label, value] of lines) {
    doc.line(page, label, MARGIN, top, { size: 11, colour: mutedColour });
    top -= doc.paragraph(page, value, MARGIN + 150, top, CONTENT_WIDTH - 150, { size: 11 });
    top -= 4;
  }
  doc.line(page, texts.generatedOn(frenchDate(input.generatedAt)), MARGIN, CONTENT_BOTTOM + 20, {
    size: 9,
    colour: mutedColour,
  });
}

/** The summary: counts of cores, layers, analysed layers, and layers per pollutant class. */
function drawSummary(doc: ReportDocument, input: ReportInput): void {
  const page = doc.newPage();
  let top = CONTENT_TOP;
  top -= doc.line(page, texts.summary, MARGIN, top, { size: 16, bold: true });
  top -= 8;
  const layers = input.cores.flatMap((item) => item.layers);
  const classed = layers.map(classedResults);
  const byClass = new Map<string, number>();
  for (const results of classed) {
    const classes = new Set(results.flatMap((result) => result.classLabel ?? []));
    for (const label of classes) byClass.set(label, (byClass.get(label) ?? 0) + 1);
  }
  const lines = [
    texts.summaryLines.cores(input.cores.length),
    texts.summaryLines.layers(layers.length),
    texts.summaryLines.analysed(classed.filter((results) => results.length > 0).length),
    ...[...byClass.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'fr'))
      .map(([label, count]) => texts.summaryLines.byClass(label, count)),
  ];
  for (const text of lines) top -= doc.line(page, text, MARGIN, top, { size: 11 }) + 2;
}

/** The appendix: one line per layer of every core (type, material, thickness, classes). */
function drawAppendix(doc: ReportDocument, cores: readonly ReportCore[]): void {
  const c = texts.columns;
  const columns: [string, number][] = [
    [c.core, MARGIN],
    [c.position, MARGIN + 80],
    [c.type, MARGIN + 105],
    [c.material, MARGIN + 215],
    [c.thickness, MARGIN + 320],
    [c.pollutantClass, MARGIN + 380],
  ];
  let page: PDFPage = doc.newPage();
  let top = CONTENT_TOP;
  const header = (title: boolean) => {
    if (title) top -= doc.line(page, texts.appendix, MARGIN, top, { size: 14, bold: true }) + 4;
    for (const [label, x] of columns) doc.line(page, label, x, top, { size: 8, bold: true });
    top -= 12;
    page.drawLine({
      start: { x: MARGIN, y: top + 2 },
      end: { x: A4.width - MARGIN, y: top + 2 },
      thickness: 0.5,
      color: ruleColour,
    });
  };
  header(true);
  for (const { core, layers } of cores) {
    for (const layer of layers) {
      if (top - 11 < CONTENT_BOTTOM) {
        page = doc.newPage();
        top = CONTENT_TOP;
        header(false);
      }
      const classes = classedResults(layer)
        .flatMap((result) => result.classLabel ?? [])
        .join(', ');
      const cells = [
        core.displayName,
        String(layer.position),
        labelOf('LayerType', layer.type).split(' – ')[0] ?? layer.type,
        layer.materialCategory?.name ?? layer.otherMaterial ?? texts.dash,
        texts.millimetres(layer.thickness),
        classes === '' ? texts.dash : classes,
      ];
      cells.forEach((cell, index) => {
        const x = columns[index]?.[1] ?? MARGIN;
        const room = (columns[index + 1]?.[1] ?? A4.width - MARGIN) - x - 4;
        const [first = ''] = doc.wrap(cell, room, { size: 7 });
        doc.line(page, first, x, top, { size: 7 });
      });
      top -= 11;
    }
  }
}

/** The contents page, filled once the sections' first pages are known. */
function drawContents(
  doc: ReportDocument,
  page: PDFPage,
  sections: readonly { title: string; page: number }[],
): void {
  let top = CONTENT_TOP;
  top -= doc.line(page, texts.contents, MARGIN, top, { size: 16, bold: true });
  top -= 10;
  for (const section of sections) {
    doc.line(page, section.title, MARGIN, top, { size: 11 });
    const number = String(section.page);
    const x = A4.width - MARGIN - doc.widthOf(number, { size: 11 });
    doc.line(page, number, x, top, { size: 11 });
    top -= 18;
  }
}

/**
 * The campaign report: cover (logo, campaign, project, dates), contents, summary, the structural
 * and analyses synoptics (of `synoptic`, the dashboards' synoptic of the report's cores), one
 * sheet per core, and the appendix table of layers.
 */
export async function writeCampaignReport(
  input: ReportInput,
  synoptic: readonly SynopticGroup[],
): Promise<Uint8Array> {
  const doc = await createReportDocument(input.layout);
  await drawCover(doc, input, texts.campaignReportTitle);
  const contentsPage = doc.newPage();
  const sections: { title: string; page: number }[] = [];
  const section = (title: string) => sections.push({ title, page: doc.pdf.getPageCount() + 1 });
  section(texts.summary);
  drawSummary(doc, input);
  section(texts.structuralSynoptic);
  drawSynoptic(doc, synoptic, structuralColouring);
  section(texts.analysesSynoptic);
  drawSynoptic(doc, synoptic, analysesColouring);
  section(texts.coreSheets);
  for (const item of input.cores) await drawCoreSheet(doc, item, () => input.photoOf(item));
  section(texts.appendix);
  drawAppendix(doc, input.cores);
  drawContents(doc, contentsPage, sections);
  return doc.save();
}

/** The core sheets alone (POST …/cores/pdf and POST /v2/coring/cores/{id}/pdf). */
export async function writeCoreSheets(input: ReportInput): Promise<Uint8Array> {
  const doc = await createReportDocument(input.layout);
  for (const item of input.cores) await drawCoreSheet(doc, item, () => input.photoOf(item));
  return doc.save();
}
