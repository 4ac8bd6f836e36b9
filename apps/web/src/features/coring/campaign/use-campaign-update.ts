import {
  getGetCampaignQueryKey,
  getGetCoringCampaignQueryKey,
  getListCampaignCoresQueryKey,
  updateCoringCampaignStatus,
  useUpdateCoringCampaignStatus,
  type CoringCampaign,
} from '@chaussee/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { staleVersionChoices } from '../../../shared/api/stale-version-choices.js';

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

/**
 * PATCH of a coring campaign's status (the status menu, « Démarrer le carottage »), and the
 * « Recharger » / « Écraser » of its StaleVersionGuard: a status chosen over a campaign someone
 * else changed since it was read is refused (412) until the user reloads it or insists; the server
 * still refuses a move its lifecycle does not allow.
 */
export function useCampaignStatusChange(
  campaignId: string,
  onChanged: (campaign: CoringCampaign) => void,
) {
  const refresh = useCampaignRefresh(campaignId);
  const saved = async (answer: { data: CoringCampaign }) => {
    onChanged(answer.data);
    await refresh(answer.data);
  };
  const update = useUpdateCoringCampaignStatus({
    mutation: { meta: { isStaleVersionGuarded: true }, onSuccess: saved },
  });
  const stale = staleVersionChoices({
    save: update,
    reload: () => refresh(),
    resend: ({ id, data }, request) => updateCoringCampaignStatus(id, data, request),
    onSaved: saved,
  });
  return { update, stale };
}
