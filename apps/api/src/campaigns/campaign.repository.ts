import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, laboratoryOrders } from '../db/schema.js';

type CampaignStatus = (typeof campaigns.$inferSelect)['status'];

type CampaignChanges = Partial<
  Pick<
    typeof campaigns.$inferInsert,
    'isArchived' | 'globalComment' | 'status' | 'hasCustomerAccess'
  >
>;

/**
 * Changes the campaign; with `fromStatus`, only while it still has that status (a status moved by
 * someone else meanwhile is not overwritten). Answers whether the row was changed.
 */
export async function updateCampaignRow(
  db: Db,
  id: string,
  changes: CampaignChanges,
  at: Date,
  fromStatus?: CampaignStatus,
): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ ...changes, updatedAt: at })
    .where(
      and(
        eq(campaigns.id, id),
        fromStatus === undefined ? undefined : eq(campaigns.status, fromStatus),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** Deletes the campaign; cores, members, share links… go by the foreign keys' cascades. */
export async function deleteCampaignRow(db: Db, id: string): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

/** Whether an order of the campaign has left for the laboratory and is not finished. */
export async function hasOrdersInProgress(db: Db, campaignId: string): Promise<boolean> {
  const rows = await db
    .select({ id: laboratoryOrders.id })
    .from(laboratoryOrders)
    .where(and(eq(laboratoryOrders.campaignId, campaignId), eq(laboratoryOrders.status, 'Sent')))
    .limit(1);
  return rows.length > 0;
}
