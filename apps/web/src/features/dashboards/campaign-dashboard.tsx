import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { readDashboardFilters } from './dashboard-filters.js';
import { DashboardView } from './dashboard-view.js';
import { DASHBOARD_VIEWS, type DashboardViewName } from './dashboard-views.js';
import { DownloadMenu } from './download-menu.js';
import { FilterBar } from './filter-bar.js';
import { dashboardMessages as text } from './messages.js';
import { SynopticView } from './synoptic/synoptic-view.js';
import { useCampaignRoads } from './use-campaign-roads.js';

export interface CampaignDashboardProps {
  campaign: { id: string; name: string };
  view: DashboardViewName;
  /** The address of another view, the current query (filters) kept. */
  hrefOf: (view: DashboardViewName, query: URLSearchParams) => string;
  /** A guest's read-only view: no download, comment or configuration. */
  readOnly: boolean;
  /** Where a click on a core leads (its sheet); none for a guest. */
  coreHref?: (coreId: string) => string;
}

/**
 * A coring campaign's dashboard: the three views (charts, structural and analyses synoptics) with
 * the filters they share in the URL, and the downloads for a signed-in member.
 */
export function CampaignDashboard({
  campaign,
  view,
  hrefOf,
  readOnly,
  coreHref,
}: CampaignDashboardProps) {
  const [query] = useSearchParams();
  const filters = readDashboardFilters(query);
  const roads = useCampaignRoads(campaign.id);
  return (
    <Stack spacing={2} data-testid="campaign-dashboard">
      <Box component="nav" aria-label={text.viewsNavigation}>
        <Tabs value={view} variant="scrollable">
          {DASHBOARD_VIEWS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={text.views[name]}
              component={RouterLink}
              to={hrefOf(name, query)}
            />
          ))}
        </Tabs>
      </Box>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <Box sx={{ flex: 1, minWidth: 280 }}>
          <FilterBar roads={roads} />
        </Box>
        {!readOnly && <DownloadMenu campaign={campaign} filters={filters} />}
      </Stack>
      {view === 'dashboard' ? (
        <DashboardView campaignId={campaign.id} readOnly={readOnly} />
      ) : (
        <SynopticView
          campaignId={campaign.id}
          colouring={view === 'structural-synoptic' ? 'material' : 'pollutant'}
          filters={filters}
          coreHref={coreHref}
        />
      )}
    </Stack>
  );
}
