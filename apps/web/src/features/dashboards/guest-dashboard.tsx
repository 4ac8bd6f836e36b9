import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { guestDashboardPath } from '../../shared/routes/route-table.js';
import { CampaignDashboard } from './campaign-dashboard.js';
import { isDashboardView } from './dashboard-views.js';

/** The query parameter of the guest's view: its one route holds the three views. */
const VIEW_PARAMETER = 'vue';

/**
 * A share link's guest on its campaign's dashboard: the charts and both synoptics, read only (no
 * download, comment, configuration, nor a link to a core's sheet, which is a staff screen). The
 * guest route is one path, so the view is in the query beside the filters.
 */
export function GuestDashboard({ header }: { header: ReactNode }) {
  const id = useParams().id ?? '';
  const [query] = useSearchParams();
  const asked = query.get(VIEW_PARAMETER);
  const view = isDashboardView(asked) ? asked : 'dashboard';
  return (
    <Stack spacing={3}>
      {header}
      <CampaignDashboard
        campaign={{ id, name: '' }}
        view={view}
        readOnly
        hrefOf={(next, current) => {
          const nextQuery = new URLSearchParams(current);
          if (next === 'dashboard') nextQuery.delete(VIEW_PARAMETER);
          else nextQuery.set(VIEW_PARAMETER, next);
          const search = nextQuery.toString();
          const path = guestDashboardPath({ id, type: 'coring' });
          return search === '' ? path : `${path}?${search}`;
        }}
      />
    </Stack>
  );
}
