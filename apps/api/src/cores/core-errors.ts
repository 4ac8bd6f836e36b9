import { AppError, type ErrorCode } from '../errors/app-error.js';

/*
 * The refusals of the cores operations, each with the code the contract names for it
 * (`campaign_closed`, `core_has_data`, `core_ordered`, `sample_ordered`; a group name in use answers
 * `already_exists`, as roads and prefixes do). `detail` explains it in English; the web picks the
 * French sentence by the code (packages/validation problemMessages).
 */

/** The server messages of these refusals, in English as every `detail` (clients map the code). */
export const coreConflictDetails = {
  campaignClosed: 'The campaign is closed: its cores can no longer change',
  coreHasData: 'The core has layers, pictures or samples; delete it with force=true',
  coreOrdered: 'The core has samples in a laboratory order that was sent',
  sampleOrdered: 'A layer or sample is already in a laboratory order',
  duplicateGroupName: 'Another group of the campaign has this name',
} as const;

type CoreConflict = keyof typeof coreConflictDetails;

const CODE_OF_CONFLICT = {
  campaignClosed: 'campaign_closed',
  coreHasData: 'core_has_data',
  coreOrdered: 'core_ordered',
  sampleOrdered: 'sample_ordered',
  duplicateGroupName: 'already_exists',
} as const satisfies Record<CoreConflict, ErrorCode>;

export function coreConflict(reason: CoreConflict): AppError {
  return new AppError(CODE_OF_CONFLICT[reason], { detail: coreConflictDetails[reason] });
}
