import type { BasemapId } from '@chaussee/ui';
import { BASEMAP_QUERY, isBasemapId } from '../../shared/map/basemap-config.js';

/**
 * What the address keeps of a map, so that a link or a reload shows the same view: camera, basemap,
 * visible layers, the values kept by each filter and the selected feature. Everything is optional:
 * a missing part takes its default (fit to the campaign, first basemap, layers visible by default,
 * no filter).
 */
export interface MapView {
  center?: [number, number];
  zoom?: number;
  basemap?: BasemapId;
  /** Ids of the visible layers; undefined for the layers visible by default. */
  visibleLayerIds?: string[];
  /** Values kept per dynamic filter id, as text (the address holds text). */
  filters: Record<string, string[]>;
  /** The measure a layer is coloured by, per layer id, when not its default one. */
  measures: Record<string, string>;
  selectedFeatureId?: string;
}

const CENTER = 'centre';
const ZOOM = 'zoom';
const BASEMAP = BASEMAP_QUERY;
const LAYERS = 'couches';
const FILTER_PREFIX = 'filtre.';
const MEASURE_PREFIX = 'mesure.';
const SELECTED = 'selection';

const isLongitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= 180;
const isLatitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= 90;

/** The view an address describes; a malformed part is ignored rather than refused. */
export function readMapView(query: URLSearchParams): MapView {
  const view: MapView = { filters: {}, measures: {} };
  const [lng, lat, ...extra] = (query.get(CENTER) ?? '').split(',').map(Number);
  if (lng !== undefined && lat !== undefined && extra.length === 0) {
    if (isLongitude(lng) && isLatitude(lat)) view.center = [lng, lat];
  }
  const zoom = Number(query.get(ZOOM) ?? Number.NaN);
  if (Number.isFinite(zoom) && zoom >= 0 && zoom <= 24) view.zoom = zoom;
  const basemap = query.get(BASEMAP);
  if (isBasemapId(basemap)) view.basemap = basemap;
  const layers = query.get(LAYERS);
  if (layers !== null) view.visibleLayerIds = layers === '' ? [] : layers.split(',');
  for (const [key, value] of query) {
    if (key.startsWith(FILTER_PREFIX)) {
      (view.filters[key.slice(FILTER_PREFIX.length)] ??= []).push(value);
    } else if (key.startsWith(MEASURE_PREFIX) && value !== '') {
      view.measures[key.slice(MEASURE_PREFIX.length)] = value;
    }
  }
  const selected = query.get(SELECTED);
  if (selected !== null && selected !== '') view.selectedFeatureId = selected;
  return view;
}

/** `current` with the map's parameters replaced by `view`'s; other parameters are kept. */
export function writeMapView(view: MapView, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    const isMapParameter =
      [CENTER, ZOOM, BASEMAP, LAYERS, SELECTED].includes(key) ||
      key.startsWith(FILTER_PREFIX) ||
      key.startsWith(MEASURE_PREFIX);
    if (!isMapParameter) next.append(key, value);
  }
  if (view.center) next.set(CENTER, view.center.map((value) => value.toFixed(5)).join(','));
  if (view.zoom !== undefined) next.set(ZOOM, view.zoom.toFixed(2));
  if (view.basemap) next.set(BASEMAP, view.basemap);
  if (view.visibleLayerIds) next.set(LAYERS, view.visibleLayerIds.join(','));
  for (const [filterId, values] of Object.entries(view.filters)) {
    for (const value of values) next.append(`${FILTER_PREFIX}${filterId}`, value);
  }
  for (const [layerId, measure] of Object.entries(view.measures)) {
    next.set(`${MEASURE_PREFIX}${layerId}`, measure);
  }
  if (view.selectedFeatureId) next.set(SELECTED, view.selectedFeatureId);
  return next;
}
