import { isJsonObject, locate, type JsonObject } from '../../http/contract/contract-document.js';

/**
 * Deterministic sample values of the contract's schemas, for the tests that call every operation
 * (the authorization table, the fuzz stage): the same schema always gives the same value, so a row
 * that fails fails again. Only what a schema requires is filled; an operation whose generic body
 * cannot be valid (a real id, a password that must match) gets an override in operation-requests.ts.
 */

/** What a sample needs from the fixture: the id a uuid property stands for (`campaignId`, `coreId`…). */
export interface SampleIds {
  /** The id the property `name` names in the fixture, or undefined when the name says nothing. */
  idFor(name: string): Promise<string | undefined>;
}

/** A uuid that names nothing in any fixture. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The schema a node stands for, its local `$ref`s followed. */
export function resolveSchema(document: JsonObject, node: unknown): JsonObject {
  if (!isJsonObject(node)) return {};
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return locate(document, ref.replace(/^#/, ''))?.node ?? {};
}

/** The first type of a schema other than null (`["string", "null"]` is a string). */
export function typeOf(schema: JsonObject): string | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((item): item is string => item !== 'null');
  if (isJsonObject(schema.properties)) return 'object';
  return undefined;
}

/** The alternatives of `anyOf` / `oneOf`, null ones left out. */
function alternatives(document: JsonObject, schema: JsonObject): JsonObject[] {
  const list = [schema.anyOf, schema.oneOf].find(Array.isArray) ?? [];
  return list
    .map((item) => resolveSchema(document, item))
    .filter((item) => !(item.type === 'null' && Object.keys(item).length === 1));
}

let emailCounter = 0;

/** A text within the schema's length bounds. */
function sampleText(schema: JsonObject): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 254;
  const text = 'Valeur de test'.padEnd(min, '.');
  return text.slice(0, Math.max(max, 1));
}

/** A string of one of the contract's formats (see packages/validation's formats). */
function sampleFormat(format: string): string | undefined {
  switch (format) {
    case 'email':
      emailCounter += 1;
      return `echantillon-${String(emailCounter)}@exemple.test`;
    case 'password':
      return 'Echantillon2026!';
    case 'fr-phone':
      return '0612345678';
    case 'date-time':
      return '2026-05-04T08:00:00.000Z';
    case 'date':
      return '2026-05-04';
    case 'zip-code':
      return '38000';
    case 'siret':
      return '12345678901234';
    case 'semver':
      return '1.2.3';
    case 'uri':
      return 'https://exemple.test/';
    default:
      return undefined;
  }
}

/**
 * A value valid for `node` (a schema or a reference to one). `name` is the property or parameter it
 * fills, which picks the fixture's id for a uuid (`campaignId` → the campaign under test).
 */
export async function sampleValue(
  document: JsonObject,
  node: unknown,
  name: string,
  ids: SampleIds,
): Promise<unknown> {
  const schema = resolveSchema(document, node);
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    const parts = await Promise.all(
      schema.allOf.map((part) => sampleValue(document, part, name, ids)),
    );
    return Object.assign({}, ...parts.filter(isJsonObject));
  }
  const [first] = alternatives(document, schema);
  if (first) return sampleValue(document, first, name, ids);
  switch (typeOf(schema)) {
    case 'object':
      return sampleObject(document, schema, ids);
    case 'array': {
      const count = typeof schema.minItems === 'number' ? Math.max(schema.minItems, 1) : 1;
      const items: unknown[] = [];
      for (let index = 0; index < count; index += 1) {
        items.push(await sampleValue(document, schema.items, singular(name), ids));
      }
      return items;
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return false;
    case 'string': {
      const format = typeof schema.format === 'string' ? schema.format : '';
      if (format === 'uuid') return (await ids.idFor(name)) ?? UNKNOWN_ID;
      return sampleFormat(format) ?? sampleText(schema);
    }
    default:
      return 'Valeur de test';
  }
}

/** The names listed by a keyword (`required`, `x-at-least-one-of`). */
export function namesOf(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** `siteIds` → `siteId`: the items of an id list are named like one id. */
function singular(name: string): string {
  return name.endsWith('Ids') ? name.slice(0, -1) : name;
}

/** The required properties of an object, and the first of an `x-at-least-one-of` group. */
async function sampleObject(
  document: JsonObject,
  schema: JsonObject,
  ids: SampleIds,
): Promise<Record<string, unknown>> {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const names = new Set([
    ...namesOf(schema.required),
    ...namesOf(schema['x-at-least-one-of']).slice(0, 1),
  ]);
  const value: Record<string, unknown> = {};
  for (const key of names) value[key] = await sampleValue(document, properties[key], key, ids);
  return value;
}
