import type { ColDef } from 'ag-grid-community';
import { formatDate, formatDateTime, formatNumber } from '../../format.js';
import { messages } from '../../messages.js';
import { columnKindOf, resolveRef, type ColumnKind, type JsonSchema } from './json-schema.js';

export interface SchemaColumnsOptions<Row> {
  /** Column headers by property, when the schema has no French `title` (or another is wanted). */
  headers?: Partial<Record<keyof Row & string, string>>;
  /** Anything AG Grid accepts, merged over the column built from the schema. */
  overrides?: Partial<Record<keyof Row & string, ColDef<Row>>>;
  /** The properties shown, in this order; by default every displayable one, in schema order. */
  fields?: readonly (keyof Row & string)[];
  /** The document `$ref`s point into (the bundled contract), to read referenced schemas. */
  document?: unknown;
}

const filters: Record<ColumnKind, string | false> = {
  text: 'agTextColumnFilter',
  number: 'agNumberColumnFilter',
  date: 'agDateColumnFilter',
  dateTime: 'agDateColumnFilter',
  boolean: false,
  other: false,
};

/** A cell value as the French reader expects it; `''` for an empty value. */
export function formatCellValue(kind: ColumnKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'number' && typeof value === 'number') return formatNumber(value);
  if (kind === 'boolean' && typeof value === 'boolean') {
    return value ? messages.dataGrid.yes : messages.dataGrid.no;
  }
  if (kind === 'date' && typeof value === 'string') return formatDate(value) ?? value;
  if (kind === 'dateTime' && typeof value === 'string') return formatDateTime(value) ?? value;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Compares an ISO date cell with the date picked in AG Grid's date filter (local midnight), by
 * calendar day: -1, 0 or 1 as AG Grid expects.
 */
export function compareDateCell(filterDate: Date, cellValue: unknown): number {
  if (typeof cellValue !== 'string') return -1;
  const cell = new Date(
    /^\d{4}-\d{2}-\d{2}$/.test(cellValue) ? `${cellValue}T00:00:00` : cellValue,
  );
  if (Number.isNaN(cell.getTime())) return -1;
  const cellDay = new Date(cell.getFullYear(), cell.getMonth(), cell.getDate()).getTime();
  return Math.sign(cellDay - filterDate.getTime());
}

function readField(row: unknown, field: string): unknown {
  return typeof row === 'object' && row !== null
    ? (row as Record<string, unknown>)[field]
    : undefined;
}

interface ColumnContext<Row> {
  headers: Partial<Record<string, string>>;
  overrides: Partial<Record<string, ColDef<Row>>>;
  document: unknown;
}

function columnOf<Row>(
  field: string,
  property: JsonSchema,
  context: ColumnContext<Row>,
): ColDef<Row> | null {
  const kind = columnKindOf(property, context.document);
  const override = context.overrides[field];
  // Objects and lists have no text of their own: they need an override that says how to show them.
  if (kind === 'other' && override === undefined) return null;
  const title = resolveRef(property, context.document).title ?? property.title;
  const column: ColDef<Row> = {
    colId: field,
    headerName: context.headers[field] ?? title ?? field,
    valueGetter: ({ data }) => readField(data, field),
    valueFormatter: ({ value }) => formatCellValue(kind, value),
    filter: filters[kind],
    ...(kind === 'date' || kind === 'dateTime'
      ? { filterParams: { comparator: compareDateCell } }
      : {}),
  };
  return { ...column, ...override };
}

/**
 * The columns of a grid from the JSON Schema of its rows (a contract schema): French headers from
 * `headers` or the schema's `title`, filters and French formats from the property's type, then the
 * overrides. Write-only properties (passwords) are never shown.
 */
export function schemaToColumns<Row>(
  schema: JsonSchema,
  options: SchemaColumnsOptions<Row> = {},
): ColDef<Row>[] {
  const properties = resolveRef(schema, options.document).properties ?? {};
  const fields: readonly string[] = options.fields ?? Object.keys(properties);
  const context: ColumnContext<Row> = {
    headers: options.headers ?? {},
    overrides: options.overrides ?? {},
    document: options.document,
  };
  const columns: ColDef<Row>[] = [];
  for (const field of fields) {
    const property = properties[field];
    if (property === undefined || property.writeOnly === true) continue;
    const column = columnOf(field, property, context);
    if (column !== null) columns.push(column);
  }
  return columns;
}
