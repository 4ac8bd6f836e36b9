import type { FileStorage } from '../storage/file-storage.js';
import type { Extent, FeatureScope, MapDataRepository } from './map-data.repository.js';
import { landmarkNumber, locateOnRoad } from './pr-referencing.js';
import { scalarOf } from './raw-rows.js';

/** How long a thumbnail URL of the map stays valid. */
const THUMBNAIL_URL_SECONDS = 3600;

const PICTURE_MARKER = /"@picture:((?:[^"\\]|\\.)*)"/gu;

/**
 * Replaces the picture markers the SQL wrote (`"@picture:<key>"`, feature-sources.ts) by signed
 * URLs of the pictures, one signature per distinct picture.
 */
export async function signThumbnails(json: string, storage: FileStorage): Promise<string> {
  const keys = new Set<string>();
  for (const match of json.matchAll(PICTURE_MARKER)) {
    const key: unknown = JSON.parse(`"${match[1] ?? ''}"`);
    if (typeof key === 'string') keys.add(key);
  }
  if (keys.size === 0) return json;
  const urls = new Map<string, string>();
  for (const key of keys) {
    const { url } = await storage.presignedUrl(key, { expiresInSeconds: THUMBNAIL_URL_SECONDS });
    urls.set(key, url);
  }
  return json.replace(PICTURE_MARKER, (_marker, escaped: string) => {
    const key: unknown = JSON.parse(`"${escaped}"`);
    const url = typeof key === 'string' ? urls.get(key) : undefined;
    return url === undefined ? 'null' : JSON.stringify(url);
  });
}

/**
 * The cores kept by the filters that have a road, a landmark and an abscissa but no coordinates,
 * placed on the road by PR referencing and flagged `isPositionComputed` (the same properties as
 * the located cores of feature-sources.ts). A core whose road has no PR layer is not drawn.
 */
export async function locatedCoreFeatures(
  data: MapDataRepository,
  scope: FeatureScope,
): Promise<{ json: string; extent: Extent | null }> {
  const rows = await data.coresToLocate(scope);
  if (rows.length === 0) return { json: '', extent: null };
  const prs = await data.prsOfRoads([...new Set(rows.map((row) => String(row.road_id)))]);
  const features: string[] = [];
  let extent: Extent | null = null;
  for (const row of rows) {
    const landmark = landmarkNumber(typeof row.landmark === 'string' ? row.landmark : null);
    const points = prs.get(String(row.road_id));
    if (landmark === undefined || points === undefined) continue;
    const position = locateOnRoad(points, landmark, Number(row.abscissa ?? 0));
    if (position === undefined) continue;
    const { lat, lng } = position;
    if (scope.extent !== undefined) {
      const [west, south, east, north] = scope.extent;
      if (lng < west || lng > east || lat < south || lat > north) continue;
    }
    extent =
      extent === null
        ? [lng, lat, lng, lat]
        : [
            Math.min(extent[0], lng),
            Math.min(extent[1], lat),
            Math.max(extent[2], lng),
            Math.max(extent[3], lat),
          ];
    const id = String(row.id);
    features.push(
      JSON.stringify({
        type: 'Feature',
        id,
        geometry: { type: 'Point', coordinates: [lng, lat] },
        // Only the properties with a value, as the SQL writes them (feature-sources.ts).
        properties: Object.fromEntries(
          Object.entries({
            name: scalarOf(row.name),
            status: scalarOf(row.status),
            pahClass: scalarOf(row.pahClass),
            thClass: scalarOf(row.thClass),
            asbestosClass: scalarOf(row.asbestosClass),
            bituminousThickness: scalarOf(row.bituminousThickness),
            road: scalarOf(row.road),
            landmark: scalarOf(row.landmark),
            abscissa: scalarOf(row.abscissa),
            thumbnailUrl: typeof row.picture === 'string' ? `@picture:${row.picture}` : null,
            isPositionComputed: true,
          }).filter(([, value]) => value !== null),
        ),
      }),
    );
  }
  return { json: features.join(','), extent };
}
