import {
  getListCampaignHistoryQueryKey,
  getListCoreHistoryQueryKey,
  listCampaignHistory,
  listCoreHistory,
  type AuditEventPage,
} from '@chaussee/sdk/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ERROR_SHOWN_INLINE } from '../api/error-shown-inline.js';

/** Whose history a panel shows. */
export type HistoryScope = { kind: 'campaign'; id: string } | { kind: 'core'; id: string };

export interface HistoryPaging {
  page: number;
  itemsCount: number;
}

/**
 * A page of a campaign's or a core's history. The page shown stays while the next one loads
 * (no blank table between pages); a write elsewhere in the app does not refresh it on its own,
 * reopening the panel does (the trail only grows, a stale page is never wrong, only short).
 */
export function useHistoryPage(scope: HistoryScope, paging: HistoryPaging) {
  return useQuery<AuditEventPage>({
    queryKey:
      scope.kind === 'campaign'
        ? getListCampaignHistoryQueryKey(scope.id, paging)
        : getListCoreHistoryQueryKey(scope.id, paging),
    queryFn: async ({ signal }) =>
      (scope.kind === 'campaign'
        ? await listCampaignHistory(scope.id, paging, { signal })
        : await listCoreHistory(scope.id, paging, { signal })
      ).data,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    ...ERROR_SHOWN_INLINE,
  });
}
