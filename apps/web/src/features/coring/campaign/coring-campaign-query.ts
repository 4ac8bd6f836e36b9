import { getCoringCampaign, getGetCoringCampaignQueryKey } from '@chaussee/sdk/react';
import { queryOptions } from '@tanstack/react-query';
import { ERROR_SHOWN_INLINE } from '../../../shared/api/error-shown-inline.js';
import { PREFETCHED_FRESH_MS } from '../../../shared/routes/route-data.js';

/**
 * A coring campaign, as its pages' frame reads it: the SDK's key and call (whose own query
 * options type a query function that may be `skipToken`, which a prefetch does not take), its
 * failure shown by the frame, and fresh for the frame that mounts just after a route's prefetch
 * read it.
 */
export function coringCampaignQuery(id: string) {
  return queryOptions({
    queryKey: getGetCoringCampaignQueryKey(id),
    queryFn: ({ signal }) => getCoringCampaign(id, { signal }),
    staleTime: PREFETCHED_FRESH_MS,
    ...ERROR_SHOWN_INLINE,
  });
}
