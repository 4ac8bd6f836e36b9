import { DistressType, type AuscultationStatisticTable } from '@chaussee/sdk/react';
import type { ChartSeries } from '@chaussee/ui';
import { CSV_BOM, csvLine, numberCell, textCell } from '@chaussee/validation';
import { ROW_FILTER_KEYS, type AuscultationFilters } from './auscultation-filters.js';

export type StatisticRow = AuscultationStatisticTable['rows'][number];
type Cell = StatisticRow[string];

/** The key of the condition index column in a table over every distress type (the API's). */
const CONDITION_INDEX_KEY = 'conditionIndex';

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

/** A column of one distress type's extent: keyed by the type's code (the API's summary table). */
function isDistressColumn(key: string): boolean {
  return Object.values<string>(DistressType).includes(key);
}

/**
 * The distress lengths by type: per distress type column measured in metres (areas and counts
 * are not lengths; the section's own columns are not distresses), the sum over the sections shown. Summed from the rows rather than read from
 * the totals row so that the road, direction and lane filters apply to the chart too.
 */
export function lengthsByType(
  table: Pick<AuscultationStatisticTable, 'columns'>,
  rows: readonly StatisticRow[],
  seriesName: string,
): ChartInput {
  const lengthColumns = table.columns.filter(
    (column) => column.unit === 'm' && isDistressColumn(column.key),
  );
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

/** The section of a row as the road's landmarks say it: « RD 1090 PR 12+200 ». */
function sectionLabel(row: StatisticRow, firstKey: string): string {
  const pr = cellNumber(row.prStart);
  const abscissa = cellNumber(row.abscissaStart);
  if (pr === null || abscissa === null) return cellText(row[firstKey]);
  const road = cellText(row.road);
  const landmark = `PR ${String(pr)}+${String(Math.round(abscissa)).padStart(3, '0')}`;
  return road === '' ? landmark : `${road} ${landmark}`;
}

/**
 * The condition index along the road: one point per section, labelled by its start (road, PR and
 * abscissa, else its first column), in the table's order (the API sorts by road and PR).
 */
export function conditionIndexAlongRoad(
  table: Pick<AuscultationStatisticTable, 'columns'>,
  rows: readonly StatisticRow[],
  seriesName: string,
): ChartInput {
  const index = table.columns.find((column) => column.key === CONDITION_INDEX_KEY);
  const firstKey = table.columns[0]?.key;
  if (index === undefined || firstKey === undefined) return { labels: [], series: [] };
  return {
    labels: rows.map((row) => sectionLabel(row, firstKey)),
    series: [
      { name: seriesName, unit: index.unit, data: rows.map((row) => cellNumber(row[index.key])) },
    ],
  };
}

/** A unit as French readers write it (the API's extent units are m, m2 and count). */
function unitText(unit: string): string {
  return unit === 'm2' ? 'm²' : unit === 'count' ? 'u' : unit;
}

/** A column's title with its unit: « Nid de poule (m²) ». */
export function columnTitle(column: { label: string; unit: string | null }): string {
  return column.unit === null ? column.label : `${column.label} (${unitText(column.unit)})`;
}

function csvCell(value: Cell | undefined): string {
  return typeof value === 'number' ? numberCell(value) : textCell(cellText(value));
}

/**
 * The table as a CSV file Excel opens in French (the shared writer of packages/validation:
 * semicolons, decimal commas, a byte order mark for the accents, formulas neutralised): the
 * columns with their unit, the rows shown, then the totals row.
 */
export function statisticTableCsv(
  table: Pick<AuscultationStatisticTable, 'columns' | 'totals'>,
  rows: readonly StatisticRow[],
): string {
  const header = table.columns.map((column) => csvCell(columnTitle(column)));
  const lines = [header, ...rows.map((row) => table.columns.map((c) => csvCell(row[c.key])))];
  const { totals } = table;
  if (totals !== null) lines.push(table.columns.map((column) => csvCell(totals[column.key])));
  return CSV_BOM + lines.map(csvLine).join('');
}
