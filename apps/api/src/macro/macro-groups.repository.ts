import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, cores, organizations, sites, workspaces } from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';
import {
  coreConditions,
  selectedCampaigns,
  type MacroFilters,
  type MacroScope,
} from './macro-filters.js';
import { coreFigures, type CoreFigures } from './macro-statistics.js';

/*
 * The macro campaigns, projects and organizations: each a page of the groups holding a selected
 * campaign, with the figures of their selected cores. One query per page: the page's ids first (a
 * CTE with its order and limit), then the figures of those rows only (one scalar subquery per row
 * of the page), the total beside them; a count of its own only for a page past the end.
 */

/** The selected cores of the campaigns matching `campaignsOfGroup` (a condition on `campaigns`). */
function selectedCoresOf(db: Db, campaignsOfGroup: SQL, filters: MacroFilters): SQL {
  return (
    and(
      inArray(
        cores.campaignId,
        db.select({ id: campaigns.id }).from(campaigns).where(campaignsOfGroup),
      ),
      coreConditions(filters),
    ) ?? sql`true`
  );
}

/** The total of a page's rows (the same on each), or counted when the page is past the end. */
async function totalOf(
  rows: readonly { total: number }[],
  page: PageRequest,
  countAll: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return page.offset === 0 ? 0 : countAll();
}

/** How many rows of `table` match `where`, as a column beside the page's rows. */
function totalColumn(
  table: typeof campaigns | typeof workspaces | typeof organizations,
  where: SQL,
) {
  return sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number);
}

export interface MacroCampaignRow {
  id: string;
  name: string;
  reference: string | null;
  type: (typeof campaigns.$inferSelect)['type'];
  status: (typeof campaigns.$inferSelect)['status'];
  isArchived: boolean;
  workspace: { id: string; name: string };
  organization: { id: string; name: string };
  figures: CoreFigures;
}

/** Newest first. */
export async function pageMacroCampaigns(
  db: Db,
  scope: MacroScope,
  filters: MacroFilters,
  page: PageRequest,
): Promise<PageOf<MacroCampaignRow>> {
  const where = selectedCampaigns(db, scope, filters);
  const order = [desc(campaigns.createdAt), asc(campaigns.id)];
  const pageIds = db.$with('page_campaigns').as(
    db
      .select({ id: sql<string>`${campaigns.id}`.as('page_id') })
      .from(campaigns)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  );
  const rows = await db
    .with(pageIds)
    .select({
      total: totalColumn(campaigns, where),
      id: campaigns.id,
      name: campaigns.name,
      reference: campaigns.reference,
      type: campaigns.type,
      status: campaigns.status,
      isArchived: campaigns.isArchived,
      workspace: { id: workspaces.id, name: workspaces.name },
      organization: { id: organizations.id, name: organizations.name },
      figures: coreFigures(and(eq(cores.campaignId, campaigns.id), coreConditions(filters))),
    })
    .from(pageIds)
    .innerJoin(campaigns, eq(campaigns.id, pageIds.id))
    .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
    .innerJoin(sites, eq(sites.id, workspaces.siteId))
    .innerJoin(organizations, eq(organizations.id, sites.organizationId))
    .orderBy(...order);
  const total = await totalOf(rows, page, async () => {
    const [found] = await db.select({ total: count() }).from(campaigns).where(where);
    return found?.total ?? 0;
  });
  return {
    total,
    rows: rows.map(
      ({ id, name, reference, type, status, isArchived, workspace, organization, figures }) => ({
        id,
        name,
        reference,
        type,
        status,
        isArchived,
        workspace,
        organization,
        figures,
      }),
    ),
  };
}

export interface MacroProjectRow {
  id: string;
  name: string;
  isArchived: boolean;
  site: { id: string; name: string };
  organization: { id: string; name: string };
  campaignsCount: number;
  figures: CoreFigures;
}

/** By name. */
export async function pageMacroProjects(
  db: Db,
  scope: MacroScope,
  filters: MacroFilters,
  page: PageRequest,
): Promise<PageOf<MacroProjectRow>> {
  const campaignsOfWorkspace =
    and(eq(campaigns.workspaceId, workspaces.id), selectedCampaigns(db, scope, filters)) ??
    sql`true`;
  const where = exists(
    db
      .select({ one: sql`1` })
      .from(campaigns)
      .where(campaignsOfWorkspace),
  );
  const order = [asc(workspaces.name), asc(workspaces.id)];
  const pageIds = db.$with('page_workspaces').as(
    db
      .select({ id: sql<string>`${workspaces.id}`.as('page_id') })
      .from(workspaces)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  );
  const rows = await db
    .with(pageIds)
    .select({
      total: totalColumn(workspaces, where),
      id: workspaces.id,
      name: workspaces.name,
      isArchived: workspaces.isArchived,
      site: { id: sites.id, name: sites.name },
      organization: { id: organizations.id, name: organizations.name },
      campaignsCount:
        sql<number>`(select count(*) from ${campaigns} where ${campaignsOfWorkspace})`.mapWith(
          Number,
        ),
      figures: coreFigures(selectedCoresOf(db, campaignsOfWorkspace, filters)),
    })
    .from(pageIds)
    .innerJoin(workspaces, eq(workspaces.id, pageIds.id))
    .innerJoin(sites, eq(sites.id, workspaces.siteId))
    .innerJoin(organizations, eq(organizations.id, sites.organizationId))
    .orderBy(...order);
  const total = await totalOf(rows, page, async () => {
    const [found] = await db.select({ total: count() }).from(workspaces).where(where);
    return found?.total ?? 0;
  });
  return {
    total,
    rows: rows.map(({ id, name, isArchived, site, organization, campaignsCount, figures }) => ({
      id,
      name,
      isArchived,
      site,
      organization,
      campaignsCount,
      figures,
    })),
  };
}

export interface MacroOrganizationRow {
  id: string;
  name: string;
  projectsCount: number;
  campaignsCount: number;
  figures: CoreFigures;
}

/** By name. */
export async function pageMacroOrganizations(
  db: Db,
  scope: MacroScope,
  filters: MacroFilters,
  page: PageRequest,
): Promise<PageOf<MacroOrganizationRow>> {
  const campaignsOfOrganization =
    and(
      inArray(
        campaigns.workspaceId,
        db
          .select({ id: workspaces.id })
          .from(workspaces)
          .innerJoin(sites, eq(sites.id, workspaces.siteId))
          .where(eq(sites.organizationId, organizations.id)),
      ),
      selectedCampaigns(db, scope, filters),
    ) ?? sql`true`;
  const where = exists(
    db
      .select({ one: sql`1` })
      .from(campaigns)
      .where(campaignsOfOrganization),
  );
  const order = [asc(organizations.name), asc(organizations.id)];
  const pageIds = db.$with('page_organizations').as(
    db
      .select({ id: sql<string>`${organizations.id}`.as('page_id') })
      .from(organizations)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  );
  const rows = await db
    .with(pageIds)
    .select({
      total: totalColumn(organizations, where),
      id: organizations.id,
      name: organizations.name,
      projectsCount:
        sql<number>`(select count(distinct ${campaigns.workspaceId}) from ${campaigns} where ${campaignsOfOrganization})`.mapWith(
          Number,
        ),
      campaignsCount:
        sql<number>`(select count(*) from ${campaigns} where ${campaignsOfOrganization})`.mapWith(
          Number,
        ),
      figures: coreFigures(selectedCoresOf(db, campaignsOfOrganization, filters)),
    })
    .from(pageIds)
    .innerJoin(organizations, eq(organizations.id, pageIds.id))
    .orderBy(...order);
  const total = await totalOf(rows, page, async () => {
    const [found] = await db.select({ total: count() }).from(organizations).where(where);
    return found?.total ?? 0;
  });
  return {
    total,
    rows: rows.map(({ id, name, projectsCount, campaignsCount, figures }) => ({
      id,
      name,
      projectsCount,
      campaignsCount,
      figures,
    })),
  };
}
