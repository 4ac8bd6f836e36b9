import type { MapLayerField } from '@chaussee/sdk/react';
import { labels } from '@chaussee/validation';
import { mapMessages as text } from './messages.js';

type Properties = Readonly<Record<string, unknown>>;

/**
 * The properties of a core feature the popup shows apart from the field rows (the contract's
 * MapLayerFeatureCollection lists them): its name, its photo and its pollutant classes.
 */
const CORE_FEATURE_KEYS = {
  name: 'name',
  thumbnailUrl: 'thumbnailUrl',
  classes: ['pahClass', 'thClass', 'asbestosClass'],
} as const;

const APART: ReadonlySet<string> = new Set([
  CORE_FEATURE_KEYS.name,
  CORE_FEATURE_KEYS.thumbnailUrl,
  ...CORE_FEATURE_KEYS.classes,
]);

interface PopupRow {
  label: string;
  value: string;
}

export interface PopupContent {
  title: string;
  rows: PopupRow[];
  /** The pollutant classes of a core, in French. */
  classes: string[];
  thumbnailUrl: string | null;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' });
const pollutantClassLabels: Readonly<Record<string, string>> = labels.PollutantClass;

/**
 * The fields whose values are codes of an enum of the catalogue: shown by their French label
 * (the features carry the codes, as the filters and legends match them).
 */
const CODE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: labels.CoreStatus,
  pahClass: labels.PollutantClass,
  thClass: labels.PollutantClass,
  asbestosClass: labels.PollutantClass,
  pollutantClass: labels.PollutantClass,
  distressType: labels.DistressType,
};

/** A field's value as French text: numbers with their unit, yes/no, dates as dd/mm/yyyy. */
export function fieldText(field: MapLayerField, value: unknown): string {
  if (value === null || value === undefined || value === '') return text.filters.empty;
  const label = typeof value === 'string' ? CODE_LABELS[field.key]?.[value] : undefined;
  if (label !== undefined) return label;
  if (typeof value === 'boolean') return value ? text.popup.yes : text.popup.no;
  if (typeof value === 'number') {
    const number = value.toLocaleString('fr-FR');
    return field.unit === null ? number : `${number} ${field.unit}`;
  }
  if (field.type === 'date' && typeof value === 'string') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return dateFormat.format(date);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * What a feature's popup shows: its identity (a core's name, else the first visible field), the
 * visible fields of its layer as French text, and for a core its pollutant classes (labels of
 * @chaussee/validation) and its photo. A property left out (no value) reads « Non renseigné ».
 */
export function popupContent(
  fields: readonly MapLayerField[],
  properties: Properties,
  fallbackTitle: string,
): PopupContent {
  const shown = fields.filter((field) => field.isVisible && !APART.has(field.key));
  const name = textOrNull(properties[CORE_FEATURE_KEYS.name]);
  const [first] = shown;
  const title =
    name ?? (first === undefined ? fallbackTitle : fieldText(first, properties[first.key]));
  const classes = CORE_FEATURE_KEYS.classes.flatMap((key) => {
    const code = textOrNull(properties[key]);
    return code === null ? [] : [pollutantClassLabels[code] ?? code];
  });
  return {
    title,
    rows: shown.map((field) => ({
      label: field.label,
      value: fieldText(field, properties[field.key]),
    })),
    classes,
    thumbnailUrl: textOrNull(properties[CORE_FEATURE_KEYS.thumbnailUrl]),
  };
}
