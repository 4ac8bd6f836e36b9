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
