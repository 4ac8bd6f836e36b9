import type { components } from '@chaussee/sdk';

type Schemas = components['schemas'];

/**
 * What a status means for the person reading it, whatever its entity: the colour follows the
 * meaning, so that "validated" looks the same on a campaign, a core and a laboratory order.
 */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'error';

export const statusTones: readonly StatusTone[] = [
  'neutral',
  'info',
  'progress',
  'success',
  'warning',
  'error',
];

/** Campaign and sample statuses (spec section 3, label catalogue). */
export const campaignStatusTones = {
  new: 'info',
  preparing: 'info',
  awaiting: 'neutral',
  archived: 'neutral',
  processing: 'progress',
  taking_in_progress: 'progress',
  taken: 'progress',
  extracting: 'progress',
  extracted: 'progress',
  sent_to_provider: 'progress',
  sent_to_study_manager: 'progress',
  sent_for_analysis: 'progress',
  testing: 'progress',
  awaiting_validation: 'warning',
  waiting_validation: 'warning',
  waiting_validation_no_data: 'warning',
  verification: 'warning',
  asserting: 'warning',
  to_complete: 'warning',
  taking_validated: 'success',
  programing_validated: 'success',
  results_acquired: 'success',
  results_obtained: 'success',
  validated: 'success',
  finished: 'success',
  refused: 'error',
  cancelled: 'error',
  abandoned: 'error',
} as const satisfies Record<Schemas['CampaignStatus'], StatusTone>;

export const coreStatusTones = {
  empty: 'neutral',
  sent_to_study_manager: 'progress',
  validated: 'success',
  cancelled: 'error',
} as const satisfies Record<Schemas['CoreStatus'], StatusTone>;

/** Laboratory order statuses. */
export const orderStatusTones = {
  New: 'info',
  Sent: 'progress',
  Validated: 'success',
  Finished: 'success',
  ResultsSent: 'success',
  Cancel: 'error',
} as const satisfies Record<Schemas['LaboratoryOrderStatus'], StatusTone>;
