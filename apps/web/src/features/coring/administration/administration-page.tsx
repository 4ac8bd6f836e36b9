import { useAbility } from '@chaussee/permissions/react';
import { useGetCampaign } from '@chaussee/sdk/react';
import { EmptyState, PageHeader, StatusChip } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { CampaignFrame } from '../campaign/campaign-frame.js';
import { EditCampaignSection } from './edit-campaign-section.js';
import { MembersSection } from './members-section.js';
import { administrationMessages as text } from './messages.js';

/**
 * `/admin/campaigns/{id}`: edit a campaign (team, people in charge, main customer) and manage its
 * members, according to the rights. A coring campaign shows its usual header and navigation; the
 * other types show their name and members.
 */
export function AdministrationPage() {
  const id = useParams().id ?? '';
  const ability = useAbility();
  const campaign = useGetCampaign(id);
  if (campaign.isError) {
    return (
      <EmptyState
        variant="error"
        headingLevel="h2"
        title={text.loadFailedTitle}
        description={frenchErrorOf(campaign.error)}
      />
    );
  }
  const data = campaign.data?.data;
  if (data === undefined) return <PageHeader title="" loading />;
  if (data.type !== 'coring') {
    return (
      <>
        <PageHeader
          title={data.name}
          status={<StatusChip kind="campaign" status={data.status} />}
        />
        <MembersSection campaignId={id} />
      </>
    );
  }
  return (
    <CampaignFrame page="administration">
      {(coring) => (
        <Stack spacing={3}>
          {ability.can('update', 'Campaign') && <EditCampaignSection campaign={coring} />}
          <MembersSection campaignId={id} />
        </Stack>
      )}
    </CampaignFrame>
  );
}
