import type { ApiError } from '@chaussee/sdk';
import {
  getListWorkspaceCampaignsQueryKey,
  listWorkspaceCampaigns,
  type CampaignSummary,
  type ListWorkspaceCampaignsParams,
} from '@chaussee/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../shared/api/fetch-all-pages.js';

/**
 * Every campaign of a workspace matching the filters (GET /workspaces/{id}/campaigns, page after
 * page), for the grid. Its key starts with the SDK's key of the operation, so invalidating
 * `getListWorkspaceCampaignsQueryKey(id)` reaches it.
 */
export function useWorkspaceCampaigns(workspaceId: string, query: ListWorkspaceCampaignsParams) {
  return useQuery<CampaignSummary[], ApiError>({
    queryKey: [...getListWorkspaceCampaignsQueryKey(workspaceId, query), 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages(async (page) => {
        const answer = await listWorkspaceCampaigns(workspaceId, { ...query, ...page }, { signal });
        return answer.data;
      }),
  });
}
