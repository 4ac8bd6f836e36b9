import { type Column, getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';

/**
 * Column types whose JSON form (PostgreSQL's `to_json`) reads back, through the column's own
 * mapping, to the value a plain `select()` gives: text as text, numbers as numbers, a timestamp
 * in date mode as the same instant (`new Date` of its ISO form), JSON as JSON. A timestamp in
 * string mode (`PgTimestampString`) is not one of them (its JSON form has a `T` where the
 * driver's has a space), nor a numeric or a bigint (a JSON number loses their digits). But for
 * timestamps, these are also the columns whose JSON is what `JSON.stringify` writes of their
 * value (json-objects.ts).
 */
export const SAME_IN_JSON: ReadonlySet<string> = new Set([
  'PgUUID',
  'PgText',
  'PgVarchar',
  'PgChar',
  'PgInteger',
  'PgSmallInt',
  'PgDoublePrecision',
  'PgReal',
  'PgBoolean',
  'PgTimestamp',
  'PgDateString',
  'PgJson',
  'PgJsonb',
  'PgEnumColumn',
]);

export interface JsonRow<T extends Table> {
  /** The whole row of `table` in a query's FROM as one JSON text, null for a row left out by a left join. */
  readonly select: SQL<string | null>;
  /** The row read back from that text as `select()` gives it, null for null. */
  read(text: string | null): T['$inferSelect'] | null;
}

/**
 * A table's rows read as one JSON text each instead of one field per column. On the embedded
 * PGlite every field of a row is framed by the wire protocol, decoded in JavaScript, then mapped
 * by Drizzle: a page of 200 cores (26 columns) with their road and city took 10.8 ms to read,
 * 7.0 ms as JSON (apps/api/README.md, « Long lists read a row as one JSON text »). Only for tables
 * whose columns all read back the same (SAME_IN_JSON): any other throws when the reader is built,
 * so a new column of another type cannot change what a list answers without a test failing.
 */
export function jsonRow<T extends Table>(table: T): JsonRow<T> {
  const columns: [string, Column][] = Object.entries<Column>(getTableColumns(table));
  for (const [key, column] of columns) {
    if (!SAME_IN_JSON.has(column.columnType)) {
      throw new Error(
        `The column ${key} (${column.columnType}, ${column.dataType}) does not read back the same from JSON: read its table with select().`,
      );
    }
  }
  return {
    select: sql<string | null>`to_json(${table})::text`,
    read(text) {
      if (text === null) return null;
      const json = JSON.parse(text) as Record<string, unknown>;
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = json[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row;
    },
  };
}
