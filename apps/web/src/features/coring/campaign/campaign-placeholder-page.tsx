import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { CampaignFrame } from './campaign-frame.js';
import { campaignMessages as text } from './messages.js';

type PlaceholderScreen = keyof typeof text.placeholderScreens;

function UnderConstruction({ screen }: { screen: PlaceholderScreen }) {
  const name = text.placeholderScreens[screen];
  return (
    <Alert severity="info" data-testid="placeholder-page">
      <AlertTitle>{text.underConstructionTitle}</AlertTitle>
      {text.underConstruction(name)}
    </Alert>
  );
}

function isPlaceholderScreen(tab: string | undefined): tab is PlaceholderScreen {
  return tab !== undefined && Object.hasOwn(text.placeholderScreens, tab);
}

/**
 * `/coring-campaign/{id}/{tab}`: the dashboard and the two synoptics are not built yet; they keep
 * the campaign's header and navigation, « Tableau de bord » selected, so that the campaign is
 * never lost (the route table has already checked the tab).
 */
function CoringDashboardPlaceholder() {
  const { tab } = useParams();
  const screen = isPlaceholderScreen(tab) ? tab : 'dashboard';
  return (
    <CampaignFrame page="dashboard">{() => <UnderConstruction screen={screen} />}</CampaignFrame>
  );
}

/** `/coring-campaign/{id}/map`, not built yet, in the campaign's frame. */
function CoringMapPlaceholder() {
  return <CampaignFrame page="map">{() => <UnderConstruction screen="map" />}</CampaignFrame>;
}

/** The campaign screens not built yet, by route name (app/routes/route-screens.tsx). */
export const campaignPlaceholderPages = {
  'coring-campaign-dashboard': CoringDashboardPlaceholder,
  'coring-campaign-map': CoringMapPlaceholder,
} satisfies Record<string, ComponentType>;
