import { useGetAuscultationStatisticTable } from '@chaussee/sdk/react';
import type { AuscultationStatisticTable } from '@chaussee/sdk/react';
import { Chart, DataGrid, EmptyState, formatNumber, type DataGridProps } from '@chaussee/ui';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { saveBlob } from '../../shared/files/save-blob.js';
import { sectionLengthParam, type AuscultationFilters } from './auscultation-filters.js';
import { auscultationMessages as text } from './messages.js';
import {
  columnTitle,
  conditionIndexAlongRoad,
  filteredRows,
  lengthsByType,
  statisticTableCsv,
  type ChartInput,
  type StatisticRow,
} from './statistic-table-data.js';

type Columns = DataGridProps<StatisticRow>['columns'];

/** A cell as the grid shows it: numbers the French way, a dash for no value. */
function cellText(value: unknown): string {
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  return '–';
}

function gridColumns(table: AuscultationStatisticTable): Columns {
  return table.columns.map((column) => ({
    colId: column.key,
    headerName: columnTitle(column),
    valueGetter: ({ data }) => data?.[column.key] ?? null,
    valueFormatter: ({ value }: { value: unknown }) => cellText(value),
  }));
}

function ChartPanel({
  title,
  kind,
  input,
}: {
  title: string;
  kind: 'bar' | 'line';
  input: ChartInput;
}) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {input.labels.length === 0 ? (
        <EmptyState title={text.charts.empty} />
      ) : (
        <Chart label={title} kind={kind} labels={input.labels} series={input.series} />
      )}
    </Paper>
  );
}

function TableContent({
  table,
  filters,
}: {
  table: AuscultationStatisticTable;
  filters: AuscultationFilters;
}) {
  const rows = useMemo(() => filteredRows(table, filters), [table, filters]);
  const columns = useMemo(() => gridColumns(table), [table]);
  // The totals row is the API's over every section: it is left out of an export of fewer rows.
  const isFiltered = rows.length !== table.rows.length;
  return (
    <Stack spacing={2}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        sx={{ alignSelf: 'flex-end' }}
        onClick={() => {
          const csv = statisticTableCsv(
            { ...table, totals: isFiltered ? null : table.totals },
            rows,
          );
          saveBlob(new Blob([csv], { type: 'text/csv' }), text.exportFileName(table.title));
        }}
      >
        {text.exportCsv}
      </Button>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ChartPanel
          title={text.charts.lengthsByType}
          kind="bar"
          input={lengthsByType(table, rows, text.charts.length)}
        />
        <ChartPanel
          title={text.charts.conditionIndex}
          kind="line"
          input={conditionIndexAlongRoad(table, rows, text.charts.conditionIndexSeries)}
        />
      </Box>
      <DataGrid
        label={table.title}
        rows={rows}
        columns={columns}
        emptyMessage={text.noRow}
        height={480}
      />
    </Stack>
  );
}

/** One statistic table of the campaign: its charts, its grid and its export, for the filters. */
export function StatisticTableSection({
  campaignId,
  table,
  filters,
}: {
  campaignId: string;
  table: { id: string; title: string };
  filters: AuscultationFilters;
}) {
  const full = useGetAuscultationStatisticTable(campaignId, table.id, sectionLengthParam(filters), {
    query: ERROR_SHOWN_INLINE,
  });
  if (full.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.tableLoadFailed}
        error={full.error}
        onRetry={() => {
          void full.refetch();
        }}
      />
    );
  }
  const data = full.data?.data;
  if (data === undefined) {
    return <Skeleton variant="rounded" height={360} aria-label={text.tableLoading(table.title)} />;
  }
  return <TableContent table={data} filters={filters} />;
}
