import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { campaigns, laboratoryOrders } from '../db/schema.js';

type CampaignRow = typeof campaigns.$inferSelect;
type CampaignStatus = CampaignRow['status'];

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

/** Puts the campaign in the bin; what is below it vanishes with it (src/db/live-views.ts). */
export async function binCampaignRow(db: Db, id: string, by: string, at: Date): Promise<void> {
  await db.update(campaigns).set({ deletedAt: at, deletedById: by }).where(eq(campaigns.id, id));
}

/** Whether an order of one of the campaigns has left for the laboratory and is not finished. */
export async function hasOrdersInProgress(
  db: Db,
  campaignIds: readonly string[],
): Promise<boolean> {
  if (campaignIds.length === 0) return false;
  const rows = await db
    .select({ id: laboratoryOrders.id })
    .from(laboratoryOrders)
    .where(
      and(
        inArray(laboratoryOrders.campaignId, [...campaignIds]),
        eq(laboratoryOrders.status, 'Sent'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The campaign rows, locked until the caller's transaction ends (in id order, so that two
 * transactions locking several never wait for each other in a circle). Sending an order locks
 * its campaign the same way, so a check made after this lock cannot be overtaken.
 */
export async function lockCampaignRows(db: Db, ids: readonly string[]): Promise<CampaignRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(campaigns)
    .where(inArray(campaigns.id, [...ids]))
    .orderBy(asc(campaigns.id))
    .for('update');
}

/** One campaign row, locked until the caller's transaction ends; 404 when it is gone. */
export async function lockCampaign(db: Db, id: string): Promise<CampaignRow> {
  const [row] = await lockCampaignRows(db, [id]);
  if (!row) throw new AppError('not_found');
  return row;
}
