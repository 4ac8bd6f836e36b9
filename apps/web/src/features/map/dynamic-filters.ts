import type { DynamicFilter, DynamicFilterValue, ScalarValue } from '@chaussee/sdk/react';

/** Values kept per filter id, as text (the address's form; `''` stands for an empty value). */
export type FilterSelections = Readonly<Record<string, readonly string[]>>;

/** The properties of a drawn feature. */
export type FeatureProperties = Readonly<Record<string, ScalarValue | undefined>>;

/** A value as the address and the selections hold it: `''` for null (« Non renseigné »). */
function valueKey(value: ScalarValue | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

function keeps(
  filter: DynamicFilter,
  selections: FilterSelections,
  properties: FeatureProperties,
): boolean {
  const kept = selections[filter.id];
  if (!kept || kept.length === 0) return true;
  return kept.includes(valueKey(properties[filter.field]));
}

/** True when the feature of `layerId` passes every filter of its layer but `exceptFilterId`. */
export function isFeatureKept(
  layerId: string,
  properties: FeatureProperties,
  filters: readonly DynamicFilter[],
  selections: FilterSelections,
  exceptFilterId?: string,
): boolean {
  return filters.every(
    (filter) =>
      filter.mapLayerId !== layerId ||
      filter.id === exceptFilterId ||
      keeps(filter, selections, properties),
  );
}

export interface OfferedValue {
  key: string;
  label: string;
  count: number;
  isSelected: boolean;
}

/**
 * The values a filter offers once the other filters of its layer have narrowed the features: the
 * API's values (labels, order) counted again over the kept features. A value no kept feature has
 * is left out, unless it is selected (so it can be unticked).
 */
export function offeredValues(
  filter: DynamicFilter,
  apiValues: readonly DynamicFilterValue[],
  layerFeatures: readonly FeatureProperties[],
  filters: readonly DynamicFilter[],
  selections: FilterSelections,
): OfferedValue[] {
  const counts = new Map<string, number>();
  for (const properties of layerFeatures) {
    if (!isFeatureKept(filter.mapLayerId, properties, filters, selections, filter.id)) continue;
    const key = valueKey(properties[filter.field]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const selected = selections[filter.id] ?? [];
  return apiValues
    .map((value) => {
      const key = valueKey(value.value);
      return {
        key,
        label: value.label,
        count: counts.get(key) ?? 0,
        isSelected: selected.includes(key),
      };
    })
    .filter((value) => value.count > 0 || value.isSelected);
}
