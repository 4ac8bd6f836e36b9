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

/** The projection of one schema node, compiled once: every answer of a list walks it per row. */
type Projector = (value: unknown) => unknown;

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

const identity: Projector = (value) => value;

/**
 * The projection is compiled per schema node, lazily, and kept: each node's pointer is resolved
 * once (not at every value, which made the walk the first cost of a long list), its properties
 * map to their own compiled projectors, and ajv runs only where a `oneOf`/`anyOf` must choose a
 * branch. The rules are those of the comment of `ProjectResponse`, applied in the same order.
 */
export function createResponseProjection(
  document: JsonObject,
  validator: Validator,
): ProjectResponse {
  const compiled = new Map<string, Projector>();

  const matcherAt = (pointer: string): ((value: unknown) => boolean) => {
    let validate: ((value: unknown) => unknown) | undefined;
    return (value) => {
      validate ??= validator.ajv.getSchema(schemaRefOf(pointer)) ?? (() => false);
      return validate(value) === true;
    };
  };

  /** A node's projector; compiling is lazy (children compile at their first value), so cheap. */
  function projectorAt(pointer: string): Projector {
    let projector = compiled.get(pointer);
    if (!projector) {
      projector = compile(pointer);
      compiled.set(pointer, projector);
    }
    return projector;
  }

  /** An object as the schema's own keywords (properties, additional and pattern properties) see it. */
  function ownViewOf(schema: JsonObject, pointer: string): (value: PlainObject) => PlainObject {
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    const propertyProjectors = new Map(
      Object.keys(properties).map((key) => [key, projectorAt(propertyPointer(pointer, key))]),
    );
    const additional = schema.additionalProperties;
    const additionalProjector = isJsonObject(additional)
      ? projectorAt(`${pointer}/additionalProperties`)
      : undefined;
    const keepsOthers = additional === true;
    const patterns = isJsonObject(schema.patternProperties)
      ? Object.keys(schema.patternProperties).map((pattern) => new RegExp(pattern, 'u'))
      : [];
    return (value) => {
      const view: Record<string, unknown> = {};
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const item = value[key];
        if (item === undefined) continue;
        const projectProperty = propertyProjectors.get(key);
        if (projectProperty) {
          view[key] = projectProperty(item);
        } else if (additionalProjector) {
          view[key] = additionalProjector(item);
        } else if (keepsOthers || patterns.some((pattern) => pattern.test(key))) {
          view[key] = item;
        }
      }
      return view;
    };
  }

  function objectProjector(schema: JsonObject, pointer: string): (value: PlainObject) => unknown {
    // A branch for another type (`{ type: 'null' }` beside an object) declares none of its fields.
    if (!allowsObjects(schema)) return () => ({});
    const hasOwnKeywords = ['properties', 'additionalProperties', 'patternProperties'].some(
      (keyword) => schema[keyword] !== undefined,
    );
    const alternatives = [
      ...subPointers(schema, pointer, 'oneOf'),
      ...subPointers(schema, pointer, 'anyOf'),
    ].map((branch) => ({ project: projectorAt(branch), matches: matcherAt(branch) }));
    const allParts = subPointers(schema, pointer, 'allOf').map(projectorAt);
    // A free-form object (`type: object` alone) is declared as such: it passes whole.
    if (!hasOwnKeywords && allParts.length === 0 && alternatives.length === 0) return identity;
    const ownView = hasOwnKeywords ? ownViewOf(schema, pointer) : undefined;
    return (value) => {
      const chosen = alternatives.find((branch) => branch.matches(value));
      const parts = [
        ...allParts,
        ...(chosen === undefined ? alternatives : [chosen]).map((branch) => branch.project),
      ];
      const views = parts.map((part) => part(value)).filter(isPlainObject);
      return merge(ownView ? [ownView(value), ...views] : views);
    };
  }

  function arrayProjector(schema: JsonObject, pointer: string): (value: unknown[]) => unknown {
    if (isJsonObject(schema.items)) {
      const projectItem = projectorAt(`${pointer}/items`);
      return (value) => value.map(projectItem);
    }
    const branches = ['allOf', 'oneOf', 'anyOf']
      .flatMap((keyword) => subPointers(schema, pointer, keyword))
      .map((branch) => ({ project: projectorAt(branch), matches: matcherAt(branch) }));
    return (value) => {
      const branch = branches.find((candidate) => candidate.matches(value));
      return branch === undefined ? value : branch.project(value);
    };
  }

  function compile(pointer: string): Projector {
    const located = locate(document, pointer);
    if (!located) return identity;
    const { node: schema, pointer: at } = located;
    let projectArray: ((value: unknown[]) => unknown) | undefined;
    let projectObject: ((value: PlainObject) => unknown) | undefined;
    return (value) => {
      if (value === null || value === undefined) return value;
      if (value instanceof Date) return asDateString(value, schema);
      if (Array.isArray(value)) return (projectArray ??= arrayProjector(schema, at))(value);
      if (!isPlainObject(value)) return value;
      return (projectObject ??= objectProjector(schema, at))(value);
    };
  }

  return (value, schemaPointer) => projectorAt(schemaPointer)(value);
}
