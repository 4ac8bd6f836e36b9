import {
  contractForm as contractFormOf,
  schemaToColumns,
  type ContractForm,
  type ContractFormFields,
  type DataGridProps,
  type JsonSchema,
  type SchemaColumnsOptions,
} from '@chaussee/ui';
import type { SchemaName } from '@chaussee/validation';
import { contractComponents } from 'virtual:chaussee-contract-schemas';

type SchemaRecord = Record<string, unknown>;

function isRecord(value: unknown): value is SchemaRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const components: SchemaRecord = isRecord(contractComponents) ? contractComponents : {};
const schemas: SchemaRecord = isRecord(components.schemas) ? components.schemas : {};

/** The document the contract's `$ref`s (`#/components/schemas/Core`) resolve in. */
const contractDocument: unknown = { components };

function schemaRecord(name: string): SchemaRecord {
  const schema = schemas[name];
  if (!isRecord(schema)) throw new Error(`No schema ${name} in the contract`);
  return schema;
}

/**
 * The form of a request schema of the contract (@chaussee/ui `contractForm`, the one adapter):
 * titles from the catalogue's field labels, enums and references as selects. Build it once per
 * module; its `uiSchema(hints)` takes the form's small hint table as the choices load.
 */
export function contractForm(name: SchemaName, fields?: ContractFormFields): ContractForm {
  return contractFormOf(contractDocument, name, fields);
}

type ColumnsOptions<Row> = Omit<SchemaColumnsOptions<Row>, 'document' | 'schemaName'> & {
  /** The columns of the items of this list property of the schema (`refused` of an import). */
  list?: string;
};

/**
 * A grid's columns from a response schema of the contract: headers from the catalogue's field
 * labels (the forms' titles), enum values as their catalogue labels, every field but identifiers
 * unless `hidden`, `order` first; `overrides` for what a cell shows beyond its value.
 */
export function contractColumns<Row>(
  name: SchemaName,
  { list, ...options }: ColumnsOptions<Row> = {},
): NonNullable<DataGridProps<Row>['columns']> {
  const schema = schemaRecord(name);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const listSchema = list === undefined ? undefined : properties[list];
  const items: unknown = isRecord(listSchema) ? listSchema.items : undefined;
  if (list !== undefined && !isRecord(items)) {
    throw new Error(`No list ${list} in the contract's ${name}`);
  }
  const rows: JsonSchema = isRecord(items) ? items : schema;
  return schemaToColumns<Row>(rows, {
    ...options,
    document: contractDocument,
    ...(list === undefined ? { schemaName: name } : {}),
  });
}
