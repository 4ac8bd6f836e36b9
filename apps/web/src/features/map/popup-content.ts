import type { MapLayerField } from '@chaussee/sdk/react';
import { mapMessages as text } from './messages.js';

type Properties = Readonly<Record<string, unknown>>;

/**
 * The property names a core feature carries beside its layer's fields (the API's core layer):
 * what identifies the core, its sheet, its photo and its layers drawn small.
 */
export const CORE_FEATURE_KEYS = {
  coreId: 'coreId',
  reference: 'reference',
  pictureUrl: 'pictureUrl',
  /** The core's layers as JSON text `[{ "label": …, "thickness": mm }]`, top first. */
  layers: 'layers',
} as const;

export interface PopupRow {
  label: string;
  value: string;
}

export interface CoreLayerSlice {
  label: string;
  /** Thickness in millimetres. */
  thickness: number;
}

export interface PopupContent {
  title: string;
  rows: PopupRow[];
  slices: CoreLayerSlice[];
  pictureUrl: string | null;
  coreId: string | null;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' });

/** A field's value as French text: numbers with their unit, yes/no, dates as dd/mm/yyyy. */
export function fieldText(field: MapLayerField, value: unknown): string {
  if (value === null || value === undefined || value === '') return text.filters.empty;
  if (typeof value === 'boolean') return value ? text.popup.yes : text.popup.no;
  if (typeof value === 'number') {
    const number = value.toLocaleString('fr-FR');
    return field.unit === null ? number : `${number} ${field.unit}`;
  }
  if (field.type === 'date' && typeof value === 'string') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return dateFormat.format(date);
  }
  return String(value);
}

function isSlice(value: unknown): value is CoreLayerSlice {
  if (typeof value !== 'object' || value === null) return false;
  const label: unknown = Reflect.get(value, 'label');
  const thickness: unknown = Reflect.get(value, 'thickness');
  return typeof label === 'string' && typeof thickness === 'number' && thickness > 0;
}

/** The core's layers from their JSON text; none when absent or unreadable. */
function slicesOf(value: unknown): CoreLayerSlice[] {
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter(isSlice) : [];
  } catch {
    return [];
  }
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * What a feature's popup shows: its identity (the core's reference, else the first visible
 * field), the visible fields of its layer as French text, and for a core its layers drawn small,
 * its photo and its sheet.
 */
export function popupContent(
  fields: readonly MapLayerField[],
  properties: Properties,
  fallbackTitle: string,
): PopupContent {
  const shown = fields.filter(
    (field) =>
      field.isVisible &&
      field.key !== CORE_FEATURE_KEYS.layers &&
      field.key !== CORE_FEATURE_KEYS.pictureUrl &&
      field.key !== CORE_FEATURE_KEYS.coreId,
  );
  const reference = textOrNull(properties[CORE_FEATURE_KEYS.reference]);
  const [first] = shown;
  const title =
    reference ?? (first === undefined ? fallbackTitle : fieldText(first, properties[first.key]));
  return {
    title,
    rows: shown
      .filter((field) => field.key !== CORE_FEATURE_KEYS.reference)
      .map((field) => ({ label: field.label, value: fieldText(field, properties[field.key]) })),
    slices: slicesOf(properties[CORE_FEATURE_KEYS.layers]),
    pictureUrl: textOrNull(properties[CORE_FEATURE_KEYS.pictureUrl]),
    coreId: textOrNull(properties[CORE_FEATURE_KEYS.coreId]),
  };
}
