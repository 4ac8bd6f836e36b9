import { useGenerateChartContent, useGetCampaignChart } from '@chaussee/sdk/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { ChartBody } from './chart-body.js';
import { ChartComment } from './chart-comment.js';
import { chartFilters, coreFilterParams, type DashboardFilters } from './dashboard-filters.js';
import { dashboardMessages as text } from './messages.js';

interface ChartCardProps {
  campaignId: string;
  chart: { id: string; title: string };
  filters: DashboardFilters;
  /** Whether the user may edit the comment (right « comment dashboard charts », not a guest). */
  canComment: boolean;
}

function ChartContentOf({
  chartId,
  title,
  filters,
}: {
  chartId: string;
  title: string;
  filters: DashboardFilters;
}) {
  const content = useGenerateChartContent(chartId, coreFilterParams(filters), {
    query: ERROR_SHOWN_INLINE,
  });
  if (content.isError) {
    return (
      <QueryErrorState
        headingLevel="h3"
        title={text.chartLoadFailed}
        error={content.error}
        onRetry={() => {
          void content.refetch();
        }}
      />
    );
  }
  if (content.data === undefined) {
    return <Skeleton variant="rounded" height={320} aria-label={text.chartLoading(title)} />;
  }
  return <ChartBody title={title} content={content.data.data} />;
}

/**
 * One chart of the dashboard: its title, its content for the shared filters (those it declares),
 * and the engineering office's comment under it. Each card loads, fails and retries on its own,
 * so one chart in error leaves the others readable.
 */
export function ChartCard({ campaignId, chart, filters, canComment }: ChartCardProps) {
  const definition = useGetCampaignChart(campaignId, chart.id, { query: ERROR_SHOWN_INLINE });
  const full = definition.data?.data;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={chart.title}
      data-testid="dashboard-chart"
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {chart.title}
        </Typography>
        <Box>
          {definition.isError ? (
            <QueryErrorState
              headingLevel="h3"
              title={text.chartLoadFailed}
              error={definition.error}
              onRetry={() => {
                void definition.refetch();
              }}
            />
          ) : full === undefined ? (
            <Skeleton variant="rounded" height={320} aria-label={text.chartLoading(chart.title)} />
          ) : (
            <ChartContentOf
              chartId={chart.id}
              title={chart.title}
              filters={chartFilters(filters, full.filterColumns)}
            />
          )}
        </Box>
        {full !== undefined && <ChartComment chart={full} canComment={canComment} />}
      </Stack>
    </Paper>
  );
}
