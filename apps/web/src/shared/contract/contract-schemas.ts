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

type SchemaRecord = Record<string, unknown>;

function isRecord(value: unknown): value is SchemaRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One schema of the contract as a screen imports it, `virtual:chaussee-contract-schemas/<Name>`
 * (vite-plugins.ts): its name and the `components` its `$ref`s (`#/components/schemas/Core`)
 * resolve in. Each screen loads the schemas it shows, not the whole contract (issue 19).
 */
interface ContractSchemaModule {
  name: SchemaName;
  /** The document the schema's `$ref`s resolve in. */
  document: SchemaRecord;
  schema: SchemaRecord;
}

function read(contractModule: unknown): ContractSchemaModule {
  const name = isRecord(contractModule) ? contractModule.name : undefined;
  const components = isRecord(contractModule) ? contractModule.components : undefined;
  const schemas = isRecord(components) ? components.schemas : undefined;
  const schema = isRecord(schemas) && typeof name === 'string' ? schemas[name] : undefined;
  if (typeof name !== 'string' || !isRecord(components) || !isRecord(schema)) {
    throw new Error('Not a virtual:chaussee-contract-schemas/<Name> module');
  }
  // The plugin only serves schemas of the contract, whose names are the catalogue's SchemaName.
  return { name: name as SchemaName, document: { components }, schema };
}

/**
 * The form of a request schema of the contract (@chaussee/ui `contractForm`, the one adapter):
 * titles from the catalogue's field labels, enums and references as selects. Build it once per
 * module; its `uiSchema(hints)` takes the form's small hint table as the choices load.
 */
export function contractForm(contractModule: unknown, fields?: ContractFormFields): ContractForm {
  const { name, document } = read(contractModule);
  return contractFormOf(document, name, fields);
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
  contractModule: unknown,
  { list, ...options }: ColumnsOptions<Row> = {},
): NonNullable<DataGridProps<Row>['columns']> {
  const { name, document, schema } = read(contractModule);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const listSchema = list === undefined ? undefined : properties[list];
  const items: unknown = isRecord(listSchema) ? listSchema.items : undefined;
  if (list !== undefined && !isRecord(items)) {
    throw new Error(`No list ${list} in the contract's ${name}`);
  }
  const rows: JsonSchema = isRecord(items) ? items : schema;
  return schemaToColumns<Row>(rows, {
    ...options,
    document,
    ...(list === undefined ? { schemaName: name } : {}),
  });
}
