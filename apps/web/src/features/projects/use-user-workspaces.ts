import type { ApiError } from '@chaussee/sdk';
import {
  getListUserWorkspacesQueryKey,
  listUserWorkspaces,
  type ListUserWorkspacesParams,
  type WorkspaceWithCampaigns,
} from '@chaussee/sdk/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ERROR_SHOWN_INLINE } from '../../shared/api/query-error-state.js';

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
export function useUserWorkspaces(userId: string | undefined, query: ListUserWorkspacesParams) {
  const result = useInfiniteQuery<
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
    ...ERROR_SHOWN_INLINE,
  });
  const pages = result.data?.pages ?? [];
  const workspaces: WorkspaceWithCampaigns[] = pages.flatMap((page) => page.data.items);
  const total = pages.at(-1)?.data.total;
  return { ...result, workspaces, total };
}
