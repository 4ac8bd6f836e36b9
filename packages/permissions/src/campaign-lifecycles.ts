import type { components } from '@chaussee/sdk';
import { CORING_STATUSES } from './coring-lifecycle.js';
import type { CampaignType } from './session-user.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/**
 * The statuses an auscultation campaign goes through, in the order of its main path, then the
 * exits (the API's transitions are in apps/api/src/campaigns/auscultation/auscultation-status.ts).
 */
export const AUSCULTATION_STATUSES = [
  'preparing',
  'processing',
  'verification',
  'waiting_validation',
  'validated',
  'finished',
  'cancelled',
  'abandoned',
] as const satisfies readonly CampaignStatus[];

/**
 * The campaign types a campaign can have today. A macro campaign cannot be created yet (the macro
 * campaigns come with their own issue): lists and filters do not offer it.
 */
export const EXISTING_CAMPAIGN_TYPES = [
  'coring',
  'auscultation',
] as const satisfies readonly CampaignType[];

/**
 * The statuses a campaign of each type can have, in lifecycle order (the catalogue has 28
 * statuses for every kind of campaign and sample; each type uses a few). None for a macro
 * campaign until one can exist.
 */
export const CAMPAIGN_STATUSES_BY_TYPE: Readonly<Record<CampaignType, readonly CampaignStatus[]>> =
  {
    coring: CORING_STATUSES,
    auscultation: AUSCULTATION_STATUSES,
    macro: [],
  };
