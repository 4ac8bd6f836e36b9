import { labelOf, type PollutantLevel } from '@chaussee/validation';
import type { PDFPage, RGB } from 'pdf-lib';
import { drawnThickness, type ReportCore } from './core-sheet.js';
import { classedResults, worstLevel } from './layer-classes.js';
import {
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_WIDTH,
  MARGIN,
  type ReportDocument,
} from './report-document.js';
import {
  layerTypeColours,
  mutedColour,
  notAnalysedColour,
  pollutantLevelColours,
  ruleColour,
} from './report-palette.js';
import { reportTexts } from './report-texts.js';

/** The width of a core's bar and the gap to the next: 18 cores across an A4 page. */
const BAR_WIDTH = 18;
const BAR_GAP = 11;
const CORES_PER_PAGE = Math.floor(CONTENT_WIDTH / (BAR_WIDTH + BAR_GAP));
/** Height of the deepest core; the others to the same scale. */
const BARS_HEIGHT = 440;

/** How a synoptic colours a layer, and its legend. */
export interface SynopticColouring {
  title: string;
  note: string;
  colourOf: (layer: ReportCore['layers'][number]) => RGB;
  legend: readonly { label: string; colour: RGB }[];
}

/** The structural synoptic: layers coloured by their type of material. */
export const structuralColouring: SynopticColouring = {
  title: reportTexts.structuralSynoptic,
  note: reportTexts.structuralSynopticNote,
  colourOf: (layer) => layerTypeColours[layer.type],
  legend: Object.entries(layerTypeColours).map(([type, colour]) => ({
    label: labelOf('LayerType', type as keyof typeof layerTypeColours),
    colour,
  })),
};

const LEVEL_LEGEND: readonly [PollutantLevel, string][] = [
  ['low', 'PAH_0'],
  ['moderate', 'PAH_50'],
  ['high', 'PAH_500'],
  ['critical', 'PAH_1000'],
];

/** The analyses synoptic: each layer coloured by its most alarming pollutant class. */
export const analysesColouring: SynopticColouring = {
  title: reportTexts.analysesSynoptic,
  note: reportTexts.analysesSynopticNote,
  colourOf: (layer) => {
    const level = worstLevel(classedResults(layer));
    return level === null ? notAnalysedColour : pollutantLevelColours[level];
  },
  legend: [
    ...LEVEL_LEGEND.map(([level, classId]) => ({
      label: labelOf('PollutantClass', classId as 'PAH_0'),
      colour: pollutantLevelColours[level],
    })),
    {
      label: labelOf('PollutantClass', 'asbestos_present'),
      colour: pollutantLevelColours.critical,
    },
    { label: reportTexts.notAnalysed, colour: notAnalysedColour },
  ],
};

function drawLegend(doc: ReportDocument, page: PDFPage, colouring: SynopticColouring): void {
  let x = MARGIN;
  let y = CONTENT_BOTTOM + 22;
  for (const { label, colour } of colouring.legend) {
    const width = 14 + doc.widthOf(label, { size: 7 }) + 12;
    if (x + width > MARGIN + CONTENT_WIDTH) {
      x = MARGIN;
      y -= 11;
    }
    page.drawRectangle({
      x,
      y: y - 8,
      width: 9,
      height: 9,
      color: colour,
      borderColor: ruleColour,
      borderWidth: 0.5,
    });
    doc.line(page, label, x + 12, y, { size: 7 });
    x += width;
  }
}

/**
 * A synoptic of the cores along the road: one bar per core in the campaign's order, its layers to
 * one scale for all, 18 cores per page, the core's name and PR under its bar, and the legend.
 * Answers the number of pages written.
 */
export function drawSynoptic(
  doc: ReportDocument,
  cores: readonly ReportCore[],
  colouring: SynopticColouring,
): number {
  const depthOf = (core: ReportCore) =>
    core.layers.reduce((sum, layer) => sum + drawnThickness(layer), 0);
  const deepest = Math.max(1, ...cores.map(depthOf));
  const scale = BARS_HEIGHT / deepest;
  let pages = 0;
  for (let start = 0; start < Math.max(cores.length, 1); start += CORES_PER_PAGE) {
    const page = doc.newPage();
    pages += 1;
    let top = CONTENT_TOP;
    top -= doc.line(page, colouring.title, MARGIN, top, { size: 14, bold: true });
    top -= doc.paragraph(page, colouring.note, MARGIN, top, CONTENT_WIDTH, {
      size: 8,
      colour: mutedColour,
    });
    top -= 10;
    cores.slice(start, start + CORES_PER_PAGE).forEach((item, index) => {
      const x = MARGIN + index * (BAR_WIDTH + BAR_GAP);
      let y = top;
      for (const layer of item.layers) {
        const height = drawnThickness(layer) * scale;
        if (height <= 0) continue;
        page.drawRectangle({
          x,
          y: y - height,
          width: BAR_WIDTH,
          height,
          color: colouring.colourOf(layer),
          borderColor: ruleColour,
          borderWidth: 0.3,
        });
        y -= height;
      }
      // The name and PR, written downwards under the bar.
      const label = [item.core.displayName, item.core.landmark].filter(Boolean).join(' – ');
      doc.downwardLine(page, label, x + BAR_WIDTH / 2 - 3, top - BARS_HEIGHT - 6, { size: 7 });
    });
    drawLegend(doc, page, colouring);
  }
  return pages;
}
