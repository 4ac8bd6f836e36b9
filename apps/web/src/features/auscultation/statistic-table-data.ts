import type { AuscultationStatisticTable } from '@chaussee/sdk/react';
import type { ChartSeries } from '@chaussee/ui';
import { ROW_FILTER_KEYS, type AuscultationFilters } from './auscultation-filters.js';

export type StatisticRow = AuscultationStatisticTable['rows'][number];
type Cell = StatisticRow[string];

/** The key of the condition index column in a table over every distress type (the API's). */
export const CONDITION_INDEX_KEY = 'conditionIndex';

/**
 * The rows of the sections the filters select: a row filter applies to a table that has a
 * column of its key (road, direction, lane), compared as text.
 */
export function filteredRows(
  table: Pick<AuscultationStatisticTable, 'columns' | 'rows'>,
  filters: AuscultationFilters,
): StatisticRow[] {
  const applied = ROW_FILTER_KEYS.filter(
    (key) => filters[key] !== undefined && table.columns.some((column) => column.key === key),
  );
  return table.rows.filter((row) =>
    applied.every((key) => cellText(row[key]) === (filters[key] ?? '')),
  );
}

function cellText(value: Cell | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

function cellNumber(value: Cell | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export interface ChartInput {
  labels: string[];
  series: ChartSeries[];
}

/**
 * The distress lengths by type: per column measured in metres (one per distress type in a table
 * over every type), the sum over the sections shown. Summed from the rows rather than read from
 * the totals row so that the road, direction and lane filters apply to the chart too.
 */
export function lengthsByType(
  table: Pick<AuscultationStatisticTable, 'columns'>,
  rows: readonly StatisticRow[],
  seriesName: string,
): ChartInput {
  const lengthColumns = table.columns.filter((column) => column.unit === 'm');
  return {
    labels: lengthColumns.map((column) => column.label),
    series: [
      {
        name: seriesName,
        unit: 'm',
        data: lengthColumns.map((column) =>
          rows.reduce((sum, row) => sum + (cellNumber(row[column.key]) ?? 0), 0),
        ),
      },
    ],
  };
}

/**
 * The condition index along the road: one point per section, labelled by its first column (the
 * section's PR and abscissa), in the table's order (the API sorts by road and PR).
 */
export function conditionIndexAlongRoad(
  table: Pick<AuscultationStatisticTable, 'columns'>,
  rows: readonly StatisticRow[],
  seriesName: string,
): ChartInput {
  const index = table.columns.find((column) => column.key === CONDITION_INDEX_KEY);
  const labelKey = table.columns[0]?.key;
  if (index === undefined || labelKey === undefined) return { labels: [], series: [] };
  return {
    labels: rows.map((row) => cellText(row[labelKey])),
    series: [
      { name: seriesName, unit: index.unit, data: rows.map((row) => cellNumber(row[index.key])) },
    ],
  };
}

function csvCell(value: Cell | undefined): string {
  const text = typeof value === 'number' ? String(value).replace('.', ',') : cellText(value);
  return /[";\n\r]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

/**
 * The table as a CSV file Excel opens in French (semicolons, decimal commas, a byte order mark
 * for the accents): the columns with their unit, the rows shown, then the totals row.
 */
export function statisticTableCsv(
  table: Pick<AuscultationStatisticTable, 'columns' | 'totals'>,
  rows: readonly StatisticRow[],
): string {
  const header = table.columns.map((column) =>
    csvCell(column.unit === null ? column.label : `${column.label} (${column.unit})`),
  );
  const lines = [header, ...rows.map((row) => table.columns.map((c) => csvCell(row[c.key])))];
  const { totals } = table;
  if (totals !== null) lines.push(table.columns.map((column) => csvCell(totals[column.key])));
  return `\uFEFF${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}
