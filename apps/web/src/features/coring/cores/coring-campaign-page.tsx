import { getCoringCampaign, getGetCoringCampaignQueryKey } from '@chaussee/sdk/react';
import { queryOptions, usePrefetchQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ERROR_SHOWN_INLINE } from '../../../shared/api/query-error-state.js';
import { CampaignFrame } from '../campaign/campaign-frame.js';
import { CoresSection } from './cores-section.js';
import { usePrefetchCampaignCores } from './use-campaign-cores.js';

/** `/coring-campaign/{id}`: the campaign's header and its cores. */
export function CoringCampaignPage() {
  const id = useParams().id ?? '';
  // The grid needs the campaign (its frame) and the first page of cores: both are asked at once,
  // while the page renders, the campaign first — the server (one connection on PGlite) answers in
  // that order, before the next pages of cores the stream asks once the first one is in.
  // The same key and answer as the SDK's query options, whose type (a query function that may be
  // `skipToken`) a prefetch does not take.
  usePrefetchQuery(
    queryOptions({
      queryKey: getGetCoringCampaignQueryKey(id),
      queryFn: ({ signal }) => getCoringCampaign(id, { signal }),
      ...ERROR_SHOWN_INLINE,
    }),
  );
  usePrefetchCampaignCores(id);
  return (
    <CampaignFrame page="cores">{(campaign) => <CoresSection campaign={campaign} />}</CampaignFrame>
  );
}
