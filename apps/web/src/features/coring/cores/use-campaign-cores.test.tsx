import { getListCampaignCoresMockHandler } from '@chaussee/sdk/mocks';
import type { Core } from '@chaussee/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import {
  campaignId,
  coreNumbered,
  coresNumbered,
  servePagedCores,
  type AskedPage,
} from '../testing/coring-fixtures.js';
import type { CampaignCores } from './campaign-cores-list.js';
import {
  campaignCoresKey,
  NEXT_PAGE_SIZE,
  SECOND_PAGE_SIZE,
  useCampaignCores,
} from './use-campaign-cores.js';

/** The pages after the first one (of 50): a small second page, then large ones. */
const SECOND = SECOND_PAGE_SIZE;
const PAGE = NEXT_PAGE_SIZE;
/** Where the large pages start. */
const LARGE = 50 + SECOND;

const api = setUpMockApi();

function renderCores() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useCampaignCores(campaignId), { wrapper });
  return { ...view, queryClient };
}

/** A gate per page offset: the page answers once `open(offset)` is called. */
function gates() {
  const waiting = new Map<number, () => void>();
  const opened = new Set<number>();
  return {
    hold: ({ offset }: AskedPage) =>
      opened.has(offset)
        ? undefined
        : new Promise<void>((resolve) => {
            waiting.set(offset, resolve);
          }),
    open: (offset: number) => {
      opened.add(offset);
      waiting.get(offset)?.();
    },
    openAll: () => {
      // The pages asked so far; a page asked later waits for its own `open`.
      for (const [offset, resolve] of waiting) {
        opened.add(offset);
        resolve();
      }
    },
  };
}

/**
 * The lengths of the list as the grid was given it while the pages streamed in (before the
 * complete list), one per update of the cache.
 */
function shownLengths(queryClient: QueryClient): number[] {
  const lengths: number[] = [];
  queryClient.getQueryCache().subscribe(() => {
    const data = queryClient.getQueryData<CampaignCores>(campaignCoresKey(campaignId));
    if (data !== undefined && !data.isComplete && lengths.at(-1) !== data.cores.length) {
      lengths.push(data.cores.length);
    }
  });
  return lengths;
}

const numbers = (data: CampaignCores | undefined) => data?.cores.map((core) => core.number) ?? [];

describe('useCampaignCores: the cores of a campaign, streamed page after page', () => {
  it('asks pages the contract allows: the next pages at the most GET /campaigns/{id}/cores serves', () => {
    const sdkRequire = createRequire(
      join(import.meta.dirname, '../../../../../../packages/sdk/package.json'),
    );
    const contract = JSON.parse(
      readFileSync(sdkRequire.resolve('@chaussee/openapi/openapi.json'), 'utf8'),
    ) as { components: { parameters: Record<string, { schema: { maximum: number } }> } };
    expect(contract.components.parameters.CoreLimit?.schema.maximum).toBe(NEXT_PAGE_SIZE);
  });

  it('gives the first page as soon as it arrives, then every core once the last page is in', async () => {
    const cores = coresNumbered(LARGE + 3 * PAGE);
    const asked: AskedPage[] = [];
    const gate = gates();
    servePagedCores(api, () => cores, { asked, hold: gate.hold });
    const { result } = renderCores();
    // The rows below the first screen are asked with it, before the total is known.
    await waitFor(() => {
      expect(asked).toEqual([
        { limit: 50, offset: 0 },
        { limit: SECOND, offset: 50 },
      ]);
    });
    gate.open(0);
    await waitFor(() => {
      expect(result.current.data?.cores).toHaveLength(50);
    });
    expect(result.current.data).toMatchObject({ total: LARGE + 3 * PAGE, isComplete: false });
    expect(result.current.isFetching).toBe(true);
    // Every other page is asked at once, none waiting for another nor for the screen: the browser
    // sends them as its connections free up, while the grid's start holds the main thread.
    await waitFor(() => {
      expect(asked).toEqual([
        { limit: 50, offset: 0 },
        { limit: SECOND, offset: 50 },
        { limit: PAGE, offset: LARGE },
        { limit: PAGE, offset: LARGE + PAGE },
        { limit: PAGE, offset: LARGE + 2 * PAGE },
      ]);
    });
    gate.open(50);
    await waitFor(() => {
      expect(result.current.data?.cores).toHaveLength(LARGE);
    });
    gate.openAll();
    await waitFor(() => {
      expect(result.current.data?.isComplete).toBe(true);
    });
    expect(numbers(result.current.data)).toEqual(cores.map((core) => core.number));
    expect(result.current.data?.total).toBe(LARGE + 3 * PAGE);
    expect(result.current.isFetching).toBe(false);
  });

  describe('updates of the grid while the pages stream in', () => {
    // The clock that decides when pages are shown stands still unless a test moves it.
    afterEach(() => {
      vi.restoreAllMocks();
    });
    const cores = coresNumbered(LARGE + 5 * PAGE);

    it('gives the grid the pages arrived when they hold half as many cores as it shows, not one update per page', async () => {
      vi.spyOn(Date, 'now').mockReturnValue(0);
      servePagedCores(api, () => cores);
      const { result, queryClient } = renderCores();
      const shown = shownLengths(queryClient);
      await waitFor(
        () => {
          expect(result.current.data?.isComplete).toBe(true);
        },
        { timeout: 10_000 },
      );
      // 50 → +200 → +1 page → +1 page → +2 pages (1 alone is less than half of what is shown).
      expect(shown).toEqual([50, LARGE, LARGE + PAGE, LARGE + 2 * PAGE, LARGE + 4 * PAGE]);
      expect(numbers(result.current.data)).toEqual(cores.map((core) => core.number));
    });

    it('gives the grid what arrived once a second has passed since its last update', async () => {
      const now = vi.spyOn(Date, 'now').mockReturnValue(0);
      const gate = gates();
      servePagedCores(api, () => cores, { hold: gate.hold });
      const { result, queryClient } = renderCores();
      const shown = shownLengths(queryClient);
      for (const offset of [0, 50, LARGE, LARGE + PAGE]) gate.open(offset);
      await waitFor(() => {
        expect(result.current.data?.cores).toHaveLength(LARGE + 2 * PAGE);
      });
      now.mockReturnValue(1000);
      gate.open(LARGE + 2 * PAGE);
      // One page more is less than half of what is shown, but the grid has waited a second.
      await waitFor(() => {
        expect(result.current.data?.cores).toHaveLength(LARGE + 3 * PAGE);
      });
      // The next page, less than half of what is shown and no time passed: it waits for more.
      gate.open(LARGE + 3 * PAGE);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(result.current.data?.cores).toHaveLength(LARGE + 3 * PAGE);
      gate.openAll();
      await waitFor(() => {
        expect(result.current.data?.isComplete).toBe(true);
      });
      // The last two pages together are more than half of what is shown.
      expect(shown).toEqual([
        50,
        LARGE,
        LARGE + PAGE,
        LARGE + 2 * PAGE,
        LARGE + 3 * PAGE,
        LARGE + 5 * PAGE,
      ]);
    });
  });

  it('keeps an edit made while the next pages stream in', async () => {
    const cores = coresNumbered(120);
    const gate = gates();
    servePagedCores(api, () => cores, { hold: gate.hold });
    const { result, queryClient } = renderCores();
    gate.open(0);
    await waitFor(() => {
      expect(result.current.data?.cores).toHaveLength(50);
    });
    const key = campaignCoresKey(campaignId);
    queryClient.setQueryData<CampaignCores>(key, (list) =>
      list === undefined
        ? list
        : {
            ...list,
            cores: list.cores.map((core) =>
              core.number === 3 ? { ...core, lane: 'Voie rapide' } : core,
            ),
          },
    );
    gate.openAll();
    await waitFor(() => {
      expect(result.current.data?.isComplete).toBe(true);
    });
    expect(result.current.data?.cores).toHaveLength(120);
    expect(result.current.data?.cores[2]?.lane).toBe('Voie rapide');
  });

  it('sorts the whole list in the order of spec section 4 once it is complete', async () => {
    const cores: Core[] = [
      coreNumbered(3, { displayName: 'CA-10', displayNamePrefix: { id: 'p', name: 'CA-' } }),
      coreNumbered(2, { displayName: 'CA-2', displayNamePrefix: { id: 'p', name: 'CA-' } }),
      coreNumbered(1, { displayName: '1' }),
    ];
    servePagedCores(api, () => cores);
    const { result } = renderCores();
    await waitFor(() => {
      expect(result.current.data?.isComplete).toBe(true);
    });
    expect(result.current.data?.cores.map((core) => core.displayName)).toEqual([
      '1',
      'CA-2',
      'CA-10',
    ]);
  });

  it('keeps the complete list on screen while it is read again, then replaces it at once', async () => {
    let cores = coresNumbered(LARGE + PAGE);
    const asked: AskedPage[] = [];
    let hold: (page: AskedPage) => Promise<void> | undefined = () => undefined;
    servePagedCores(api, () => cores, { asked, hold: (page) => hold(page) });
    const { result, queryClient } = renderCores();
    await waitFor(() => {
      expect(result.current.data?.isComplete).toBe(true);
    });
    // The last core was deleted and a note written on core 1 meanwhile, by someone else.
    cores = coresNumbered(LARGE + PAGE - 1).map((core) =>
      core.number === 1 ? { ...core, note: 'Fissure' } : core,
    );
    const gate = gates();
    hold = gate.hold;
    const refetch = queryClient.invalidateQueries({ queryKey: campaignCoresKey(campaignId) });
    gate.open(0);
    gate.open(50);
    await waitFor(() => {
      expect(asked).toHaveLength(6);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Two of the three pages are in: the screen still shows the complete list it had.
    expect(result.current.data?.cores).toHaveLength(LARGE + PAGE);
    expect(result.current.data?.cores[0]?.note).not.toBe('Fissure');
    expect(result.current.data?.isComplete).toBe(true);
    gate.open(LARGE);
    await refetch;
    await waitFor(() => {
      expect(result.current.data?.cores).toHaveLength(LARGE + PAGE - 1);
    });
    expect(result.current.data?.cores[0]?.note).toBe('Fissure');
    expect(result.current.data?.isComplete).toBe(true);
  });

  it('fails when a later page fails', async () => {
    const cores = coresNumbered(60);
    api.use(
      getListCampaignCoresMockHandler(({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset');
        if (offset === '50') return answerProblem(403, 'not_member', 'Only members')();
        return { total: 60, limit: 50, offset: 0, items: cores.slice(0, 50) };
      }),
    );
    const { result } = renderCores();
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(result.current.data?.isComplete).not.toBe(true);
  });
});
