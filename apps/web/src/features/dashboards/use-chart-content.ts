import { getGenerateChartContentQueryKey, type ChartContent } from '@chaussee/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared/api/api-client-context.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/query-error-state.js';

/**
 * The content of a chart for some filters. The contract gives the filters as one query parameter
 * per column key (an exploded object), which the generated hook would send as
 * `filters=[object Object]`: the call goes through the typed client with a serializer that writes
 * `?direction=Nord&lane=1`. The key is the generated one, so invalidations by key still reach it.
 */
export function useChartContent(chartId: string, filters: Record<string, string>) {
  const client = useApiClient();
  return useQuery({
    ...ERROR_SHOWN_INLINE,
    queryKey: getGenerateChartContentQueryKey(chartId, { filters }),
    queryFn: async ({ signal }): Promise<ChartContent> => {
      const { data } = await client.GET('/charts/{id}/generate-content', {
        params: { path: { id: chartId }, query: { filters } },
        querySerializer: () => new URLSearchParams(filters).toString(),
        signal,
      });
      // The client rejects an empty 2xx answer (empty_response): data is always there.
      if (data === undefined) throw new Error('A chart content without body');
      return data;
    },
  });
}
