import { describe, expect, it } from 'vitest';
import { readMapView, writeMapView } from './map-view-state.js';

describe('map view in the address', () => {
  it('reads back the view it wrote: camera, basemap, layers, filters and selection', () => {
    const query = writeMapView(
      {
        center: [4.835659, 45.764043],
        zoom: 13.456,
        basemap: 'ign-orthophotos',
        visibleLayerIds: ['layer-a', 'layer-b'],
        filters: { 'filter-1': ['PAH_0', 'PAH_50'], 'filter-2': ['D 307'] },
        measures: { 'layer-a': 'bituminousThickness' },
        selectedFeatureId: 'core-9',
      },
      new URLSearchParams('vue=map&zoom=3'),
    );
    expect(query.toString()).toBe(
      'vue=map&centre=4.83566%2C45.76404&zoom=13.46&fond=ign-orthophotos&couches=layer-a%2Clayer-b' +
        '&filtre.filter-1=PAH_0&filtre.filter-1=PAH_50&filtre.filter-2=D+307' +
        '&mesure.layer-a=bituminousThickness&selection=core-9',
    );
    expect(readMapView(query)).toEqual({
      center: [4.83566, 45.76404],
      zoom: 13.46,
      basemap: 'ign-orthophotos',
      visibleLayerIds: ['layer-a', 'layer-b'],
      filters: { 'filter-1': ['PAH_0', 'PAH_50'], 'filter-2': ['D 307'] },
      measures: { 'layer-a': 'bituminousThickness' },
      selectedFeatureId: 'core-9',
    });
  });

  it('keeps an empty layer list apart from a missing one (all hidden vs the defaults)', () => {
    expect(readMapView(new URLSearchParams('couches=')).visibleLayerIds).toEqual([]);
    expect(readMapView(new URLSearchParams('')).visibleLayerIds).toBeUndefined();
  });

  it('ignores a malformed camera or an unknown basemap instead of failing', () => {
    expect(readMapView(new URLSearchParams('centre=200,45&zoom=99&fond=google'))).toEqual({
      filters: {},
      measures: {},
    });
    expect(readMapView(new URLSearchParams('centre=abc&zoom=-1'))).toEqual({
      filters: {},
      measures: {},
    });
  });
});
