import type { JsonSchema, SchemaFormProps } from '@chaussee/ui';
import { contractComponents } from 'virtual:chaussee-contract-schemas';

/** A JSON Schema as react-jsonschema-form reads it (rjsf's own type, through @chaussee/ui). */
export type FormSchema = SchemaFormProps<unknown>['schema'];

type SchemaRecord = Record<string, unknown>;

function isRecord(value: unknown): value is SchemaRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const components: SchemaRecord = isRecord(contractComponents) ? contractComponents : {};
const schemas: SchemaRecord = isRecord(components.schemas) ? components.schemas : {};

/**
 * The document the contract's `$ref`s (`#/components/schemas/Core`) resolve in, for the DataGrid's
 * `document` option.
 */
export const contractDocument: unknown = { components };

function schemaRecord(name: string): SchemaRecord {
  const schema = schemas[name];
  if (!isRecord(schema)) throw new Error(`No schema ${name} in the contract`);
  return schema;
}

/** A response schema of the contract, for grid columns (`schemaToColumns`). */
export function contractSchema(name: string): JsonSchema {
  return schemaRecord(name);
}

/** The schema of the items of a list property of a contract schema (`refused` of an import). */
export function contractItemSchema(name: string, property: string): JsonSchema {
  const properties = schemaRecord(name).properties;
  const list = isRecord(properties) ? properties[property] : undefined;
  const items = isRecord(list) ? list.items : undefined;
  if (!isRecord(items)) throw new Error(`No list ${property} in the contract's ${name}`);
  return items;
}

/**
 * A request schema of the contract for a form, `components` beside it so that rjsf and ajv resolve
 * its `$ref`s from the form's root. `allOf` compositions are kept as the contract writes them.
 */
export function contractFormSchema(name: string): FormSchema {
  return { ...schemaRecord(name), components };
}
