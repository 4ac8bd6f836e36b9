import {
  getSearchAuditEventsQueryKey,
  searchAuditEvents,
  type AuditEventPage,
  type SearchAuditEventsParams,
} from '@chaussee/sdk/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';

/** A page of the whole trail matching the super administrator's filters. */
export function useAuditSearch(params: SearchAuditEventsParams) {
  return useQuery<AuditEventPage>({
    queryKey: getSearchAuditEventsQueryKey(params),
    queryFn: async ({ signal }) => (await searchAuditEvents(params, { signal })).data,
    placeholderData: keepPreviousData,
    ...ERROR_SHOWN_INLINE,
  });
}
