import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  campaigns,
  cores,
  coresGroupCores,
  coresGroups,
  displayNamePrefixes,
} from '../db/schema.js';
import type { CoreSortKey } from '@chaussee/validation';

export type CoresGroupRow = typeof coresGroups.$inferSelect;

/** A core of a group as the group shows it, with what the campaign's core order reads. */
export type GroupedCore = CoreSortKey & { groupId: string; number: number };

/** The SQL of cores groups. */
export function createCoresGroupsRepository(db: Db) {
  return {
    async find(id: string): Promise<CoresGroupRow | undefined> {
      const [row] = await db.select().from(coresGroups).where(eq(coresGroups.id, id));
      return row;
    },

    async page(
      campaignId: string,
      page: { limit: number; offset: number },
    ): Promise<{ total: number; rows: CoresGroupRow[] }> {
      const [total] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(coresGroups)
        .where(eq(coresGroups.campaignId, campaignId));
      const rows = await db
        .select()
        .from(coresGroups)
        .where(eq(coresGroups.campaignId, campaignId))
        .orderBy(asc(coresGroups.name), asc(coresGroups.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: total?.count ?? 0, rows };
    },

    async coresOf(groupIds: readonly string[]): Promise<GroupedCore[]> {
      if (groupIds.length === 0) return [];
      return db
        .select({
          groupId: coresGroupCores.groupId,
          id: cores.id,
          number: cores.number,
          displayName: cores.displayName,
          prefixName: displayNamePrefixes.name,
        })
        .from(coresGroupCores)
        .innerJoin(cores, eq(cores.id, coresGroupCores.coreId))
        .leftJoin(displayNamePrefixes, eq(displayNamePrefixes.id, cores.displayNamePrefixId))
        .where(inArray(coresGroupCores.groupId, [...groupIds]));
    },

    /** The ids among `coreIds` that are cores of the campaign. */
    async coreIdsOfCampaign(campaignId: string, coreIds: readonly string[]): Promise<Set<string>> {
      if (coreIds.length === 0) return new Set();
      const rows = await db
        .select({ id: cores.id })
        .from(cores)
        .where(and(eq(cores.campaignId, campaignId), inArray(cores.id, [...coreIds])));
      return new Set(rows.map((row) => row.id));
    },

    /* Writes, for one transaction (build the repository on it). */

    /** Holds the campaign row: two groups saved at once cannot both take a free name. */
    async lockCampaign(campaignId: string): Promise<void> {
      await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId))
        .for('update');
    },

    /** Whether another group of the campaign has this name, whatever its case. */
    async isNameTaken(campaignId: string, name: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: coresGroups.id })
        .from(coresGroups)
        .where(
          and(
            eq(coresGroups.campaignId, campaignId),
            sql`lower(${coresGroups.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(coresGroups.id, exceptId),
          ),
        );
      return rows.length > 0;
    },

    async insert(campaignId: string, name: string, at: Date): Promise<CoresGroupRow> {
      const [row] = await db
        .insert(coresGroups)
        .values({ campaignId, name, createdAt: at })
        .returning();
      if (!row) throw new Error('The group was not inserted.');
      return row;
    },

    async rename(id: string, name: string): Promise<void> {
      await db.update(coresGroups).set({ name }).where(eq(coresGroups.id, id));
    },

    async replaceCores(groupId: string, coreIds: readonly string[]): Promise<void> {
      await db.delete(coresGroupCores).where(eq(coresGroupCores.groupId, groupId));
      if (coreIds.length === 0) return;
      await db.insert(coresGroupCores).values(coreIds.map((coreId) => ({ groupId, coreId })));
    },

    async delete(id: string): Promise<void> {
      await db.delete(coresGroups).where(eq(coresGroups.id, id));
    },
  };
}

export type CoresGroupsRepository = ReturnType<typeof createCoresGroupsRepository>;
