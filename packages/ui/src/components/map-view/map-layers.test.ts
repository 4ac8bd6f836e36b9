import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  colorExpression,
  highlightSpecification,
  layerSpecifications,
  type MapLayer,
} from './map-layers.js';

const point = (lng: number, lat: number) => ({
  type: 'Feature' as const,
  properties: {},
  geometry: { type: 'Point' as const, coordinates: [lng, lat] },
});

const collection = (...features: FeatureCollection['features']): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

describe('boundsOf', () => {
  it('frames points and lines of every layer', () => {
    const cores = collection(point(2.35, 48.85), point(4.83, 45.76));
    const roads = collection({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [1.44, 43.6],
          [3.06, 50.63],
        ],
      },
    });
    expect(boundsOf([cores, roads])).toEqual([
      [1.44, 43.6],
      [4.83, 50.63],
    ]);
  });

  it('has nothing to frame without features', () => {
    expect(boundsOf([collection()])).toBeNull();
  });
});

describe('colorExpression', () => {
  it('matches the value of the property as text, with a fallback', () => {
    expect(
      colorExpression({
        property: 'status',
        colors: { validated: '#1b5e20', cancelled: '#b71c1c' },
        fallback: '#757575',
      }),
    ).toEqual([
      'match',
      ['to-string', ['get', 'status']],
      'validated',
      '#1b5e20',
      'cancelled',
      '#b71c1c',
      '#757575',
    ]);
  });

  it('keeps one colour as it is', () => {
    expect(colorExpression('#1a4f8b')).toBe('#1a4f8b');
    expect(colorExpression({ property: 'status', colors: {}, fallback: '#757575' })).toBe(
      '#757575',
    );
  });
});

describe('layerSpecifications', () => {
  const cores: MapLayer = {
    id: 'cores',
    kind: 'point',
    data: collection(point(2.35, 48.85)),
    color: ['match', ['get', 'status'], 'validated', '#1b5e20', '#757575'],
    cluster: true,
  };

  it('draws a clustered layer as single points and counted groups sized by count', () => {
    const [points, groups, ...others] = layerSpecifications(cores, '#ffffff');
    expect(points).toMatchObject({
      id: 'cores',
      type: 'circle',
      filter: ['!', ['has', 'point_count']],
      paint: { 'circle-color': ['match', ['get', 'status'], 'validated', '#1b5e20', '#757575'] },
    });
    expect(groups).toMatchObject({
      id: 'cores--clusters',
      filter: ['has', 'point_count'],
      paint: { 'circle-radius': ['step', ['get', 'point_count'], 12, 10, 16, 100, 22, 1000, 28] },
    });
    expect(others).toEqual([]);
  });

  it('outlines the highlighted feature of its own layer only, matched as text', () => {
    const highlight = { layerId: 'cores', property: 'id', value: 'core-7' };
    expect(highlightSpecification(cores, highlight)).toMatchObject({
      id: 'cores--highlight',
      filter: ['==', ['to-string', ['get', 'id']], 'core-7'],
    });
    expect(highlightSpecification(cores, { ...highlight, layerId: 'segments' })).toBeNull();
    expect(highlightSpecification(cores, null)).toBeNull();
  });
});
