import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { cores, displayNamePrefixes } from '../db/schema.js';

export type DisplayNamePrefixRow = typeof displayNamePrefixes.$inferSelect;

/** A prefix with the number of cores showing it. */
export interface DisplayNamePrefixView {
  prefix: DisplayNamePrefixRow;
  coresCount: number;
}

/** Display-name prefixes of coring campaigns. */
export function createDisplayNamePrefixesRepository(db: Db) {
  return {
    async findById(id: string): Promise<DisplayNamePrefixRow | undefined> {
      const [prefix] = await db
        .select()
        .from(displayNamePrefixes)
        .where(eq(displayNamePrefixes.id, id));
      return prefix;
    },

    /** The new prefix, or undefined when the campaign already has it (unique index decides). */
    async insert(values: {
      campaignId: string;
      name: string;
    }): Promise<DisplayNamePrefixRow | undefined> {
      const [prefix] = await db
        .insert(displayNamePrefixes)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return prefix;
    },

    /** Deletes the prefix; the cores showing it keep their name and lose the prefix (set null). */
    async delete(id: string): Promise<void> {
      await db.delete(displayNamePrefixes).where(eq(displayNamePrefixes.id, id));
    },

    /** A page of a campaign's prefixes sorted by name (then id), with the total. */
    async listByCampaign(
      campaignId: string,
      page: { limit: number; offset: number },
    ): Promise<{ items: DisplayNamePrefixView[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select({ prefix: getTableColumns(displayNamePrefixes), coresCount: count(cores.id) })
          .from(displayNamePrefixes)
          .leftJoin(cores, eq(cores.displayNamePrefixId, displayNamePrefixes.id))
          .where(eq(displayNamePrefixes.campaignId, campaignId))
          .groupBy(displayNamePrefixes.id)
          .orderBy(asc(displayNamePrefixes.name), asc(displayNamePrefixes.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(displayNamePrefixes)
          .where(eq(displayNamePrefixes.campaignId, campaignId)),
      ]);
      return { items: rows, total: totals[0]?.total ?? 0 };
    },
  };
}
