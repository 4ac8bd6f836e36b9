import type { DynamicFilter } from '@chaussee/sdk/react';
import { describe, expect, it } from 'vitest';
import { offeredValues } from './dynamic-filters.js';

const CORES = 'layer-cores';
const SEGMENTS = 'layer-segments';

function valuesFilter(id: string, field: string, mapLayerId = CORES): DynamicFilter {
  return {
    id,
    campaignId: 'campaign-1',
    mapLayerId,
    field,
    label: field,
    kind: 'values',
    isActive: false,
    selectedValues: [],
    min: null,
    max: null,
  };
}

const byClass = valuesFilter('f-class', 'pollutantClass');
const byRoad = valuesFilter('f-road', 'road');
const bySeverity = valuesFilter('f-severity', 'severity', SEGMENTS);
const filters = [byClass, byRoad, bySeverity];

const cores = [
  { pollutantClass: 'PAH_0', road: 'D 307' },
  { pollutantClass: 'PAH_0', road: 'N 7' },
  { pollutantClass: 'PAH_1000', road: 'D 307' },
  { pollutantClass: null, road: 'N 7' },
];

const classValues = [
  { value: 'PAH_0', label: 'HAP < 50', count: 2 },
  { value: 'PAH_1000', label: 'HAP ≥ 1000', count: 1 },
  { value: null, label: 'Non renseigné', count: 1 },
];

describe('dynamic filters', () => {
  it('offers every value with its count when no other filter narrows the layer', () => {
    expect(offeredValues(byClass, classValues, cores, filters, {})).toEqual([
      { key: 'PAH_0', label: 'HAP < 50', count: 2, isSelected: false },
      { key: 'PAH_1000', label: 'HAP ≥ 1000', count: 1, isSelected: false },
      { key: '', label: 'Non renseigné', count: 1, isSelected: false },
    ]);
  });

  it('narrows a filter’s values by the other filters, keeping its own selected values', () => {
    const selections = { 'f-road': ['N 7'], 'f-class': ['PAH_1000'] };
    expect(offeredValues(byClass, classValues, cores, filters, selections)).toEqual([
      { key: 'PAH_0', label: 'HAP < 50', count: 1, isSelected: false },
      { key: 'PAH_1000', label: 'HAP ≥ 1000', count: 0, isSelected: true },
      { key: '', label: 'Non renseigné', count: 1, isSelected: false },
    ]);
  });

  it('is not narrowed by the filters of another layer', () => {
    const selections = { 'f-severity': ['3'] };
    expect(offeredValues(byClass, classValues, cores, filters, selections)).toHaveLength(3);
  });
});
