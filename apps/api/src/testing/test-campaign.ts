import type { components } from '@chaussee/sdk';
import type { Db } from '../db/database.js';
import {
  campaignMembers,
  campaigns,
  organizations,
  sites,
  workspaceMembers,
  workspaces,
} from '../db/schema.js';

type CampaignType = components['schemas']['CampaignType'];
type CampaignStatus = components['schemas']['CampaignStatus'];

/**
 * A bare workspace for tests of domains below it (campaigns, cores, pictures), written straight to
 * the tables. Without `siteId`, in a site and organization of its own.
 */
export async function insertTestWorkspace(
  db: Db,
  values: { siteId?: string; name?: string; memberIds?: readonly string[] } = {},
): Promise<typeof workspaces.$inferSelect> {
  let siteId = values.siteId;
  if (siteId === undefined) {
    const [organization] = await db
      .insert(organizations)
      .values({ name: 'Organisation de test' })
      .returning();
    if (!organization) throw new Error('The organization was not inserted.');
    const [site] = await db
      .insert(sites)
      .values({ organizationId: organization.id, name: 'Site de test' })
      .returning();
    if (!site) throw new Error('The site was not inserted.');
    siteId = site.id;
  }
  const [workspace] = await db
    .insert(workspaces)
    .values({ siteId, name: values.name ?? 'Projet de test' })
    .returning();
  if (!workspace) throw new Error('The workspace was not inserted.');
  const memberIds = values.memberIds ?? [];
  if (memberIds.length > 0) {
    await db
      .insert(workspaceMembers)
      .values(memberIds.map((userId) => ({ workspaceId: workspace.id, userId })));
  }
  return workspace;
}

/**
 * A bare campaign for tests outside the campaigns domain (sessions, users, cores…). Without
 * `workspaceId`, in a workspace of its own; `memberIds` become campaign members.
 */
export async function insertTestCampaign(
  db: Db,
  values: {
    type: CampaignType;
    mainCustomerId?: string | null;
    name?: string;
    status?: CampaignStatus;
    workspaceId?: string;
    memberIds?: readonly string[];
    /** Open to its customers unless said: most tests are about something else. */
    hasCustomerAccess?: boolean;
  },
): Promise<typeof campaigns.$inferSelect> {
  const workspaceId = values.workspaceId ?? (await insertTestWorkspace(db)).id;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      type: values.type,
      workspaceId,
      name: values.name ?? 'Campagne de test',
      status: values.status ?? 'preparing',
      mainCustomerId: values.mainCustomerId ?? null,
      hasCustomerAccess: values.hasCustomerAccess ?? true,
    })
    .returning();
  if (!campaign) throw new Error('The campaign was not inserted.');
  const memberIds = values.memberIds ?? [];
  if (memberIds.length > 0) {
    await db
      .insert(campaignMembers)
      .values(memberIds.map((userId) => ({ campaignId: campaign.id, userId })));
  }
  return campaign;
}
