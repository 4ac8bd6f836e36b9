import type { components } from '@chaussee/sdk';
import { labelOf } from '@chaussee/validation';
import type { PDFPage } from 'pdf-lib';
import { classedResults } from './layer-classes.js';
import {
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_WIDTH,
  embedPicture,
  MARGIN,
  type ReportDocument,
} from './report-document.js';
import {
  darkLayerTypes,
  inkColour,
  layerTypeColours,
  mutedColour,
  notAnalysedColour,
  pollutantLevelColours,
  ruleColour,
  white,
} from './report-palette.js';
import { frenchNumber, reportTexts } from './report-texts.js';

type Core = components['schemas']['Core'];
type CoreLayer = components['schemas']['CoreLayer'];
type CoreInterface = components['schemas']['CoreInterface'];

/** A core with what its sheet and the synoptics draw. */
export interface ReportCore {
  core: Core;
  layers: readonly CoreLayer[];
  interfaces: readonly CoreInterface[];
}

const texts = reportTexts;
const orDash = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? texts.dash : value;
const mm = (value: number | null) => (value === null ? texts.dash : texts.millimetres(value));

/** The thickness a layer is drawn with (a negative one, which validation refuses, as none). */
function drawnThickness(layer: CoreLayer): number {
  return Math.max(layer.thickness, 0);
}

/** The identity lines of a core: label and value. */
function identityOf(core: Core): [string, string][] {
  const f = texts.fields;
  return [
    [f.number, String(core.number)],
    [f.status, labelOf('CoreStatus', core.status)],
    [f.road, orDash(core.road?.name)],
    [f.landmark, orDash(core.landmark)],
    [f.abscissa, core.abscissa === null ? texts.dash : `${frenchNumber(core.abscissa)} m`],
    [f.direction, orDash(core.direction)],
    [f.lane, orDash(core.lane)],
    [f.lateralPosition, orDash(core.lateralPosition)],
    [
      f.coordinates,
      core.lat === null || core.lng === null
        ? texts.dash
        : `${frenchNumber(core.lat)} ; ${frenchNumber(core.lng)}`,
    ],
    [f.diameter, mm(core.diameter)],
    [f.fullStructure, core.isFullStructure ? texts.yes : texts.no],
    [f.note, orDash(core.note)],
  ];
}

/**
 * One sheet per core: identity and location, its photo (the first of its pictures, if any), its
 * layers drawn to scale with their materials and the interfaces between them, and the laboratory
 * results of each layer with their pollutant class. A sheet that does not fit goes on.
 *
 * `photo` reads the picture's bytes (already reduced for print) only when the sheet is drawn, so
 * a report of 120 cores holds one original picture at a time.
 */
export async function drawCoreSheet(
  doc: ReportDocument,
  { core, layers, interfaces }: ReportCore,
  photo: () => Promise<Uint8Array | undefined>,
): Promise<void> {
  let page = doc.newPage();
  let top = CONTENT_TOP;
  top -= doc.line(page, texts.core(core.displayName), MARGIN, top, { size: 16, bold: true });
  top -= 6;

  // Identity on the left, photo on the right.
  const columnTop = top;
  const labelWidth = 120;
  for (const [label, value] of identityOf(core)) {
    doc.line(page, label, MARGIN, top, { size: 9, colour: mutedColour });
    top -= doc.paragraph(page, value, MARGIN + labelWidth, top, 170, { size: 9 });
  }
  const bytes = await photo();
  if (bytes !== undefined) {
    const image = await embedPicture(doc.pdf, bytes);
    const scale = Math.min(200 / image.width, 170 / image.height);
    page.drawImage(image, {
      x: MARGIN + CONTENT_WIDTH - image.width * scale,
      y: columnTop - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
    top = Math.min(top, columnTop - image.height * scale);
  }
  top -= 14;

  // The layers to scale: a column 230 pt high at most for the whole depth.
  top -= doc.line(page, texts.layers, MARGIN, top, { size: 12, bold: true });
  top -= 4;
  if (layers.length === 0) {
    top -= doc.line(page, texts.noLayers, MARGIN, top, { size: 9, colour: mutedColour });
  } else {
    top = drawLayerColumn(doc, page, layers, interfaces, top);
  }
  top -= 14;

  // The laboratory results.
  const rows = layers.flatMap((layer) =>
    classedResults(layer).map((result) => ({ layer, result })),
  );
  const needed = 40 + rows.length * 13;
  if (top - needed < CONTENT_BOTTOM && rows.length > 0) {
    page = doc.newPage();
    top = CONTENT_TOP;
  }
  top -= doc.line(page, texts.results, MARGIN, top, { size: 12, bold: true });
  top -= 4;
  if (rows.length === 0) {
    doc.line(page, texts.noResults, MARGIN, top, { size: 9, colour: mutedColour });
    return;
  }
  const c = texts.columns;
  const columns = [MARGIN, MARGIN + 50, MARGIN + 170, MARGIN + 270];
  [c.layer, c.pollutant, c.value, c.pollutantClass].forEach((header, index) => {
    doc.line(page, header, columns[index] ?? MARGIN, top, { size: 9, bold: true });
  });
  top -= 14;
  for (const { layer, result } of rows) {
    if (top - 13 < CONTENT_BOTTOM) {
      page = doc.newPage();
      top = CONTENT_TOP;
    }
    const value =
      result.value !== null
        ? texts.mgPerKg(result.value)
        : result.asbestosPresent === null
          ? texts.dash
          : result.asbestosPresent
            ? texts.yes
            : texts.no;
    doc.line(page, String(layer.position), columns[0] ?? MARGIN, top, { size: 9 });
    doc.line(page, labelOf('PollutantKind', result.kind), columns[1] ?? MARGIN, top, { size: 9 });
    doc.line(page, value, columns[2] ?? MARGIN, top, { size: 9 });
    const classX = columns[3] ?? MARGIN;
    page.drawRectangle({
      x: classX,
      y: top - 9,
      width: 9,
      height: 9,
      color: result.level === null ? notAnalysedColour : pollutantLevelColours[result.level],
    });
    doc.line(page, result.classLabel ?? texts.dash, classX + 14, top, { size: 9 });
    top -= 13;
  }
}

/** The layers of a core as a column drawn to scale, labels at its right; answers the new top. */
function drawLayerColumn(
  doc: ReportDocument,
  page: PDFPage,
  layers: readonly CoreLayer[],
  interfaces: readonly CoreInterface[],
  top: number,
): number {
  const total = layers.reduce((sum, layer) => sum + drawnThickness(layer), 0);
  const room = Math.min(230, top - CONTENT_BOTTOM - 120);
  // Each layer at least 14 pt high so that its label fits; the rest to scale.
  const scale = total > 0 ? Math.max(room - 14 * layers.length, 40) / total : 0;
  const x = MARGIN + 10;
  const width = 60;
  let y = top;
  layers.forEach((layer, index) => {
    const height = 14 + drawnThickness(layer) * scale;
    page.drawRectangle({
      x,
      y: y - height,
      width,
      height,
      color: layerTypeColours[layer.type],
      borderColor: ruleColour,
      borderWidth: 0.5,
    });
    doc.line(page, String(layer.position), x + 4, y - height / 2 + 4, {
      size: 8,
      colour: darkLayerTypes.has(layer.type) ? white : inkColour,
    });
    const material = layer.materialCategory?.name ?? layer.otherMaterial ?? texts.dash;
    const description = [
      labelOf('LayerType', layer.type),
      material,
      mm(layer.thickness),
      labelOf('ConditionDescriptor', layer.condition),
    ].join(' · ');
    doc.line(page, description, x + width + 12, y - height / 2 + 4, { size: 8 });
    y -= height;
    const below = interfaces.find((bond) => bond.position === index + 1);
    if (below !== undefined && index < layers.length - 1) {
      page.drawLine({
        start: { x: x - 6, y },
        end: { x: x + width + 6, y },
        thickness: below.bondState === 'unbonded' ? 2 : 1,
        color: below.bondState === 'bonded' ? ruleColour : pollutantLevelColours.high,
        dashArray: below.bondState === 'semi-bonded' ? [3, 2] : undefined,
      });
      doc.line(
        page,
        texts.interface(labelOf('InterfaceBondState', below.bondState)),
        x + width + 220,
        y + 4,
        { size: 7, colour: mutedColour },
      );
    }
  });
  doc.line(page, `${texts.totalThickness} : ${texts.millimetres(total)}`, x, y - 4, {
    size: 8,
    colour: mutedColour,
  });
  return y - 16;
}
