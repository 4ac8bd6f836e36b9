import type { CampaignStatus, CoringCampaign } from '@chaussee/sdk/react';

/**
 * The coring lifecycle of the contract (PATCH /coring-campaigns/{id}): the statuses each status
 * may move to, besides cancelled and abandoned, reachable from any non-final status.
 */
const NEXT_STATUSES: Partial<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  preparing: ['awaiting_validation'],
  awaiting_validation: ['programing_validated', 'preparing'],
  programing_validated: ['taking_in_progress'],
  taking_in_progress: ['taken'],
  taken: ['taking_validated', 'taking_in_progress'],
  taking_validated: ['sent_for_analysis'],
  sent_for_analysis: ['results_obtained'],
  results_obtained: ['finished'],
};

const FINAL_STATUSES: readonly CampaignStatus[] = ['finished', 'cancelled', 'abandoned'];

/** Why a move the lifecycle allows cannot be made yet. */
type BlockedReason = 'coresNotValid' | 'customerValidationMissing';

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

function blockedReason(campaign: CampaignFacts, to: CampaignStatus): BlockedReason | null {
  const validatesCores = to === 'programing_validated' || to === 'taking_validated';
  if (validatesCores && !campaign.coresValid) return 'coresNotValid';
  if (
    to === 'programing_validated' &&
    campaign.shouldValidateCustomer &&
    !campaign.validateCustomer
  ) {
    return 'customerValidationMissing';
  }
  return null;
}

/** Every status the campaign may move to from where it is, with what still blocks each move. */
export function statusMoves(campaign: CampaignFacts): StatusMove[] {
  if (FINAL_STATUSES.includes(campaign.status)) return [];
  const forward = NEXT_STATUSES[campaign.status] ?? [];
  return [
    ...forward.map((to) => ({ to, isEnding: false, blockedBy: blockedReason(campaign, to) })),
    { to: 'cancelled', isEnding: true, blockedBy: null },
    { to: 'abandoned', isEnding: true, blockedBy: null },
  ];
}

/**
 * Whether the « validate cores » step applies (POST /campaign/{id}/validateCores): the programme
 * while awaiting validation, the taking once taken. Whether it may run is `coresValid`.
 */
export function canValidateCoresIn(
  status: CampaignStatus,
): status is 'awaiting_validation' | 'taken' {
  return status === 'awaiting_validation' || status === 'taken';
}
