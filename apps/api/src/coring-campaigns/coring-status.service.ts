import {
  areCoresValid,
  coresValidationStep,
  decideCoringTransition,
  findCoringTransition,
  type SessionUser,
} from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertMayWrite, assertRight } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import { presentVersioned } from '../campaigns/campaign.repository.js';
import type { VersionCondition, Versioned } from '../http/entity-version.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { notifyCampaignStatusChanged } from '../notifications/notification-events.js';
import {
  createCoringCampaignRepository,
  type CampaignChanges,
} from './coring-campaign.repository.js';
import { writeCoringCampaign } from './coring-campaign-write.js';

type Schemas = components['schemas'];
type CampaignStatus = Schemas['CampaignStatus'];

/**
 * Moves a coring campaign to `to` through the lifecycle (@chaussee/permissions), in the caller's
 * transaction: the campaign row is locked, then the transition, its right (on Campaign) and its
 * guards (cores validity read from the cores now, customer validation) are checked. Refusals: 404
 * (no such coring campaign), 403 (the right; a user without « update status » is refused before
 * learning whether the transition exists), 409 `invalid_status_transition` with a detail naming
 * the reason. Membership is the caller's (checked before the transaction).
 *
 * Exported for the other coring operations that move a campaign (send-to-provider ->
 * sent_for_analysis, results received -> results_obtained): one place decides every move.
 * @public
 */
export async function moveCoringCampaign(
  tx: Db,
  actor: SessionUser,
  campaignId: string,
  to: CampaignStatus,
  now: Date,
  condition?: VersionCondition,
): Promise<void> {
  const coring = createCoringCampaignRepository(tx);
  const campaign = await coring.lockCampaign(campaignId);
  if (campaign?.type !== 'coring') throw new AppError('not_found');
  const coresValid = areCoresValid(campaign.status, await coring.coreStatuses(campaignId));
  const decision = decideCoringTransition({ ...campaign, coresValid }, to);
  assertRight(
    actor,
    findCoringTransition(campaign.status, to)?.right ?? 'updateStatus',
    'Campaign',
  );
  if (!decision.allowed) {
    throw new AppError('invalid_status_transition', { detail: decision.detail });
  }
  const changes: CampaignChanges = { status: to };
  // Back to editing the programme: the customer validates the new one again.
  if (to === 'preparing') changes.validateCustomer = false;
  await writeCoringCampaign(tx, campaignId, changes, now, condition);
  await notifyCampaignStatusChanged(tx, { campaignId, status: to, actor, at: now });
}

/** PATCH /coring-campaigns/{id} (status) and POST /campaign/{id}/validateCores. */
export function createCoringStatusService(deps: {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
  present: (campaignId: string) => Promise<Schemas['CoringCampaign']>;
}) {
  const { db, membership, now, present } = deps;

  async function readableCoring(user: SessionUser, campaignId: string) {
    const found = await membership.readableCampaign(user, campaignId);
    if (found.campaign.type !== 'coring') throw new AppError('not_found');
    assertMayWrite(user);
    return found;
  }

  return {
    async changeStatus(
      user: SessionUser,
      campaignId: string,
      to: CampaignStatus,
      condition: VersionCondition,
    ): Promise<Versioned<Schemas['CoringCampaign']>> {
      await readableCoring(user, campaignId);
      await db.transaction((tx) => moveCoringCampaign(tx, user, campaignId, to, now(), condition));
      return presentVersioned(db, campaignId, present);
    },

    /**
     * Validates the cores: awaiting_validation -> programing_validated (the programme),
     * taken -> taking_validated (the taking), when the cores are valid; the same transitions as
     * PATCH, so the same guards and rights apply.
     */
    async validateCores(user: SessionUser, campaignId: string): Promise<Schemas['CoringCampaign']> {
      await readableCoring(user, campaignId);
      await db.transaction(async (tx) => {
        const campaign = await createCoringCampaignRepository(tx).lockCampaign(campaignId);
        if (!campaign) throw new AppError('not_found');
        const to = coresValidationStep(campaign.status);
        if (to === undefined) {
          assertRight(user, 'updateStatus', 'Campaign');
          throw new AppError('invalid_status_transition', {
            detail: `The cores of a coring campaign are validated only while it is awaiting_validation or taken; it is ${campaign.status}.`,
          });
        }
        await moveCoringCampaign(tx, user, campaignId, to, now());
      });
      return present(campaignId);
    },
  };
}

export type CoringStatusService = ReturnType<typeof createCoringStatusService>;
