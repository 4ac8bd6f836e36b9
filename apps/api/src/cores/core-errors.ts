import { AppError } from '../errors/app-error.js';

/*
 * The refusals of the cores operations that the contract names by a code of their own
 * (`campaign_closed`, `core_has_data`, `core_ordered`, `sample_ordered`, `duplicate_name`). The
 * API's AppError does not know these codes yet (apps/api/src/errors/app-error.ts is shared): until
 * it does, they answer the generic 409 `conflict` (a name in use: `already_exists`, as roads and
 * prefixes do) and name the reason in `detail`. Only this file changes when the codes arrive.
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

export function coreConflict(reason: CoreConflict): AppError {
  const code = reason === 'duplicateGroupName' ? 'already_exists' : 'conflict';
  return new AppError(code, { detail: coreConflictDetails[reason] });
}
