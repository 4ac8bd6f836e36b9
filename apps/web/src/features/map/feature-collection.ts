import type {
  DynamicFilter,
  GeoJsonGeometry,
  MapLayerFeatureCollection,
} from '@chaussee/sdk/react';
import type { MapLayer as DrawnLayer } from '@chaussee/ui';
import { isFeatureKept, type FeatureProperties, type FilterSelections } from './dynamic-filters.js';

type DrawnCollection = DrawnLayer['data'];
type DrawnFeature = DrawnCollection['features'][number];
type Geometry = NonNullable<DrawnFeature['geometry']>;
type Position = [number, number];

/**
 * The property a drawn feature carries its id in: MapLibre drops GeoJSON ids that are not
 * numbers, and the highlight and the grid find a feature by it.
 */
export const FEATURE_ID_PROPERTY = '__featureId';

function position(value: unknown): Position | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const lng: unknown = value[0];
  const lat: unknown = value[1];
  return typeof lng === 'number' && typeof lat === 'number' && Number.isFinite(lng + lat)
    ? [lng, lat]
    : null;
}

function listOf<T>(value: unknown, item: (entry: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const entry of value) {
    const parsed = item(entry);
    if (parsed === null) return null;
    items.push(parsed);
  }
  return items;
}

const line = (value: unknown) => listOf(value, position);
const lines = (value: unknown) => listOf(value, line);

/**
 * A contract geometry (coordinates typed loosely) as GeoJSON MapLibre can draw; null when its
 * coordinates do not fit its type, so one bad feature never breaks the layer.
 */
function toGeometry(geometry: GeoJsonGeometry): Geometry | null {
  const { coordinates } = geometry;
  switch (geometry.type) {
    case 'Point': {
      const point = position(coordinates);
      return point && { type: 'Point', coordinates: point };
    }
    case 'MultiPoint':
    case 'LineString': {
      const positions = line(coordinates);
      return positions && { type: geometry.type, coordinates: positions };
    }
    case 'MultiLineString':
    case 'Polygon': {
      const rings = lines(coordinates);
      return rings && { type: geometry.type, coordinates: rings };
    }
    case 'MultiPolygon': {
      const polygons = listOf(coordinates, lines);
      return polygons && { type: 'MultiPolygon', coordinates: polygons };
    }
  }
}

export interface LocatedFeature {
  id: string;
  geometry: Geometry;
  properties: FeatureProperties;
}

/** The located features of a layer's answer (a feature without a position is not drawn). */
export function locatedFeatures(collection: MapLayerFeatureCollection): LocatedFeature[] {
  const located: LocatedFeature[] = [];
  for (const feature of collection.features) {
    const geometry = feature.geometry && toGeometry(feature.geometry);
    if (geometry) located.push({ id: feature.id, geometry, properties: feature.properties });
  }
  return located;
}

/** The features the filters keep, as the GeoJSON the map draws. */
export function drawnCollection(
  layerId: string,
  features: readonly LocatedFeature[],
  filters: readonly DynamicFilter[],
  selections: FilterSelections,
): DrawnCollection {
  return {
    type: 'FeatureCollection',
    features: features
      .filter((feature) => isFeatureKept(layerId, feature.properties, filters, selections))
      .map((feature) => ({
        type: 'Feature',
        geometry: feature.geometry,
        properties: { ...feature.properties, [FEATURE_ID_PROPERTY]: feature.id },
      })),
  };
}

function firstPosition(geometry: Geometry): Position | null {
  switch (geometry.type) {
    case 'Point':
      return position(geometry.coordinates);
    case 'MultiPoint':
    case 'LineString':
      return position(geometry.coordinates[0]);
    case 'MultiLineString':
    case 'Polygon':
      return position(geometry.coordinates[0]?.[0]);
    case 'MultiPolygon':
      return position(geometry.coordinates[0]?.[0]?.[0]);
    case 'GeometryCollection':
      return null;
  }
}

/** Where a feature's popup opens: its first position. */
export function anchorOf(feature: LocatedFeature): Position | null {
  return firstPosition(feature.geometry);
}

/** True when the feature starts inside `[west, south, east, north]`. */
export function isInBounds(
  feature: LocatedFeature,
  [west, south, east, north]: readonly [number, number, number, number],
): boolean {
  const start = firstPosition(feature.geometry);
  if (start === null) return false;
  const [lng, lat] = start;
  return lng >= west && lng <= east && lat >= south && lat <= north;
}
