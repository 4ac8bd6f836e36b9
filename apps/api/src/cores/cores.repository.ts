import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  campaigns,
  cities,
  coreLayers,
  corePictures,
  cores,
  displayNamePrefixes,
  laboratoryOrders,
  layerPrestations,
  roads,
  samples,
} from '../db/schema.js';
import { groupBy } from '../db/group-by.js';
import { jsonRow } from '../db/json-rows.js';
import { versionMatches, type VersionCondition } from '../http/entity-version.js';
import { coreJson, picturesByCore } from './core-json.js';
import { automaticDisplayNameSql } from './display-name.js';

export type CoreRow = typeof cores.$inferSelect;
export type NewCore = typeof cores.$inferInsert;
export type CoreChanges = Partial<
  Omit<NewCore, 'id' | 'campaignId' | 'number' | 'createdAt' | 'version'>
>;
type RoadRow = typeof roads.$inferSelect;
type CityRow = typeof cities.$inferSelect;
export type CorePictureRow = typeof corePictures.$inferSelect;

/** A core with what its presenter shows: prefix, road, city and pictures. */
export interface CoreDetails {
  core: CoreRow;
  prefix: { id: string; name: string } | null;
  road: RoadRow | null;
  city: CityRow | null;
  pictures: CorePictureRow[];
}

/** Laboratory order statuses once the order has left for the laboratory. */
const SENT_ORDER_STATUSES = ['Sent', 'Finished', 'ResultsSent'] as const;

/** The rows a core's presenter shows, each read as one JSON text (db/json-rows.ts). */
const coreRowJson = jsonRow(cores);
const roadJson = jsonRow(roads);
const cityJson = jsonRow(cities);

/** A page of a campaign's cores: ranks `offset`..`offset + limit - 1` of its order. */
export interface PageRange {
  offset: number;
  limit: number;
}

/** The cores of a page: an index range of the campaign's order (core-order.ts). */
function ranked(campaignId: string, { offset, limit }: PageRange): SQL | undefined {
  return and(
    eq(cores.campaignId, campaignId),
    gte(cores.sortRank, offset),
    lt(cores.sortRank, offset + limit),
  );
}

/**
 * Cores matching `where` with what their presenter shows, in `order`: two queries. The core, its
 * road and its city come as one JSON text each (a page of 200 cores read in 7.0 ms instead of
 * 10.8 on the embedded PGlite), their pictures by one array of ids.
 */
async function detailsWhere(db: Db, where: SQL | undefined, order?: SQL): Promise<CoreDetails[]> {
  const query = db
    .select({
      core: coreRowJson.select,
      prefixId: displayNamePrefixes.id,
      prefixName: displayNamePrefixes.name,
      road: roadJson.select,
      city: cityJson.select,
    })
    .from(cores)
    .leftJoin(displayNamePrefixes, eq(displayNamePrefixes.id, cores.displayNamePrefixId))
    .leftJoin(roads, eq(roads.id, cores.roadId))
    .leftJoin(cities, eq(cities.id, cores.cityId))
    .where(where);
  const rows = await (order === undefined ? query : query.orderBy(order));
  if (rows.length === 0) return [];
  const found = rows.flatMap((row) => {
    // Never null: the core is the query's FROM, not a left join.
    const core = coreRowJson.read(row.core);
    if (core === null) return [];
    const prefix =
      row.prefixId === null || row.prefixName === null
        ? null
        : { id: row.prefixId, name: row.prefixName };
    return [{ core, prefix, road: roadJson.read(row.road), city: cityJson.read(row.city) }];
  });
  const pictures = await db
    .select()
    .from(corePictures)
    .where(
      sql`${corePictures.coreId} = any(${sql.param(found.map(({ core }) => core.id))}::uuid[])`,
    )
    .orderBy(asc(corePictures.position), asc(corePictures.createdAt));
  const picturesOf = groupBy(pictures, (picture) => picture.coreId);
  return found.map((details) => ({ ...details, pictures: picturesOf.get(details.core.id) ?? [] }));
}

/**
 * The SQL of cores. Numbering writes (`lockCampaign`, `nextNumber`, `binAndRenumber`) are meant
 * for one transaction: build the repository on the transaction (`createCoresRepository(tx)`).
 */
export function createCoresRepository(db: Db) {
  return {
    async find(id: string): Promise<CoreRow | undefined> {
      const [row] = await db.select().from(cores).where(eq(cores.id, id));
      return row;
    },

    async findMany(ids: readonly string[]): Promise<CoreRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(cores)
        .where(inArray(cores.id, [...ids]));
    },

    /**
     * Holds the campaign row until the transaction ends: additions and deletions of its cores wait
     * for each other, so numbers are computed on a stable list.
     */
    async lockCampaign(campaignId: string): Promise<void> {
      await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId))
        .for('update');
    },

    async nextNumber(campaignId: string): Promise<number> {
      const [row] = await db
        .select({ highest: sql<number>`coalesce(max(${cores.number}), 0)::int` })
        .from(cores)
        .where(eq(cores.campaignId, campaignId));
      return (row?.highest ?? 0) + 1;
    },

    /** The core of highest number that has a road: new cores inherit from it (spec section 4). */
    async lastCoreWithRoad(campaignId: string): Promise<CoreRow | undefined> {
      const [row] = await db
        .select()
        .from(cores)
        .where(and(eq(cores.campaignId, campaignId), isNotNull(cores.roadId)))
        .orderBy(desc(cores.number))
        .limit(1);
      return row;
    },

    async insert(values: NewCore): Promise<CoreRow> {
      const [row] = await db.insert(cores).values(values).returning();
      if (!row) throw new Error('The core was not inserted.');
      return row;
    },

    /** Undefined when the core is gone or `condition` names another version (entity-version.ts). */
    async update(
      id: string,
      changes: CoreChanges,
      at: Date,
      condition: VersionCondition,
    ): Promise<CoreRow | undefined> {
      const [row] = await db
        .update(cores)
        .set({ ...changes, updatedAt: at, version: sql`${cores.version} + 1` })
        .where(and(eq(cores.id, id), versionMatches(cores.version, condition)))
        .returning();
      return row;
    },

    /**
     * Bins the core (src/bin: it keeps its number, which the live cores' unique index no longer
     * holds) and moves every later core of its campaign down one number. The unique
     * (campaign, number) check is immediate, so the later cores first go to the negative of their
     * new number, then back: no two rows ever share a number. Automatic display names follow.
     */
    async binAndRenumber(core: CoreRow, by: string, at: Date): Promise<void> {
      await db.update(cores).set({ deletedAt: at, deletedById: by }).where(eq(cores.id, core.id));
      const laterOfCampaign = and(
        eq(cores.campaignId, core.campaignId),
        gt(cores.number, core.number),
      );
      const oldName = automaticDisplayNameSql(sql`${cores.number}`);
      const newName = automaticDisplayNameSql(sql`${cores.number} - 1`);
      await db
        .update(cores)
        .set({
          number: sql`-(${cores.number} - 1)`,
          displayName: sql`case when ${cores.displayName} = ${oldName} then ${newName} else ${cores.displayName} end`,
          updatedAt: at,
        })
        .where(laterOfCampaign);
      await db
        .update(cores)
        .set({ number: sql`-${cores.number}` })
        .where(and(eq(cores.campaignId, core.campaignId), lt(cores.number, 0)));
    },

    /** The cores of `ids` with their prefix, road, city and pictures, in the order of `ids`. */
    async details(ids: readonly string[]): Promise<CoreDetails[]> {
      if (ids.length === 0) return [];
      const found = await detailsWhere(db, inArray(cores.id, [...ids]));
      const byId = new Map(found.map((details) => [details.core.id, details]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The cores ranked `offset`..`offset + limit - 1` in the campaign's order (core-order.ts),
     * with their prefix, road, city and pictures: an index range, as quick deep in the list as at
     * its start.
     */
    async page(campaignId: string, range: PageRange): Promise<CoreDetails[]> {
      return detailsWhere(db, ranked(campaignId, range), asc(cores.sortRank));
    },

    /**
     * The same page as the contract's Cores written by the database (core-json.ts): their JSON
     * texts joined by commas, in order, '' for none. For the list, which sends them as they are.
     */
    async pageJson(campaignId: string, range: PageRange): Promise<string> {
      const pictures = picturesByCore(db, ranked(campaignId, range));
      const [row] = await db
        .select({
          items: sql<string | null>`string_agg(${coreJson}::text, ',' order by ${cores.sortRank})`,
        })
        .from(cores)
        .leftJoin(displayNamePrefixes, eq(displayNamePrefixes.id, cores.displayNamePrefixId))
        .leftJoin(roads, eq(roads.id, cores.roadId))
        .leftJoin(cities, eq(cities.id, cores.cityId))
        .leftJoin(pictures, eq(pictures.coreId, cores.id))
        .where(ranked(campaignId, range));
      return row?.items ?? '';
    },

    async prefixOfCampaign(
      prefixId: string,
      campaignId: string,
    ): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: displayNamePrefixes.id, name: displayNamePrefixes.name })
        .from(displayNamePrefixes)
        .where(
          and(eq(displayNamePrefixes.id, prefixId), eq(displayNamePrefixes.campaignId, campaignId)),
        );
      return row;
    },

    async isRoadOfWorkspace(roadId: string, workspaceId: string): Promise<boolean> {
      const rows = await db
        .select({ id: roads.id })
        .from(roads)
        .where(and(eq(roads.id, roadId), eq(roads.workspaceId, workspaceId)));
      return rows.length > 0;
    },

    async isCityOfWorkspace(cityId: string, workspaceId: string): Promise<boolean> {
      const rows = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, cityId), eq(cities.workspaceId, workspaceId)));
      return rows.length > 0;
    },

    async layerCount(coreId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(coreLayers)
        .where(eq(coreLayers.coreId, coreId));
      return row?.count ?? 0;
    },

    /**
     * What deleting the core would take with it: layers, pictures or samples (`hasData`), and
     * whether a sample or prestation of it is in an order already sent to a laboratory.
     */
    async deletionFacts(coreId: string): Promise<{ hasData: boolean; isOrdered: boolean }> {
      const layerIds = db
        .select({ id: coreLayers.id })
        .from(coreLayers)
        .where(eq(coreLayers.coreId, coreId));
      const sentOrders = db
        .select({ id: laboratoryOrders.id })
        .from(laboratoryOrders)
        .where(inArray(laboratoryOrders.status, [...SENT_ORDER_STATUSES]));
      const [layers] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(coreLayers)
        .where(eq(coreLayers.coreId, coreId));
      const [pictures] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(corePictures)
        .where(eq(corePictures.coreId, coreId));
      const orderedSamples = await db
        .select({ id: samples.id })
        .from(samples)
        .where(
          and(inArray(samples.layerId, layerIds), inArray(samples.laboratoryOrderId, sentOrders)),
        )
        .limit(1);
      const orderedPrestations = await db
        .select({ id: layerPrestations.id })
        .from(layerPrestations)
        .where(
          and(
            inArray(layerPrestations.layerId, layerIds),
            inArray(layerPrestations.laboratoryOrderId, sentOrders),
          ),
        )
        .limit(1);
      return {
        // Samples hang from layers: a core with samples has layers.
        hasData: (layers?.count ?? 0) > 0 || (pictures?.count ?? 0) > 0,
        isOrdered: orderedSamples.length > 0 || orderedPrestations.length > 0,
      };
    },
  };
}

export type CoresRepository = ReturnType<typeof createCoresRepository>;
