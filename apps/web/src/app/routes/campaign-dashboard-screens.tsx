import { useParams } from 'react-router';
import { CampaignFrame } from '../../features/coring/campaign/campaign-frame.js';
import { CampaignDashboard } from '../../features/dashboards/campaign-dashboard.js';
import { isDashboardView } from '../../features/dashboards/dashboard-views.js';
import { GuestDashboard } from '../../features/dashboards/guest-dashboard.js';
import { GuestCampaignHeader } from '../../features/guest/guest-campaign-page.js';
import { coringDashboardPath } from '../../shared/routes/route-params.js';
import { pathOf } from '../../shared/routes/route-table.js';

/**
 * The dashboard screens of a coring campaign, composed here because they sit in the campaign's
 * frame (the coring feature's header and navigation, or the guest's header) and features do not
 * import each other.
 */

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** `/coring-campaign/{id}/{dashboard|structural-synoptic|analyses-synoptic}` for a member. */
export function CoringDashboardScreen() {
  const { tab } = useParams();
  const view = isDashboardView(tab) ? tab : 'dashboard';
  return (
    <CampaignFrame page="dashboard">
      {(campaign) => (
        <CampaignDashboard
          campaign={campaign}
          view={view}
          readOnly={false}
          hrefOf={(next, query) => withQuery(coringDashboardPath(campaign.id, next), query)}
          coreHref={(coreId) =>
            withQuery(
              pathOf('coring-campaign', { id: campaign.id }),
              new URLSearchParams({ carotte: coreId }),
            )
          }
        />
      )}
    </CampaignFrame>
  );
}

/** `/guests/coring-campaign/{id}/dashboard`: the same views, read only, for its guest. */
export function CoringGuestDashboardScreen() {
  return <GuestDashboard header={<GuestCampaignHeader />} />;
}
