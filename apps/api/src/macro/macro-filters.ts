import type { components } from '@chaussee/sdk';
import { and, eq, exists, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  campaigns,
  coreLayers,
  cores,
  layerPollutantAnalyses,
  roads,
  sites,
  workspaces,
} from '../db/schema.js';

type Schemas = components['schemas'];

const analyses = layerPollutantAnalyses;

/**
 * The macro filters of spec section 3 (named query parameters of the nine macro operations). The
 * pollutant ones select cores: a core reaches a PAH (TH) threshold when one of its layers has a
 * laboratory result at or above it, the thresholds being the lower bounds of the classes of
 * packages/validation/src/pollutant-classes.ts that the screens send (a threshold belongs to its
 * class); `asbestos` keeps the cores with asbestos found (true) or analysed without any (false).
 * The others select campaigns: status, and the day the campaign starts (its start date, else the
 * day it was created) between the two dates.
 */
export interface MacroFilters {
  pahMin?: number | undefined;
  thMin?: number | undefined;
  asbestos?: boolean | undefined;
  campaignStatus?: Schemas['CampaignStatus'] | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  road?: string | undefined;
  organizationId?: string | undefined;
}

/** Which campaigns a macro list covers, as a condition on `campaigns` (see macro.service.ts). */
export interface MacroScope {
  /** The membership rule of src/access for the viewer; undefined when they see everything. */
  visible: SQL | undefined;
  workspaceId?: string | undefined;
  organizationId?: string | undefined;
}

/** The laboratory's result of one kind on a layer of the core in scope (`cores`), as a subquery. */
function layerResult(kind: Schemas['PollutantKind'], condition: SQL, selected: SQL): SQL {
  return sql`(select ${selected} from ${coreLayers} join ${analyses} on ${analyses.layerId} = ${coreLayers.id} where ${coreLayers.coreId} = ${cores.id} and ${analyses.kind} = ${kind} and ${condition})`;
}

const isAsbestosResult = sql`${analyses.asbestosPresent} is not null`;

const reaches = (kind: 'PAH' | 'TH', threshold: number) =>
  exists(layerResult(kind, sql`${analyses.valueMgKg} >= ${threshold}`, sql`1`));

/** The filters on the cores in scope (`cores`); undefined when none is given. */
export function coreConditions(filters: MacroFilters): SQL | undefined {
  const withAsbestos = exists(layerResult('asbestos', sql`${analyses.asbestosPresent}`, sql`1`));
  return and(
    filters.pahMin === undefined ? undefined : reaches('PAH', filters.pahMin),
    filters.thMin === undefined ? undefined : reaches('TH', filters.thMin),
    filters.asbestos === undefined
      ? undefined
      : filters.asbestos
        ? withAsbestos
        : and(exists(layerResult('asbestos', isAsbestosResult, sql`1`)), sql`not ${withAsbestos}`),
    filters.road === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${roads} where ${roads.id} = ${cores.roadId} and lower(${roads.name}) = lower(${filters.road}))`,
        ),
  );
}

/** The day a campaign starts for the date filters: its start date, else its creation day (UTC). */
const campaignDay = sql`coalesce(${campaigns.startDate}, (${campaigns.createdAt} at time zone 'UTC')::date)`;

/**
 * The campaigns of a macro list, as a condition on `campaigns` alone (so that it holds in any
 * subquery): coring campaigns the viewer may see, in the scope, matching the campaign filters.
 */
function campaignConditions(db: Db, scope: MacroScope, filters: MacroFilters): SQL {
  const organizationIds = [scope.organizationId, filters.organizationId].filter(
    (id): id is string => id !== undefined,
  );
  const condition = and(
    eq(campaigns.type, 'coring'),
    scope.visible,
    scope.workspaceId === undefined ? undefined : eq(campaigns.workspaceId, scope.workspaceId),
    ...organizationIds.map((organizationId) =>
      inArray(
        campaigns.workspaceId,
        db
          .select({ id: workspaces.id })
          .from(workspaces)
          .innerJoin(sites, eq(sites.id, workspaces.siteId))
          .where(eq(sites.organizationId, organizationId)),
      ),
    ),
    filters.campaignStatus === undefined ? undefined : eq(campaigns.status, filters.campaignStatus),
    filters.startDate === undefined ? undefined : gte(campaignDay, sql`${filters.startDate}::date`),
    filters.endDate === undefined ? undefined : lte(campaignDay, sql`${filters.endDate}::date`),
  );
  if (!condition) throw new Error('unreachable: and() with a condition');
  return condition;
}

/**
 * The selected campaigns: those of `campaignConditions`, and with a core filter only those with
 * at least one selected core.
 */
export function selectedCampaigns(db: Db, scope: MacroScope, filters: MacroFilters): SQL {
  const cores_ = coreConditions(filters);
  const condition = and(
    campaignConditions(db, scope, filters),
    cores_ === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(cores)
            .where(and(eq(cores.campaignId, campaigns.id), cores_)),
        ),
  );
  if (!condition) throw new Error('unreachable: and() with a condition');
  return condition;
}
