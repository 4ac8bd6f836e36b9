import Skeleton from '@mui/material/Skeleton';
import { lazyAfterPaint } from '../../../shared/lazy/lazy-after-paint.js';
import { CampaignFrame } from '../campaign/campaign-frame.js';

/**
 * The cores grid (AG Grid: most of this page's code) renders apart from the campaign's frame, so
 * that the header — the page's largest paint — shows as soon as the campaign is read, while the
 * grid's code is still evaluating; the grid follows as soon as its code is in and the header is
 * painted (lazyAfterPaint says why not React.lazy). Its chunk is asked at the same time as this
 * page's (app/routes/route-screens.tsx): nothing loads later than before.
 */
const CoresSection = lazyAfterPaint(
  async () => (await import('./cores-section.js')).CoresSection,
  <Skeleton variant="rounded" height={480} />,
);

/**
 * `/coring-campaign/{id}`: the campaign's header and its cores. Its route's loader asks for both
 * at once while this code loads (coring-campaign-data.ts), so neither waits for the other here.
 */
export function CoringCampaignPage() {
  return (
    <CampaignFrame page="cores">{(campaign) => <CoresSection campaign={campaign} />}</CampaignFrame>
  );
}
