import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, cores, sites, workspaces } from '../db/schema.js';

/** The campaign a report is about, with its project and the organization of that project. */
export interface ReportCampaign {
  id: string;
  type: (typeof campaigns.$inferSelect)['type'];
  name: string;
  reference: string | null;
  customerReference: string | null;
  startDate: string | null;
  endDate: string | null;
  projectName: string;
  organizationId: string;
}

/** The SQL the reports read besides the cores domain's repositories. */
export function createReportDataRepository(db: Db) {
  return {
    async campaign(id: string): Promise<ReportCampaign | undefined> {
      const [row] = await db
        .select({
          id: campaigns.id,
          type: campaigns.type,
          name: campaigns.name,
          reference: campaigns.reference,
          customerReference: campaigns.customerReference,
          startDate: campaigns.startDate,
          endDate: campaigns.endDate,
          projectName: workspaces.name,
          organizationId: sites.organizationId,
        })
        .from(campaigns)
        .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
        .innerJoin(sites, eq(sites.id, workspaces.siteId))
        .where(eq(campaigns.id, id));
      return row;
    },

    /** The campaign of a core, or undefined when there is no such core. */
    async campaignIdOfCore(coreId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ campaignId: cores.campaignId })
        .from(cores)
        .where(eq(cores.id, coreId));
      return row?.campaignId;
    },
  };
}
