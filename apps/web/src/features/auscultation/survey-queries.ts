import { getGetAuscultationCampaignQueryKey } from '@chaussee/sdk/react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After the survey changed (an import, a point edited): every answer computed from it is stale —
 * the campaign (its counts), its statistic tables (each table's own key holds its id and section
 * length) and its survey items. They all sit under the campaign's path in the SDK's query keys.
 */
export async function invalidateSurvey(queryClient: QueryClient, campaignId: string) {
  const [campaignPath] = getGetAuscultationCampaignQueryKey(campaignId);
  await queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && (path === campaignPath || path.startsWith(`${campaignPath}/`)),
  });
}
