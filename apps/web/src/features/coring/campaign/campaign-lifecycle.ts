import {
  coringTransitionsFrom,
  coresValidationStep,
  decideCoringTransition,
  type AppAbility,
  type TransitionRefusalReason,
} from '@chaussee/permissions';
import type { CampaignStatus, CoringCampaign } from '@chaussee/sdk/react';

/** Why a move the lifecycle allows cannot be made yet (the keys of the menu's French reasons). */
type BlockedReason = 'coresNotValid' | 'customerValidationMissing';

/**
 * The lifecycle's refusals that a move of the table can meet: its guards. `not_allowed` cannot
 * happen here, the moves come from the table itself.
 */
const BLOCKED_BY: Partial<Record<TransitionRefusalReason, BlockedReason>> = {
  cores_not_valid: 'coresNotValid',
  customer_not_validated: 'customerValidationMissing',
};

/** The moves that end the campaign without finishing it: they are confirmed first. */
const ENDINGS: readonly CampaignStatus[] = ['cancelled', 'abandoned'];

export interface StatusMove {
  to: CampaignStatus;
  /** The move ends the campaign for good (cancelled, abandoned): it is confirmed first. */
  isEnding: boolean;
  blockedBy: BlockedReason | null;
}

type CampaignFacts = Pick<
  CoringCampaign,
  'status' | 'coresValid' | 'shouldValidateCustomer' | 'validateCustomer'
>;

/**
 * Every status the campaign may move to from where it is, by the coring lifecycle the API enforces
 * (@chaussee/permissions), limited to the moves whose right the user has, with what still blocks
 * each one (its guards, read on the campaign's facts as the API gave them).
 */
export function statusMoves(campaign: CampaignFacts, ability: AppAbility): StatusMove[] {
  return coringTransitionsFrom(campaign.status)
    .filter((transition) => ability.can(transition.right, 'Campaign'))
    .map(({ to }) => {
      const decision = decideCoringTransition(campaign, to);
      return {
        to,
        isEnding: ENDINGS.includes(to),
        blockedBy: decision.allowed ? null : (BLOCKED_BY[decision.reason] ?? null),
      };
    });
}

/**
 * Whether the « validate cores » step applies (POST /campaign/{id}/validateCores), by the shared
 * lifecycle (coresValidationStep). Whether it may run is `coresValid`.
 */
export function canValidateCoresIn(
  status: CampaignStatus,
): status is 'awaiting_validation' | 'taken' {
  return coresValidationStep(status) !== undefined;
}
