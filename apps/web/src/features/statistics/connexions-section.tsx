import type { StatisticsExternalUsersConnexions } from '@chaussee/sdk/react';
import { Chart, formatDate } from '@chaussee/ui';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FiguresTable } from './figures-table.js';
import { statisticsMessages } from './messages.js';

const text = statisticsMessages.connexions;
const count = (value: number) => value.toLocaleString('fr-FR');

/** `GET /stats/external-users-connexions`: sign-ins of customers and guests per period. */
export function ConnexionsSection({ data }: { data: StatisticsExternalUsersConnexions }) {
  const starts = data.buckets.map((bucket) => formatDate(bucket.start) ?? bucket.start);
  return (
    <Stack component="section" aria-labelledby="connexions-statistics" spacing={2}>
      <Typography id="connexions-statistics" variant="h5" component="h2">
        {text.title}
      </Typography>
      <Typography color="text.secondary">
        {`${text.connexions} : ${count(data.connexionsCount)} · ${text.distinctUsers} : ${count(data.distinctUsersCount)}. ${text.retention}`}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {text.chart}
        </Typography>
        <Chart
          label={text.chart}
          kind="line"
          labels={starts}
          series={[
            { name: text.connexions, data: data.buckets.map((bucket) => bucket.connexionsCount) },
            {
              name: text.distinctUsers,
              data: data.buckets.map((bucket) => bucket.distinctUsersCount),
            },
          ]}
          height={300}
        />
      </Paper>
      <Typography variant="h6" component="h3">
        {text.byOrganization}
      </Typography>
      <FiguresTable
        label={text.byOrganization}
        headers={[text.organization, text.connexions, text.distinctUsers]}
        rows={data.byOrganization.map((row) => ({
          key: row.organization.id,
          cells: [row.organization.name, count(row.connexionsCount), count(row.distinctUsersCount)],
        }))}
        emptyMessage={text.empty}
      />
    </Stack>
  );
}
