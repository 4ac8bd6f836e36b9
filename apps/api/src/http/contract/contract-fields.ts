import type { components } from '@chaussee/sdk';
import { isJsonObject, locate, type JsonObject } from './contract-document.js';
import { loadContract } from './contract.js';

type SchemaName = keyof components['schemas'];

const cache = new Map<SchemaName, readonly string[]>();

function propertyNames(document: JsonObject, pointer: string): string[] {
  const located = locate(document, pointer);
  if (!located) throw new Error(`No schema at ${pointer} in the contract`);
  const { node } = located;
  const own = isJsonObject(node.properties) ? Object.keys(node.properties) : [];
  const parts = Array.isArray(node.allOf)
    ? node.allOf.flatMap((_part, index) =>
        propertyNames(document, `${located.pointer}/allOf/${String(index)}`),
      )
    : [];
  return [...new Set([...parts, ...own])];
}

/**
 * The names of the fields of a component schema of the contract (those of its `allOf` parts
 * included), read once from the bundle: what a presenter copies from a row, what a PUT replaces.
 */
export function contractFieldNames(schemaName: SchemaName): readonly string[] {
  let names = cache.get(schemaName);
  if (names === undefined) {
    names = propertyNames(loadContract().document, `/components/schemas/${schemaName}`);
    cache.set(schemaName, names);
  }
  return names;
}

function requires(document: JsonObject, pointer: string, field: string): boolean {
  const located = locate(document, pointer);
  if (!located) return false;
  const { node } = located;
  if (Array.isArray(node.required) && node.required.includes(field)) return true;
  if (!Array.isArray(node.allOf)) return false;
  return [...node.allOf.keys()].some((index) =>
    requires(document, `${located.pointer}/allOf/${String(index)}`, field),
  );
}

/**
 * Whether the component schema `schemaName` (or one of its `allOf` parts) requires `field`: an
 * answer may leave out only the fields it does not require.
 */
export function isContractFieldRequired(schemaName: SchemaName, field: string): boolean {
  return requires(loadContract().document, `/components/schemas/${schemaName}`, field);
}

/** What a field of the contract holds, for code that writes any field by its type (exports). */
export type FieldKind =
  | { kind: 'enum'; enumName: string | undefined; codes: readonly unknown[] }
  | { kind: 'integer' | 'number' | 'boolean' | 'date' | 'date-time' | 'text' | 'other' };

/** The schema of a field, in the schema itself or one of its `allOf` parts. */
function fieldSchema(
  document: JsonObject,
  pointer: string,
  field: string,
): { node: JsonObject; name?: string } | undefined {
  const located = locate(document, pointer);
  if (!located) return undefined;
  const { node } = located;
  const property = isJsonObject(node.properties) ? node.properties[field] : undefined;
  if (isJsonObject(property)) {
    const found = locate(document, `${located.pointer}/properties/${field}`);
    const ref = property.$ref;
    const name = typeof ref === 'string' ? ref.split('/').at(-1) : undefined;
    return found && { node: found.node, ...(name === undefined ? {} : { name }) };
  }
  if (!Array.isArray(node.allOf)) return undefined;
  for (const index of node.allOf.keys()) {
    const found = fieldSchema(document, `${located.pointer}/allOf/${String(index)}`, field);
    if (found) return found;
  }
  return undefined;
}

/** A node with its nullable union (`anyOf`/`oneOf` with `type: 'null'`) reduced to the one other branch. */
function withoutNull(document: JsonObject, node: JsonObject): { node: JsonObject; name?: string } {
  const union = Array.isArray(node.anyOf)
    ? node.anyOf
    : Array.isArray(node.oneOf)
      ? node.oneOf
      : [];
  const others = union.filter((branch) => !(isJsonObject(branch) && branch.type === 'null'));
  const only: unknown = others.length === 1 ? others[0] : undefined;
  if (!isJsonObject(only)) return { node };
  const ref = only.$ref;
  const name = typeof ref === 'string' ? ref.split('/').at(-1) : undefined;
  const resolved = typeof ref === 'string' ? locate(document, ref.slice(1))?.node : only;
  return resolved ? { node: resolved, ...(name === undefined ? {} : { name }) } : { node };
}

/**
 * What the field `field` of the component schema `schemaName` holds: an enum (with its schema
 * name when it is a component), a scalar type, or `other` (an object or a list).
 */
export function contractFieldKind(schemaName: SchemaName, field: string): FieldKind {
  const document = loadContract().document;
  const schema = fieldSchema(document, `/components/schemas/${schemaName}`, field);
  if (!schema) throw new Error(`No field ${field} in the contract's ${schemaName}`);
  const reduced = withoutNull(document, schema.node);
  const { node } = reduced;
  const name = reduced.name ?? schema.name;
  if (Array.isArray(node.enum)) return { kind: 'enum', enumName: name, codes: node.enum };
  const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
  const type = types.find((candidate) => candidate !== 'null');
  if (type === 'integer' || type === 'number' || type === 'boolean') return { kind: type };
  if (type === 'string') {
    return node.format === 'date' || node.format === 'date-time'
      ? { kind: node.format }
      : { kind: 'text' };
  }
  return { kind: 'other' };
}
