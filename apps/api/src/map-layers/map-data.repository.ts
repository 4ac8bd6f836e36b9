import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/raw-rows.js';
import { factsOf, featureJson } from './feature-sources.js';
import type { LayerKind } from './layer-catalogue.js';
import { numberOrNull, scalarOf } from './raw-rows.js';

/** A filter in force on a field: values kept, or bounds. */
export interface ActiveFilter {
  field: string;
  selectedValues: readonly (string | number | boolean | null)[];
  min: number | string | null;
  max: number | string | null;
}

/** An extent as [west, south, east, north]. */
export type Extent = [number, number, number, number];

/** What the data of a layer is read for: a campaign, its filters in force, maybe an extent. */
export interface FeatureScope {
  kind: LayerKind;
  campaignId: string;
  filters: readonly ActiveFilter[];
  extent?: Extent | undefined;
}

const column = (field: string): SQL => sql`f.${sql.identifier(field)}`;

/** The SQL condition of one filter on the `facts` relation `f` (field keys are the catalogue's). */
function filterCondition(filter: ActiveFilter): SQL | undefined {
  const target = column(filter.field);
  const conditions: SQL[] = [];
  if (filter.selectedValues.length > 0) {
    const values = filter.selectedValues.filter((value) => value !== null);
    const parts: SQL[] = [];
    if (values.length > 0) {
      const list = sql.join(
        values.map((value) => sql`${JSON.stringify(value)}::jsonb`),
        sql`, `,
      );
      parts.push(sql`to_jsonb(${target}) in (${list})`);
    }
    if (values.length < filter.selectedValues.length) parts.push(sql`${target} is null`);
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  const bound = (value: number | string, operator: SQL) =>
    typeof value === 'number'
      ? sql`${target} ${operator} ${value}::float8`
      : sql`${target}::text ${operator} ${value}::text`;
  if (filter.min !== null) conditions.push(bound(filter.min, sql.raw('>=')));
  if (filter.max !== null) conditions.push(bound(filter.max, sql.raw('<=')));
  return conditions.length === 0 ? undefined : sql.join(conditions, sql` and `);
}

function whereOf(scope: FeatureScope, extra: SQL[] = []): SQL {
  const conditions = [...extra];
  for (const filter of scope.filters) {
    const condition = filterCondition(filter);
    if (condition !== undefined) conditions.push(condition);
  }
  if (scope.extent !== undefined) {
    const [west, south, east, north] = scope.extent;
    // Overlap of the feature's extent and the one asked: on cores, `(campaign, lat, lng)` index.
    conditions.push(
      sql`f.east >= ${west}::float8 and f.west <= ${east}::float8 and f.north >= ${south}::float8 and f.south <= ${north}::float8`,
    );
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

function extentOf(row: Record<string, unknown> | undefined): Extent | null {
  const west = numberOrNull(row?.west);
  const south = numberOrNull(row?.south);
  const east = numberOrNull(row?.east);
  const north = numberOrNull(row?.north);
  return west === null || south === null || east === null || north === null
    ? null
    : [west, south, east, north];
}

/**
 * The features of the layers, read from the domain tables through feature-sources.ts: GeoJSON
 * built in SQL in one statement, extents, distinct values and class counts, attribute rows.
 */
export function createMapDataRepository(db: Db) {
  return {
    /**
     * The located features as GeoJSON text, comma-separated (one aggregate: no row crosses the
     * driver), with their count and extent.
     */
    async featuresJson(
      scope: FeatureScope,
    ): Promise<{ json: string; count: number; extent: Extent | null }> {
      const result = await db.execute(sql`
        select coalesce(string_agg(${featureJson(scope.kind)}, ','), '') as json,
          count(*)::int as count, min(f.west) as west, min(f.south) as south,
          max(f.east) as east, max(f.north) as north
        from (${factsOf(scope.kind, scope.campaignId)}) f
        where f.west is not null and ${whereOf(scope)}`);
      const row = rowsOf(result)[0];
      return {
        json: typeof row?.json === 'string' ? row.json : '',
        count: Number(row?.count ?? 0),
        extent: extentOf(row),
      };
    },

    /**
     * The cores kept by the filters that have no coordinates but a road and a landmark: placed by
     * PR referencing (few rows: most cores are located).
     */
    async coresToLocate(scope: FeatureScope): Promise<Record<string, unknown>[]> {
      const result = await db.execute(sql`
        select f.* from (${factsOf('cores', scope.campaignId)}) f
        where f.west is null and f.road_id is not null and f."landmark" is not null
          and ${whereOf({ ...scope, extent: undefined })}
        order by f."number"`);
      return rowsOf(result);
    },

    /** The PR landmarks of roads, by road. */
    async prsOfRoads(
      roadIds: readonly string[],
    ): Promise<Map<string, { pr: number; lat: number; lng: number }[]>> {
      const byRoad = new Map<string, { pr: number; lat: number; lng: number }[]>();
      if (roadIds.length === 0) return byRoad;
      const ids = sql.join(
        roadIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const result = await db.execute(
        sql`select road_id::text as road_id, pr, lat, lng from road_prs where road_id in (${ids}) order by road_id, pr`,
      );
      for (const row of rowsOf(result)) {
        const roadId = String(row.road_id);
        const points = byRoad.get(roadId) ?? [];
        points.push({ pr: Number(row.pr), lat: Number(row.lat), lng: Number(row.lng) });
        byRoad.set(roadId, points);
      }
      return byRoad;
    },

    /** The extent of the located features kept by the filters. */
    async extent(scope: FeatureScope): Promise<Extent | null> {
      const result = await db.execute(sql`
        select min(f.west) as west, min(f.south) as south, max(f.east) as east, max(f.north) as north
        from (${factsOf(scope.kind, scope.campaignId)}) f
        where f.west is not null and ${whereOf(scope)}`);
      return extentOf(rowsOf(result)[0]);
    },

    /** How many features the filters keep, located or not. */
    async count(scope: FeatureScope): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as count from (${factsOf(scope.kind, scope.campaignId)}) f
        where ${whereOf(scope)}`);
      return Number(rowsOf(result)[0]?.count ?? 0);
    },

    /** The distinct values of a field over the features kept by the filters, with counts. */
    async valueCounts(
      scope: FeatureScope,
      field: string,
    ): Promise<{ value: string | number | boolean | null; count: number }[]> {
      const result = await db.execute(sql`
        select ${column(field)} as value, count(*)::int as count
        from (${factsOf(scope.kind, scope.campaignId)}) f
        where ${whereOf(scope)}
        group by 1 order by 1 nulls last`);
      return rowsOf(result).map((row) => ({
        value: scalarOf(row.value),
        count: Number(row.count),
      }));
    },

    /**
     * How many features fall in each numeric class (lower bound included), by the index of the
     * class in `lowerBounds`; `-1` for features without a value.
     */
    async rangeCounts(
      scope: FeatureScope,
      field: string,
      lowerBounds: readonly number[],
    ): Promise<Map<number, number>> {
      const branches = [...lowerBounds]
        .map((bound, index) => ({ bound, index }))
        .reverse()
        .map(
          ({ bound, index }) =>
            sql`when ${column(field)} >= ${bound}::float8 then ${sql.raw(String(index))}`,
        );
      const result = await db.execute(sql`
        select (case when ${column(field)} is null then -1 ${sql.join(branches, sql` `)} else -2 end) as bucket,
          count(*)::int as count
        from (${factsOf(scope.kind, scope.campaignId)}) f
        where ${whereOf(scope)}
        group by 1`);
      return new Map(rowsOf(result).map((row) => [Number(row.bucket), Number(row.count)]));
    },

    /** A page of the features' field values, in road order. */
    async fieldRows(
      scope: FeatureScope,
      fields: readonly string[],
      page: { limit: number; offset: number },
    ): Promise<{ rows: Record<string, unknown>[]; total: number }> {
      const selected = sql.join(
        fields.map((field) => sql`${column(field)} as ${sql.identifier(field)}`),
        sql`, `,
      );
      const facts = factsOf(scope.kind, scope.campaignId);
      const result = await db.execute(sql`
        select f.id as "@id", ${selected}
        from (${facts}) f
        where ${whereOf(scope)}
        order by f."road" nulls last, f.id
        limit ${page.limit} offset ${page.offset}`);
      const counted = await db.execute(
        sql`select count(*)::int as total from (${facts}) f where ${whereOf(scope)}`,
      );
      return { rows: rowsOf(result), total: Number(rowsOf(counted)[0]?.total ?? 0) };
    },
  };
}

export type MapDataRepository = ReturnType<typeof createMapDataRepository>;
