import type { Db } from '../db/database.js';
import { ordersInProgress } from './campaign-errors.js';
import { hasOrdersInProgress, lockCampaignRows } from './campaign.repository.js';

/**
 * The guard of every deletion of campaigns, whether one (DELETE /campaigns/{id}) or all those of
 * a workspace (DELETE /workspaces/{id}): call it inside the deleting transaction, before deleting.
 * It locks the campaigns first, so an order being sent (which locks its campaign too) either
 * commits before the check sees it or waits until the deletion is over; then it refuses with 409
 * `orders_in_progress` while an order of one of them is at the laboratory.
 */
export async function assertCampaignsDeletable(
  tx: Db,
  campaignIds: readonly string[],
): Promise<void> {
  await lockCampaignRows(tx, campaignIds);
  if (await hasOrdersInProgress(tx, campaignIds)) throw ordersInProgress();
}
