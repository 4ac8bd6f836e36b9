import type { FeatureCollection, Geometry, Position } from 'geojson';
import type { ExpressionSpecification, LayerSpecification } from 'maplibre-gl';
import type { ReactNode } from 'react';

/** Colours the features by the value of one of their properties. */
export interface ColorByProperty {
  property: string;
  /** Colour of each value (as text: `true`, `12`, `validated`). */
  colors: Readonly<Record<string, string>>;
  /** Colour of the other values. */
  fallback: string;
}

/** A GeoJSON layer of the map: points (cores) or lines (road sections, survey runs). */
export interface MapLayer {
  id: string;
  kind: 'point' | 'line';
  data: FeatureCollection;
  /** One colour, a colour per value of a property, or a MapLibre colour expression. */
  color: string | ColorByProperty | ExpressionSpecification;
  /** What a click on a feature shows; no popup when absent. */
  popup?: (properties: Readonly<Record<string, unknown>>) => ReactNode;
  /** Points grouped into counted circles where they crowd (thousands of cores). */
  cluster?: boolean;
}

/** A feature drawn outlined above the others: the one whose `property` has the value `value`. */
export interface MapHighlight {
  layerId: string;
  property: string;
  value: string;
}

/** A MapLibre colour: a constant, a `match` on the property's value, or the expression given. */
export function colorExpression(color: MapLayer['color']): string | ExpressionSpecification {
  if (typeof color === 'string' || Array.isArray(color)) return color;
  const cases = Object.entries(color.colors).flat();
  if (cases.length === 0) return color.fallback;
  return [
    'match',
    ['to-string', ['get', color.property]],
    ...cases,
    color.fallback,
  ] as ExpressionSpecification;
}

/** The id of the MapLibre layer drawing a clustered layer's groups. */
export function clusterLayerId(layerId: string): string {
  return `${layerId}--clusters`;
}

/** The id of the MapLibre layer outlining a layer's highlighted feature. */
export function highlightLayerId(layerId: string): string {
  return `${layerId}--highlight`;
}

/**
 * The MapLibre layers that draw a GeoJSON layer (its source has the same id): its features, and
 * the counted groups when clustered (sized by count: 10, 100, 1,000 points).
 */
export function layerSpecifications(layer: MapLayer, outline: string): LayerSpecification[] {
  const color = colorExpression(layer.color);
  if (layer.kind === 'line') {
    return [
      {
        id: layer.id,
        type: 'line',
        source: layer.id,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': color, 'line-width': 4 },
      },
    ];
  }
  const points: LayerSpecification = {
    id: layer.id,
    type: 'circle',
    source: layer.id,
    paint: {
      'circle-color': color,
      'circle-radius': 7,
      'circle-stroke-color': outline,
      'circle-stroke-width': 2,
    },
  };
  if (layer.cluster !== true) return [points];
  return [
    { ...points, filter: ['!', ['has', 'point_count']] },
    {
      id: clusterLayerId(layer.id),
      type: 'circle',
      source: layer.id,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': '#546e7a',
        'circle-opacity': 0.85,
        'circle-radius': ['step', ['get', 'point_count'], 12, 10, 16, 100, 22, 1000, 28],
        'circle-stroke-color': outline,
        'circle-stroke-width': 2,
      },
    },
  ];
}

/**
 * The outline of the highlighted feature, above its layer, matched on a property as text
 * (MapLibre drops GeoJSON ids that are not numbers); none when the highlight is elsewhere.
 */
export function highlightSpecification(
  layer: MapLayer,
  highlight: MapHighlight | null,
): LayerSpecification | null {
  if (highlight?.layerId !== layer.id) return null;
  const filter: ExpressionSpecification = [
    '==',
    ['to-string', ['get', highlight.property]],
    highlight.value,
  ];
  if (layer.kind === 'line') {
    return {
      id: highlightLayerId(layer.id),
      type: 'line',
      source: layer.id,
      filter,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': '#212121', 'line-width': 8, 'line-opacity': 0.6 },
    };
  }
  return {
    id: highlightLayerId(layer.id),
    type: 'circle',
    source: layer.id,
    filter,
    paint: {
      'circle-color': colorExpression(layer.color),
      'circle-radius': 11,
      'circle-stroke-color': '#212121',
      'circle-stroke-width': 3,
    },
  };
}

function positionsOf(geometry: Geometry | null): Position[] {
  if (geometry === null) return [];
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positionsOf);
  }
}

/** `[[west, south], [east, north]]` around every feature, or `null` when there is none. */
export function boundsOf(
  collections: readonly FeatureCollection[],
): [[number, number], [number, number]] | null {
  const positions = collections.flatMap((collection) =>
    collection.features.flatMap((feature) => positionsOf(feature.geometry)),
  );
  if (positions.length === 0) return null;
  const lngs = positions.map(([lng = 0]) => lng);
  const lats = positions.map(([, lat = 0]) => lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
