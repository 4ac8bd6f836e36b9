import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { shareTokens, users } from '../db/schema.js';

/** The share links of one campaign with the user who made each, newest first. */
export async function shareLinksOfCampaign(db: Db, campaignId: string) {
  return db
    .select({ link: shareTokens, inviter: users })
    .from(shareTokens)
    .leftJoin(users, eq(users.id, shareTokens.invitedById))
    .where(eq(shareTokens.campaignId, campaignId))
    .orderBy(desc(shareTokens.createdAt), desc(shareTokens.id));
}

/** Whether the link exists and opens this campaign. */
export async function isShareLinkOfCampaign(
  db: Db,
  campaignId: string,
  linkId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: shareTokens.id })
    .from(shareTokens)
    .where(and(eq(shareTokens.id, linkId), eq(shareTokens.campaignId, campaignId)));
  return rows.length > 0;
}
