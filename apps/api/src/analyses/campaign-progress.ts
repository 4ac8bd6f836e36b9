import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { assertRight } from '../access/access-rules.js';
import { decideCoringTransition } from '../coring-campaigns/coring-lifecycle.js';
import type { Db } from '../db/database.js';
import { campaigns } from '../db/schema.js';
import type { CampaignRow } from './campaign-lock.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/**
 * Moves a coring campaign (whose row the caller's transaction holds, see campaign-lock.ts) along
 * the one lifecycle table (coring-campaigns/coring-lifecycle.ts), with the right that transition
 * needs: the first order sent takes taking_validated to sent_for_analysis, the last results take
 * sent_for_analysis to results_obtained. A move the table refuses is a programming error here (the
 * callers move only from the status they read under the lock).
 */
export async function advanceCampaign(
  tx: Db,
  actor: SessionUser,
  campaign: CampaignRow,
  to: CampaignStatus,
  now: Date,
): Promise<CampaignStatus> {
  // The two moves made here have no guard on the cores, so their validity is not read.
  const decision = decideCoringTransition({ ...campaign, coresValid: true }, to);
  if (!decision.allowed) throw new Error(decision.detail);
  assertRight(actor, decision.transition.right, 'Campaign');
  await tx
    .update(campaigns)
    .set({ status: to, updatedAt: now })
    .where(eq(campaigns.id, campaign.id));
  return to;
}
