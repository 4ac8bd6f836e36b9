import { labelOf } from '@chaussee/validation';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { coreLayers, cores } from '../db/schema.js';
import { countsByCode, type ChartData } from './chart-data.js';
import { CORE_STATUSES, LAYER_TYPES, type CoreFilters } from './core-filters.js';
import { prNumber, selectedCores } from './core-selection.js';
import { dashboardTexts } from './dashboard-messages.js';
import { BITUMINOUS_LAYER_TYPES } from './synoptic-repository.js';

/** Width of a bar of the thickness distribution, in mm. */
const THICKNESS_BIN = 50;

/**
 * The charts of the road's structure, each one aggregation in SQL (GROUP BY, a window of bins) on
 * the cores the filters select.
 */
export function createStructureChartsRepository(db: Db) {
  return {
    async coresByStatus(campaignId: string, filters: CoreFilters): Promise<ChartData> {
      const rows = await db
        .select({ code: cores.status, count: sql<number>`count(*)::int`.mapWith(Number) })
        .from(cores)
        .where(selectedCores(campaignId, filters))
        .groupBy(cores.status);
      return countsByCode(rows, CORE_STATUSES, (code) => labelOf('CoreStatus', code), {
        key: 'cores',
        name: dashboardTexts.series.cores,
      });
    },

    async layersByType(campaignId: string, filters: CoreFilters): Promise<ChartData> {
      const rows = await db
        .select({ code: coreLayers.type, count: sql<number>`count(*)::int`.mapWith(Number) })
        .from(coreLayers)
        .innerJoin(cores, eq(cores.id, coreLayers.coreId))
        .where(selectedCores(campaignId, filters))
        .groupBy(coreLayers.type);
      return countsByCode(rows, LAYER_TYPES, (code) => labelOf('LayerType', code), {
        key: 'layers',
        name: dashboardTexts.series.layers,
      });
    },

    /**
     * How many cores per class of total thickness (bins of 50 mm, every bin from the thinnest to
     * the thickest core, empty ones included); cores without layers are left out.
     */
    async thicknessDistribution(campaignId: string, filters: CoreFilters): Promise<ChartData> {
      const bin = sql.raw(String(THICKNESS_BIN));
      const totals = db.$with('totals').as(
        db
          .select({
            coreId: sql<string>`${cores.id}`.as('core_id'),
            // Column names unique over both CTEs: Drizzle does not qualify a CTE's columns.
            coreBin: sql<number>`(floor(sum(${coreLayers.thickness}) / ${bin}) * ${bin})::int`.as(
              'core_bin',
            ),
          })
          .from(cores)
          .innerJoin(coreLayers, eq(coreLayers.coreId, cores.id))
          .where(selectedCores(campaignId, filters))
          .groupBy(cores.id),
      );
      const bins = db.$with('bins').as(
        db
          .select({
            bin: sql<number>`generate_series(min(${totals.coreBin}), max(${totals.coreBin}), ${bin})`.as(
              'bin',
            ),
          })
          .from(totals),
      );
      const rows = await db
        .with(totals, bins)
        .select({
          bin: sql<number>`${bins.bin}`.mapWith(Number),
          count: sql<number>`count(${totals.coreId})::int`.mapWith(Number),
        })
        .from(bins)
        .leftJoin(totals, eq(totals.coreBin, bins.bin))
        .groupBy(bins.bin)
        .orderBy(asc(bins.bin));
      return {
        labels: rows.map((row) => ({
          key: String(row.bin),
          label: dashboardTexts.thicknessRange(row.bin, row.bin + THICKNESS_BIN),
        })),
        series: [
          {
            key: 'cores',
            name: dashboardTexts.series.cores,
            unit: null,
            data: rows.map((row) => row.count),
          },
        ],
      };
    },

    /**
     * The bituminous thickness of each core with layers along the road (PR, then abscissa), one
     * series per direction and lane: a core has its value in its own series and null in the others.
     */
    async bituminousThicknessAlongRoad(
      campaignId: string,
      filters: CoreFilters,
    ): Promise<ChartData> {
      const bituminous = inArray(coreLayers.type, [...BITUMINOUS_LAYER_TYPES]);
      const rows = await db
        .select({
          id: cores.id,
          displayName: cores.displayName,
          landmark: cores.landmark,
          abscissa: cores.abscissa,
          direction: cores.direction,
          lane: cores.lane,
          thickness:
            sql<number>`coalesce(sum(${coreLayers.thickness}) filter (where ${bituminous}), 0)`.mapWith(
              Number,
            ),
        })
        .from(cores)
        .innerJoin(coreLayers, eq(coreLayers.coreId, cores.id))
        .where(selectedCores(campaignId, filters))
        // Every column read, not the id alone: `cores` is a view of the live cores (src/bin), and
        // PostgreSQL infers nothing from a view's key.
        .groupBy(
          cores.id,
          cores.displayName,
          cores.landmark,
          cores.abscissa,
          cores.direction,
          cores.lane,
          cores.sortRank,
        )
        .orderBy(
          sql`${prNumber} asc nulls last`,
          sql`${cores.abscissa} asc nulls last`,
          sql`${cores.direction} asc nulls last`,
          sql`${cores.lane} asc nulls last`,
          sql`${cores.sortRank} asc nulls last`,
          asc(cores.id),
        );
      const groupKey = (row: { direction: string | null; lane: string | null }) =>
        JSON.stringify([row.direction, row.lane]);
      const groups = [...new Map(rows.map((row) => [groupKey(row), row])).values()].sort(
        (a, b) => compareNullsLast(a.direction, b.direction) || compareNullsLast(a.lane, b.lane),
      );
      return {
        labels: rows.map((row) => ({
          key: row.id,
          label: dashboardTexts.coreOnRoad(row.displayName, row.landmark, row.abscissa),
        })),
        series: groups.map((group) => ({
          key: groupKey(group),
          name: dashboardTexts.directionAndLane(group.direction, group.lane),
          unit: 'mm',
          data: rows.map((row) => (groupKey(row) === groupKey(group) ? row.thickness : null)),
        })),
      };
    },
  };
}

function compareNullsLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
