import type { JsonSchema, SchemaFormProps } from '@chaussee/ui';

/** A JSON Schema as react-jsonschema-form reads it (rjsf's own type, through @chaussee/ui). */
export type FormSchema = SchemaFormProps<unknown>['schema'];

type SchemaRecord = Record<string, unknown>;

function isRecord(value: unknown): value is SchemaRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One schema of the contract as a screen imports it, `virtual:chaussee-contract-schemas/<Name>`
 * (vite-plugins.ts): its name and the `components` its `$ref`s (`#/components/schemas/Core`)
 * resolve in. Each screen loads the schemas it shows, not the whole contract.
 */
interface ContractSchemaModule {
  name: string;
  components: SchemaRecord;
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
  return { name, components, schema };
}

/**
 * The document the schema's `$ref`s resolve in, for the DataGrid's `document` option.
 */
export function contractDocument(contractModule: unknown): unknown {
  return { components: read(contractModule).components };
}

/** A response schema of the contract, for grid columns (`schemaToColumns`). */
export function contractSchema(contractModule: unknown): JsonSchema {
  return read(contractModule).schema;
}

/** The schema of the items of a list property of a contract schema (`refused` of an import). */
export function contractItemSchema(contractModule: unknown, property: string): JsonSchema {
  const { name, schema } = read(contractModule);
  const properties = schema.properties;
  const list = isRecord(properties) ? properties[property] : undefined;
  const items = isRecord(list) ? list.items : undefined;
  if (!isRecord(items)) throw new Error(`No list ${property} in the contract's ${name}`);
  return items;
}

/**
 * A request schema of the contract for a form, `components` beside it so that rjsf and ajv resolve
 * its `$ref`s from the form's root. `allOf` compositions are kept as the contract writes them.
 */
export function contractFormSchema(contractModule: unknown): FormSchema {
  const { schema, components } = read(contractModule);
  return { ...schema, components };
}

/**
 * A form that edits only some properties of a request schema of the contract: their definitions
 * (types, formats, lengths, French messages) are the contract's, unchanged. A property stays
 * required when the contract requires it; `alsoRequired` adds those the form itself cannot send
 * empty (a merge patch would silently leave out an emptied field).
 */
export function contractFormFields(
  contractModule: unknown,
  fields: readonly string[],
  alsoRequired: readonly string[] = [],
): FormSchema {
  const { name, schema, components } = read(contractModule);
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
