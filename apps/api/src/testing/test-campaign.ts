import type { components } from '@chaussee/sdk';
import type { Db } from '../db/database.js';
import { campaigns, organizations, sites, workspaces } from '../db/schema.js';

/**
 * A bare campaign for tests outside the campaigns domain (sessions, users), in a workspace of its
 * own site and organization. The campaigns domain creates campaigns through its services.
 */
export async function insertTestCampaign(
  db: Db,
  values: {
    type: components['schemas']['CampaignType'];
    mainCustomerId?: string | null;
    name?: string;
  },
): Promise<typeof campaigns.$inferSelect> {
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
  const [workspace] = await db
    .insert(workspaces)
    .values({ siteId: site.id, name: 'Projet de test' })
    .returning();
  if (!workspace) throw new Error('The workspace was not inserted.');
  const [campaign] = await db
    .insert(campaigns)
    .values({
      type: values.type,
      workspaceId: workspace.id,
      name: values.name ?? 'Campagne de test',
      status: 'preparing',
      mainCustomerId: values.mainCustomerId ?? null,
    })
    .returning();
  if (!campaign) throw new Error('The campaign was not inserted.');
  return campaign;
}
