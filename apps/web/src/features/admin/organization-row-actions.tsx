import { useAbility } from '@chaussee/permissions/react';
import {
  getListOrganizationsQueryKey,
  useDeactivateOrganization,
  type Organization,
} from '@chaussee/sdk/react';
import { ConfirmDialog, toast } from '@chaussee/ui';
import BlockIcon from '@mui/icons-material/Block';
import IconButton from '@mui/material/IconButton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { adminMessages as text } from './messages.js';

/**
 * Deactivation of a customer organization, after a confirmation, for those who manage every
 * organization (the server refuses the others and the engineering office itself).
 */
export function OrganizationRowActions({ organization }: { organization: Organization }) {
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const deactivate = useDeactivateOrganization({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        setConfirming(false);
        toast.success(text.deactivated);
        await queryClient.invalidateQueries({ queryKey: getListOrganizationsQueryKey() });
      },
    },
  });
  const mayDeactivate =
    ability.can('administerAll', 'Organization') &&
    !organization.isInternal &&
    organization.isActive;
  if (!mayDeactivate) return null;
  return (
    <>
      <IconButton
        size="small"
        color="error"
        aria-label={text.deactivateOrganization(organization.name)}
        onClick={() => {
          deactivate.reset();
          setConfirming(true);
        }}
      >
        <BlockIcon fontSize="small" />
      </IconButton>
      <ConfirmDialog
        open={isConfirming}
        destructive
        title={text.deactivateTitle}
        message={text.deactivateMessage(organization.name)}
        confirmLabel={text.deactivate}
        loading={deactivate.isPending}
        error={deactivate.isError ? frenchErrorOf(deactivate.error) : null}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          deactivate.mutate({ id: organization.id, data: {} });
        }}
      />
    </>
  );
}
