import type { components } from '@chaussee/sdk';
import { getTableColumns, type InferInsertModel, type Table } from 'drizzle-orm';
import { contractFieldNames } from '../http/contract/contract-fields.js';

type Schemas = components['schemas'];

/**
 * Contract field → column, for the few fields whose column has another name (`NR_name` →
 * `nrName`); every other field and its column share their name. Written once per entity, as a
 * constant, and used both ways.
 */
type Renames = Readonly<Record<string, string>>;

/** The column of a field: its rename, else its own name. */
type ColumnOf<Field, R extends Renames> = Field extends keyof R ? R[Field] : Field;

/** A body's fields under their columns' names. */
export type ColumnsOfFields<Fields, R extends Renames> = {
  [Field in keyof Fields as ColumnOf<Field, R> & string]: Fields[Field];
};

/** The fields of a contract schema that a row holds, same-named or renamed, typed as in the row. */
export type FieldsOfRow<Contract, Row, R extends Renames> = {
  [Field in keyof Contract as ColumnOf<Field, R> extends keyof Row ? Field : never]: Row[ColumnOf<
    Field,
    R
  > &
    keyof Row];
};

/** The fields that have no column of their name (nor a rename). */
type WithoutColumn<Fields, Columns, R extends Renames> = {
  [Field in keyof Fields]-?: ColumnOf<Field, R> extends keyof Columns ? never : Field;
}[keyof Fields];

/**
 * `unknown` when every field has its column; otherwise a type naming each field without one, so
 * that the call that passes such fields fails typecheck and says which field and what to do.
 */
type EveryFieldHasAColumn<Fields, Columns, R extends Renames> = [
  WithoutColumn<Fields, Columns, R>,
] extends [never]
  ? unknown
  : {
      fieldsWithoutColumn: `${WithoutColumn<Fields, Columns, R> & string}: add its column to the table, rename it, or leave it out (except)`;
    };

/** The value a column takes when a replacement (PUT) leaves its field out: null, or its default. */
function emptyValueOf(column: { name: string; notNull: boolean; default: unknown }): unknown {
  if (!column.notNull) return null;
  if (column.default === undefined) {
    throw new Error(`The column ${column.name} cannot be left out: it has no default.`);
  }
  return column.default;
}

/**
 * The mapping between the rows of `table` and the contract's schemas of the same entity: a field
 * and its column share their name, but for `renames`. Presenters copy the row's fields the
 * contract declares (`fieldsOf`), inputs write the fields a body holds to their columns
 * (`columnsOf`, `wholeColumnsOf`); what neither can do (a computed or nested field) stays with the
 * caller, where the compiler asks for it.
 */
export function fieldMapping<T extends Table, const R extends Renames>(table: T, renames: R) {
  type Columns = InferInsertModel<T>;
  const columns = new Map(Object.entries(getTableColumns(table)));
  const renamed: Renames = renames;
  const columnName = (field: string): string => renamed[field] ?? field;
  const assertColumn = (field: string, column: string): void => {
    if (!columns.has(column)) throw new Error(`The field ${field} has no column ${column}.`);
  };

  return {
    /**
     * The fields of the contract's schema that the row holds (same-named or renamed columns),
     * copied; the presenter adds the others (computed, nested, or of another type, such as a
     * date answered as a string) and typecheck fails until it does.
     */
    fieldsOf<K extends keyof Schemas, Row extends object>(
      schemaName: K,
      row: Row,
    ): FieldsOfRow<Schemas[K], Row, R> {
      const fields: Record<string, unknown> = {};
      for (const field of contractFieldNames(schemaName)) {
        const column = columnName(field);
        if (Object.hasOwn(row, column)) fields[field] = Reflect.get(row, column);
      }
      // Built key by key from the contract's own names: the type says the same thing.
      return fields as FieldsOfRow<Schemas[K], Row, R>;
    },

    /**
     * The columns of the fields `fields` holds (POST and PATCH write only those), but `except`
     * (fields the caller computes, or that are no column). Typecheck fails on a field that has no
     * column.
     */
    columnsOf<Fields extends object, const E extends keyof Fields = never>(
      fields: Fields & EveryFieldHasAColumn<Omit<Fields, E>, Columns, R>,
      except: readonly E[] = [],
    ): ColumnsOfFields<Omit<Fields, E>, R> {
      const written: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(fields)) {
        if (value === undefined || except.some((name) => name === field)) continue;
        const column = columnName(field);
        assertColumn(field, column);
        written[column] = value;
      }
      // Built key by key under the columns' names: the type says the same thing.
      return written as ColumnsOfFields<Omit<Fields, E>, R>;
    },

    /**
     * A replacement (PUT): every field of the contract's body schema, but `except`, to its column;
     * a field left out becomes null, or the column's default where it cannot be null.
     */
    wholeColumnsOf<Fields extends object, const E extends keyof Fields = never>(
      schemaName: keyof Schemas,
      fields: Fields & EveryFieldHasAColumn<Omit<Fields, E>, Columns, R>,
      except: readonly E[] = [],
    ): ColumnsOfFields<Omit<Fields, E>, R> {
      const written: Record<string, unknown> = {};
      for (const field of contractFieldNames(schemaName)) {
        if (except.some((name) => name === field)) continue;
        const column = columns.get(columnName(field));
        if (column === undefined) throw new Error(`The field ${field} has no column.`);
        const value: unknown = Reflect.get(fields, field);
        written[columnName(field)] = value ?? emptyValueOf(column);
      }
      // Built key by key under the columns' names: the type says the same thing.
      return written as ColumnsOfFields<Omit<Fields, E>, R>;
    },
  };
}
