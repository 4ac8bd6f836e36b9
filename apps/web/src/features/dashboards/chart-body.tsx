import type { ChartContent } from '@chaussee/sdk/react';
import { Chart, EmptyState, formatNumber } from '@chaussee/ui';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dashboardMessages as text } from './messages.js';

function valueText(value: number | null | undefined, unit: string | null): string {
  if (value === null || value === undefined) return '–';
  return unit === null ? formatNumber(value) : `${formatNumber(value)} ${unit}`;
}

/**
 * A chart's content drawn by its kind: the chart kinds by ECharts (packages/ui's Chart), a table
 * as a table (one row per label, one column per series), an indicator as its one value.
 */
export function ChartBody({ title, content }: { title: string; content: ChartContent }) {
  const { kind, labels, series } = content;
  if (kind === 'table') {
    if (labels.length === 0) return <EmptyState title={text.chartEmpty} />;
    return (
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{text.table.label}</TableCell>
            {series.map((one) => (
              <TableCell key={one.name} align="right">
                {one.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {labels.map((label, row) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              {series.map((one) => (
                <TableCell key={one.name} align="right">
                  {valueText(one.data[row], one.unit)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  if (kind === 'indicator') {
    const first = series[0];
    const value = first?.data[0];
    if (first === undefined || value === null || value === undefined) {
      return <EmptyState title={text.chartEmpty} />;
    }
    return (
      <Typography
        variant="h3"
        component="p"
        aria-label={`${title} : ${valueText(value, first.unit)}`}
      >
        {valueText(value, first.unit)}
      </Typography>
    );
  }
  return <Chart label={title} kind={kind} labels={labels} series={series} />;
}
