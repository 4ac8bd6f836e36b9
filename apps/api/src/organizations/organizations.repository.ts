import type { Db } from '../db/database.js';
import { agencies, organizations, sites } from '../db/schema.js';

type OrganizationRow = typeof organizations.$inferSelect;
type SiteRow = typeof sites.$inferSelect;
type AgencyRow = typeof agencies.$inferSelect;

/**
 * Organizations, sites and agencies: only the writes the seed and the users' tests need so far.
 * The organizations issue grows this into the domain's repository.
 */
export function createOrganizationsRepository(db: Db) {
  return {
    async insertOrganization(values: {
      id?: string;
      name: string;
      isInternal: boolean;
    }): Promise<OrganizationRow> {
      const [row] = await db.insert(organizations).values(values).returning();
      if (!row) throw new Error('The organization was not inserted.');
      return row;
    },

    async insertSite(values: {
      id?: string;
      organizationId: string;
      name: string;
      agencyId?: string | null;
    }): Promise<SiteRow> {
      const [row] = await db.insert(sites).values(values).returning();
      if (!row) throw new Error('The site was not inserted.');
      return row;
    },

    async insertAgency(values: {
      id?: string;
      organizationId: string;
      name: string;
    }): Promise<AgencyRow> {
      const [row] = await db.insert(agencies).values(values).returning();
      if (!row) throw new Error('The agency was not inserted.');
      return row;
    },
  };
}
