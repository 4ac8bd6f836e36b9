import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { AuscultationCampaignHeader } from './auscultation-campaign-header.js';
import { AuscultationDashboard } from './auscultation-dashboard.js';
import { auscultationMessages as text } from './messages.js';

/** `/auscultation-campaign/{id}/dashboard` for a member: the campaign, then its dashboard. */
export function AuscultationDashboardPage() {
  const id = useParams().id ?? '';
  return (
    <Stack spacing={2}>
      <AuscultationCampaignHeader campaignId={id} subtitle={text.title} />
      <AuscultationDashboard campaignId={id} readOnly={false} />
    </Stack>
  );
}
