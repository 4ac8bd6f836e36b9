import type { components } from '@chaussee/sdk';
import { and, eq, exists, not, or, type SQL, sql } from 'drizzle-orm';
import { campaignVisibleTo, workspaceVisibleTo } from '../access/membership.repository.js';
import type { Db } from '../db/database.js';
import { campaigns, workspaces } from '../db/schema.js';
import { foldedContains } from './text-match.js';
import { workspaceInOrganization } from './workspace.repository.js';

type Schemas = components['schemas'];

/**
 * The "my projects" list (GET /users/{id}/workspaces). Active view: workspaces not archived, with
 * their campaigns not archived. Archived view: archived workspaces with all their campaigns, and
 * active workspaces holding archived campaigns with those campaigns only. So archiving moves a
 * workspace or a campaign from one view to the other, and unarchiving moves it back.
 */
export interface UserWorkspaceFilter {
  /** Whose memberships; undefined for every workspace (an administrator's own list). */
  memberId: string | undefined;
  archived: boolean;
  workspaceName?: string | undefined;
  campaignName?: string | undefined;
  campaignType?: Schemas['CampaignType'] | undefined;
  reference?: string | undefined;
  organizationId?: string | undefined;
  siteId?: string | undefined;
}

function hasCampaignFilter(filter: UserWorkspaceFilter): boolean {
  return (
    filter.campaignName !== undefined ||
    filter.campaignType !== undefined ||
    filter.reference !== undefined
  );
}

/**
 * The campaigns a workspace card shows, on `campaigns` with `workspaces` in scope (joined, or the
 * outer row of a subquery): in the view, matching the campaign filters, seen by the member.
 */
export function shownCampaigns(filter: UserWorkspaceFilter): SQL | undefined {
  const inView = filter.archived
    ? or(eq(workspaces.isArchived, true), eq(campaigns.isArchived, true))
    : and(eq(workspaces.isArchived, false), eq(campaigns.isArchived, false));
  return and(
    inView,
    filter.memberId === undefined ? undefined : campaignVisibleTo(filter.memberId),
    filter.campaignName === undefined
      ? undefined
      : foldedContains(campaigns.name, filter.campaignName),
    filter.campaignType === undefined ? undefined : eq(campaigns.type, filter.campaignType),
    filter.reference === undefined
      ? undefined
      : or(
          foldedContains(campaigns.reference, filter.reference),
          foldedContains(campaigns.customerReference, filter.reference),
        ),
  );
}

/** The workspaces of the list, as a condition on `workspaces` (for pageWorkspaceIds). */
export function listedWorkspaces(db: Db, filter: UserWorkspaceFilter): SQL | undefined {
  const hasShownCampaign = exists(
    db
      .select({ one: sql`1` })
      .from(campaigns)
      .where(and(eq(campaigns.workspaceId, workspaces.id), shownCampaigns(filter))),
  );
  const campaignFiltered = hasCampaignFilter(filter);
  const inView = filter.archived
    ? or(campaignFiltered ? undefined : eq(workspaces.isArchived, true), hasShownCampaign)
    : and(not(workspaces.isArchived), campaignFiltered ? hasShownCampaign : undefined);
  return and(
    filter.memberId === undefined ? undefined : workspaceVisibleTo(filter.memberId),
    inView,
    filter.workspaceName === undefined
      ? undefined
      : foldedContains(workspaces.name, filter.workspaceName),
    filter.organizationId === undefined
      ? undefined
      : workspaceInOrganization(filter.organizationId),
    filter.siteId === undefined ? undefined : eq(workspaces.siteId, filter.siteId),
  );
}
