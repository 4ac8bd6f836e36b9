import type { RasterSourceSpecification, StyleSpecification } from 'maplibre-gl';
import { messages } from '../../messages.js';

/**
 * The basemaps a user can choose. `blank` needs no network (tests, stories, offline use); the
 * others are public raster tiles: IGN's Géoplateforme (Plan IGN, aerial photographs) and
 * OpenStreetMap.
 */
export type BasemapId = 'blank' | 'ign-plan' | 'ign-orthophotos' | 'osm';

export const basemapIds: readonly BasemapId[] = ['blank', 'ign-plan', 'ign-orthophotos', 'osm'];

function ignTiles(layer: string, format: 'image/png' | 'image/jpeg'): string {
  const query = new URLSearchParams({
    SERVICE: 'WMTS',
    REQUEST: 'GetTile',
    VERSION: '1.0.0',
    LAYER: layer,
    STYLE: 'normal',
    TILEMATRIXSET: 'PM',
    FORMAT: format,
  });
  // MapLibre fills the braces; URLSearchParams would escape them.
  return `https://data.geopf.fr/wmts?${query.toString()}&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}`;
}

const rasterSources: Record<Exclude<BasemapId, 'blank'>, RasterSourceSpecification> = {
  'ign-plan': {
    type: 'raster',
    tiles: [ignTiles('GEOGRAPHICALGRIDSYSTEMS.PLANIGNV2', 'image/png')],
    tileSize: 256,
    maxzoom: 19,
    attribution: messages.mapView.attributions.ign,
  },
  'ign-orthophotos': {
    type: 'raster',
    tiles: [ignTiles('ORTHOIMAGERY.ORTHOPHOTOS', 'image/jpeg')],
    tileSize: 256,
    maxzoom: 19,
    attribution: messages.mapView.attributions.ign,
  },
  osm: {
    type: 'raster',
    tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
    tileSize: 256,
    maxzoom: 19,
    attribution: messages.mapView.attributions.osm,
  },
};

/** The id of the basemap's source and layer in the style, below the data layers. */
export const BASEMAP_LAYER_ID = 'basemap';

/**
 * Tile templates (`…{z}…{x}…{y}…`) that replace the public services, per basemap: a deployment's
 * own tile server or a Géoplateforme key.
 */
export type BasemapUrls = Readonly<Partial<Record<Exclude<BasemapId, 'blank'>, string>>>;

/** The raster source of a basemap, none for the blank one. */
export function basemapSource(
  basemap: BasemapId,
  urls: BasemapUrls = {},
): RasterSourceSpecification | null {
  if (basemap === 'blank') return null;
  const url = urls[basemap];
  const source = rasterSources[basemap];
  return url === undefined ? source : { ...source, tiles: [url] };
}

/** The style the map starts from: a plain background (the theme's), the basemap added on top. */
export function blankStyle(background: string): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': background } }],
  };
}
