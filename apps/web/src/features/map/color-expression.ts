import type { MapLayerLegendItem } from '@chaussee/sdk/react';
import type { ExpressionSpecification } from 'maplibre-gl';

/** The colour of a feature that falls in no class (a value the legend does not list). */
export const UNCLASSED_COLOR = '#9e9e9e';

/** The classes of a legend, as MapLayer.legend and GET /map-layers/{id}/value-classes give them. */
export interface ClassedLegend {
  /** The field classed; null for a single colour. */
  field: string | null;
  classes: readonly MapLayerLegendItem[];
}

/**
 * The MapLibre colour of a layer's features from its legend (the API's classes of the measure
 * shown), so the map and the legend can never disagree: a categorical class matches its value, a
 * numeric class is `min ≤ value < max` (an open bound is null), tested in legend order. A layer
 * with no classed field draws every feature with `fallback` (the layer's colour).
 */
export function colorExpression(
  legend: ClassedLegend | undefined,
  fallback: string,
): ExpressionSpecification | string {
  const field = legend?.field;
  if (!legend || field === null || field === undefined || legend.classes.length === 0) {
    return fallback;
  }
  const value: ExpressionSpecification = ['get', field];
  const isCategorical = legend.classes.every((entry) => entry.min === null && entry.max === null);
  if (isCategorical) {
    const branches: (string | number)[] = [];
    const seen = new Set<string | number>();
    for (const entry of legend.classes) {
      // `match` takes strings and numbers only, and each value once.
      if (entry.value === null || typeof entry.value === 'boolean' || seen.has(entry.value))
        continue;
      seen.add(entry.value);
      branches.push(entry.value, entry.color);
    }
    const [firstValue, firstColor, ...rest] = branches;
    if (firstValue === undefined || typeof firstColor !== 'string') return fallback;
    return ['match', value, firstValue, firstColor, ...rest, UNCLASSED_COLOR];
  }
  const number: ExpressionSpecification = ['to-number', value, Number.NaN];
  const cases: (ExpressionSpecification | string)[] = [];
  for (const entry of legend.classes) {
    const tests: ExpressionSpecification[] = [['has', field]];
    if (entry.min !== null) tests.push(['>=', number, entry.min]);
    if (entry.max !== null) tests.push(['<', number, entry.max]);
    cases.push(['all', ...tests], entry.color);
  }
  const [firstTest, firstColor, ...rest] = cases;
  if (firstTest === undefined || typeof firstTest === 'string' || typeof firstColor !== 'string') {
    return fallback;
  }
  return ['case', firstTest, firstColor, ...rest, UNCLASSED_COLOR];
}
