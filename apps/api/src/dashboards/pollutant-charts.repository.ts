import type { components } from '@chaussee/sdk';
import {
  contentRanges,
  coreRouteRanking,
  labelOf,
  type MeasuredPollutant,
  wasteRoutes,
  wasteRouteThresholds,
} from '@chaussee/validation';
import { and, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { coreLayers, cores, layerPollutantAnalyses } from '../db/schema.js';
import { countsByCode, type ChartData } from './chart-data.js';
import type { CoreFilters } from './core-filters.js';
import { selectedCores } from './core-selection.js';
import { dashboardTexts } from './dashboard-messages.js';

type Schemas = components['schemas'];
type PollutantClass = Schemas['PollutantClass'];
type WasteRoute = Schemas['WasteRoute'];

const analyses = layerPollutantAnalyses;

/** A number of pollutant-classes.ts written into the SQL (a constant, never user input). */
const literal = (value: number): SQL => sql.raw(String(value));

/** The class of a content in SQL, from the thresholds of pollutant-classes.ts (highest first). */
function contentClassSql(
  pollutant: MeasuredPollutant,
  value: SQL | typeof analyses.valueMgKg,
): SQL {
  const ranges = [...contentRanges(pollutant)].reverse();
  const branches = ranges.map(({ id, from }) => sql`when ${value} >= ${literal(from)} then ${id}`);
  return sql`(case ${sql.join(branches, sql` `)} end)::text`;
}

const ASBESTOS_CLASS = sql<PollutantClass>`(case when ${analyses.asbestosPresent} then 'asbestos_present' else 'asbestos_absent' end)::text`;

/** The classes of each kind of result, in the order of the legend. */
const CLASSES = {
  PAH: contentRanges('PAH').map(({ id }) => id),
  TH: contentRanges('TH').map(({ id }) => id),
  asbestos: ['asbestos_absent', 'asbestos_present'],
} as const satisfies Record<string, readonly PollutantClass[]>;

/**
 * The charts of the pollutants, each one aggregation in SQL on the cores the filters select: the
 * classes of the results per layer position, and the waste route of each core (the rule of
 * packages/validation/src/waste-routes.ts, written as a CASE on the same thresholds).
 */
export function createPollutantChartsRepository(db: Db) {
  /** Results of one kind counted by layer position and class, as one stacked series per class. */
  async function classesByLayer(
    campaignId: string,
    filters: CoreFilters,
    kind: Schemas['PollutantKind'],
    classSql: SQL,
    classes: readonly PollutantClass[],
    measured: SQL,
  ): Promise<ChartData> {
    const rows = await db
      .select({
        position: coreLayers.position,
        classId: sql<PollutantClass>`${classSql}`,
        count: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(analyses)
      .innerJoin(coreLayers, eq(coreLayers.id, analyses.layerId))
      .innerJoin(cores, eq(cores.id, coreLayers.coreId))
      .where(and(selectedCores(campaignId, filters), eq(analyses.kind, kind), measured))
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`);
    const positions = [...new Set(rows.map((row) => row.position))];
    return {
      labels: positions.map((position) => ({
        key: String(position),
        label: dashboardTexts.layerPosition(position),
      })),
      series: classes.map((classId) => ({
        key: classId,
        name: labelOf('PollutantClass', classId),
        unit: null,
        data: positions.map(
          (position) =>
            rows.find((row) => row.position === position && row.classId === classId)?.count ?? 0,
        ),
      })),
    };
  }

  const contentMeasured =
    and(isNotNull(analyses.valueMgKg), gte(analyses.valueMgKg, 0)) ?? sql`true`;

  return {
    pahClassByLayer: (campaignId: string, filters: CoreFilters, kind: 'PAH' | 'PAH_ref_be') =>
      classesByLayer(
        campaignId,
        filters,
        kind,
        contentClassSql('PAH', analyses.valueMgKg),
        CLASSES.PAH,
        contentMeasured,
      ),

    thClassByLayer: (campaignId: string, filters: CoreFilters) =>
      classesByLayer(
        campaignId,
        filters,
        'TH',
        contentClassSql('TH', analyses.valueMgKg),
        CLASSES.TH,
        contentMeasured,
      ),

    asbestosByLayer: (campaignId: string, filters: CoreFilters) =>
      classesByLayer(
        campaignId,
        filters,
        'asbestos',
        ASBESTOS_CLASS,
        CLASSES.asbestos,
        isNotNull(analyses.asbestosPresent),
      ),

    /**
     * How many cores take each waste route: per layer, the laboratory's result of each pollutant
     * or else the « Ref. BE » one; per layer the route of wasteRouteOf; per core the most
     * constraining route of its analysed layers (coreWasteRoute), unknown without any.
     */
    async coresByWasteRoute(campaignId: string, filters: CoreFilters): Promise<ChartData> {
      const pick = (column: SQL, aggregate: 'max' | 'bool_or', kind: string) =>
        sql`coalesce(${sql.raw(aggregate)}(${column}) filter (where ${analyses.kind} = ${kind}), ${sql.raw(aggregate)}(${column}) filter (where ${analyses.kind} = ${`${kind}_ref_be`}))`;
      const layerResults = db.$with('layer_results').as(
        db
          .select({
            coreId: sql<string>`${coreLayers.coreId}`.as('core_id'),
            asbestos: sql<
              boolean | null
            >`${pick(sql`${analyses.asbestosPresent}`, 'bool_or', 'asbestos')}`.as('asbestos'),
            pah: sql<number | null>`${pick(sql`${analyses.valueMgKg}`, 'max', 'PAH')}`.as('pah'),
            th: sql<number | null>`${pick(sql`${analyses.valueMgKg}`, 'max', 'TH')}`.as('th'),
          })
          .from(coreLayers)
          .innerJoin(cores, eq(cores.id, coreLayers.coreId))
          .leftJoin(analyses, eq(analyses.layerId, coreLayers.id))
          .where(selectedCores(campaignId, filters))
          .groupBy(coreLayers.id, coreLayers.coreId),
      );
      const { asbestos, pah, th } = layerResults;
      const t = wasteRouteThresholds;
      const layerRoute = sql`(case
        when ${asbestos} is null then 'unknown'
        when ${asbestos} then 'hazardous_asbestos'
        when ${pah} is null or ${pah} < 0 then 'unknown'
        when ${pah} >= ${literal(t.pahHazardous)} then 'hazardous'
        when ${pah} >= ${literal(t.pahNonHazardous)} then 'non_hazardous'
        when ${th} is null or ${th} < 0 then 'unknown'
        when ${th} >= ${literal(t.thNotInert)} then 'not_inert'
        when ${pah} >= ${literal(t.pahConditional)} then 'conditional_reuse'
        else 'free_reuse' end)::text`;
      const ranking = sql`array[${sql.join(
        coreRouteRanking.map((route) => sql`${route}`),
        sql`, `,
      )}]::text[]`;
      const coreRoutes = db.$with('core_routes').as(
        db
          .select({
            coreId: sql<string>`${cores.id}`.as('route_core_id'),
            rank: sql<
              number | null
            >`min(array_position(${ranking}, ${layerRoute})) filter (where ${asbestos} is not null or ${pah} is not null or ${th} is not null)`.as(
              'rank',
            ),
          })
          .from(cores)
          .leftJoin(layerResults, eq(layerResults.coreId, cores.id))
          .where(selectedCores(campaignId, filters))
          .groupBy(cores.id),
      );
      const rows = await db
        .with(layerResults, coreRoutes)
        .select({
          rank: sql<number | null>`${coreRoutes.rank}`,
          count: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(coreRoutes)
        .groupBy(coreRoutes.rank);
      const counted = rows.map((row) => ({
        code: routeOfRank(row.rank),
        count: row.count,
      }));
      return countsByCode(counted, wasteRoutes, (code) => labelOf('WasteRoute', code), {
        key: 'cores',
        name: dashboardTexts.series.cores,
      });
    },
  };
}

/** A rank of coreRouteRanking (1-based, as array_position answers) back to its route. */
function routeOfRank(rank: number | null): WasteRoute {
  return rank === null ? 'unknown' : (coreRouteRanking[rank - 1] ?? 'unknown');
}
