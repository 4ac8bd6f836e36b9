import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  campaigns,
  organizations,
  sites,
  userSites,
  users,
  workspaceMembers,
  workspaces,
} from '../db/schema.js';
import { versionMatches, type VersionCondition } from '../http/entity-version.js';
import type { UserRow } from '../users/users.repository.js';
import { campaignsSeenBy, type Viewer, workspacesSeenBy } from './viewer.js';

type WorkspaceRow = typeof workspaces.$inferSelect;
type NewWorkspaceRow = typeof workspaces.$inferInsert;

interface Named {
  id: string;
  name: string;
}

/** A workspace with what its summary names: site, organization, campaigns the viewer sees. */
export interface WorkspaceSummaryView {
  workspace: WorkspaceRow;
  site: Named;
  organization: Named;
  campaignsCount: number;
}

/** A summary view with the members and the creator, for the full Workspace. */
export interface WorkspaceView extends WorkspaceSummaryView {
  members: UserRow[];
  createdBy: UserRow | null;
}

/**
 * Summaries of some workspaces in two queries (rows with site and organization, then the campaigns
 * the viewer sees counted per workspace), in the order of `ids`.
 */
export async function loadWorkspaceSummaryViews(
  db: Db,
  ids: readonly string[],
  viewer: Viewer,
): Promise<WorkspaceSummaryView[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, counts] = await Promise.all([
    db
      .select({
        workspace: workspaces,
        site: { id: sites.id, name: sites.name },
        organization: { id: organizations.id, name: organizations.name },
      })
      .from(workspaces)
      .innerJoin(sites, eq(sites.id, workspaces.siteId))
      .innerJoin(organizations, eq(organizations.id, sites.organizationId))
      .where(inArray(workspaces.id, unique)),
    db
      .select({ workspaceId: campaigns.workspaceId, campaignsCount: count() })
      .from(campaigns)
      .where(and(inArray(campaigns.workspaceId, unique), campaignsSeenBy(viewer)))
      .groupBy(campaigns.workspaceId),
  ]);
  const countOf = new Map(counts.map((row) => [row.workspaceId, row.campaignsCount]));
  const byId = new Map(rows.map((row) => [row.workspace.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, campaignsCount: countOf.get(id) ?? 0 }] : [];
  });
}

/** Whether the workspace exists (a write that changed no row: 404 or 412). */
export async function workspaceExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, id));
  return rows.length > 0;
}

/** One workspace in full (members sorted by name), or undefined. */
export async function loadWorkspaceView(
  db: Db,
  id: string,
  viewer: Viewer,
): Promise<WorkspaceView | undefined> {
  const [summary] = await loadWorkspaceSummaryViews(db, [id], viewer);
  if (!summary) return undefined;
  const members = await db
    .select({ user: users })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, id))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const creatorId = summary.workspace.createdById;
  let createdBy: UserRow | null = null;
  if (creatorId !== null) {
    const [creator] = await db.select().from(users).where(eq(users.id, creatorId));
    createdBy = creator ?? null;
  }
  return { ...summary, members: members.map((row) => row.user), createdBy };
}

export async function insertWorkspace(db: Db, values: NewWorkspaceRow): Promise<string> {
  const [row] = await db.insert(workspaces).values(values).returning({ id: workspaces.id });
  if (!row) throw new Error('The workspace was not inserted.');
  return row.id;
}

export async function updateWorkspaceRow(
  db: Db,
  id: string,
  changes: Partial<
    Pick<NewWorkspaceRow, 'name' | 'siteId' | 'description' | 'customerReference' | 'isArchived'>
  >,
  at: Date,
  condition: VersionCondition,
): Promise<boolean> {
  const rows = await db
    .update(workspaces)
    .set({ ...changes, updatedAt: at, version: sql`${workspaces.version} + 1` })
    .where(and(eq(workspaces.id, id), versionMatches(workspaces.version, condition)))
    .returning({ id: workspaces.id });
  return rows.length > 0;
}

/**
 * Locks the workspace row until the caller's transaction ends (a campaign created in it meanwhile
 * waits, since its foreign key reads the row) and answers the ids of its campaigns.
 */
export async function lockWorkspaceWithCampaigns(db: Db, id: string): Promise<string[]> {
  await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, id))
    .for('update');
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.workspaceId, id));
  return rows.map((row) => row.id);
}

/** Puts the workspace in the bin; what is below it vanishes with it (src/db/live-views.ts). */
export async function binWorkspaceRow(db: Db, id: string, by: string, at: Date): Promise<void> {
  await db.update(workspaces).set({ deletedAt: at, deletedById: by }).where(eq(workspaces.id, id));
}

/** Makes `memberIds` the workspace's whole member list. */
export async function replaceWorkspaceMembers(
  db: Db,
  workspaceId: string,
  memberIds: readonly string[],
): Promise<void> {
  await db.delete(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
  const unique = [...new Set(memberIds)];
  if (unique.length === 0) return;
  await db
    .insert(workspaceMembers)
    .values(unique.map((userId) => ({ workspaceId, userId })))
    .onConflictDoNothing();
}

/** Whether the site exists. */
export async function siteExists(db: Db, siteId: string): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  return rows.length > 0;
}

/** Whether the organization exists. */
/**
 * Whether the organization exists for this caller: any organization for the engineering office,
 * only one of their own (through their sites) for anyone else — as GET /organizations/{id} answers
 * 404 for the others, a list of its workspaces must not confirm it exists.
 */
export async function isOrganizationSeenBy(
  db: Db,
  organizationId: string,
  caller: { id: string; isInternal: boolean },
): Promise<boolean> {
  if (caller.isInternal) {
    const rows = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return rows.length > 0;
  }
  const rows = await db
    .select({ id: sites.organizationId })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(and(eq(userSites.userId, caller.id), eq(sites.organizationId, organizationId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The workspaces of the organization's sites, as a condition on `workspaces` alone: the lists
 * count and page the workspaces table without joining the sites (every workspace has its site),
 * which halved the count of an administrator's list of 100,000 workspaces (issue 19).
 */
export function workspaceInOrganization(organizationId: string): SQL {
  return sql`${workspaces.siteId} in (select ${sites.id} from ${sites} where ${sites.organizationId} = ${organizationId})`;
}

/**
 * A page of workspace ids matching `where` (a condition on `workspaces`), by name, with the
 * total. The page is read along the index (name, id); the total counts what matches.
 */
export async function pageWorkspaceIds(
  db: Db,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<{ total: number; ids: string[] }> {
  const [totalRow] = await db.select({ total: count() }).from(workspaces).where(where);
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(where)
    .orderBy(asc(workspaces.name), asc(workspaces.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return { total: totalRow?.total ?? 0, ids: rows.map((row) => row.id) };
}

/** The organization's workspaces the viewer sees, archived or active only when asked (for pageWorkspaceIds). */
export function organizationWorkspaces(
  organizationId: string,
  viewer: Viewer,
  archived: boolean | undefined,
): SQL | undefined {
  return and(
    workspaceInOrganization(organizationId),
    workspacesSeenBy(viewer),
    archived === undefined ? undefined : eq(workspaces.isArchived, archived),
  );
}
