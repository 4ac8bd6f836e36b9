import type { Chart } from '@chaussee/sdk/react';
import Typography from '@mui/material/Typography';
import { dashboardMessages as text } from './messages.js';

/** The engineering office's comment under a chart, shown to everyone who sees the chart. */
export function ChartComment({ chart }: { chart: Chart; canComment: boolean }) {
  if (chart.comment === null || chart.comment.trim() === '') return null;
  return (
    <Typography variant="body2" color="text.secondary" aria-label={text.comment.title}>
      {chart.comment}
    </Typography>
  );
}
