import type { MacroCore } from '@chaussee/sdk/react';
import { Chart } from '@chaussee/ui';
import { labels } from '@chaussee/validation';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { classCountsOf, POLLUTANT_CLASS_IDS } from './macro-class-counts.js';
import { macroMessages } from './messages.js';

const text = macroMessages.charts;
const classLabels = POLLUTANT_CLASS_IDS.map((id) => labels.PollutantClass[id]);

/**
 * The cores and the layers of each pollutant class (ECharts bars). No tonnage: a tonnage needs the
 * area each core stands for (length × width of the road section), which the cores do not carry —
 * only the layers' thickness is known — so none is computed rather than a made-up one.
 */
export function MacroCharts({
  cores,
  loading,
  error,
}: {
  cores: readonly MacroCore[];
  loading: boolean;
  error: string | null;
}) {
  const counts = useMemo(() => classCountsOf(cores), [cores]);
  const charts = [
    { title: text.cores, series: text.coresSeries, values: counts.cores },
    { title: text.layers, series: text.layersSeries, values: counts.layers },
  ];
  return (
    <Grid container spacing={2}>
      {charts.map((chart) => (
        <Grid key={chart.title} size={{ xs: 12, lg: 6 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {chart.title}
            </Typography>
            <Chart
              label={chart.title}
              kind="bar"
              labels={classLabels}
              series={[
                { name: chart.series, data: POLLUTANT_CLASS_IDS.map((id) => chart.values[id]) },
              ]}
              loading={loading}
              error={error}
              height={300}
            />
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
