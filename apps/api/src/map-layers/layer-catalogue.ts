import type { components } from '@chaussee/sdk';
import {
  contentRanges,
  fieldLabels,
  labels,
  type PollutantClassId,
  pollutantClassLevels,
  pollutantLevelColors,
} from '@chaussee/validation';
import { mapTexts } from './map-messages.js';

type Schemas = components['schemas'];
type Field = Schemas['MapLayerField'];
export type LayerKind = Schemas['MapLayerKind'];
export type LegendItem = Schemas['MapLayerLegendItem'];

/**
 * What each kind of layer is: its look when created, its fields (the default dynamic schema), the
 * measures it can be coloured by and the classes of each. The features themselves are read from
 * the domain tables (feature-sources.ts), under the same field keys.
 */
interface KindDefinition {
  geometryType: Schemas['MapLayer']['geometryType'];
  color: string;
  position: number;
  valueField: string | null;
  fields: readonly Field[];
}

const core = fieldLabels.Core.labels;
const item = fieldLabels.SurveyItem.labels;

function field(
  key: string,
  label: string | undefined,
  type: Field['type'],
  options: { unit?: string; isStandard?: boolean; isFilterable?: boolean } = {},
): Field {
  return {
    key,
    label: label ?? key,
    type,
    unit: options.unit ?? null,
    isStandard: options.isStandard ?? false,
    isVisible: true,
    isEditable: false,
    isFilterable: options.isFilterable ?? false,
  };
}

/** The columns every layer shares (spec: standard columns), whose values GET standard-column-values lists. */
const standard = { isStandard: true, isFilterable: true } as const;

const surveyFields: readonly Field[] = [
  field('distressType', item.distressType, 'string', { isFilterable: true }),
  field('severity', item.severity, 'integer', { isFilterable: true }),
  field('road', item.road, 'string', standard),
  field('prStart', item.prStart, 'integer'),
  field('abscissaStart', item.abscissaStart, 'number', { unit: 'm' }),
  field('prEnd', item.prEnd, 'integer'),
  field('abscissaEnd', item.abscissaEnd, 'number', { unit: 'm' }),
  field('direction', item.direction, 'string', standard),
  field('lane', item.lane, 'string', standard),
  field('extent', item.extent, 'number'),
];

export const LAYER_KINDS: Readonly<Record<LayerKind, KindDefinition>> = {
  cores: {
    geometryType: 'point',
    color: '#1565c0',
    position: 3,
    valueField: 'status',
    fields: [
      field('name', mapTexts.fields.name, 'string'),
      field('number', core.number, 'integer'),
      field('status', core.status, 'string', { isFilterable: true }),
      field('road', core.road, 'string', standard),
      field('landmark', core.landmark, 'string', { isStandard: true }),
      field('abscissa', core.abscissa, 'number', { unit: 'm' }),
      field('direction', core.direction, 'string', standard),
      field('lane', core.lane, 'string', standard),
      field('pahClass', mapTexts.fields.pahClass, 'string', { isFilterable: true }),
      field('thClass', mapTexts.fields.thClass, 'string', { isFilterable: true }),
      field('asbestosClass', mapTexts.fields.asbestosClass, 'string', { isFilterable: true }),
      field('bituminousThickness', mapTexts.fields.bituminousThickness, 'number', {
        unit: 'mm',
        isFilterable: true,
      }),
      field('isPositionComputed', mapTexts.fields.isPositionComputed, 'boolean'),
    ],
  },
  auscultation_segments: {
    geometryType: 'line',
    color: '#6a1b9a',
    position: 1,
    valueField: 'distressType',
    fields: surveyFields,
  },
  auscultation_points: {
    geometryType: 'point',
    color: '#ad1457',
    position: 2,
    valueField: 'distressType',
    fields: surveyFields,
  },
  prs: {
    geometryType: 'point',
    color: '#424242',
    position: 10,
    valueField: null,
    fields: [
      field('road', core.road, 'string', standard),
      field('landmark', mapTexts.fields.landmark, 'integer', { isStandard: true }),
    ],
  },
};

/** The layers a campaign of each type gets (the common PR layer is added to every one). */
export const CAMPAIGN_LAYER_KINDS: Readonly<Record<string, readonly LayerKind[]>> = {
  coring: ['cores'],
  auscultation: ['auscultation_segments', 'auscultation_points'],
};

/** The measures each kind can be coloured by, its default first. */
export const MEASURES: Readonly<Record<LayerKind, readonly string[]>> = {
  cores: ['status', 'pahClass', 'thClass', 'asbestosClass', 'bituminousThickness'],
  auscultation_segments: ['distressType', 'severity'],
  auscultation_points: ['distressType', 'severity'],
  prs: [],
};

export function measureLabel(kind: LayerKind, key: string): string {
  return LAYER_KINDS[kind].fields.find((candidate) => candidate.key === key)?.label ?? key;
}

const STATUS_COLORS: Readonly<Record<Schemas['CoreStatus'], string>> = {
  empty: '#9e9e9e',
  cancelled: '#616161',
  sent_to_study_manager: '#1565c0',
  validated: '#2e7d32',
};

const SEVERITY_COLORS = ['#fdd835', '#fb8c00', '#c62828'] as const;

/** Total bituminous thickness classes, in mm (lower bound included). */
const THICKNESS_BOUNDS = [0, 100, 200, 300] as const;
const THICKNESS_COLORS = ['#bbdefb', '#64b5f6', '#1e88e5', '#0d47a1'] as const;

export const NOT_FILLED_COLOR = '#bdbdbd';

function classItems(ids: readonly PollutantClassId[]): LegendItem[] {
  return ids.map((id) => ({
    label: labels.PollutantClass[id],
    color: pollutantLevelColors[pollutantClassLevels[id]],
    min: null,
    max: null,
    value: id,
  }));
}

/** A distress type with its label and colour (the degradations reference table). */
export interface DistressStyle {
  distressType: Schemas['DistressType'];
  color: string;
}

/**
 * The legend of a measure, in legend order, without the « not filled » class (added by the value
 * classes when some features have no value). Distress types come from the reference table.
 */
export function legendOf(
  kind: LayerKind,
  measure: string | null,
  distressStyles: readonly DistressStyle[],
): LegendItem[] {
  const single: LegendItem = {
    label: mapTexts.allFeatures,
    color: LAYER_KINDS[kind].color,
    min: null,
    max: null,
    value: null,
  };
  switch (measure) {
    case 'status':
      return (Object.keys(STATUS_COLORS) as Schemas['CoreStatus'][]).map((status) => ({
        label: labels.CoreStatus[status],
        color: STATUS_COLORS[status],
        min: null,
        max: null,
        value: status,
      }));
    case 'pahClass':
      return classItems(contentRanges('PAH').map(({ id }) => id));
    case 'thClass':
      return classItems(contentRanges('TH').map(({ id }) => id));
    case 'asbestosClass':
      return classItems(['asbestos_absent', 'asbestos_present']);
    case 'bituminousThickness':
      return THICKNESS_BOUNDS.map((from, index) => {
        const to = THICKNESS_BOUNDS[index + 1] ?? null;
        return {
          label: mapTexts.thicknessRange(from, to),
          color: THICKNESS_COLORS[index] ?? NOT_FILLED_COLOR,
          min: from,
          max: to,
          value: null,
        };
      });
    case 'severity':
      return SEVERITY_COLORS.map((color, index) => ({
        label: mapTexts.severity(index + 1),
        color,
        min: null,
        max: null,
        value: index + 1,
      }));
    case 'distressType':
      return distressStyles.map(({ distressType, color }) => ({
        label: labels.DistressType[distressType],
        color,
        min: null,
        max: null,
        value: distressType,
      }));
    default:
      return [single];
  }
}
