import type { StatisticsCoringCampaigns } from '@chaussee/sdk/react';
import { Chart } from '@chaussee/ui';
import { labels } from '@chaussee/validation';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FiguresTable } from './figures-table.js';
import { statisticsMessages } from './messages.js';

const text = statisticsMessages.coring;
const count = (value: number) => value.toLocaleString('fr-FR');

interface Grouped {
  campaignsCount: number;
  coresCount: number;
  analysesCount: number;
  resultsDelayDays: number | null;
}

function groupedRow(key: string, name: string, figures: Grouped) {
  return {
    key,
    cells: [
      name,
      count(figures.campaignsCount),
      count(figures.coresCount),
      count(figures.analysesCount),
      text.days(figures.resultsDelayDays),
    ],
  };
}

const groupedHeaders = (first: string) => [
  first,
  text.campaigns,
  text.cores,
  text.analyses,
  text.delayDays,
];

/** `GET /stats/coring-campaigns/v2`: the figures, two charts by month and the tables by group. */
export function CoringStatisticsSection({ data }: { data: StatisticsCoringCampaigns }) {
  const months = data.byMonth.map((month) => month.month);
  const figures = [
    { label: text.campaigns, value: count(data.campaignsCount) },
    { label: text.cores, value: count(data.coresCount) },
    { label: text.analysedCores, value: count(data.analysedCoresCount) },
    { label: text.analyses, value: count(data.analysesCount) },
    { label: text.delay, value: text.days(data.resultsDelayDays) },
  ];
  return (
    <Stack component="section" aria-labelledby="coring-statistics" spacing={2}>
      <Typography id="coring-statistics" variant="h5" component="h2">
        {text.title}
      </Typography>
      <Stack component="dl" direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', m: 0 }}>
        {figures.map((figure) => (
          <Paper key={figure.label} variant="outlined" sx={{ px: 2, py: 1, minWidth: 150 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {figure.value}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {text.byMonthChart}
            </Typography>
            <Chart
              label={text.byMonthChart}
              kind="bar"
              labels={months}
              series={[
                { name: text.campaigns, data: data.byMonth.map((month) => month.campaignsCount) },
                { name: text.cores, data: data.byMonth.map((month) => month.coresCount) },
                { name: text.analyses, data: data.byMonth.map((month) => month.analysesCount) },
              ]}
              height={300}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {text.delayChart}
            </Typography>
            <Chart
              label={text.delayChart}
              kind="line"
              labels={months}
              series={[
                {
                  name: text.delayDays,
                  unit: 'j',
                  data: data.byMonth.map((month) => month.resultsDelayDays),
                },
              ]}
              height={300}
            />
          </Paper>
        </Grid>
      </Grid>
      <Typography variant="h6" component="h3">
        {text.byAgency}
      </Typography>
      <FiguresTable
        label={text.byAgency}
        headers={groupedHeaders(text.agency)}
        rows={data.byAgency.map((row) => groupedRow(row.agency.id, row.agency.name, row))}
        emptyMessage={text.empty}
      />
      <Typography variant="h6" component="h3">
        {text.bySite}
      </Typography>
      <FiguresTable
        label={text.bySite}
        headers={groupedHeaders(text.site)}
        rows={data.bySite.map((row) => groupedRow(row.site.id, row.site.name, row))}
        emptyMessage={text.empty}
      />
      <Typography variant="h6" component="h3">
        {text.byStatus}
      </Typography>
      <FiguresTable
        label={text.byStatus}
        headers={[text.status, text.count]}
        rows={data.byStatus.map((row) => ({
          key: row.status,
          cells: [labels.CampaignStatus[row.status], count(row.count)],
        }))}
        emptyMessage={text.empty}
      />
    </Stack>
  );
}
