import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { AuscultationDashboard } from '../../features/auscultation/auscultation-dashboard.js';
import { GuestCampaignHeader } from '../../features/guest/guest-campaign-page.js';

/**
 * `/guests/auscultation-campaign/{id}/dashboard`: the guest's header (composed here, as features
 * do not import each other) above the dashboard, read only (no import nor point edit).
 */
export function AuscultationGuestDashboardScreen() {
  const id = useParams().id ?? '';
  return (
    <Stack spacing={3}>
      <GuestCampaignHeader />
      <AuscultationDashboard campaignId={id} readOnly />
    </Stack>
  );
}
