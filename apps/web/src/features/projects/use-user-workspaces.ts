import type { ListUserWorkspacesParams, WorkspaceWithCampaigns } from '@chaussee/sdk/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { userWorkspacesQuery } from './workspaces-data.js';

/** « Mes projets » page after page (see `userWorkspacesQuery`), with its workspaces and total. */
export function useUserWorkspaces(userId: string | undefined, query: ListUserWorkspacesParams) {
  const result = useInfiniteQuery(userWorkspacesQuery(userId, query));
  const pages = result.data?.pages ?? [];
  const workspaces: WorkspaceWithCampaigns[] = pages.flatMap((page) => page.data.items);
  const total = pages.at(-1)?.data.total;
  return { ...result, workspaces, total };
}
