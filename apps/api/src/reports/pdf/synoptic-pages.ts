import type { components } from '@chaussee/sdk';
import { labelOf, type PollutantLevel, pollutantClassLevels } from '@chaussee/validation';
import type { PDFPage, RGB } from 'pdf-lib';
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

type SynopticGroup = components['schemas']['SynopticGroup'];
type SynopticLayer = components['schemas']['SynopticLayer'];
type LayerType = components['schemas']['LayerType'];

/** The width of a core's bar and the gap to the next: 17 cores across an A4 page. */
const BAR_WIDTH = 18;
const BAR_GAP = 11;
const CORES_PER_PAGE = Math.floor(CONTENT_WIDTH / (BAR_WIDTH + BAR_GAP));
/** Height of the deepest core; the others to the same scale. */
const BARS_HEIGHT = 380;
const LEVEL_ORDER: readonly PollutantLevel[] = ['low', 'moderate', 'high', 'critical'];

/** How a synoptic colours a layer, and its legend. */
export interface SynopticColouring {
  title: string;
  note: string;
  colourOf: (layer: SynopticLayer) => RGB;
  /** Whether each core's waste route is written under its name. */
  showsWasteRoute: boolean;
  legend: readonly { label: string; colour: RGB }[];
}

/** The structural synoptic: layers coloured by their type of material. */
export const structuralColouring: SynopticColouring = {
  title: reportTexts.structuralSynoptic,
  note: reportTexts.structuralSynopticNote,
  colourOf: (layer) => layerTypeColours[layer.type],
  showsWasteRoute: false,
  legend: (Object.keys(layerTypeColours) as LayerType[]).map((type) => ({
    label: labelOf('LayerType', type),
    colour: layerTypeColours[type],
  })),
};

/** The most alarming level of the classes of a layer's results, or null when none is classed. */
function worstLevelOf(layer: SynopticLayer): PollutantLevel | null {
  let worst: PollutantLevel | null = null;
  for (const { classId } of layer.pollutants) {
    if (classId === null) continue;
    const level = pollutantClassLevels[classId];
    if (worst === null || LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(worst)) worst = level;
  }
  return worst;
}

/** The analyses synoptic: each layer coloured by its most alarming pollutant class. */
export const analysesColouring: SynopticColouring = {
  title: reportTexts.analysesSynoptic,
  note: reportTexts.analysesSynopticNote,
  colourOf: (layer) => {
    const level = worstLevelOf(layer);
    return level === null ? notAnalysedColour : pollutantLevelColours[level];
  },
  showsWasteRoute: true,
  legend: [
    { label: labelOf('PollutantClass', 'PAH_0'), colour: pollutantLevelColours.low },
    { label: labelOf('PollutantClass', 'PAH_50'), colour: pollutantLevelColours.moderate },
    { label: labelOf('PollutantClass', 'PAH_500'), colour: pollutantLevelColours.high },
    { label: labelOf('PollutantClass', 'PAH_1000'), colour: pollutantLevelColours.critical },
    { label: labelOf('PollutantClass', 'TH_500'), colour: pollutantLevelColours.critical },
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
 * A synoptic of the cores along the road, as the dashboards' synoptic query reads it
 * (readCampaignSynoptic: road order, grouped by direction and lane): one bar per core, its layers
 * to one scale for all, each group on pages of its own, the core's name and PR under its bar, the
 * waste route of the core under it on the analyses synoptic, and the legend.
 */
export function drawSynoptic(
  doc: ReportDocument,
  groups: readonly SynopticGroup[],
  colouring: SynopticColouring,
): void {
  const depths = groups.flatMap((group) => group.cores.map((core) => core.totalThickness));
  const scale = BARS_HEIGHT / Math.max(1, ...depths);
  const pages = groups.flatMap((group) => {
    const slices = [];
    for (let start = 0; start < group.cores.length; start += CORES_PER_PAGE) {
      slices.push({ group, cores: group.cores.slice(start, start + CORES_PER_PAGE) });
    }
    return slices;
  });
  if (pages.length === 0)
    pages.push({ group: { direction: null, lane: null, cores: [] }, cores: [] });
  for (const { group, cores } of pages) {
    const page = doc.newPage();
    let top = CONTENT_TOP;
    top -= doc.line(page, colouring.title, MARGIN, top, { size: 14, bold: true });
    top -= doc.paragraph(page, colouring.note, MARGIN, top, CONTENT_WIDTH, {
      size: 8,
      colour: mutedColour,
    });
    top -= 4;
    top -= doc.line(page, reportTexts.directionAndLane(group.direction, group.lane), MARGIN, top, {
      size: 9,
      bold: true,
    });
    top -= 22;
    cores.forEach((core, index) => {
      const x = MARGIN + index * (BAR_WIDTH + BAR_GAP);
      for (const layer of core.layers) {
        const height = layer.thickness * scale;
        if (height <= 0) continue;
        page.drawRectangle({
          x,
          y: top - layer.bottomDepth * scale,
          width: BAR_WIDTH,
          height,
          color: colouring.colourOf(layer),
          borderColor: ruleColour,
          borderWidth: 0.3,
        });
      }
      const label = [core.displayName, core.landmark].filter(Boolean).join(' – ');
      const under = top - BARS_HEIGHT - 6;
      doc.downwardLine(page, label, x + 2, under, { size: 7 });
      if (colouring.showsWasteRoute) {
        const route = labelOf('WasteRoute', core.wasteRoute);
        doc.downwardLine(page, route, x + 10, under, { size: 5, colour: mutedColour });
      }
    });
    drawLegend(doc, page, colouring);
  }
}
