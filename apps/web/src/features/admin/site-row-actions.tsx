import { getListOrganizationSitesQueryKey, usePatchSite, type Site } from '@chaussee/sdk/react';
import { readAtVersion } from '../../shared/api/stale-version.js';
import { toast } from '@chaussee/ui';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminRights } from './admin-rights.js';
import { adminMessages as text } from './messages.js';

export type SiteAction = 'edit' | 'delete' | 'providers';

interface SiteRowActionsProps {
  site: Site;
  rights: AdminRights;
  onAction: (action: SiteAction, site: Site) => void;
}

/** The actions of one site, each shown only to those the server lets do it (spec section 6). */
export function SiteRowActions({ site, rights, onAction }: SiteRowActionsProps) {
  const queryClient = useQueryClient();
  const patch = usePatchSite({
    mutation: {
      onSuccess: (answer) => {
        toast.success(answer.data.isActive ? text.siteActivated : text.siteDeactivated);
      },
      // Refused as stale too (someone else changed the site: the French toast says so), the list
      // is read again, so the switch shows the site as it is now.
      onSettled: () =>
        queryClient.invalidateQueries({
          queryKey: getListOrganizationSitesQueryKey(site.organizationId),
        }),
    },
    // The version the list gave: a site has no read of its own for the SDK to learn it from.
    request: readAtVersion(site.version),
  });
  const mayToggle = site.isActive ? rights.mayDeactivateSite : rights.mayActivateSite;
  const toggleLabel = `${site.isActive ? text.deactivate : text.activate} ${site.name}`;
  return (
    <Stack direction="row" spacing={0.5} aria-label={text.siteActions(site.name)} role="group">
      {rights.mayEditSite && (
        <Tooltip title={text.edit}>
          <IconButton
            size="small"
            aria-label={`${text.edit} ${site.name}`}
            onClick={() => {
              onAction('edit', site);
            }}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={text.showProviders}>
        <IconButton
          size="small"
          aria-label={text.providersOf(site.name)}
          onClick={() => {
            onAction('providers', site);
          }}
        >
          <StorefrontOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {mayToggle && (
        <Tooltip title={site.isActive ? text.deactivate : text.activate}>
          <IconButton
            size="small"
            disabled={patch.isPending}
            aria-label={toggleLabel}
            onClick={() => {
              patch.mutate({ id: site.id, data: { isActive: !site.isActive } });
            }}
          >
            {site.isActive ? (
              <BlockIcon fontSize="small" />
            ) : (
              <CheckCircleOutlineIcon fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
      )}
      {rights.mayDeleteSite && (
        <Tooltip title={text.delete}>
          <IconButton
            size="small"
            color="error"
            aria-label={`${text.delete} ${site.name}`}
            onClick={() => {
              onAction('delete', site);
            }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
