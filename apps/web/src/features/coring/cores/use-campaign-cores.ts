import type { ApiError } from '@chaussee/sdk';
import {
  getListCampaignCoresQueryKey,
  listCampaignCores,
  type Core,
  type ListCampaignCoresParams,
} from '@chaussee/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../shared/api/fetch-all-pages.js';
import { sortCores } from './core-order.js';

/**
 * The query key of a campaign's whole list of cores: it starts with the SDK's key of GET
 * /campaigns/{id}/cores, so invalidating `getListCampaignCoresQueryKey(id)` reaches it.
 */
export function campaignCoresKey(campaignId: string, params: ListCampaignCoresParams = {}) {
  return [...getListCampaignCoresQueryKey(campaignId, params), 'all'] as const;
}

/** Every core of a campaign (page after page), in the order of spec section 4. */
export function useCampaignCores(campaignId: string, params: ListCampaignCoresParams = {}) {
  return useQuery<Core[], ApiError>({
    queryKey: campaignCoresKey(campaignId, params),
    queryFn: async ({ signal }) =>
      sortCores(
        await fetchAllPages(async (page) => {
          const answer = await listCampaignCores(campaignId, { ...params, ...page }, { signal });
          return answer.data;
        }),
      ),
  });
}
