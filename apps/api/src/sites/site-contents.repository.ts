import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { campaignVisibleTo, workspaceVisibleTo } from '../access/membership.repository.js';
import type { Db } from '../db/database.js';
import { campaigns, organizations, sites, userSites, users, workspaces } from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

type WorkspaceRow = typeof workspaces.$inferSelect;

/** A workspace of a site, with its site, organization and the campaigns the viewer sees. */
export interface SiteWorkspaceView {
  workspace: WorkspaceRow;
  site: { id: string; name: string };
  organization: { id: string; name: string };
  campaignsCount: number;
}

/** What lives on a site: its users and its workspaces (the fallback site receives both). */
export function createSiteContentsRepository(db: Db) {
  return {
    /**
     * Ids of the live users of the site, by last then first name; `onlyUserId` keeps that user
     * alone (a caller who may see only themselves).
     */
    async userIds(
      siteId: string,
      onlyUserId: string | undefined,
      page: PageRequest,
    ): Promise<PageOf<string>> {
      const where = and(
        eq(userSites.siteId, siteId),
        isNull(users.deletedAt),
        onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
      );
      const [counted] = await db
        .select({ total: count() })
        .from(userSites)
        .innerJoin(users, eq(users.id, userSites.userId))
        .where(where);
      const rows = await db
        .select({ id: users.id })
        .from(userSites)
        .innerJoin(users, eq(users.id, userSites.userId))
        .where(where)
        .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows: rows.map((row) => row.id), total: counted?.total ?? 0 };
    },

    /**
     * The site's workspaces that `viewerId` is a member of (undefined: all of them), archived ones
     * included, by name; campaigns are counted among those the viewer sees.
     */
    async workspaces(
      siteId: string,
      viewerId: string | undefined,
      page: PageRequest,
    ): Promise<PageOf<SiteWorkspaceView>> {
      const where = and(
        eq(workspaces.siteId, siteId),
        viewerId === undefined ? undefined : workspaceVisibleTo(viewerId),
      );
      const visibleCampaign: SQL = viewerId === undefined ? sql`true` : campaignVisibleTo(viewerId);
      // Joined so that Drizzle qualifies the columns the membership condition compares.
      const [counted] = await db
        .select({ total: count() })
        .from(workspaces)
        .innerJoin(sites, eq(sites.id, workspaces.siteId))
        .where(where);
      const rows = await db
        .select({
          workspace: workspaces,
          site: { id: sites.id, name: sites.name },
          organization: { id: organizations.id, name: organizations.name },
          campaignsCount: sql<number>`(select count(*) from ${campaigns}
            where ${campaigns.workspaceId} = ${workspaces.id} and ${visibleCampaign})`.mapWith(
            Number,
          ),
        })
        .from(workspaces)
        .innerJoin(sites, eq(sites.id, workspaces.siteId))
        .innerJoin(organizations, eq(organizations.id, sites.organizationId))
        .where(where)
        .orderBy(sql`lower(${workspaces.name})`, asc(workspaces.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type SiteContentsRepository = ReturnType<typeof createSiteContentsRepository>;
