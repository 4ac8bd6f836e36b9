import { useAbility } from '@chaussee/permissions/react';
import {
  getCampaign,
  getListWorkspaceCampaignsQueryKey,
  patchCampaign,
  useDeleteCampaign,
  usePatchCampaign,
  type Campaign,
  type CampaignSummary,
} from '@chaussee/sdk/react';
import { ConfirmDialog, toast } from '@chaussee/ui';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { staleVersionChoices } from '../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../shared/api/stale-version-guard.js';
import { coringCampaignPaths } from '../../shared/routes/campaign-paths.js';
import { useBinRetentionDays } from '../../shared/runtime-config/use-bin-retention-days.js';
import { workspaceMessages as text } from './messages.js';

/**
 * The actions of one campaign row, each shown only to the users who may use it: administration
 * (team, diffusion, main customer) and archiving for the edit right, deletion for SUPER_ADMIN.
 */
export function CampaignRowActions({ campaign }: { campaign: CampaignSummary }) {
  const ability = useAbility();
  const queryClient = useQueryClient();
  const binDays = useBinRetentionDays();
  const [isConfirming, setConfirming] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: getListWorkspaceCampaignsQueryKey(campaign.workspace.id),
    });
  const patched = async (answer: { data: Campaign }) => {
    toast.success(answer.data.isArchived ? text.archived : text.unarchived);
    await refresh();
  };
  const patch = usePatchCampaign({
    mutation: { meta: { isStaleVersionGuarded: true }, onSuccess: patched },
  });
  const stale = staleVersionChoices({
    save: patch,
    reload: async () => {
      // Its own read gives the SDK the campaign's current version; the list shows its state.
      await getCampaign(campaign.id);
      await refresh();
    },
    resend: ({ id, data }, request) => patchCampaign(id, data, request),
    onSaved: patched,
  });
  const remove = useDeleteCampaign({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        setConfirming(false);
        toast.success(text.deleted);
        await refresh();
      },
    },
  });
  const mayEdit = ability.can('update', 'Campaign');
  return (
    <Stack direction="row" spacing={0.5}>
      {mayEdit && (
        <IconButton
          size="small"
          component={RouterLink}
          to={coringCampaignPaths(campaign.id).administration}
          aria-label={text.administer(campaign.name)}
        >
          <SettingsOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      {mayEdit && (
        <IconButton
          size="small"
          disabled={patch.isPending}
          aria-label={
            campaign.isArchived ? text.unarchive(campaign.name) : text.archive(campaign.name)
          }
          onClick={() => {
            patch.mutate({ id: campaign.id, data: { isArchived: !campaign.isArchived } });
          }}
        >
          {campaign.isArchived ? (
            <UnarchiveOutlinedIcon fontSize="small" />
          ) : (
            <ArchiveOutlinedIcon fontSize="small" />
          )}
        </IconButton>
      )}
      {ability.can('delete', 'Campaign') && (
        <IconButton
          size="small"
          color="error"
          aria-label={text.deleteCampaign(campaign.name)}
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
      <StaleVersionGuard {...stale} />
      <ConfirmDialog
        open={isConfirming}
        destructive
        title={text.deleteTitle}
        message={text.deleteMessage(campaign.name, binDays)}
        confirmLabel={text.delete}
        loading={remove.isPending}
        error={remove.isError ? frenchErrorOf(remove.error) : null}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          remove.mutate({ id: campaign.id });
        }}
      />
    </Stack>
  );
}
