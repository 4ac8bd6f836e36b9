import { getListOrganizationSitesQueryKey, useDeleteSite, type Site } from '@chaussee/sdk/react';
import { ConfirmDialog, toast } from '@chaussee/ui';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { adminMessages as text } from './messages.js';

interface DeleteSiteDialogProps {
  site: Site;
  /** The other sites of the organization: the active ones may receive the site's users. */
  sites: readonly Site[];
  onClose: () => void;
}

/**
 * DELETE /sites/{id} after a confirmation. A site that still has users or projects needs a
 * fallback site (spec section 5), another active site of the organization, chosen here; the
 * server checks the same and says so under the choice.
 */
export function DeleteSiteDialog({ site, sites, onClose }: DeleteSiteDialogProps) {
  const queryClient = useQueryClient();
  const [fallbackSiteId, setFallbackSiteId] = useState('');
  const remove = useDeleteSite({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        toast.success(text.siteDeleted);
        await queryClient.invalidateQueries({
          queryKey: getListOrganizationSitesQueryKey(site.organizationId),
        });
        onClose();
      },
    },
  });
  const needsFallback = site.usersCount + site.workspacesCount > 0;
  const candidates = sites.filter((other) => other.id !== site.id && other.isActive);
  const isMissing = needsFallback && fallbackSiteId === '';
  return (
    <ConfirmDialog
      open
      destructive
      title={text.deleteSiteTitle}
      message={
        <Stack spacing={2}>
          <span>{text.deleteSiteMessage(site.name)}</span>
          {needsFallback && (
            <span>{text.deleteSiteMoves(site.usersCount, site.workspacesCount)}</span>
          )}
          {needsFallback && candidates.length === 0 && (
            <Typography component="span" color="error">
              {text.noFallback}
            </Typography>
          )}
          {needsFallback && candidates.length > 0 && (
            <TextField
              select
              required
              label={text.fallbackSite}
              value={fallbackSiteId}
              helperText={isMissing ? text.fallbackRequired : ' '}
              onChange={(event) => {
                setFallbackSiteId(event.target.value);
              }}
            >
              {candidates.map((candidate) => (
                <MenuItem key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      }
      confirmLabel={text.delete}
      disabled={isMissing}
      loading={remove.isPending}
      error={remove.isError ? frenchErrorOf(remove.error) : null}
      onCancel={onClose}
      onConfirm={() => {
        remove.mutate({
          id: site.id,
          data: fallbackSiteId === '' ? {} : { fallbackSiteId },
        });
      }}
    />
  );
}
