import type { ApiError } from '@chaussee/sdk';
import {
  getGetCampaignQueryKey,
  getGetCoringCampaignQueryKey,
  getListCampaignMembershipsQueryKey,
  getListCampaignUsersQueryKey,
  useRemoveCampaignMember,
  useUpdateCampaignMember,
  type Member,
  type MemberPage,
} from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import type { MemberFlag } from './members-context.js';
import { administrationMessages as text } from './messages.js';

export const MEMBERS_LIMIT = 200;

interface Snapshot {
  previous: { data: MemberPage } | undefined;
}

/**
 * The members' flags switched at once in the grid (PUT /campaigns/{id}/users/{userId}), undone
 * with a French toast when the server refuses; removal of a member. The campaign is read again
 * afterwards (its main customer may have changed).
 */
export function useMemberMutations(campaignId: string) {
  const queryClient = useQueryClient();
  const key = getListCampaignMembershipsQueryKey(campaignId, { limit: MEMBERS_LIMIT });
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListCampaignMembershipsQueryKey(campaignId) }),
      queryClient.invalidateQueries({ queryKey: getListCampaignUsersQueryKey(campaignId) }),
      queryClient.invalidateQueries({ queryKey: getGetCampaignQueryKey(campaignId) }),
      queryClient.invalidateQueries({ queryKey: getGetCoringCampaignQueryKey(campaignId) }),
    ]);
  const update = useUpdateCampaignMember<ApiError, Snapshot>({
    mutation: {
      meta: { isErrorShownInline: true },
      onMutate: async ({ userId, data }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<{ data: MemberPage }>(key);
        if (previous !== undefined) {
          queryClient.setQueryData(key, {
            ...previous,
            data: {
              ...previous.data,
              items: previous.data.items.map((member) =>
                member.user.id === userId ? { ...member, ...data } : member,
              ),
            },
          });
        }
        return { previous };
      },
      onError: (error, _variables, snapshot) => {
        if (snapshot?.previous !== undefined) queryClient.setQueryData(key, snapshot.previous);
        toast.error(text.saveFailed(frenchErrorOf(error)));
      },
      onSettled: settle,
    },
  });
  const remove = useRemoveCampaignMember({
    mutation: {
      onSuccess: async () => {
        toast.success(text.removed);
        await settle();
      },
    },
  });
  const { mutate: updateMember } = update;
  const { mutate: removeMember } = remove;
  const setFlag = useCallback(
    (member: Member, flag: MemberFlag, value: boolean) => {
      const { isTeamMember, isDiffused, isMainCustomer } = member;
      updateMember({
        id: campaignId,
        userId: member.user.id,
        data: { isTeamMember, isDiffused, isMainCustomer, [flag]: value },
      });
    },
    [campaignId, updateMember],
  );
  const removeFromCampaign = useCallback(
    (member: Member) => {
      removeMember({ id: campaignId, userId: member.user.id });
    },
    [campaignId, removeMember],
  );
  return { setFlag, removeFromCampaign };
}
