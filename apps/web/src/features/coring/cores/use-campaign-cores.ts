import type { ApiError } from '@chaussee/sdk';
import {
  getListCampaignCoresQueryKey,
  listCampaignCores,
  type ListCampaignCoresParams,
} from '@chaussee/sdk/react';
import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { streamPages } from '../../../shared/api/stream-pages.js';
import { completed, noCores, withPage, type CampaignCores } from './campaign-cores-list.js';

/** The first page: a screen of rows and a little more, so that they show as soon as possible. */
const FIRST_PAGE_SIZE = 50;

/**
 * How long a list read is fresh enough not to be read again when a screen mounts or the window
 * gets the focus back: the screen's own changes read it again at once (invalidation), but 10,000
 * cores are not read twice when the grid mounts just after `usePrefetchCampaignCores` read them.
 */
const FRESH_FOR_MS = 30_000;

/**
 * The query key of a campaign's whole list of cores: it starts with the SDK's key of GET
 * /campaigns/{id}/cores, so invalidating `getListCampaignCoresQueryKey(id)` reaches it.
 */
export function campaignCoresKey(campaignId: string, params: ListCampaignCoresParams = {}) {
  return [...getListCampaignCoresQueryKey(campaignId, params), 'all'] as const;
}

/**
 * Every core of a campaign, streamed: the first page shows as soon as it arrives, the next ones
 * are added to the cached list as they come (a few requests at a time), so that the grid is used
 * while a campaign of 10,000 cores loads; `isComplete` once the last page is in. Edits made
 * meanwhile are kept: a page is merged into the list as it is in the cache at that moment.
 *
 * A refetch (after a change, on focus) reads the pages aside and replaces the list once they are
 * all in: the complete list stays on screen meanwhile, instead of shrinking to its first page.
 * Errors are shown by the grid (`isError`), not by the app's toast.
 */
function campaignCoresQuery(campaignId: string, params: ListCampaignCoresParams) {
  const queryKey = campaignCoresKey(campaignId, params);
  return queryOptions<CampaignCores, ApiError>({
    queryKey,
    staleTime: FRESH_FOR_MS,
    meta: { isErrorShownInline: true },
    queryFn: async ({ client, signal }) => {
      const isRefetch = client.getQueryData<CampaignCores>(queryKey)?.isComplete === true;
      const seen = new Set<string>();
      let aside = noCores;
      const pages = streamPages(
        async (page) =>
          (await listCampaignCores(campaignId, { ...params, ...page }, { signal })).data,
        { firstLimit: FIRST_PAGE_SIZE },
      );
      for await (const page of pages) {
        // Cancelled (left the screen, or a refetch took over): the pages left are not merged.
        if (signal.aborted) break;
        for (const core of page.items) seen.add(core.id);
        if (isRefetch) aside = withPage(aside, page);
        else client.setQueryData<CampaignCores>(queryKey, (list) => withPage(list ?? noCores, page));
      }
      return completed(
        isRefetch ? aside : (client.getQueryData<CampaignCores>(queryKey) ?? noCores),
        seen,
      );
    },
  });
}

/** A campaign's cores, streamed (see `campaignCoresQuery`); `data.isComplete` once all are in. */
export function useCampaignCores(campaignId: string, params: ListCampaignCoresParams = {}) {
  return useQuery(campaignCoresQuery(campaignId, params));
}

/**
 * Starts loading a campaign's cores before the screen that shows them mounts (while the campaign
 * itself loads), when they are not in the cache yet.
 */
export function usePrefetchCampaignCores(campaignId: string) {
  usePrefetchQuery(campaignCoresQuery(campaignId, {}));
}
