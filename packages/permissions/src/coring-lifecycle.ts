import type { components } from '@chaussee/sdk';
import type { Action } from './ability.js';

/*
 * The lifecycle of a coring campaign: the one state machine (the specification lists the statuses
 * but not the transitions, so this table is our design, documented on PATCH /coring-campaigns/{id}).
 *
 * Pure on purpose (types only, no database, no HTTP): the API enforces it and the web app offers
 * only the moves it allows (`coringTransitionsFrom`, `decideCoringTransition`), both from here.
 */

type CampaignStatus = components['schemas']['CampaignStatus'];

/** The statuses a coring campaign goes through, in the order of the main path, then the exits. */
export const CORING_STATUSES = [
  'preparing',
  'awaiting_validation',
  'programing_validated',
  'taking_in_progress',
  'taken',
  'taking_validated',
  'sent_for_analysis',
  'results_obtained',
  'finished',
  'cancelled',
  'abandoned',
] as const satisfies readonly CampaignStatus[];

export type CoringStatus = (typeof CORING_STATUSES)[number];

/** No transition leaves these. */
export const FINAL_CORING_STATUSES = [
  'finished',
  'cancelled',
  'abandoned',
] as const satisfies readonly CoringStatus[];

/** The right of spec section 6 (on the subject Campaign) a transition needs. */
export type LifecycleRight = Extract<
  Action,
  'updateStatus' | 'startCoring' | 'sendToProvider' | 'prepare'
>;

/** What must hold, besides the right, for a transition to be taken. */
export type TransitionGuard =
  /** The « cores are valid » rule of spec section 4 (see cores-validity.ts). */
  | 'coresValid'
  /** When shouldValidateCustomer is set, the customer must have validated (validateCustomer). */
  | 'customerValidated';

export interface CoringTransition {
  from: CoringStatus;
  to: CoringStatus;
  right: LifecycleRight;
  guards: readonly TransitionGuard[];
}

/** The main path and its few ways back, one line each. */
// prettier-ignore
const MAIN_PATH: readonly CoringTransition[] = [
  { from: 'preparing',            to: 'awaiting_validation',  right: 'prepare',        guards: [] },
  // Back to edit the programme: the customer's validation, if any, no longer holds.
  { from: 'awaiting_validation',  to: 'preparing',            right: 'prepare',        guards: [] },
  { from: 'awaiting_validation',  to: 'programing_validated', right: 'updateStatus',   guards: ['coresValid', 'customerValidated'] },
  { from: 'programing_validated', to: 'taking_in_progress',   right: 'startCoring',    guards: [] },
  { from: 'taking_in_progress',   to: 'taken',                right: 'updateStatus',   guards: [] },
  // More cores to take before the taking is validated.
  { from: 'taken',                to: 'taking_in_progress',   right: 'startCoring',    guards: [] },
  { from: 'taken',                to: 'taking_validated',     right: 'updateStatus',   guards: ['coresValid'] },
  { from: 'taking_validated',     to: 'sent_for_analysis',    right: 'sendToProvider', guards: [] },
  // A structural campaign (no laboratory analysis) ends once its taking is validated.
  { from: 'taking_validated',     to: 'finished',             right: 'updateStatus',   guards: [] },
  { from: 'sent_for_analysis',    to: 'results_obtained',     right: 'updateStatus',   guards: [] },
  { from: 'results_obtained',     to: 'finished',             right: 'updateStatus',   guards: [] },
];

function isFinal(status: CoringStatus): boolean {
  return (FINAL_CORING_STATUSES as readonly CoringStatus[]).includes(status);
}

/** Every allowed transition: the main path, then cancelled and abandoned from each non-final status. */
export const CORING_TRANSITIONS: readonly CoringTransition[] = [
  ...MAIN_PATH,
  ...CORING_STATUSES.filter((status) => !isFinal(status)).flatMap((from) =>
    (['cancelled', 'abandoned'] as const).map((to): CoringTransition => ({
      from,
      to,
      right: 'updateStatus',
      guards: [],
    })),
  ),
];

/** The transitions that leave `from` (empty for a final status), e.g. for the web's action menu. */
export function coringTransitionsFrom(from: CampaignStatus): CoringTransition[] {
  return CORING_TRANSITIONS.filter((transition) => transition.from === from);
}

/** The transition from `from` to `to`, if the table has it. */
export function findCoringTransition(
  from: CampaignStatus,
  to: CampaignStatus,
): CoringTransition | undefined {
  return CORING_TRANSITIONS.find((transition) => transition.from === from && transition.to === to);
}

/** The campaign facts the guards read. */
export interface LifecycleFacts {
  status: CampaignStatus;
  coresValid: boolean;
  shouldValidateCustomer: boolean;
  validateCustomer: boolean;
}

/**
 * Why a status change is refused (the API answers 409 `invalid_status_transition` with `detail`).
 */
export type TransitionRefusalReason = 'not_allowed' | 'cores_not_valid' | 'customer_not_validated';

export type TransitionDecision =
  | { allowed: true; transition: CoringTransition }
  | { allowed: false; reason: TransitionRefusalReason; detail: string };

/** The server's explanation of each refusal (English, like every problem `detail`). */
function refusalDetail(
  reason: TransitionRefusalReason,
  from: CampaignStatus,
  to: CampaignStatus,
): string {
  switch (reason) {
    case 'not_allowed':
      return `A coring campaign cannot go from ${from} to ${to}.`;
    case 'cores_not_valid':
      return from === 'awaiting_validation'
        ? `The cores are not valid: every core must be filled in (none empty, none waiting for the study manager) before the campaign goes from ${from} to ${to}.`
        : `The cores are not valid: at least one core that is not cancelled must be validated, and none waiting for the study manager, before the campaign goes from ${from} to ${to}.`;
    case 'customer_not_validated':
      return `The customer must validate the programme before the campaign goes from ${from} to ${to}.`;
  }
}

function guardHolds(guard: TransitionGuard, facts: LifecycleFacts): boolean {
  switch (guard) {
    case 'coresValid':
      return facts.coresValid;
    case 'customerValidated':
      return !facts.shouldValidateCustomer || facts.validateCustomer;
  }
}

const REASON_OF_GUARD: Readonly<Record<TransitionGuard, TransitionRefusalReason>> = {
  coresValid: 'cores_not_valid',
  customerValidated: 'customer_not_validated',
};

/**
 * Whether the campaign may go to `to` (rights aside: the caller checks `transition.right`). Guards
 * are read in the table's order, so the first unmet one explains the refusal.
 */
export function decideCoringTransition(
  facts: LifecycleFacts,
  to: CampaignStatus,
): TransitionDecision {
  const transition = findCoringTransition(facts.status, to);
  if (!transition) {
    return {
      allowed: false,
      reason: 'not_allowed',
      detail: refusalDetail('not_allowed', facts.status, to),
    };
  }
  const unmet = transition.guards.find((guard) => !guardHolds(guard, facts));
  if (unmet !== undefined) {
    const reason = REASON_OF_GUARD[unmet];
    return { allowed: false, reason, detail: refusalDetail(reason, facts.status, to) };
  }
  return { allowed: true, transition };
}

/**
 * What validating the cores (POST /campaign/{id}/validateCores) moves a campaign to: the programme
 * while awaiting validation, the taking once taken; undefined in any other status, where the step
 * does not apply. Whether it may run is the « cores are valid » rule (areCoresValid).
 */
export function coresValidationStep(from: CampaignStatus): CoringStatus | undefined {
  if (from === 'awaiting_validation') return 'programing_validated';
  if (from === 'taken') return 'taking_validated';
  return undefined;
}
