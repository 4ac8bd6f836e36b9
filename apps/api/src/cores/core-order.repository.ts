import type { CoreSortKey } from '@chaussee/validation';
import { and, between, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { cores, displayNamePrefixes } from '../db/schema.js';

/** A core's order key with its campaign and its rank (null while not ranked yet). */
export interface RankedKey extends CoreSortKey {
  campaignId: string;
  rank: number | null;
}

const keyColumns = {
  id: cores.id,
  campaignId: cores.campaignId,
  prefixName: displayNamePrefixes.name,
  displayName: cores.displayName,
  rank: cores.sortRank,
};

/**
 * The SQL of the campaign's core order kept in `cores.sort_rank` (see core-order.ts). Writes are
 * meant for the transaction holding the campaign's lock: build it on the transaction.
 */
export function createCoreOrderRepository(db: Db) {
  const withKeys = () =>
    db
      .select(keyColumns)
      .from(cores)
      .leftJoin(displayNamePrefixes, eq(displayNamePrefixes.id, cores.displayNamePrefixId));

  return {
    async keyOf(coreId: string): Promise<RankedKey | undefined> {
      const [row] = await withKeys().where(eq(cores.id, coreId));
      return row;
    },

    async keyAt(campaignId: string, rank: number): Promise<RankedKey | undefined> {
      const [row] = await withKeys().where(
        and(eq(cores.campaignId, campaignId), eq(cores.sortRank, rank)),
      );
      return row;
    },

    async keysOf(campaignId: string): Promise<RankedKey[]> {
      return withKeys().where(eq(cores.campaignId, campaignId));
    },

    /**
     * The campaign's number of cores: numbered 1..n without gaps, it is their highest number,
     * read from the (campaign, number) index instead of counting every core.
     */
    async count(campaignId: string): Promise<number> {
      const [row] = await db
        .select({ number: cores.number })
        .from(cores)
        .where(eq(cores.campaignId, campaignId))
        .orderBy(desc(cores.number))
        .limit(1);
      return row?.number ?? 0;
    },

    /** Moves the cores ranked `from`..`to` (both included) by `by`. */
    async shiftRanks(campaignId: string, from: number, to: number, by: 1 | -1): Promise<void> {
      await db
        .update(cores)
        .set({ sortRank: sql`${cores.sortRank} + ${by}` })
        .where(and(eq(cores.campaignId, campaignId), between(cores.sortRank, from, to)));
    },

    async setRank(coreId: string, rank: number): Promise<void> {
      await db.update(cores).set({ sortRank: rank }).where(eq(cores.id, coreId));
    },

    /** Writes many ranks in one statement (a JSON list, the same on PGlite and PostgreSQL). */
    async writeRanks(ranks: readonly { id: string; rank: number }[]): Promise<void> {
      if (ranks.length === 0) return;
      await db.execute(
        sql`update ${cores} set sort_rank = given.rank from jsonb_to_recordset(${JSON.stringify(ranks)}::jsonb) as given(id uuid, rank integer) where ${cores.id} = given.id`,
      );
    },

    /** The campaigns having a core not ranked yet (cores written before ranks existed). */
    async campaignsWithUnrankedCores(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ campaignId: cores.campaignId })
        .from(cores)
        .where(isNull(cores.sortRank));
      return rows.map((row) => row.campaignId);
    },
  };
}

export type CoreOrderRepository = ReturnType<typeof createCoreOrderRepository>;
