import type { ApiError } from '@chaussee/sdk';
import {
  getListCampaignCoresQueryKey,
  listCampaignCores,
  type Core,
  type ListCampaignCoresParams,
} from '@chaussee/sdk/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { streamPages, type Page } from '../../../shared/api/stream-pages.js';
import { completed, noCores, withPages, type CampaignCores } from './campaign-cores-list.js';

/** The first page: a screen of rows and a little more, so that they show as soon as possible. */
const FIRST_PAGE_SIZE = 50;

/**
 * The second page: the rows just below the first screen, small and asked with the first one, so
 * that a scroll finds them at once, not after the pages of 1,000 (streamPages' `secondLimit`).
 */
export const SECOND_PAGE_SIZE = 200;

/**
 * The next pages: the most GET /campaigns/{id}/cores serves (the contract's `CoreLimit`; a test
 * holds the two together). Each request pays the server's membership check, the page's framing
 * and a round trip once: 10,000 cores come in 12 requests instead of 50, about a third less of
 * the server's time on the embedded database (README « Cores grid »).
 */
export const NEXT_PAGE_SIZE = 1_000;

/**
 * Pages in flight at once: all of them. Two at a time, the server answered both back to back,
 * then waited while the browser parsed them and asked the next two (20 to 40 ms a pair), and for
 * 300 to 350 ms while the grid started on the main thread, which no request could leave; asked
 * all at once, the browser sends them six at a time by itself (README « Cores grid »).
 */
const PAGES_IN_FLIGHT = Number.POSITIVE_INFINITY;

/**
 * How long a list read is fresh enough not to be read again when a screen mounts or the window
 * gets the focus back: the screen's own changes read it again at once (invalidation), but 10,000
 * cores are not read twice when the grid mounts just after its route's loader read them.
 */
const FRESH_FOR_MS = 30_000;

/**
 * While pages stream in, the grid is given the pages arrived so far when they hold at least half as
 * many cores as it shows, or when it was last given some this long ago. Each update of the list
 * costs the grid a pass over every row it holds (and a layout): one update per page of 200 made
 * 50 passes over up to 10,000 rows, about 3 s of the main thread while the user scrolls (measured
 * by scripts/bench/cores-grid.mjs); growing by half, 10,000 cores take about a dozen updates.
 */
const SHOWN_AT_LEAST_EVERY_MS = 1_000;

/** Whether the pages waiting are worth an update of the grid now (see SHOWN_AT_LEAST_EVERY_MS). */
function isWorthShowing(shown: number, waiting: number, msSinceShown: number): boolean {
  return waiting * 2 >= shown || msSinceShown >= SHOWN_AT_LEAST_EVERY_MS;
}

/**
 * The query key of a campaign's whole list of cores: it starts with the SDK's key of GET
 * /campaigns/{id}/cores, so invalidating `getListCampaignCoresQueryKey(id)` reaches it.
 */
export function campaignCoresKey(campaignId: string, params: ListCampaignCoresParams = {}) {
  return [...getListCampaignCoresQueryKey(campaignId, params), 'all'] as const;
}

/**
 * Every core of a campaign, streamed: the first page shows as soon as it arrives, the next ones
 * are added to the cached list as they come (all asked at once), so that the grid is used
 * while a campaign of 10,000 cores loads; `isComplete` once the last page is in. Edits made
 * meanwhile are kept: a page is merged into the list as it is in the cache at that moment.
 *
 * A refetch (after a change, on focus) reads the pages aside and replaces the list once they are
 * all in: the complete list stays on screen meanwhile, instead of shrinking to its first page.
 * Errors are shown by the grid (`isError`), not by the app's toast.
 */
export function campaignCoresQuery(campaignId: string, params: ListCampaignCoresParams) {
  const queryKey = campaignCoresKey(campaignId, params);
  return queryOptions<CampaignCores, ApiError>({
    queryKey,
    staleTime: FRESH_FOR_MS,
    meta: { isErrorShownInline: true },
    queryFn: async ({ client, signal }) => {
      const isRefetch = client.getQueryData<CampaignCores>(queryKey)?.isComplete === true;
      const seen = new Set<string>();
      // The pages not yet in the cached list: all of them on a refetch (read aside).
      let waiting: Page<Core>[] = [];
      let waitingCount = 0;
      let shownAt = 0;
      const pages = streamPages(
        async (page) =>
          (await listCampaignCores(campaignId, { ...params, ...page }, { signal })).data,
        {
          firstLimit: FIRST_PAGE_SIZE,
          secondLimit: SECOND_PAGE_SIZE,
          limit: NEXT_PAGE_SIZE,
          concurrency: PAGES_IN_FLIGHT,
        },
      );
      for await (const page of pages) {
        // Cancelled (left the screen, or a refetch took over): the pages left are not merged.
        if (signal.aborted) break;
        for (const core of page.items) seen.add(core.id);
        waiting.push(page);
        waitingCount += page.items.length;
        if (isRefetch) continue;
        const shown = client.getQueryData<CampaignCores>(queryKey)?.cores.length ?? 0;
        if (isWorthShowing(shown, waitingCount, Date.now() - shownAt)) {
          const arrived = waiting;
          client.setQueryData<CampaignCores>(queryKey, (list) =>
            withPages(list ?? noCores, arrived),
          );
          waiting = [];
          waitingCount = 0;
          shownAt = Date.now();
        }
      }
      const base = isRefetch ? noCores : (client.getQueryData<CampaignCores>(queryKey) ?? noCores);
      return completed(withPages(base, waiting), seen);
    },
  });
}

/** A campaign's cores, streamed (see `campaignCoresQuery`); `data.isComplete` once all are in. */
export function useCampaignCores(campaignId: string, params: ListCampaignCoresParams = {}) {
  return useQuery(campaignCoresQuery(campaignId, params));
}
