import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { CampaignFrame } from '../campaign/campaign-frame.js';

/**
 * The cores grid (AG Grid: most of this page's code) renders apart from the campaign's frame, so
 * that the header — the page's largest paint — shows as soon as the campaign is read, while the
 * grid's code is still evaluating. Its chunk is asked at the same time as this page's
 * (app/routes/route-screens.tsx): nothing loads later than before.
 */
const CoresSection = lazy(async () => ({
  default: (await import('./cores-section.js')).CoresSection,
}));

/**
 * `/coring-campaign/{id}`: the campaign's header and its cores. Its route's loader asks for both
 * at once while this code loads (coring-campaign-data.ts), so neither waits for the other here.
 */
export function CoringCampaignPage() {
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
