import { enumLabelsOf, fieldLabelOf } from '@chaussee/validation';
import type { ColDef } from 'ag-grid-community';
import { formatDate, formatDateTime, formatNumber } from '../../format.js';
import { messages } from '../../messages.js';
import {
  columnKindOf,
  enumOf,
  propertiesOf,
  resolveRef,
  type ColumnKind,
  type JsonSchema,
} from './json-schema.js';

export interface SchemaColumnsOptions<Row> {
  /**
   * The contract name of the rows' schema (`Core`): the headers are its catalogue field labels
   * (packages/validation `fieldLabels`), the same words as the forms' titles.
   */
  schemaName?: string;
  /** Headers by property that are screen texts, over the catalogue's labels. */
  headers?: Partial<Record<keyof Row & string, string>>;
  /** Anything AG Grid accepts, merged over the column built from the schema. */
  overrides?: Partial<Record<keyof Row & string, ColDef<Row>>>;
  /** Exactly the properties shown, in this order. */
  fields?: readonly (keyof Row & string)[];
  /**
   * Without `fields`: these properties first, then every other displayable one in schema order,
   * so that a field added to the contract gets its column.
   */
  order?: readonly (keyof Row & string)[];
  /** Without `fields`: properties never shown. Identifiers (`format: uuid`) never are either. */
  hidden?: readonly (keyof Row & string)[];
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
  schemaName?: string;
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
  const label =
    context.schemaName === undefined ? undefined : fieldLabelOf(context.schemaName, field);
  const values = enumOf(property, context.document);
  // An enum's codes read as the catalogue's labels, in the cells and in the filter alike.
  const labels = values === undefined ? undefined : enumLabelsOf(values.name, values.values);
  const labelOf = (value: unknown) =>
    typeof value === 'string' ? (labels?.[value] ?? value) : formatCellValue(kind, value);
  const column: ColDef<Row> = {
    colId: field,
    headerName: context.headers[field] ?? label ?? title ?? field,
    valueGetter: ({ data }) => readField(data, field),
    valueFormatter: ({ value }) => labelOf(value),
    ...(labels === undefined
      ? {}
      : { filterValueGetter: ({ data }) => labelOf(readField(data, field)) }),
    filter: filters[kind],
    ...(kind === 'date' || kind === 'dateTime'
      ? { filterParams: { comparator: compareDateCell } }
      : {}),
  };
  return { ...column, ...override };
}

/** Without a list of fields: the ordered ones, then the others that a reader can read. */
function defaultFields<Row>(
  properties: Readonly<Record<string, JsonSchema>>,
  options: SchemaColumnsOptions<Row>,
): readonly string[] {
  const order: readonly string[] = options.order ?? [];
  const hidden: readonly string[] = options.hidden ?? [];
  const others = Object.keys(properties).filter((field) => {
    const property = properties[field];
    const isIdentifier =
      property !== undefined && resolveRef(property, options.document).format === 'uuid';
    return !order.includes(field) && !hidden.includes(field) && !isIdentifier;
  });
  return [...order, ...others];
}

/**
 * The columns of a grid from the JSON Schema of its rows (a contract schema): French headers from
 * `headers`, else the catalogue's field labels of `schemaName`, else the schema's `title`; enum
 * values as their catalogue labels; filters and French formats from the property's type, then the
 * overrides. Write-only properties (passwords) are never shown.
 */
export function schemaToColumns<Row>(
  schema: JsonSchema,
  options: SchemaColumnsOptions<Row> = {},
): ColDef<Row>[] {
  const properties = propertiesOf(schema, options.document);
  const fields: readonly string[] = options.fields ?? defaultFields(properties, options);
  const context: ColumnContext<Row> = {
    schemaName: options.schemaName,
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
