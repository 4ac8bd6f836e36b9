import { defineAbilityFor } from '@chaussee/permissions';
import type { ApiError } from '@chaussee/sdk';
import {
  getListUserWorkspacesQueryKey,
  listUserWorkspaces,
  type ListUserWorkspacesParams,
} from '@chaussee/sdk/react';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { PREFETCHED_FRESH_MS, type RouteDataPrefetch } from '../../shared/routes/route-data.js';
import { sessionUserOrAnonymous } from '../../shared/session/session-user.js';
import { filtersFromSearch, workspacesQuery } from './workspace-filters.js';

/** Workspaces asked per page (limit/offset of the API). */
const WORKSPACES_PAGE_SIZE = 20;

/** The offset of the page after `page`, or undefined when every workspace is loaded. */
export function nextOffset(page: { offset: number; total: number; items: unknown[] }) {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total ? next : undefined;
}

/**
 * « Mes projets » page after page (GET /users/{id}/workspaces with limit and offset). The key
 * starts with the SDK's key of the operation, so invalidating `getListUserWorkspacesQueryKey(id)`
 * reaches it; its last part keeps it apart from the single-page query of the same operation.
 */
export function userWorkspacesQuery(userId: string | undefined, query: ListUserWorkspacesParams) {
  return infiniteQueryOptions<
    Awaited<ReturnType<typeof listUserWorkspaces>>,
    ApiError,
    { pages: Awaited<ReturnType<typeof listUserWorkspaces>>[] },
    readonly unknown[],
    number
  >({
    queryKey: [...getListUserWorkspacesQueryKey(userId, query), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      listUserWorkspaces(
        userId ?? '',
        { ...query, limit: WORKSPACES_PAGE_SIZE, offset: pageParam },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => nextOffset(last.data),
    enabled: userId !== undefined,
    // The screen takes the first page its route's loader just read (see PREFETCHED_FRESH_MS).
    staleTime: PREFETCHED_FRESH_MS,
    ...ERROR_SHOWN_INLINE,
  });
}

/**
 * The first page of « Mes projets » as its screen will ask for it (the filters of the address, the
 * signed-in user's rights to filter), asked as soon as the route guard lets the screen render,
 * while the screen's code loads (app/routes/route-prefetches.ts).
 */
export const prefetchWorkspacesRoute: RouteDataPrefetch = ({ queryClient, params, url, user }) => {
  if (user === null) return;
  const ability = defineAbilityFor(sessionUserOrAnonymous(user));
  const query = workspacesQuery(filtersFromSearch(url.searchParams), {
    isArchived: params.archived === 'archived',
    mayFilterByOrganization: ability.can('filterBy', 'Organization'),
    mayFilterBySite: ability.can('filterBy', 'Site'),
  });
  // A failed read is the screen's to show, when it mounts and reads again.
  queryClient.infiniteQuery(userWorkspacesQuery(user.id, query)).catch(() => undefined);
};
