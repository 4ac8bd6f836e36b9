/**
 * The part of JSON Schema (2020-12, as the OpenAPI 3.1 contract writes it) that the DataGrid reads
 * to build its columns. Contract schemas come from JSON, so every keyword is optional.
 */
export interface JsonSchema {
  type?: string | readonly string[];
  format?: string;
  title?: string;
  enum?: readonly unknown[];
  $ref?: string;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  properties?: Readonly<Record<string, JsonSchema>>;
  writeOnly?: boolean;
}

/** What kind of value a column holds, which decides its filter and its French format. */
export type ColumnKind = 'text' | 'number' | 'boolean' | 'date' | 'dateTime' | 'other';

/** The schema a `$ref` (`#/components/schemas/Core`) points at in `document`. */
export function resolveRef(schema: JsonSchema, document: unknown): JsonSchema {
  if (schema.$ref?.startsWith('#/') !== true) return schema;
  let target: unknown = document;
  for (const segment of schema.$ref.slice(2).split('/')) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    target = isRecord(target) ? target[key] : undefined;
  }
  return isRecord(target) ? target : schema;
}

/**
 * The properties of an object schema, those of its `allOf` parts included (an entity written as
 * its summary plus details, such as Organization or User), its own last.
 */
export function propertiesOf(
  schema: JsonSchema,
  document: unknown,
): Readonly<Record<string, JsonSchema>> {
  const resolved = resolveRef(schema, document);
  const merged: Record<string, JsonSchema> = {};
  for (const part of resolved.allOf ?? []) Object.assign(merged, propertiesOf(part, document));
  return Object.assign(merged, resolved.properties ?? {});
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The kind of a property, seeing through `$ref` and nullable unions (`[T, null]`, `anyOf`). */
export function columnKindOf(property: JsonSchema, document?: unknown): ColumnKind {
  const schema = resolveRef(property, document);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined) {
    const nonNull = variants.filter((variant) => variant.type !== 'null');
    const only = nonNull.length === 1 ? nonNull[0] : undefined;
    return only === undefined ? 'other' : columnKindOf(only, document);
  }
  const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
  const type = types.find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string':
      if (schema.format === 'date') return 'date';
      if (schema.format === 'date-time') return 'dateTime';
      return 'text';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return schema.enum === undefined ? 'other' : 'text';
  }
}

/** The name a `$ref` points at (`#/components/schemas/CoreStatus` -> `CoreStatus`). */
function refName(schema: JsonSchema): string | undefined {
  return schema.$ref?.split('/').at(-1);
}

/**
 * The values of an enum property and the contract name of the enum, seeing through `$ref` and
 * nullable unions (`anyOf: [{ $ref: Weather }, { type: 'null' }]`); undefined for another kind.
 */
export function enumOf(
  property: JsonSchema,
  document?: unknown,
): { name?: string; values: readonly unknown[] } | undefined {
  const schema = resolveRef(property, document);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined) {
    const nonNull = variants.filter((variant) => variant.type !== 'null');
    const only = nonNull.length === 1 ? nonNull[0] : undefined;
    return only === undefined ? undefined : enumOf(only, document);
  }
  if (schema.enum === undefined) return undefined;
  return { name: refName(property), values: schema.enum };
}
