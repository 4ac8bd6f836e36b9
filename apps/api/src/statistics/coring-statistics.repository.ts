import type { components } from '@chaussee/sdk';
import { and, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  agencies,
  campaigns,
  coreLayers,
  cores,
  laboratoryOrders,
  layerPollutantAnalyses,
  sites,
  workspaces,
} from '../db/schema.js';

type Schemas = components['schemas'];

/** The laboratory's own results: the « Ref. BE » values of the office are not analyses. */
const LABORATORY_KINDS: readonly Schemas['PollutantKind'][] = ['PAH', 'TH', 'asbestos'];

export interface CoringStatisticsFilter {
  agencyId?: string | undefined;
  siteId?: string | undefined;
  /** Inclusive days (YYYY-MM-DD) of the campaigns' creation, UTC. */
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The figures of one group (all, a status, a month, an agency, a site). */
export interface StatisticsGroup {
  campaignsCount: number;
  coresCount: number;
  analysedCoresCount: number;
  analysesCount: number;
  resultsDelayDays: number | null;
}

export interface CoringStatisticsRow extends StatisticsGroup {
  /** Which grouping set the row belongs to. */
  grouping: 'all' | 'status' | 'month' | 'agency' | 'site';
  status: Schemas['CampaignStatus'] | null;
  month: string | null;
  agencyId: string | null;
  agencyName: string | null;
  siteId: string | null;
  siteName: string | null;
}

const DAY_SECONDS = 86_400;

/**
 * The statistics of the coring campaigns in one query: each campaign with its cores, analysed
 * cores, laboratory results and order delays (each counted by its own subquery, so that no join
 * multiplies another), then every figure of the page by GROUPING SETS (all, status, month, agency,
 * site). A campaign belongs to the month (UTC) it was created in.
 */
export async function coringStatistics(
  db: Db,
  filter: CoringStatisticsFilter,
): Promise<CoringStatisticsRow[]> {
  const createdDay = sql`(${campaigns.createdAt} at time zone 'UTC')::date`;
  const where = and(
    eq(campaigns.type, 'coring'),
    filter.siteId === undefined ? undefined : eq(sites.id, filter.siteId),
    filter.agencyId === undefined ? undefined : eq(sites.agencyId, filter.agencyId),
    filter.startDate === undefined ? undefined : gte(createdDay, sql`${filter.startDate}::date`),
    filter.endDate === undefined ? undefined : lte(createdDay, sql`${filter.endDate}::date`),
  );
  const isLaboratoryResult = inArray(layerPollutantAnalyses.kind, [...LABORATORY_KINDS]);
  const analysesOfCore = (counted: SQL) =>
    sql`(select ${counted} from ${coreLayers} join ${layerPollutantAnalyses} on ${layerPollutantAnalyses.layerId} = ${coreLayers.id} where ${coreLayers.coreId} = ${cores.id} and ${isLaboratoryResult})`;
  const coreFigures = db.$with('core_figures').as(
    db
      .select({
        campaignId: sql<string>`${cores.campaignId}`.as('core_campaign_id'),
        coresCount: sql<number>`count(*)`.as('cores_count'),
        analysedCoresCount:
          sql<number>`count(*) filter (where ${analysesOfCore(sql`count(*)`)} > 0)`.as(
            'analysed_cores_count',
          ),
        analysesCount: sql<number>`coalesce(sum(${analysesOfCore(sql`count(*)`)}), 0)`.as(
          'analyses_count',
        ),
      })
      .from(cores)
      .groupBy(cores.campaignId),
  );
  const orderDelays = db.$with('order_delays').as(
    db
      .select({
        campaignId: sql<string>`${laboratoryOrders.campaignId}`.as('order_campaign_id'),
        delaySum:
          sql<number>`sum(extract(epoch from ${laboratoryOrders.resultsReceivedAt} - ${laboratoryOrders.sentAt}) / ${DAY_SECONDS})`.as(
            'delay_sum',
          ),
        delayCount: sql<number>`count(*)`.as('delay_count'),
      })
      .from(laboratoryOrders)
      .where(and(isNotNull(laboratoryOrders.sentAt), isNotNull(laboratoryOrders.resultsReceivedAt)))
      .groupBy(laboratoryOrders.campaignId),
  );
  const perCampaign = db.$with('per_campaign').as(
    db
      .with(coreFigures, orderDelays)
      .select({
        status: sql<Schemas['CampaignStatus']>`${campaigns.status}`.as('status'),
        month: sql<string>`to_char(${campaigns.createdAt} at time zone 'UTC', 'YYYY-MM')`.as(
          'month',
        ),
        siteId: sql<string>`${sites.id}`.as('site_id'),
        siteName: sql<string>`${sites.name}`.as('site_name'),
        agencyId: sql<string | null>`${agencies.id}`.as('agency_id'),
        agencyName: sql<string | null>`${agencies.name}`.as('agency_name'),
        coresCount: sql<number>`coalesce(${coreFigures.coresCount}, 0)`.as('c_cores'),
        analysedCoresCount: sql<number>`coalesce(${coreFigures.analysedCoresCount}, 0)`.as(
          'c_analysed',
        ),
        analysesCount: sql<number>`coalesce(${coreFigures.analysesCount}, 0)`.as('c_analyses'),
        delaySum: sql<number>`coalesce(${orderDelays.delaySum}, 0)`.as('c_delay_sum'),
        delayCount: sql<number>`coalesce(${orderDelays.delayCount}, 0)`.as('c_delay_count'),
      })
      .from(campaigns)
      .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
      .innerJoin(sites, eq(sites.id, workspaces.siteId))
      .leftJoin(agencies, eq(agencies.id, sites.agencyId))
      .leftJoin(coreFigures, eq(coreFigures.campaignId, campaigns.id))
      .leftJoin(orderDelays, eq(orderDelays.campaignId, campaigns.id))
      .where(where),
  );
  const p = perCampaign;
  const rows = await db
    .with(perCampaign)
    .select({
      grouping: sql<number>`grouping(${p.status}, ${p.month}, ${p.agencyId}, ${p.siteId})`.mapWith(
        Number,
      ),
      status: p.status,
      month: p.month,
      agencyId: p.agencyId,
      agencyName: sql<string | null>`max(${p.agencyName})`,
      siteId: p.siteId,
      siteName: sql<string | null>`max(${p.siteName})`,
      campaignsCount: sql<number>`count(*)`.mapWith(Number),
      coresCount: sql<number>`coalesce(sum(${p.coresCount}), 0)`.mapWith(Number),
      analysedCoresCount: sql<number>`coalesce(sum(${p.analysedCoresCount}), 0)`.mapWith(Number),
      analysesCount: sql<number>`coalesce(sum(${p.analysesCount}), 0)`.mapWith(Number),
      resultsDelayDays: sql<
        number | null
      >`(sum(${p.delaySum}) / nullif(sum(${p.delayCount}), 0))::float8`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(perCampaign)
    .groupBy(sql`grouping sets ((), (${p.status}), (${p.month}), (${p.agencyId}), (${p.siteId}))`);
  return rows.map((row) => ({ ...row, grouping: groupingOf(row.grouping) }));
}

/*
 * grouping(status, month, agency, site) has a bit set for each column NOT grouped by (status is the
 * highest): 15 is the grand total, 7 by status, 11 by month, 13 by agency, 14 by site.
 */
function groupingOf(bits: number): CoringStatisticsRow['grouping'] {
  switch (bits) {
    case 7:
      return 'status';
    case 11:
      return 'month';
    case 13:
      return 'agency';
    case 14:
      return 'site';
    default:
      return 'all';
  }
}
