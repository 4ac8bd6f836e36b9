import type { MacroCampaign, MacroCore } from '@chaussee/sdk/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import type { MacroFilters } from './macro-filters.js';
import type { MacroScope } from './macro-scope.js';

/** The largest page the API serves (the contract's `limit` maximum). */
const PAGE_SIZE = 200;
/**
 * The most cores a macro screen loads (25 pages): a map and figures of more would take minutes to
 * arrive on 100,000 cores; past it the screen says how many there are and asks for a filter.
 */
const MAX_LOADED_CORES = 5000;

export interface LoadedList<T> {
  items: T[];
  /** How many the filters select on the server (more than `items` when capped). */
  total: number;
}

async function pagesUpTo<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<{ items: T[]; total: number }>,
  cap: number,
): Promise<LoadedList<T>> {
  const items: T[] = [];
  for (;;) {
    const page = await fetchPage({ limit: PAGE_SIZE, offset: items.length });
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total || items.length >= cap) {
      return { items: items.slice(0, cap), total: page.total };
    }
  }
}

/** The cores and campaigns a macro screen shows, for the filters in force. */
export function useMacroData(scope: MacroScope, filters: MacroFilters) {
  const cores = useQuery({
    queryKey: [...scope.coresKey(filters), 'up-to', MAX_LOADED_CORES],
    queryFn: ({ signal }): Promise<LoadedList<MacroCore>> =>
      pagesUpTo((page) => scope.cores({ ...filters, ...page }, signal), MAX_LOADED_CORES),
    // The map, charts and grid keep the previous answer while the next filters load: they are
    // updated in place rather than emptied and drawn again.
    placeholderData: keepPreviousData,
    ...ERROR_SHOWN_INLINE,
  });
  const campaigns = useQuery({
    queryKey: [...scope.campaignsKey(filters), 'all'],
    queryFn: ({ signal }): Promise<LoadedList<MacroCampaign>> =>
      pagesUpTo((page) => scope.campaigns({ ...filters, ...page }, signal), Infinity),
    placeholderData: keepPreviousData,
    ...ERROR_SHOWN_INLINE,
  });
  return { cores, campaigns };
}
