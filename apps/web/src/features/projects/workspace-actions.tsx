import { Can } from '@chaussee/permissions/react';
import type { Workspace, WorkspaceWithCampaigns } from '@chaussee/sdk/react';
import {
  getListUserWorkspacesQueryKey,
  getWorkspace,
  patchWorkspace,
  useDeleteWorkspace,
  usePatchWorkspace,
} from '@chaussee/sdk/react';
import { ConfirmDialog, toast } from '@chaussee/ui';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { staleVersionChoices } from '../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../shared/api/stale-version-guard.js';
import { useBinRetentionDays } from '../../shared/runtime-config/use-bin-retention-days.js';
import { useSession } from '../../shared/session/session-context.js';
import { projectsMessages as text } from './messages.js';

/**
 * The menu of a workspace card: archive or unarchive (edit right), delete (SUPER_ADMIN only,
 * confirmed). A user without either right sees no menu at all.
 */
export function WorkspaceActions({ workspace }: { workspace: WorkspaceWithCampaigns }) {
  const queryClient = useQueryClient();
  const binDays = useBinRetentionDays();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: getListUserWorkspacesQueryKey(user?.id) });
  const patched = async (answer: { data: Workspace }) => {
    toast.success(answer.data.isArchived ? text.archived : text.unarchived);
    await refreshList();
  };
  const patch = usePatchWorkspace({
    mutation: { meta: { isStaleVersionGuarded: true }, onSuccess: patched },
  });
  const stale = staleVersionChoices({
    save: patch,
    reload: async () => {
      // Its own read gives the SDK the workspace's current version; the list shows its state.
      await getWorkspace(workspace.id);
      await refreshList();
    },
    resend: ({ id, data }, request) => patchWorkspace(id, data, request),
    onSaved: patched,
  });
  const remove = useDeleteWorkspace({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        setConfirming(false);
        toast.success(text.deleted);
        await refreshList();
      },
    },
  });
  const close = () => {
    setAnchor(null);
  };

  return (
    <Can I="update" a="Workspace" passThrough>
      {({ isAllowed: mayEdit, ability }) =>
        !mayEdit && ability.cannot('delete', 'Workspace') ? null : (
          <>
            <IconButton
              aria-label={text.workspaceActions(workspace.name)}
              aria-haspopup="menu"
              onClick={(event) => {
                setAnchor(event.currentTarget);
              }}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
              {mayEdit && (
                <MenuItem
                  disabled={patch.isPending}
                  onClick={() => {
                    close();
                    patch.mutate({ id: workspace.id, data: { isArchived: !workspace.isArchived } });
                  }}
                >
                  {workspace.isArchived ? text.unarchive : text.archive}
                </MenuItem>
              )}
              {ability.can('delete', 'Workspace') && (
                <MenuItem
                  onClick={() => {
                    close();
                    remove.reset();
                    setConfirming(true);
                  }}
                  sx={{ color: 'error.main' }}
                >
                  {text.delete}
                </MenuItem>
              )}
            </Menu>
            <StaleVersionGuard {...stale} />
            <ConfirmDialog
              open={isConfirming}
              destructive
              title={text.deleteTitle}
              message={text.deleteMessage(workspace.name, binDays)}
              confirmLabel={text.delete}
              loading={remove.isPending}
              error={remove.isError ? frenchErrorOf(remove.error) : null}
              onCancel={() => {
                setConfirming(false);
              }}
              onConfirm={() => {
                remove.mutate({ id: workspace.id });
              }}
            />
          </>
        )
      }
    </Can>
  );
}
