import type { CampaignType } from '@chaussee/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, shareTokens } from '../db/schema.js';

type ShareTokenRow = typeof shareTokens.$inferSelect;
type NewShareToken = typeof shareTokens.$inferInsert;

/** A share link with the kind of its campaign (the guest's dashboard depends on it). */
export type ShareLinkRow = ShareTokenRow & { campaignType: CampaignType };

/** The SQL of campaign share links (guest sessions). */
export function createShareLinkRepository(db: Db) {
  async function findWhere(condition: ReturnType<typeof eq>): Promise<ShareLinkRow | undefined> {
    const [row] = await db
      .select({ share: shareTokens, campaignType: campaigns.type })
      .from(shareTokens)
      .innerJoin(campaigns, eq(campaigns.id, shareTokens.campaignId))
      .where(condition);
    return row && { ...row.share, campaignType: row.campaignType };
  }

  return {
    async insert(link: NewShareToken): Promise<ShareTokenRow> {
      const [row] = await db.insert(shareTokens).values(link).returning();
      if (!row) throw new Error('The share link was not inserted.');
      return row;
    },

    findByTokenHash(tokenHash: string): Promise<ShareLinkRow | undefined> {
      return findWhere(eq(shareTokens.tokenHash, tokenHash));
    },

    findById(id: string): Promise<ShareLinkRow | undefined> {
      return findWhere(eq(shareTokens.id, id));
    },

    async revoke(id: string, at: Date): Promise<void> {
      await db
        .update(shareTokens)
        .set({ revokedAt: at })
        .where(and(eq(shareTokens.id, id), isNull(shareTokens.revokedAt)));
    },
  };
}

export type ShareLinkRepository = ReturnType<typeof createShareLinkRepository>;
