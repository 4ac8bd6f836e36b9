import {
  CAMPAIGN_STATUSES_BY_TYPE,
  EXISTING_CAMPAIGN_TYPES,
  type CampaignType,
} from '@chaussee/permissions';
import type { CampaignStatus } from '@chaussee/sdk/react';
import { labels } from '@chaussee/validation';

interface Choice<Code extends string> {
  code: Code;
  label: string;
}

/** The campaign types a filter offers: those a campaign can have today (no macro campaign yet). */
export const existingCampaignTypes: readonly Choice<CampaignType>[] = EXISTING_CAMPAIGN_TYPES.map(
  (code) => ({ code, label: labels.CampaignType[code] }),
);

export function isExistingCampaignType(value: string | null | undefined): value is CampaignType {
  return existingCampaignTypes.some((type) => type.code === value);
}

/** The statuses a campaign of this type can have, in lifecycle order, with their labels. */
export function campaignStatusesOf(type: CampaignType): Choice<CampaignStatus>[] {
  return CAMPAIGN_STATUSES_BY_TYPE[type].map((code) => ({
    code,
    label: labels.CampaignStatus[code],
  }));
}

export function isStatusOf(
  type: CampaignType,
  value: string | null | undefined,
): value is CampaignStatus {
  return CAMPAIGN_STATUSES_BY_TYPE[type].some((status) => status === value);
}
