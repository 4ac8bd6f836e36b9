import { isInternal, ROLES, type Role } from '@chaussee/permissions';
import { and, arrayOverlaps, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaignMembers, campaigns, users, workspaceMembers, workspaces } from '../db/schema.js';

type CampaignRow = typeof campaigns.$inferSelect;
type WorkspaceRow = typeof workspaces.$inferSelect;

export interface WorkspaceWithMembers {
  workspace: WorkspaceRow;
  memberIds: string[];
}

export interface CampaignWithMembers {
  campaign: CampaignRow;
  memberIds: string[];
  workspace: WorkspaceWithMembers;
}

/**
 * SQL conditions that keep only the workspaces (resp. campaigns) a user is a member of, for lists:
 * a list never contains, counts or names what the caller may not see.
 */
export function workspaceVisibleTo(userId: string): SQL {
  return exists(
    sql`(select 1 from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${workspaces.id} and ${workspaceMembers.userId} = ${userId})`,
  );
}

/**
 * The roles that make their holder a member of the engineering office, derived from the
 * predicate of packages/permissions (so that the lists and the guard never disagree).
 */
const OFFICE_ROLES: readonly Role[] = ROLES.filter((role) =>
  isInternal({ id: '', roles: [role], job: null }),
);

/** Whether the user is of the engineering office (`isInternal`), as SQL on their row. */
function isOfficeUser(userId: string): SQL {
  return exists(
    sql`(select 1 from ${users} where ${users.id} = ${userId} and (${users.job} is not null or ${arrayOverlaps(users.roles, [...OFFICE_ROLES])}))`,
  );
}

/**
 * A campaign is visible to its members and to the members of its workspace; to those outside the
 * engineering office only once it is open to its customers (the rule of `campaignSubject`).
 */
export function campaignVisibleTo(userId: string): SQL {
  const condition = and(
    or(
      exists(
        sql`(select 1 from ${campaignMembers} where ${campaignMembers.campaignId} = ${campaigns.id} and ${campaignMembers.userId} = ${userId})`,
      ),
      exists(
        sql`(select 1 from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${campaigns.workspaceId} and ${workspaceMembers.userId} = ${userId})`,
      ),
    ),
    or(eq(campaigns.hasCustomerAccess, true), isOfficeUser(userId)),
  );
  if (!condition) throw new Error('unreachable: and() of two conditions');
  return condition;
}

/** The ids of the members of the workspace in scope, as a JSON array beside its row. */
function workspaceMemberIds(): SQL<string[]> {
  return sql<
    string[]
  >`(select coalesce(json_agg(${workspaceMembers.userId}), '[]'::json) from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${workspaces.id})`;
}

/**
 * Loads a workspace or a campaign with the member ids the membership rules read, each in one
 * query: every operation on a campaign goes through it first.
 */
export function createMembershipRepository(db: Db) {
  // Both queries run before every workspace or campaign operation: each is built once, and named,
  // so that PostgreSQL parses and plans it once per connection instead of per request.
  const prepareWorkspace = () =>
    db
      .select({ workspace: workspaces, memberIds: workspaceMemberIds() })
      .from(workspaces)
      .where(eq(workspaces.id, sql.placeholder('id')))
      .prepare('membership_workspace');
  const prepareCampaign = () =>
    db
      .select({
        campaign: campaigns,
        memberIds: sql<
          string[]
        >`(select coalesce(json_agg(${campaignMembers.userId}), '[]'::json) from ${campaignMembers} where ${campaignMembers.campaignId} = ${campaigns.id})`,
        workspace: workspaces,
        workspaceMemberIds: workspaceMemberIds(),
      })
      .from(campaigns)
      .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
      .where(eq(campaigns.id, sql.placeholder('id')))
      .prepare('membership_campaign');
  let workspaceQuery: ReturnType<typeof prepareWorkspace> | undefined;
  let campaignQuery: ReturnType<typeof prepareCampaign> | undefined;

  async function workspaceWithMembers(id: string): Promise<WorkspaceWithMembers | undefined> {
    workspaceQuery ??= prepareWorkspace();
    const [row] = await workspaceQuery.execute({ id });
    return row;
  }

  return {
    workspaceWithMembers,

    async campaignWithMembers(id: string): Promise<CampaignWithMembers | undefined> {
      campaignQuery ??= prepareCampaign();
      const [row] = await campaignQuery.execute({ id });
      if (!row) return undefined;
      return {
        campaign: row.campaign,
        memberIds: row.memberIds,
        workspace: { workspace: row.workspace, memberIds: row.workspaceMemberIds },
      };
    },

    /** Whether the user is a member of the campaign itself (not only of its workspace). */
    async isCampaignMember(campaignId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: campaignMembers.id })
        .from(campaignMembers)
        .where(and(eq(campaignMembers.campaignId, campaignId), eq(campaignMembers.userId, userId)));
      return rows.length > 0;
    },
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
