import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  campaignMembers,
  campaigns,
  organizations,
  sites,
  userSites,
  workspaces,
} from '../db/schema.js';

/** An organization a user belongs to (through one of their sites). */
export interface UserOrganization {
  id: string;
  isInternal: boolean;
}

/** The organization of the site, or undefined when there is no such site. */
export async function organizationOfSite(db: Db, siteId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ organizationId: sites.organizationId })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row?.organizationId;
}

/** The organization of the workspace (that of its site), or undefined when there is none. */
export async function organizationOfWorkspace(
  db: Db,
  workspaceId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ organizationId: sites.organizationId })
    .from(workspaces)
    .innerJoin(sites, eq(sites.id, workspaces.siteId))
    .where(eq(workspaces.id, workspaceId));
  return row?.organizationId;
}

/** The organizations of each user, through their sites (a user without site has none). */
export async function organizationsOfUsers(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, UserOrganization[]>> {
  const byUser = new Map<string, UserOrganization[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: userSites.userId,
      id: organizations.id,
      isInternal: organizations.isInternal,
    })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .innerJoin(organizations, eq(organizations.id, sites.organizationId))
    .where(inArray(userSites.userId, [...new Set(userIds)]));
  for (const { userId, ...organization } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), organization]);
  }
  return byUser;
}

/** The members of every campaign of the workspace. */
export async function campaignMemberIdsOfWorkspace(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: campaignMembers.userId })
    .from(campaignMembers)
    .innerJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
    .where(eq(campaigns.workspaceId, workspaceId));
  return rows.map((row) => row.userId);
}
