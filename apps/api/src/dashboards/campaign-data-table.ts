import type { components } from '@chaussee/sdk';
import { labelOf } from '@chaussee/validation';
import { dashboardTexts } from './dashboard-messages.js';
import type { CampaignSynopticData } from './synoptic-repository.js';

type Schemas = components['schemas'];
type Cell = string | number | boolean | null;
type SynopticCore = Schemas['SynopticCore'];
type SynopticLayer = Schemas['SynopticLayer'];
type PollutantKind = Schemas['PollutantKind'];

/** The coring tables of GET /campaigns/{id}/data (points are an auscultation campaign's). */
export type CoringDataType = Exclude<Schemas['CampaignDataType'], 'points'>;

export interface DataColumn {
  key: string;
  label: string;
  unit: string | null;
}

/** One table of a campaign's data: its columns and rows keyed by column, as the three formats write it. */
export interface DataTable {
  columns: DataColumn[];
  rows: Record<string, Cell>[];
}

type ColumnKey = keyof typeof dashboardTexts.dataColumns;

const column = (key: ColumnKey, unit: string | null = null): DataColumn => ({
  key,
  label: dashboardTexts.dataColumns[key],
  unit,
});

/** The two columns of a result kind: its value, and the label of its class. */
const resultColumns = (kind: PollutantKind): DataColumn[] => [
  {
    key: kind,
    label: labelOf('PollutantKind', kind),
    unit: kind.startsWith('asbestos') ? null : 'mg/kg',
  },
  {
    key: `${kind}_class`,
    label: dashboardTexts.classOf(labelOf('PollutantKind', kind)),
    unit: null,
  },
];

/** The columns that name the core a row is about, first in every table. */
const CORE_COLUMNS = [
  column('core'),
  column('road'),
  column('landmark'),
  column('abscissa', 'm'),
  column('direction'),
  column('lane'),
];

function coreCells(core: SynopticCore): Record<string, Cell> {
  return {
    core: core.displayName,
    road: core.road?.name ?? null,
    landmark: core.landmark,
    abscissa: core.abscissa,
    direction: core.direction,
    lane: core.lane,
  };
}

function materialOf(layer: SynopticLayer): string {
  return layer.materialCategory?.name ?? layer.otherMaterial ?? labelOf('LayerType', layer.type);
}

/** A layer's result of one kind: its value (or Oui/Non for asbestos) and the label of its class. */
function resultCells(layer: SynopticLayer, kind: PollutantKind): [Cell, Cell] {
  const result = layer.pollutants.find((pollutant) => pollutant.kind === kind);
  if (result === undefined) return [null, null];
  const value = result.unit === null ? result.asbestosPresent : result.value;
  return [value, result.classId === null ? null : labelOf('PollutantClass', result.classId)];
}

const RESULT_KINDS: readonly PollutantKind[] = [
  'asbestos',
  'PAH',
  'TH',
  'asbestos_ref_be',
  'PAH_ref_be',
  'TH_ref_be',
];

/**
 * One table of the campaign's data, read from the synoptic (the cores in road order with their
 * layers, results and routes): enums as their French labels, numbers as numbers.
 */
export function campaignDataTable(synoptic: CampaignSynopticData, type: CoringDataType): DataTable {
  const cores = synoptic.groups.flatMap((group) => group.cores);
  switch (type) {
    case 'cores':
      return {
        columns: [
          ...CORE_COLUMNS,
          column('nrName'),
          column('status'),
          column('lat', '°'),
          column('lng', '°'),
          column('layers'),
          column('totalThickness', 'mm'),
          column('bituminousThickness', 'mm'),
          column('wasteRoute'),
        ],
        rows: cores.map((core) => ({
          ...coreCells(core),
          nrName: core.nrName,
          status: labelOf('CoreStatus', core.status),
          lat: core.lat,
          lng: core.lng,
          layers: core.layers.length,
          totalThickness: core.totalThickness,
          bituminousThickness: core.bituminousThickness,
          wasteRoute: labelOf('WasteRoute', core.wasteRoute),
        })),
      };
    case 'layers':
      return {
        columns: [
          ...CORE_COLUMNS,
          column('position'),
          column('name'),
          column('type'),
          column('material'),
          column('thickness', 'mm'),
          column('topDepth', 'mm'),
          column('bottomDepth', 'mm'),
          column('condition'),
          column('interfaceBelow'),
          ...RESULT_KINDS.flatMap(resultColumns),
          column('wasteRoute'),
        ],
        rows: cores.flatMap((core) =>
          core.layers.map((layer) => ({
            ...coreCells(core),
            position: layer.position,
            name: layer.name,
            type: labelOf('LayerType', layer.type),
            material: materialOf(layer),
            thickness: layer.thickness,
            topDepth: layer.topDepth,
            bottomDepth: layer.bottomDepth,
            condition: labelOf('ConditionDescriptor', layer.condition),
            interfaceBelow:
              layer.interfaceBelow === null
                ? null
                : labelOf('InterfaceBondState', layer.interfaceBelow),
            ...Object.fromEntries(
              RESULT_KINDS.flatMap((kind) => {
                const [value, classLabel] = resultCells(layer, kind);
                return [
                  [kind, value],
                  [`${kind}_class`, classLabel],
                ];
              }),
            ),
            wasteRoute: labelOf('WasteRoute', layer.wasteRoute),
          })),
        ),
      };
    case 'interfaces':
      return {
        columns: [
          ...CORE_COLUMNS,
          column('interface'),
          column('upper'),
          column('lower'),
          column('bondState'),
        ],
        rows: cores.flatMap((core) =>
          core.layers.flatMap((layer, index) => {
            const lower = core.layers[index + 1];
            if (layer.interfaceBelow === null || lower === undefined) return [];
            return [
              {
                ...coreCells(core),
                interface: layer.position,
                upper: `${String(layer.position)} – ${materialOf(layer)}`,
                lower: `${String(lower.position)} – ${materialOf(lower)}`,
                bondState: labelOf('InterfaceBondState', layer.interfaceBelow),
              },
            ];
          }),
        ),
      };
    case 'analyses':
      return {
        columns: [
          ...CORE_COLUMNS,
          column('position'),
          column('material'),
          column('kind'),
          column('value', 'mg/kg'),
          column('asbestosPresent'),
          column('class'),
        ],
        rows: cores.flatMap((core) =>
          core.layers.flatMap((layer) =>
            layer.pollutants.map((pollutant) => ({
              ...coreCells(core),
              position: layer.position,
              material: materialOf(layer),
              kind: labelOf('PollutantKind', pollutant.kind),
              value: pollutant.value,
              asbestosPresent: pollutant.asbestosPresent,
              class:
                pollutant.classId === null ? null : labelOf('PollutantClass', pollutant.classId),
            })),
          ),
        ),
      };
  }
}
