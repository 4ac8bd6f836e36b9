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
  /** One colour, or a colour per value of a property. */
  color: string | ColorByProperty;
  /** What a click on a feature shows; no popup when absent. */
  popup?: (properties: Readonly<Record<string, unknown>>) => ReactNode;
}

/** A MapLibre colour: a constant, or a `match` on the property's value. */
export function colorExpression(color: MapLayer['color']): string | ExpressionSpecification {
  if (typeof color === 'string') return color;
  const cases = Object.entries(color.colors).flat();
  if (cases.length === 0) return color.fallback;
  return [
    'match',
    ['to-string', ['get', color.property]],
    ...cases,
    color.fallback,
  ] as ExpressionSpecification;
}

/** The MapLibre layer that draws a GeoJSON layer (its source has the same id). */
export function layerSpecification(layer: MapLayer, outline: string): LayerSpecification {
  const color = colorExpression(layer.color);
  if (layer.kind === 'line') {
    return {
      id: layer.id,
      type: 'line',
      source: layer.id,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': color, 'line-width': 4 },
    };
  }
  return {
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
