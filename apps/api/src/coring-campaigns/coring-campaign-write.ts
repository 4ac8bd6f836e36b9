import { staleCampaignOrMissing } from '../campaigns/campaign.repository.js';
import type { Db } from '../db/database.js';
import type { VersionCondition } from '../http/entity-version.js';
import {
  createCoringCampaignRepository,
  type CampaignChanges,
} from './coring-campaign.repository.js';

/**
 * Writes the coring campaign as a new version of it, under If-Match's `condition`: 412 when its
 * version moved on since the caller read it, 404 when it is gone; nothing is written either way.
 * Every edit of a coring campaign (its fields, switches, status, validation, providers) goes
 * through it, so none answers a stale write with a success. Inside a transaction, give its `tx`:
 * the refusal then rolls back what the transaction wrote before.
 */
export async function writeCoringCampaign(
  db: Db,
  campaignId: string,
  changes: CampaignChanges,
  at: Date,
  condition: VersionCondition,
): Promise<void> {
  if (await createCoringCampaignRepository(db).updateCampaign(campaignId, changes, at, condition)) {
    return;
  }
  throw await staleCampaignOrMissing(db, campaignId);
}
