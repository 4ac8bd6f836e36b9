import { labelOf } from '@chaussee/validation';
import { getListBinItemsQueryKey, useRestoreBinItem, type BinItem } from '@chaussee/sdk/react';
import { ConfirmDialog, toast } from '@chaussee/ui';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import IconButton from '@mui/material/IconButton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { binMessages as text } from './messages.js';

/**
 * Restoring an item of the bin, after a confirmation. A refusal (its workspace or campaign is in
 * the bin too, its number was taken) shows the server's French sentence in the dialog.
 */
export function BinRowActions({ item }: { item: BinItem }) {
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const restore = useRestoreBinItem({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        setConfirming(false);
        toast.success(text.restored(item.name));
        await queryClient.invalidateQueries({ queryKey: getListBinItemsQueryKey() });
      },
    },
  });
  return (
    <>
      <IconButton
        size="small"
        aria-label={text.restoreLabel(item.name)}
        onClick={() => {
          restore.reset();
          setConfirming(true);
        }}
      >
        <RestoreFromTrashIcon fontSize="small" />
      </IconButton>
      <ConfirmDialog
        open={isConfirming}
        title={text.restoreTitle}
        message={text.restoreMessage(labelOf('BinKind', item.kind), item.name)}
        confirmLabel={text.restore}
        loading={restore.isPending}
        error={restore.isError ? frenchErrorOf(restore.error) : null}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          restore.mutate({ kind: item.kind, id: item.id, data: {} });
        }}
      />
    </>
  );
}
