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

/**
 * A form that edits only some properties of a request schema of the contract: their definitions
 * (types, formats, lengths, French messages) are the contract's, unchanged. A property stays
 * required when the contract requires it; `alsoRequired` adds those the form itself cannot send
 * empty (a merge patch would silently leave out an emptied field).
 */
export function contractFormFields(
  name: string,
  fields: readonly string[],
  alsoRequired: readonly string[] = [],
): FormSchema {
  const schema = schemaRecord(name);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const contractRequired = Array.isArray(schema.required) ? schema.required : [];
  const picked = Object.fromEntries(
    fields.map((field) => {
      const property = properties[field];
      if (!isRecord(property)) throw new Error(`No property ${field} in the contract's ${name}`);
      return [field, property];
    }),
  );
  return {
    ...schema,
    properties: picked,
    required: fields.filter(
      (field) => contractRequired.includes(field) || alsoRequired.includes(field),
    ),
    components,
  };
}
