import { basemapIds, type BasemapId, type BasemapUrls } from '@chaussee/ui';

/**
 * The basemaps of this deployment, from the web app's build configuration (`VITE_MAP_*` in
 * apps/web/.env*): each basemap's tile template may replace the public service (IGN's
 * Géoplateforme WMTS, OpenStreetMap), and `VITE_MAP_OFFLINE=true` keeps the maps on the plain
 * background (tests, networks without the tile services). Shared by the campaign maps and the
 * macro view's map.
 */
export interface BasemapEnv {
  readonly VITE_MAP_IGN_PLAN_URL?: string;
  readonly VITE_MAP_IGN_ORTHOPHOTOS_URL?: string;
  readonly VITE_MAP_OSM_URL?: string;
  readonly VITE_MAP_OFFLINE?: string;
}

export interface BasemapConfig {
  /** The basemaps offered, the first one shown by default. */
  basemaps: readonly BasemapId[];
  urls: BasemapUrls;
}

/** The Plan IGN first: road people read it best; the plain background last. */
const ONLINE_ORDER: readonly BasemapId[] = ['ign-plan', 'ign-orthophotos', 'osm', 'blank'];

function configured(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

export function basemapConfigFrom(env: BasemapEnv): BasemapConfig {
  if (env.VITE_MAP_OFFLINE === 'true') return { basemaps: ['blank'], urls: {} };
  const urls: Partial<Record<Exclude<BasemapId, 'blank'>, string>> = {};
  const plan = configured(env.VITE_MAP_IGN_PLAN_URL);
  const orthophotos = configured(env.VITE_MAP_IGN_ORTHOPHOTOS_URL);
  const osm = configured(env.VITE_MAP_OSM_URL);
  if (plan !== undefined) urls['ign-plan'] = plan;
  if (orthophotos !== undefined) urls['ign-orthophotos'] = orthophotos;
  if (osm !== undefined) urls.osm = osm;
  return { basemaps: ONLINE_ORDER, urls };
}

/** The query parameter of the basemap chosen, the same on every map (a link may ask `fond=blank`). */
export const BASEMAP_QUERY = 'fond';

export function isBasemapId(value: string | null): value is BasemapId {
  return basemapIds.some((id) => id === value);
}
