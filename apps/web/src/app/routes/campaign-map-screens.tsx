import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { AuscultationCampaignHeader } from '../../features/auscultation/auscultation-campaign-header.js';
import { CampaignFrame } from '../../features/coring/campaign/campaign-frame.js';
import { GuestCampaignHeader } from '../../features/guest/guest-campaign-page.js';
import { CampaignMap } from '../../features/map/campaign-map.js';
import { mapMessages } from '../../features/map/messages.js';

/**
 * The map screens of a campaign, composed here because they sit in the campaign's frame (the
 * coring feature's header and navigation, the auscultation header, or the guest's header) and
 * features do not import each other. MapLibre loads with these screens only (route-screens.tsx).
 */

/** `/coring-campaign/{id}/map` for a member: a core's popup links to its sheet (`sheetPath`). */
export function CoringMapScreen() {
  return (
    <CampaignFrame page="map">
      {(campaign) => (
        <CampaignMap campaignId={campaign.id} title={mapMessages.coringTitle} readOnly={false} />
      )}
    </CampaignFrame>
  );
}

/** `/guests/coring-campaign/{id}/map`: the same map, read only, without the cores' sheets. */
export function CoringGuestMapScreen() {
  const id = useParams().id ?? '';
  return (
    <Stack spacing={3}>
      <GuestCampaignHeader />
      <CampaignMap campaignId={id} title={mapMessages.coringTitle} readOnly />
    </Stack>
  );
}

/** `/auscultation-campaign/{id}/map`: the survey's points and segments over the basemap. */
export function AuscultationMapScreen() {
  const id = useParams().id ?? '';
  return (
    <Stack spacing={2}>
      <AuscultationCampaignHeader campaignId={id} subtitle={mapMessages.auscultationTitle} />
      <CampaignMap campaignId={id} title={mapMessages.auscultationTitle} readOnly={false} />
    </Stack>
  );
}
