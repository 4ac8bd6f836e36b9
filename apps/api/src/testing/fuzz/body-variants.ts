import { isJsonObject, type JsonObject } from '../../http/contract/contract-document.js';
import { namesOf, resolveSchema, typeOf } from '../contract-requests/sample-values.js';
import { HUGE_NUMBERS, LONE_SURROGATE, LONG, NUL, wrongTypes } from './malformed-values.js';

const RAW_MARK = '\u0001raw:';

/** JSON text of `value`, where a string `\u0001raw:TEXT` stands for TEXT written as is. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, (_match, text: string) => text);
}

/** A copy of `value` with `replacement` at `path` (`undefined`: JSON then leaves the key out). */
function replacedAt(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (Array.isArray(value) && typeof key === 'number') {
    const copy: unknown[] = [...(value as unknown[])];
    copy[key] = replacedAt(copy[key], rest, replacement);
    return copy;
  }
  const object: Record<string, unknown> = isJsonObject(value) ? { ...value } : {};
  object[String(key)] = replacedAt(object[String(key)], rest, replacement);
  return object;
}

/** The value at `path` in `value`, or undefined. */
function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let node = value;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = (node as unknown[])[key];
    else if (isJsonObject(node)) node = node[String(key)];
    else return undefined;
  }
  return node;
}

interface PropertyVariant {
  name: string;
  value: unknown;
}

/** Variants of the properties of a JSON value, down to `depth` levels of objects and arrays. */
export function propertyVariants(
  document: JsonObject,
  schemaNode: unknown,
  value: unknown,
  path: readonly (string | number)[],
  depth: number,
): PropertyVariant[] {
  const schema = resolveSchema(document, schemaNode);
  const label = path.length === 0 ? 'body' : `body.${path.join('.')}`;
  const at = (replacement: unknown) => replacedAt(value, path, replacement);
  const variants: PropertyVariant[] = [];
  const type = typeOf(schema);
  if (path.length > 0) {
    for (const wrong of wrongTypes(type)) {
      variants.push({ name: `${label}: ${JSON.stringify(wrong)} (wrong type)`, value: at(wrong) });
    }
    variants.push({ name: `${label}: null`, value: at(null) });
    if (type === 'string' || type === undefined) {
      variants.push({ name: `${label}: NUL character`, value: at(NUL) });
      variants.push({ name: `${label}: lone surrogate`, value: at(LONE_SURROGATE) });
      variants.push({ name: `${label}: 100,000 characters`, value: at(LONG) });
      if (schema.format === 'uuid')
        variants.push({ name: `${label}: not a uuid`, value: at('pas-un-uuid') });
    }
    if (type === 'integer' || type === 'number') {
      for (const huge of HUGE_NUMBERS) {
        variants.push({ name: `${label}: ${huge}`, value: at(`${RAW_MARK}${huge}`) });
      }
    }
  }
  if (depth <= 0) return variants;
  const current = valueAt(value, path);
  if (type === 'object' && isJsonObject(schema.properties)) {
    const required = namesOf(schema.required);
    for (const [key, property] of Object.entries(schema.properties)) {
      variants.push(...propertyVariants(document, property, value, [...path, key], depth - 1));
      if (required.includes(key) && isJsonObject(current) && key in current) {
        variants.push({
          name: `${label}.${key}: missing (required)`,
          value: at({ ...current, [key]: undefined }),
        });
      }
    }
    if (isJsonObject(current)) {
      variants.push({
        name: `${label}: unknown property`,
        value: at({ ...current, inconnu: 'x' }),
      });
    }
  }
  if (type === 'array' && Array.isArray(current)) {
    const first: unknown = (current as unknown[])[0];
    variants.push({
      name: `${label}: 10,000 items`,
      value: at(Array.from({ length: 10_000 }, () => first ?? 'x')),
    });
    if (first !== undefined) {
      variants.push(...propertyVariants(document, schema.items, value, [...path, 0], depth - 1));
    }
  }
  return variants;
}
