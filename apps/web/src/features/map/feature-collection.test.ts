import type { DynamicFilter, MapLayerFeatureCollection } from '@chaussee/sdk/react';
import { describe, expect, it } from 'vitest';
import { drawnCollection, isInBounds, locatedFeatures } from './feature-collection.js';

const answer: MapLayerFeatureCollection = {
  type: 'FeatureCollection',
  mapLayerId: 'layer-cores',
  campaignId: 'campaign-1',
  bbox: [4.8, 45.7, 4.9, 45.8],
  features: [
    {
      type: 'Feature',
      id: 'core-1',
      geometry: { type: 'Point', coordinates: [4.85, 45.75] },
      properties: { pollutantClass: 'PAH_0' },
    },
    {
      type: 'Feature',
      id: 'core-2',
      geometry: { type: 'Point', coordinates: [5.5, 45.75] },
      properties: { pollutantClass: 'PAH_1000' },
    },
    { type: 'Feature', id: 'core-3', geometry: null, properties: { pollutantClass: 'PAH_0' } },
    {
      type: 'Feature',
      id: 'broken',
      geometry: { type: 'LineString', coordinates: [[4.8], 'x'] },
      properties: {},
    },
  ],
};

const byClass: DynamicFilter = {
  id: 'f-class',
  campaignId: 'campaign-1',
  mapLayerId: 'layer-cores',
  field: 'pollutantClass',
  label: 'Classe',
  kind: 'values',
  isActive: false,
  selectedValues: [],
  min: null,
  max: null,
};

describe('the features drawn', () => {
  it('keeps the located features only, a malformed geometry left out', () => {
    expect(locatedFeatures(answer).map((feature) => feature.id)).toEqual(['core-1', 'core-2']);
  });

  it('draws the features the filters keep, each carrying its id as a property', () => {
    const drawn = drawnCollection('layer-cores', locatedFeatures(answer), [byClass], {
      'f-class': ['PAH_1000'],
    });
    expect(drawn.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [5.5, 45.75] },
        properties: { pollutantClass: 'PAH_1000', __featureId: 'core-2' },
      },
    ]);
  });

  it('tells the features inside the extent shown', () => {
    const [inside, outside] = locatedFeatures(answer);
    const extent = [4.8, 45.7, 4.9, 45.8] as const;
    expect(inside && isInBounds(inside, extent)).toBe(true);
    expect(outside && isInBounds(outside, extent)).toBe(false);
  });
});
