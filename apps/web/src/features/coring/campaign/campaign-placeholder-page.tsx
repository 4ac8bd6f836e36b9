import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { CampaignFrame } from './campaign-frame.js';
import { campaignMessages as text } from './messages.js';

/**
 * `/coring-campaign/{id}/map`, not built yet: it keeps the campaign's header and navigation, so
 * that the campaign is never lost.
 */
export function CoringMapPlaceholder() {
  return (
    <CampaignFrame page="map">
      {() => (
        <Alert severity="info" data-testid="placeholder-page">
          <AlertTitle>{text.underConstructionTitle}</AlertTitle>
          {text.underConstruction(text.placeholderScreens.map)}
        </Alert>
      )}
    </CampaignFrame>
  );
}
