import type { components } from '@chaussee/sdk';
import { type Column, getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import {
  contractFieldKind,
  contractFieldNames,
  isContractFieldRequired,
} from '../http/contract/contract-fields.js';
import { SAME_IN_JSON } from './json-rows.js';

type Schemas = components['schemas'];
type SchemaName = keyof Schemas;
type FieldOf<K extends SchemaName> = keyof Schemas[K] & string;

/** A contract field's name as a column alias of the subselect. */
function quotedName(field: string): SQL {
  return sql.raw(`"${field.replaceAll('"', '""')}"`);
}

/**
 * A timestamp as `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`), which is how
 * the response projection answers a `date-time` field: `to_char`'s `MS` drops the microseconds
 * as `new Date` does when Drizzle reads the column.
 */
function isoInstant(column: Column): SQL {
  const withTimezone = Reflect.get(column, 'withTimezone') === true;
  const utc = withTimezone ? sql`${column} at time zone 'UTC'` : sql`${column}`;
  return sql`to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The SQL of one field held by a column: the column itself, or its instant in ISO form. */
function columnValue(schemaName: SchemaName, field: string, column: Column): SQL {
  if (
    column.columnType === 'PgTimestamp' &&
    contractFieldKind(schemaName, field).kind === 'date-time'
  ) {
    return isoInstant(column);
  }
  // A timestamp's JSON is not toISOString's (`+00:00`, microseconds): only `isoInstant` writes it.
  if (column.columnType === 'PgTimestamp' || !SAME_IN_JSON.has(column.columnType)) {
    throw new Error(
      `The field ${field} of ${schemaName} (column ${column.name}, ${column.columnType}) is not written in JSON as the contract answers it: give its SQL in \`computed\`, or present it in JavaScript.`,
    );
  }
  return sql`${column}`;
}

export interface ContractObjectOptions<K extends SchemaName> {
  /** Contract field → column key, for a field whose column has another name (`NR_name` → `nrName`). */
  renames?: Readonly<Partial<Record<FieldOf<K>, string>>>;
  /** The SQL of the fields no column holds: a nested object, a list, a computed value. */
  computed?: Readonly<Partial<Record<FieldOf<K>, SQL>>>;
  /** Optional fields this answer leaves out (a query parameter adds them). */
  omitted?: readonly FieldOf<K>[];
}

/**
 * The contract's `schemaName` object of the current row of `table` (in the query's FROM), written
 * by the database as one JSON value, for lists long enough that reading rows, presenting them,
 * projecting them on the contract and writing their JSON in JavaScript costs more than the query
 * (a page of 1,000 cores: apps/api/README.md, « Long lists written by the database »). Every field
 * of the schema, in its order, is a column of the same name (or renamed), or `computed`, or
 * `omitted` when the contract makes it optional; anything else throws when the SQL is built, so
 * a field added to the contract cannot be missing from these answers without a test failing.
 * Nothing is projected away after it (`SerializedJson`): the keys are the contract's own names.
 */
export function contractObjectSql<K extends SchemaName>(
  schemaName: K,
  table: Table,
  options: ContractObjectOptions<K> = {},
): SQL {
  const columns = new Map(Object.entries<Column>(getTableColumns(table)));
  const renamed: Readonly<Record<string, string | undefined>> = options.renames ?? {};
  const computedSql: Readonly<Record<string, SQL | undefined>> = options.computed ?? {};
  const omitted: readonly string[] = options.omitted ?? [];
  const fields = contractFieldNames(schemaName);
  for (const field of [...Object.keys(computedSql), ...omitted]) {
    if (!fields.includes(field)) throw new Error(`${schemaName} has no field ${field}.`);
  }
  const values = fields.flatMap((field) => {
    if (omitted.some((name) => name === field)) {
      if (isContractFieldRequired(schemaName, field)) {
        throw new Error(`The field ${field} of ${schemaName} is required: it cannot be omitted.`);
      }
      return [];
    }
    const given = computedSql[field];
    if (given !== undefined) return [sql`${given} as ${quotedName(field)}`];
    const column = columns.get(renamed[field] ?? field);
    if (column === undefined) {
      throw new Error(
        `The field ${field} of ${schemaName} has no column: give its SQL in \`computed\`, or \`omitted\` if optional.`,
      );
    }
    return [sql`${columnValue(schemaName, field, column)} as ${quotedName(field)}`];
  });
  // A subselect's row as JSON: compact, and without json_build_object's limit of 50 fields.
  return sql`(select to_json(contract_object) from (select ${sql.join(values, sql`, `)}) contract_object)`;
}

/** `object`, or JSON null when `presence` (a left-joined row's key) is null. */
export function nullUnless(presence: Column, object: SQL): SQL {
  return sql`case when ${presence} is null then null else ${object} end`;
}
