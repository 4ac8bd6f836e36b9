import {
  getGetCampaignQueryKey,
  getGetCoringCampaignQueryKey,
  getListCampaignCoresQueryKey,
  type CoringCampaign,
} from '@chaussee/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * What every action on a coring campaign does once the server answered: the campaign's queries
 * read again (its status, coresValid and lists may all have moved). An answer carrying the
 * campaign is shown at once.
 */
export function useCampaignRefresh(campaignId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (campaign?: CoringCampaign) => {
      const key = getGetCoringCampaignQueryKey(campaignId);
      if (campaign !== undefined) {
        queryClient.setQueryData(key, (previous: { data: CoringCampaign } | undefined) =>
          previous === undefined ? previous : { ...previous, data: campaign },
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: getGetCampaignQueryKey(campaignId) }),
        queryClient.invalidateQueries({ queryKey: getListCampaignCoresQueryKey(campaignId) }),
      ]);
    },
    [campaignId, queryClient],
  );
}
