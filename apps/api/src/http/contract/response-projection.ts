import type { Validator } from '@chaussee/validation';
import { isJsonObject, locate, schemaRefOf, type JsonObject } from './contract-document.js';

/**
 * Keeps of a handler's answer only what the contract's response schema declares: an object loses
 * every property its schema does not list (password hashes, internal columns), at every depth,
 * through `$ref`, `allOf` (the union of the parts), `oneOf`/`anyOf` (the first branch the value
 * matches; when none does, the union of the branches, so nothing undeclared leaks) and arrays.
 * `Date`s become the strings the schema asks for (`date` or `date-time`). Free-form objects (no
 * `properties`) and `additionalProperties` schemas are kept, as the contract declares them.
 */
export type ProjectResponse = (value: unknown, schemaPointer: string) => unknown;

type PlainObject = Readonly<Record<string, unknown>>;

function isPlainObject(value: unknown): value is PlainObject {
  return isJsonObject(value) && !Buffer.isBuffer(value) && !(value instanceof Date);
}

function asDateString(value: Date, schema: JsonObject): string {
  const iso = value.toISOString();
  return schema.format === 'date' ? iso.slice(0, 10) : iso;
}

function subPointers(schema: JsonObject, pointer: string, keyword: string): string[] {
  const list = schema[keyword];
  return Array.isArray(list)
    ? list.map((_branch, index) => `${pointer}/${keyword}/${String(index)}`)
    : [];
}

function propertyPointer(pointer: string, key: string): string {
  return `${pointer}/properties/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

function allowsObjects(schema: JsonObject): boolean {
  const { type } = schema;
  if (type === undefined) return true;
  return Array.isArray(type) ? type.includes('object') : type === 'object';
}

function merge(views: readonly PlainObject[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const view of views) Object.assign(merged, view);
  return merged;
}

export function createResponseProjection(
  document: JsonObject,
  validator: Validator,
): ProjectResponse {
  const matches = (value: unknown, pointer: string): boolean =>
    validator.ajv.getSchema(schemaRefOf(pointer))?.(value) === true;

  /** The object as the schema's own keywords (properties, additional and pattern properties) see it. */
  const ownView = (value: PlainObject, schema: JsonObject, pointer: string): PlainObject => {
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    const additional = schema.additionalProperties;
    const patterns = isJsonObject(schema.patternProperties)
      ? Object.keys(schema.patternProperties).map((pattern) => new RegExp(pattern, 'u'))
      : [];
    const view: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      if (Object.hasOwn(properties, key)) {
        view[key] = project(item, propertyPointer(pointer, key));
      } else if (isJsonObject(additional)) {
        view[key] = project(item, `${pointer}/additionalProperties`);
      } else if (additional === true || patterns.some((pattern) => pattern.test(key))) {
        view[key] = item;
      }
    }
    return view;
  };

  const projectObject = (value: PlainObject, schema: JsonObject, pointer: string): unknown => {
    // A branch for another type (`{ type: 'null' }` beside an object) declares none of its fields.
    if (!allowsObjects(schema)) return {};
    const hasOwnKeywords = ['properties', 'additionalProperties', 'patternProperties'].some(
      (keyword) => schema[keyword] !== undefined,
    );
    const alternatives = [
      ...subPointers(schema, pointer, 'oneOf'),
      ...subPointers(schema, pointer, 'anyOf'),
    ];
    const chosen = alternatives.find((branch) => matches(value, branch));
    const parts = [
      ...subPointers(schema, pointer, 'allOf'),
      ...(chosen === undefined ? alternatives : [chosen]),
    ];
    // A free-form object (`type: object` alone) is declared as such: it passes whole.
    if (!hasOwnKeywords && parts.length === 0) return value;
    const views = parts.map((part) => project(value, part)).filter(isPlainObject);
    return merge(hasOwnKeywords ? [ownView(value, schema, pointer), ...views] : views);
  };

  function project(value: unknown, pointer: string): unknown {
    const located = locate(document, pointer);
    if (!located || value === null || value === undefined) return value;
    const { node: schema, pointer: at } = located;
    if (value instanceof Date) return asDateString(value, schema);
    if (Array.isArray(value)) {
      if (isJsonObject(schema.items)) return value.map((item) => project(item, `${at}/items`));
      const branch = ['allOf', 'oneOf', 'anyOf']
        .flatMap((keyword) => subPointers(schema, at, keyword))
        .find((part) => matches(value, part));
      return branch === undefined ? value : project(value, branch);
    }
    return isPlainObject(value) ? projectObject(value, schema, at) : value;
  }

  return project;
}
