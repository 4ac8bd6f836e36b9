import type { RouteDataPrefetch } from '../../../shared/routes/route-data.js';
import { coringCampaignQuery } from '../campaign/coring-campaign-query.js';
import { campaignCoresQuery } from './use-campaign-cores.js';

/**
 * `/coring-campaign/{id}` needs the campaign (its frame) and the first page of cores: both are
 * asked at once, the campaign first — the server (one connection on PGlite) answers in that order,
 * before the next pages of cores the stream asks once the first one is in. Asked by the route's
 * loader as soon as its guard lets the screen render, while the screen's code loads
 * (app/routes/route-prefetches.ts).
 */
export const prefetchCoringCampaignRoute: RouteDataPrefetch = ({ queryClient, params }) => {
  if (params.id === undefined) return;
  // A failed read is the screen's to show, when it mounts and reads again.
  queryClient.query(coringCampaignQuery(params.id)).catch(() => undefined);
  queryClient.query(campaignCoresQuery(params.id, {})).catch(() => undefined);
};
