import { useGetAuscultationCampaign } from '@chaussee/sdk/react';
import { PageHeader, StatusChip } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { ERROR_SHOWN_INLINE, QueryErrorState } from '../../shared/api/query-error-state.js';
import { AuscultationDashboard } from './auscultation-dashboard.js';
import { auscultationMessages as text } from './messages.js';

/** `/auscultation-campaign/{id}/dashboard` for a member: the campaign, then its dashboard. */
export function AuscultationDashboardPage() {
  const id = useParams().id ?? '';
  const campaign = useGetAuscultationCampaign(id, { query: ERROR_SHOWN_INLINE });
  if (campaign.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.campaignLoadFailed}
        error={campaign.error}
        onRetry={() => {
          void campaign.refetch();
        }}
      />
    );
  }
  const data = campaign.data?.data;
  return (
    <Stack spacing={2}>
      <PageHeader
        loading={data === undefined}
        title={data?.name ?? ''}
        subtitle={text.title}
        status={data && <StatusChip kind="campaign" status={data.status} size="medium" />}
      />
      <AuscultationDashboard campaignId={id} readOnly={false} />
    </Stack>
  );
}
