import type { StyleSpecification } from 'maplibre-gl';

export const BASEMAP_IDS = ['ign-plan', 'ign-ortho', 'osm', 'plain'] as const;
export type BasemapId = (typeof BASEMAP_IDS)[number];

export function isBasemapId(value: string | null | undefined): value is BasemapId {
  return BASEMAP_IDS.some((id) => id === value);
}

/** The Géoplateforme's WMTS (IGN), in the Web Mercator tile matrix set (PM) MapLibre draws. */
function geoplateformeTiles(layer: string, format: 'image/png' | 'image/jpeg'): string {
  return (
    'https://data.geopf.fr/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0' +
    `&LAYER=${layer}&STYLE=normal&TILEMATRIXSET=PM&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}` +
    `&FORMAT=${encodeURIComponent(format)}`
  );
}

const DEFAULT_SOURCES: Record<Exclude<BasemapId, 'plain'>, string> = {
  'ign-plan': geoplateformeTiles('GEOGRAPHICALGRIDSYSTEMS.PLANIGNV2', 'image/png'),
  'ign-ortho': geoplateformeTiles('ORTHOIMAGERY.ORTHOPHOTOS', 'image/jpeg'),
  osm: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};

const ATTRIBUTIONS: Record<Exclude<BasemapId, 'plain'>, string> = {
  'ign-plan': '© IGN – Géoplateforme',
  'ign-ortho': '© IGN – Géoplateforme',
  osm: '© les contributeurs d’OpenStreetMap',
};

/**
 * Where the basemaps come from, from the web app's build configuration: a raster tile template
 * (`{z}/{x}/{y}`) or the URL of a whole MapLibre style (`….json`) per basemap, and a switch that
 * keeps the map on the plain style (tests, offline deployments).
 */
export interface BasemapConfig {
  sources: Record<Exclude<BasemapId, 'plain'>, string>;
  isOffline: boolean;
}

/** The variables a deployment sets (apps/web/.env*, `VITE_MAP_*`); the defaults are the public services. */
export interface BasemapEnv {
  readonly VITE_MAP_IGN_PLAN_URL?: string;
  readonly VITE_MAP_IGN_ORTHO_URL?: string;
  readonly VITE_MAP_OSM_URL?: string;
  readonly VITE_MAP_OFFLINE?: string;
}

export function basemapConfigFrom(env: BasemapEnv): BasemapConfig {
  const pick = (value: string | undefined, fallback: string) =>
    value === undefined || value.trim() === '' ? fallback : value.trim();
  return {
    sources: {
      'ign-plan': pick(env.VITE_MAP_IGN_PLAN_URL, DEFAULT_SOURCES['ign-plan']),
      'ign-ortho': pick(env.VITE_MAP_IGN_ORTHO_URL, DEFAULT_SOURCES['ign-ortho']),
      osm: pick(env.VITE_MAP_OSM_URL, DEFAULT_SOURCES.osm),
    },
    isOffline: env.VITE_MAP_OFFLINE === 'true',
  };
}

/** The basemaps offered: the plain one alone when offline. */
export function offeredBasemaps(config: BasemapConfig): readonly BasemapId[] {
  return config.isOffline ? ['plain'] : BASEMAP_IDS;
}

export const BASEMAP_SOURCE_ID = 'basemap';

/**
 * A style with no tiles at all: a light background the data is drawn on. Used offline, in tests,
 * and when the tiles of the chosen basemap fail to load.
 */
export function plainStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f2efe9' } }],
  };
}

/** The style of a basemap: a style URL as configured, or one raster source under the data. */
export function basemapStyle(id: BasemapId, config: BasemapConfig): StyleSpecification | string {
  if (id === 'plain' || config.isOffline) return plainStyle();
  const source = config.sources[id];
  if (/\.json(\?|$)/.test(source)) return source;
  return {
    version: 8,
    sources: {
      [BASEMAP_SOURCE_ID]: {
        type: 'raster',
        tiles: [source],
        tileSize: 256,
        maxzoom: 19,
        attribution: ATTRIBUTIONS[id],
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#f2efe9' } },
      { id: BASEMAP_SOURCE_ID, type: 'raster', source: BASEMAP_SOURCE_ID },
    ],
  };
}
