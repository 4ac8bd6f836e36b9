import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@chaussee/sdk';
import { coresCountOfCampaign } from '../campaigns/campaign-view.repository.js';
import type { Db } from '../db/database.js';
import { campaigns, workspaces } from '../db/schema.js';
import type { PageRequest } from '../http/paging.js';
import { foldedContains } from './text-match.js';
import { campaignsSeenBy, type Viewer } from './viewer.js';

type Schemas = components['schemas'];

/** Filters of the campaign lists; each absent one keeps everything. */
export interface CampaignFilter {
  viewer: Viewer;
  workspaceId?: string | undefined;
  /** Name or reference contains. */
  query?: string | undefined;
  /** Name, reference or workspace name contains. */
  nameReferenceOrWorkspace?: string | undefined;
  /** Reference or customer reference contains. */
  reference?: string | undefined;
  status?: Schemas['CampaignStatus'] | undefined;
  type?: Schemas['CampaignType'] | undefined;
  archived?: boolean | undefined;
}

function orOf(...conditions: SQL[]): SQL | undefined {
  return or(...conditions);
}

/** The SQL of a filter, on `campaigns` joined with `workspaces`. */
export function campaignConditions(filter: CampaignFilter): SQL | undefined {
  return and(
    campaignsSeenBy(filter.viewer),
    filter.workspaceId === undefined ? undefined : eq(campaigns.workspaceId, filter.workspaceId),
    filter.query === undefined
      ? undefined
      : orOf(
          foldedContains(campaigns.name, filter.query),
          foldedContains(campaigns.reference, filter.query),
        ),
    filter.nameReferenceOrWorkspace === undefined
      ? undefined
      : orOf(
          foldedContains(campaigns.name, filter.nameReferenceOrWorkspace),
          foldedContains(campaigns.reference, filter.nameReferenceOrWorkspace),
          foldedContains(workspaces.name, filter.nameReferenceOrWorkspace),
        ),
    filter.reference === undefined
      ? undefined
      : orOf(
          foldedContains(campaigns.reference, filter.reference),
          foldedContains(campaigns.customerReference, filter.reference),
        ),
    filter.status === undefined ? undefined : eq(campaigns.status, filter.status),
    filter.type === undefined ? undefined : eq(campaigns.type, filter.type),
    filter.archived === undefined ? undefined : eq(campaigns.isArchived, filter.archived),
  );
}

/** How a campaign page is sorted: newest first (a workspace's page) or by name (a user's list). */
export type CampaignOrder = 'newest' | 'name';

/** A page of campaign ids matching `where`, with the total. */
export async function pageCampaignIds(
  db: Db,
  where: SQL | undefined,
  paging: PageRequest,
  order: CampaignOrder,
): Promise<{ total: number; ids: string[] }> {
  const [totalRow] = await db
    .select({ total: count() })
    .from(campaigns)
    .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
    .where(where);
  const orderBy =
    order === 'newest'
      ? [desc(campaigns.createdAt), asc(campaigns.id)]
      : [asc(campaigns.name), asc(campaigns.id)];
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
    .where(where)
    .orderBy(...orderBy)
    .limit(paging.limit)
    .offset(paging.offset);
  return { total: totalRow?.total ?? 0, ids: rows.map((row) => row.id) };
}

/** Every campaign id matching `where` per workspace, by name (the my-projects cards). */
export async function campaignIdsByWorkspace(
  db: Db,
  workspaceIds: readonly string[],
  where: SQL | undefined,
): Promise<Map<string, string[]>> {
  const byWorkspace = new Map<string, string[]>();
  if (workspaceIds.length === 0) return byWorkspace;
  const rows = await db
    .select({ id: campaigns.id, workspaceId: campaigns.workspaceId })
    .from(campaigns)
    .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
    .where(and(inArray(campaigns.workspaceId, [...workspaceIds]), where))
    .orderBy(asc(campaigns.name), asc(campaigns.id));
  for (const row of rows) {
    byWorkspace.set(row.workspaceId, [...(byWorkspace.get(row.workspaceId) ?? []), row.id]);
  }
  return byWorkspace;
}

export interface CampaignCounts {
  groups: {
    type: Schemas['CampaignType'];
    status: Schemas['CampaignStatus'];
    isArchived: boolean;
    count: number;
  }[];
  coresCount: number;
}

/** The campaigns matching `where` counted by type, status and archiving, and their cores. */
export async function countCampaigns(db: Db, where: SQL | undefined): Promise<CampaignCounts> {
  const [groups, coreRows] = await Promise.all([
    db
      .select({
        type: campaigns.type,
        status: campaigns.status,
        isArchived: campaigns.isArchived,
        count: count(),
      })
      .from(campaigns)
      .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
      .where(where)
      .groupBy(campaigns.type, campaigns.status, campaigns.isArchived),
    // The cores of each campaign counted by its highest number (one index entry), not core by core.
    db
      .select({ count: sql<number>`coalesce(sum(${coresCountOfCampaign}), 0)`.mapWith(Number) })
      .from(campaigns)
      .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
      .where(and(where, eq(campaigns.type, 'coring'))),
  ]);
  return { groups, coresCount: coreRows[0]?.count ?? 0 };
}
