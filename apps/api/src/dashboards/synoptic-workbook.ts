import { PassThrough, type Readable } from 'node:stream';
import type { components } from '@chaussee/sdk';
import {
  labelOf,
  pollutantClassLevels,
  type PollutantLevel,
  wasteRoutes,
} from '@chaussee/validation';
import ExcelJS from 'exceljs';
import { LAYER_TYPES } from './core-filters.js';
import { dashboardTexts } from './dashboard-messages.js';
import type { CampaignSynopticData } from './synoptic-repository.js';

type Schemas = components['schemas'];
type SynopticLayer = Schemas['SynopticLayer'];
type PollutantClass = Schemas['PollutantClass'];

/**
 * The fills of the Excel synoptic (ARGB). The web draws with @chaussee/ui's theme, which the API
 * cannot import (React); these are light tints of the same hues so that the black text of a cell
 * stays readable when printed.
 */
const LAYER_TYPE_FILLS: Record<Schemas['LayerType'], string> = {
  CA: 'FF5D4037',
  CS: 'FFD7CCC8',
  EB: 'FF424242',
  MTLH: 'FFB0BEC5',
  GTLH: 'FF90A4AE',
  BETON: 'FFE0E0E0',
  OTHER: 'FFFFF9C4',
};

/** Layer types drawn on a dark fill, whose text is white. */
const DARK_FILLS: ReadonlySet<Schemas['LayerType']> = new Set(['CA', 'EB']);

const LEVEL_FILLS: Record<PollutantLevel, string> = {
  low: 'FFC8E6C9',
  moderate: 'FFFFF59D',
  high: 'FFFFCC80',
  critical: 'FFEF9A9A',
};

const LEVEL_ORDER: readonly PollutantLevel[] = ['low', 'moderate', 'high', 'critical'];

/** The classes in the legend, in the order of the contract's PollutantClass. */
const LEGEND_CLASSES: readonly PollutantClass[] = [
  'PAH_0',
  'PAH_50',
  'PAH_500',
  'PAH_1000',
  'TH_0',
  'TH_500',
  'asbestos_absent',
  'asbestos_present',
];

const fill = (argb: string): ExcelJS.Fill => ({
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb },
});

/** The most alarming class level of a layer's results, or null without any class. */
function worstLevel(layer: SynopticLayer): PollutantLevel | null {
  const levels = layer.pollutants.flatMap((pollutant) =>
    pollutant.classId === null ? [] : [pollutantClassLevels[pollutant.classId]],
  );
  if (levels.length === 0) return null;
  return levels.reduce((worst, level) =>
    LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(worst) ? level : worst,
  );
}

function materialOf(layer: SynopticLayer): string {
  const type = labelOf('LayerType', layer.type);
  const material = layer.materialCategory?.name ?? layer.otherMaterial;
  return material === null ? type : `${layer.type} – ${material}`;
}

function classesOf(layer: SynopticLayer): string[] {
  return layer.pollutants.flatMap((pollutant) =>
    pollutant.classId === null
      ? []
      : [
          `${labelOf('PollutantKind', pollutant.kind)} : ${labelOf('PollutantClass', pollutant.classId)}`,
        ],
  );
}

const FIXED_COLUMNS = 8;

/**
 * The Excel synoptic, written while it is sent (exceljs' streaming writer): one row per core along
 * the road (grouped by direction and lane, as the synoptic orders them), then for each layer from
 * the surface two cells: the layer (fill of its type, material and thickness) and its pollutant
 * classes (fill of its most alarming class, the classes written out); a legend sheet gives the
 * fills and the waste routes.
 */
export function synopticWorkbookStream(synoptic: CampaignSynopticData): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const texts = dashboardTexts.excel;
  const cores = synoptic.groups.flatMap((group) => group.cores);
  const layerCount = Math.max(0, ...cores.map((core) => core.layers.length));

  const sheet = workbook.addWorksheet(texts.synopticSheet, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  sheet.columns = [
    { header: texts.headers.core, width: 14 },
    { header: texts.headers.road, width: 12 },
    { header: texts.headers.direction, width: 14 },
    { header: texts.headers.lane, width: 8 },
    { header: texts.headers.landmark, width: 8 },
    { header: texts.headers.abscissa, width: 12 },
    { header: texts.headers.totalThickness, width: 12 },
    { header: texts.headers.wasteRoute, width: 30 },
    ...Array.from({ length: layerCount }, (_, index) => [
      { header: texts.headers.layer(index + 1), width: 30 },
      { header: texts.headers.layerClasses(index + 1), width: 34 },
    ]).flat(),
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  for (const core of cores) {
    const row = sheet.addRow([
      core.displayName,
      core.road?.name ?? null,
      core.direction,
      core.lane,
      core.landmark,
      core.abscissa,
      core.totalThickness,
      labelOf('WasteRoute', core.wasteRoute),
    ]);
    for (const [index, layer] of core.layers.entries()) {
      const layerCell = row.getCell(FIXED_COLUMNS + 1 + index * 2);
      layerCell.value = texts.layerCell(materialOf(layer), layer.thickness);
      layerCell.fill = fill(LAYER_TYPE_FILLS[layer.type]);
      layerCell.font = { color: { argb: DARK_FILLS.has(layer.type) ? 'FFFFFFFF' : 'FF000000' } };
      const classCell = row.getCell(FIXED_COLUMNS + 2 + index * 2);
      const level = worstLevel(layer);
      classCell.value = [...classesOf(layer), labelOf('WasteRoute', layer.wasteRoute)].join('\n');
      classCell.alignment = { wrapText: true, vertical: 'top' };
      if (level !== null) classCell.fill = fill(LEVEL_FILLS[level]);
    }
    row.commit();
  }
  sheet.commit();

  const legend = workbook.addWorksheet(texts.legendSheet);
  legend.columns = [{ width: 48 }, { width: 16 }];
  const title = (text: string) => {
    const row = legend.addRow([text]);
    row.font = { bold: true };
    row.commit();
  };
  title(texts.legend.materials);
  for (const type of LAYER_TYPES) {
    const row = legend.addRow([labelOf('LayerType', type), type]);
    row.getCell(2).fill = fill(LAYER_TYPE_FILLS[type]);
    row.getCell(2).font = { color: { argb: DARK_FILLS.has(type) ? 'FFFFFFFF' : 'FF000000' } };
    row.commit();
  }
  legend.addRow([]).commit();
  title(texts.legend.classes);
  for (const classId of LEGEND_CLASSES) {
    const row = legend.addRow([labelOf('PollutantClass', classId), classId]);
    row.getCell(2).fill = fill(LEVEL_FILLS[pollutantClassLevels[classId]]);
    row.commit();
  }
  legend.addRow([]).commit();
  title(texts.legend.routes);
  for (const route of wasteRoutes) {
    legend.addRow([labelOf('WasteRoute', route)]).commit();
  }
  legend.commit();

  workbook.commit().catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
