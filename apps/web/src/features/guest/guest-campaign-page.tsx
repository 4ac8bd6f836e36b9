import { useGetCampaign } from '@chaussee/sdk/react';
import { PageHeader, StatusChip } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { useSession } from '../../shared/session/session-context.js';
import { guestMessages as text } from './messages.js';

/**
 * What a share link's guest sees above its campaign's screens: the shared campaign's name, status
 * and reference, and who shared it. The campaign is read only for the guest of that campaign; if
 * the server does not answer it, the read-only notice alone is shown.
 */
export function GuestCampaignHeader() {
  const id = useParams().id ?? '';
  const { user } = useSession();
  const isThisGuestsCampaign = user?.campaign?.id === id;
  const campaign = useGetCampaign(id, {
    query: { ...ERROR_SHOWN_INLINE, enabled: isThisGuestsCampaign },
  });
  const data = campaign.data?.data;
  const inviter = user?.invitedBy;
  return (
    <Stack spacing={3} data-testid="guest-campaign-page">
      {isThisGuestsCampaign && !campaign.isError && (
        <PageHeader
          loading={data === undefined}
          title={data?.name ?? ''}
          subtitle={data?.reference ? text.reference(data.reference) : undefined}
          status={data && <StatusChip kind="campaign" status={data.status} size="medium" />}
        />
      )}
      <Typography color="text.secondary">
        {text.readOnly}
        {inviter ? ` ${text.invitedBy(`${inviter.firstName} ${inviter.lastName}`)}` : ''}
      </Typography>
    </Stack>
  );
}
