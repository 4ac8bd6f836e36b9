import type { ApiError } from '@chaussee/sdk';
import {
  getGetCoringCampaignQueryKey,
  getListCampaignCoresQueryKey,
  useDeleteCore,
  usePatchCore,
  type Core,
  type CorePatch,
} from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { applyInlinePatch, type InlineCorePatch } from './apply-core-patch.js';
import { withoutCore } from './core-order.js';
import { coresMessages as text } from './messages.js';
import { campaignCoresKey } from './use-campaign-cores.js';

interface Snapshot {
  previous: Core[] | undefined;
}

/**
 * The grid's edits of cores, shown at once (optimistic update of the list) and undone with a
 * French toast when the server refuses. Afterwards the list and the campaign are read again: the
 * campaign's coresValid depends on the cores.
 */
export function useCoreMutations(campaignId: string) {
  const queryClient = useQueryClient();
  const key = campaignCoresKey(campaignId);

  const optimistically = async (change: (cores: Core[]) => Core[]): Promise<Snapshot> => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<Core[]>(key);
    if (previous !== undefined) queryClient.setQueryData<Core[]>(key, change(previous));
    return { previous };
  };
  const rollback = (snapshot: Snapshot | undefined) => {
    if (snapshot?.previous !== undefined) queryClient.setQueryData(key, snapshot.previous);
  };
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListCampaignCoresQueryKey(campaignId) }),
      queryClient.invalidateQueries({ queryKey: getGetCoringCampaignQueryKey(campaignId) }),
    ]);

  const patch = usePatchCore<ApiError, Snapshot>({
    mutation: {
      meta: { isErrorShownInline: true },
      onMutate: ({ id, data }) =>
        optimistically((cores) =>
          cores.map((core) => (core.id === id ? applyInlinePatch(core, inlinePart(data)) : core)),
        ),
      onError: (error, _variables, snapshot) => {
        rollback(snapshot);
        toast.error(text.inlineEditFailed(frenchErrorOf(error)));
      },
      onSettled: settle,
    },
  });

  const remove = useDeleteCore<ApiError, Snapshot>({
    mutation: {
      meta: { isErrorShownInline: true },
      onMutate: ({ id }) => optimistically((cores) => withoutCore(cores, id)),
      onError: (error, _variables, snapshot) => {
        rollback(snapshot);
        toast.error(text.deleteFailed(frenchErrorOf(error)));
      },
      onSettled: settle,
    },
  });

  const { mutate: patchCore } = patch;
  const { mutate: removeCore } = remove;
  const editInline = useCallback(
    (core: Core, data: InlineCorePatch) => {
      patchCore({ id: core.id, data });
    },
    [patchCore],
  );
  const deleteCore = useCallback(
    (core: Core) => {
      removeCore(
        { id: core.id, params: { force: true } },
        {
          onSuccess: () => {
            toast.success(text.deleted(core.displayName));
          },
        },
      );
    },
    [removeCore],
  );
  return { editInline, deleteCore };
}

function inlinePart(data: CorePatch): InlineCorePatch {
  const { NR_name, direction, lane, lateralPosition, structureType, note, status } = data;
  return { NR_name, direction, lane, lateralPosition, structureType, note, status };
}
