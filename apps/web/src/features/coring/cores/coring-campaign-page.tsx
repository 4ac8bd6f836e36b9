import Skeleton from '@mui/material/Skeleton';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { CampaignFrame } from '../campaign/campaign-frame.js';
import { coringCampaignQuery } from '../campaign/coring-campaign-query.js';
import { usePrefetchCampaignCores } from './use-campaign-cores.js';

/**
 * The cores grid (AG Grid: most of this page's code) renders apart from the campaign's frame, so
 * that the header — the page's largest paint — shows as soon as the campaign is read, while the
 * grid's code is still evaluating. Its chunk is asked at the same time as this page's
 * (app/routes/route-screens.tsx): nothing loads later than before.
 */
const CoresSection = lazy(async () => ({
  default: (await import('./cores-section.js')).CoresSection,
}));

/** `/coring-campaign/{id}`: the campaign's header and its cores. */
export function CoringCampaignPage() {
  const id = useParams().id ?? '';
  // The route's loader asked for both already (coring-campaign-data.ts), while this code loaded:
  // they are then under way or done. Asked here too for a page rendered without that loader (the
  // component tests), so that the cores never wait for the campaign's frame to render.
  usePrefetchQuery(coringCampaignQuery(id));
  usePrefetchCampaignCores(id);
  return (
    <CampaignFrame page="cores">
      {(campaign) => (
        <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
          <CoresSection campaign={campaign} />
        </Suspense>
      )}
    </CampaignFrame>
  );
}
