import type { components } from '@chaussee/sdk';
import { toCampaign } from '../campaign-presenter.js';
import type { CampaignView } from '../campaign-view.repository.js';

type AuscultationCampaign = components['schemas']['AuscultationCampaign'];

/**
 * An auscultation campaign in full. Map layers and statistic tables come with their own issue:
 * until then a campaign has none, so both counts are 0.
 */
export function toAuscultationCampaign(view: CampaignView): AuscultationCampaign {
  const { campaign } = view;
  return {
    ...toCampaign(view),
    type: 'auscultation',
    distressTypes: campaign.distressTypes,
    surveyDate: campaign.surveyDate,
    surveyedLength: campaign.surveyedLength,
    hasCustomerAccess: campaign.hasCustomerAccess,
    mapLayersCount: 0,
    statisticTablesCount: 0,
  };
}
