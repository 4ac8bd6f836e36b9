import type { ApiError } from '@chaussee/sdk';
import {
  getGetCoringCampaignQueryKey,
  getCore,
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
import { isStaleVersion } from '../../../shared/api/stale-version.js';
import { applyInlinePatch, type InlineCorePatch } from './apply-core-patch.js';
import { withCore, withoutCoreOf, type CampaignCores } from './campaign-cores-list.js';
import { coresMessages as text } from './messages.js';
import { campaignCoresKey } from './use-campaign-cores.js';

interface Snapshot {
  /** The core as it was before the inline edit, to put back when the server refuses it. */
  previous: Core | undefined;
}

/**
 * The grid's edits of cores, shown at once (optimistic update of the list) and undone with a
 * French toast when the server refuses. An inline edit then takes the core the server answers
 * (the other cores did not change: a campaign of 10,000 cores is not read again for one cell);
 * a deletion, which renumbers the later cores, reads the list again. The campaign is read again
 * after both: its coresValid depends on the cores.
 */
export function useCoreMutations(campaignId: string) {
  const queryClient = useQueryClient();
  const key = campaignCoresKey(campaignId);

  const change = (update: (list: CampaignCores) => CampaignCores) => {
    queryClient.setQueryData<CampaignCores>(key, (list) => list && update(list));
  };
  // A refetch of a complete list started before the edit would put back what it read before:
  // it is stopped (the list on screen stays), and the list stays stale for the next read. While
  // the list first streams in, its pages are merged into the cache as it is: nothing to stop.
  const stopRefetch = async () => {
    if (queryClient.getQueryData<CampaignCores>(key)?.isComplete !== true) return;
    if (queryClient.isFetching({ queryKey: key, exact: true }) === 0) return;
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    await queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  };
  const readCampaign = () =>
    queryClient.invalidateQueries({ queryKey: getGetCoringCampaignQueryKey(campaignId) });

  const patch = usePatchCore<ApiError, Snapshot>({
    mutation: {
      meta: { isErrorShownInline: true },
      onMutate: async ({ id, data }) => {
        await stopRefetch();
        const previous = queryClient
          .getQueryData<CampaignCores>(key)
          ?.cores.find((core) => core.id === id);
        change((list) => withCore(list, id, (core) => applyInlinePatch(core, inlinePart(data))));
        return { previous };
      },
      onSuccess: ({ data: core }) => {
        change((list) => withCore(list, core.id, () => core));
      },
      onError: async (error, { id }, snapshot) => {
        const previous = snapshot?.previous;
        if (previous !== undefined) change((list) => withCore(list, id, () => previous));
        if (!isStaleVersion(error)) {
          toast.error(text.inlineEditFailed(frenchErrorOf(error)));
          return;
        }
        // Someone else saved the core since this tab read it (the sheet's read gave the SDK its
        // version): the row shows the core as saved now, and that read gives the SDK the current
        // version, so the next edit is not refused again. One cell does not need a dialog.
        const current = await getCore(id).catch(() => undefined);
        if (current !== undefined) change((list) => withCore(list, id, () => current.data));
        toast.error(text.inlineEditStale((current?.data ?? previous)?.displayName ?? ''));
      },
      onSettled: readCampaign,
    },
  });

  const remove = useDeleteCore({
    mutation: {
      meta: { isErrorShownInline: true },
      onMutate: async ({ id }) => {
        await stopRefetch();
        change((list) => withoutCoreOf(list, id));
      },
      onError: (error) => {
        toast.error(text.deleteFailed(frenchErrorOf(error)));
      },
      // Read again after a failure too: the list read again puts back the core not deleted.
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: getListCampaignCoresQueryKey(campaignId) }),
          readCampaign(),
        ]),
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
