import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { cities, roads } from '../db/schema.js';
import type { Page, PageRequest } from '../http/paging.js';

export interface RoadItem {
  id: string;
  name: string;
  workspaceId: string;
}

export interface CityItem extends RoadItem {
  zipCode: string | null;
}

/** A page of the workspace's roads, by name. */
export async function pageRoads(
  db: Db,
  workspaceId: string,
  paging: PageRequest,
): Promise<Page<RoadItem>> {
  const where = eq(roads.workspaceId, workspaceId);
  const [[totalRow], items] = await Promise.all([
    db.select({ total: count() }).from(roads).where(where),
    db
      .select({ id: roads.id, name: roads.name, workspaceId: roads.workspaceId })
      .from(roads)
      .where(where)
      .orderBy(asc(roads.name), asc(roads.id))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return { ...paging, total: totalRow?.total ?? 0, items };
}

/** A page of the workspace's cities, by name. */
export async function pageCities(
  db: Db,
  workspaceId: string,
  paging: PageRequest,
): Promise<Page<CityItem>> {
  const where = eq(cities.workspaceId, workspaceId);
  const [[totalRow], items] = await Promise.all([
    db.select({ total: count() }).from(cities).where(where),
    db
      .select({
        id: cities.id,
        name: cities.name,
        zipCode: cities.zipCode,
        workspaceId: cities.workspaceId,
      })
      .from(cities)
      .where(where)
      .orderBy(asc(cities.name), asc(cities.id))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return { ...paging, total: totalRow?.total ?? 0, items };
}
