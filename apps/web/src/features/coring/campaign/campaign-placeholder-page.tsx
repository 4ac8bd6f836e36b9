import { useGetCampaign } from '@chaussee/sdk/react';
import { EmptyState, PageHeader, StatusChip } from '@chaussee/ui';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { useSession } from '../../../shared/session/session-context.js';
import { CampaignFrame, type CampaignPage } from './campaign-frame.js';
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

/**
 * `/campaign/{id}/files` and `/deliverables` serve every campaign type: a coring campaign shows
 * its frame, another type its name and status, as its administration page does. The files route
 * has no sign-in rule (spec section 2): an anonymous visitor reads no campaign, only the notice.
 */
function anyCampaignPlaceholder(page: Extract<CampaignPage, 'files' | 'deliverables'>) {
  return function AnyCampaignPlaceholder() {
    const id = useParams().id ?? '';
    const isSignedIn = useSession().status === 'authenticated';
    const campaign = useGetCampaign(id, { query: { enabled: isSignedIn } });
    if (!isSignedIn) return <UnderConstruction screen={page} />;
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
    if (data.type === 'coring') {
      return <CampaignFrame page={page}>{() => <UnderConstruction screen={page} />}</CampaignFrame>;
    }
    return (
      <>
        <PageHeader
          title={data.name}
          status={<StatusChip kind="campaign" status={data.status} size="medium" />}
        />
        <UnderConstruction screen={page} />
      </>
    );
  };
}

/** The campaign screens not built yet, by route name (app/routes/route-screens.tsx). */
export const campaignPlaceholderPages = {
  'coring-campaign-dashboard': CoringDashboardPlaceholder,
  'coring-campaign-map': CoringMapPlaceholder,
  'campaign-files': anyCampaignPlaceholder('files'),
  'campaign-deliverables': anyCampaignPlaceholder('deliverables'),
} satisfies Record<string, ComponentType>;
