import type { components } from '@chaussee/sdk';
import { labels } from '@chaussee/validation';
import {
  LAYER_KINDS,
  type LayerKind,
  type LegendItem,
  MEASURES,
  measureLabel,
} from './layer-catalogue.js';
import type { DynamicFilterRow, MapLayerRow } from './map-layers.repository.js';
import { mapTexts } from './map-messages.js';

type Schemas = components['schemas'];
type Field = Schemas['MapLayerField'];
type Scalar = Schemas['ScalarValue'];

/** Which layers show the campaign's pictures and documents in their popups (their settings ids). */
const HAS_IMAGES: ReadonlySet<LayerKind> = new Set(['cores']);
const HAS_FLOAT_DOCS: ReadonlySet<LayerKind> = new Set(['cores', 'auscultation_segments']);

export function toMapLayer(
  row: MapLayerRow,
  fields: Field[],
  legend: LegendItem[],
): Schemas['MapLayer'] {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    campaignId: row.campaignId,
    categoryId: row.categoryId,
    geometryType: row.geometryType,
    position: row.position,
    isVisibleByDefault: row.isVisibleByDefault,
    color: row.color,
    valueField: row.valueField,
    measures: MEASURES[row.kind].map((key) => ({ key, label: measureLabel(row.kind, key) })),
    legend,
    fields,
    // A layer's image and document settings are the layer itself (design decision).
    imageSettingsId: HAS_IMAGES.has(row.kind) ? row.id : null,
    floatDocSettingsId: HAS_FLOAT_DOCS.has(row.kind) && row.campaignId !== null ? row.id : null,
  };
}

/** A filter is a range on decimal numbers and dates, a choice of values on anything else. */
export function filterKindOf(field: Field | undefined): Schemas['DynamicFilter']['kind'] {
  return field?.type === 'number' || field?.type === 'date' ? 'range' : 'values';
}

export function isFilterActive(row: Pick<DynamicFilterRow, 'selectedValues' | 'min' | 'max'>) {
  return row.selectedValues.length > 0 || row.min !== null || row.max !== null;
}

export function toDynamicFilter(
  row: DynamicFilterRow,
  field: Field | undefined,
): Schemas['DynamicFilter'] {
  return {
    id: row.id,
    campaignId: row.campaignId,
    mapLayerId: row.mapLayerId,
    field: row.field,
    label: field?.label ?? row.field,
    kind: filterKindOf(field),
    isActive: isFilterActive(row),
    selectedValues: row.selectedValues,
    min: row.min,
    max: row.max,
  };
}

/** The label of a field's value as filters and legends show it, in French. */
export function valueLabel(field: string, value: Scalar): string {
  if (value === null) return mapTexts.notFilled;
  const text = String(value);
  const pick = (catalogue: Readonly<Record<string, string>>) => catalogue[text] ?? text;
  switch (field) {
    case 'status':
      return pick(labels.CoreStatus);
    case 'pahClass':
    case 'thClass':
    case 'asbestosClass':
      return pick(labels.PollutantClass);
    case 'distressType':
      return pick(labels.DistressType);
    case 'severity':
      return mapTexts.severity(Number(value));
    default:
      return typeof value === 'number' ? text.replace('.', ',') : text;
  }
}

/** The default fields of a layer's kind (its dynamic schema until one is saved). */
export function defaultFields(kind: LayerKind): Field[] {
  return LAYER_KINDS[kind].fields.map((field) => ({ ...field }));
}
