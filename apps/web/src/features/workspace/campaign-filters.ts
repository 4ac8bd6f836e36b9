import type {
  CampaignStatus,
  CampaignType,
  ListWorkspaceCampaignsParams,
} from '@chaussee/sdk/react';
import { isExistingCampaignType, isStatusOf } from '../../shared/campaigns/campaign-choices.js';

/**
 * The filters of a workspace's campaigns, as the URL holds them. A status belongs to a campaign
 * type's lifecycle: it is chosen once the type is, and only among that type's statuses.
 */
export interface CampaignFilters {
  status: CampaignStatus | null;
  campaignType: CampaignType | null;
  reference: string;
  isArchived: boolean;
}

export const NO_CAMPAIGN_FILTERS: CampaignFilters = {
  status: null,
  campaignType: null,
  reference: '',
  isArchived: false,
};

const KEYS = {
  status: 'statut',
  campaignType: 'type',
  reference: 'reference',
  isArchived: 'archivees',
};

export function campaignFiltersFromSearch(search: URLSearchParams): CampaignFilters {
  const status = search.get(KEYS.status);
  const typeText = search.get(KEYS.campaignType);
  const campaignType = isExistingCampaignType(typeText) ? typeText : null;
  return {
    status: campaignType !== null && isStatusOf(campaignType, status) ? status : null,
    campaignType,
    reference: search.get(KEYS.reference) ?? '',
    isArchived: search.get(KEYS.isArchived) === 'oui',
  };
}

/** Another campaign type: its status is kept only if that type's lifecycle has it. */
export function withCampaignType(
  filters: CampaignFilters,
  campaignType: CampaignType | null,
): CampaignFilters {
  const status =
    campaignType !== null && isStatusOf(campaignType, filters.status) ? filters.status : null;
  return { ...filters, campaignType, status };
}

export function searchFromCampaignFilters(filters: CampaignFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status !== null) search.set(KEYS.status, filters.status);
  if (filters.campaignType !== null) search.set(KEYS.campaignType, filters.campaignType);
  if (filters.reference.trim() !== '') search.set(KEYS.reference, filters.reference);
  if (filters.isArchived) search.set(KEYS.isArchived, 'oui');
  return search;
}

/** The query of GET /workspaces/{id}/campaigns (paging apart), with the cores count. */
export function campaignsQuery(filters: CampaignFilters): ListWorkspaceCampaignsParams {
  const query: ListWorkspaceCampaignsParams = { coresCount: true, archived: filters.isArchived };
  if (filters.status !== null) query.status = filters.status;
  if (filters.campaignType !== null) query.campaignType = filters.campaignType;
  const reference = filters.reference.trim();
  if (reference !== '') query.reference = reference;
  return query;
}
