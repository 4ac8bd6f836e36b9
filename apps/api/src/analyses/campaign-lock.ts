import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns } from '../db/schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * The campaign row, locked until the transaction ends: prestations added, orders assembled and
 * results stored for one campaign are decided one after the other (two sends never make two orders
 * of the same prestations, two additions never make two pending analyses of one prestation).
 */
export async function lockCampaign(tx: Db, campaignId: string): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!row) throw new Error(`Campaign ${campaignId} vanished during the transaction.`);
  return row;
}
