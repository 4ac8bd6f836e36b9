// @ts-check
// The request bodies of an entity, written from the entity's one schema (see openapi/README.md,
// « An entity and its bodies »): a field is described once, in the entity, and each body says only
// what is its own (its description, which fields it requires, leaves out or takes, its cross-field
// rules). Runs on Redocly's bundle, where `$ref: ../../schemas/Core.yaml#/x-bodies/CoreCreate`
// became the component `CoreCreate` holding the body's spec, and the entity the component `Core`.
import { isDeepStrictEqual } from 'node:util';

/** @typedef {Record<string, unknown>} Schema */

/** Keywords of a body's spec that this step reads; every other key of a spec must be an `x-` one. */
const SPEC_KEYWORDS = new Set(['description', 'x-required', 'x-omit', 'x-pick', 'x-merge-patch']);

/** Keywords of a property that annotate it for this step and never reach the bundle. */
const FIELD_ANNOTATIONS = ['x-write', 'readOnly', 'writeOnly'];

/**
 * @param {unknown} value
 * @returns {value is Schema}
 */
function isSchema(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @param {unknown} value
 * @param {string} where
 * @returns {string[]}
 */
function nameList(value, where) {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${where} must be a list of field names.`);
  }
  return value;
}

/**
 * The schema without `null` among the values it takes: a field a body requires, or one a merge
 * patch may not remove.
 * @param {Schema} schema
 * @param {string} where
 * @returns {Schema}
 */
function withoutNull(schema, where) {
  const { type, anyOf } = schema;
  if (Array.isArray(type) && type.includes('null')) {
    const kept = type.filter((item) => item !== 'null');
    if (kept.length === 0) throw new Error(`${where} takes only null.`);
    return { ...schema, type: kept.length === 1 ? kept[0] : kept };
  }
  if (Array.isArray(anyOf) && anyOf.some((branch) => isSchema(branch) && branch.type === 'null')) {
    const kept = anyOf.filter((branch) => !(isSchema(branch) && branch.type === 'null'));
    /** @type {Schema} */
    const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'anyOf'));
    const [only] = kept;
    return kept.length === 1 && isSchema(only) ? { ...rest, ...only } : { ...rest, anyOf: kept };
  }
  return schema;
}

/**
 * A property as a body takes it: the entity's keywords, those of its `x-write` over them.
 * @param {Schema} property
 * @returns {Schema}
 */
function writeSchema(property) {
  const write = isSchema(property['x-write']) ? property['x-write'] : {};
  /** @type {Schema} */
  const schema = {};
  for (const [key, value] of Object.entries(property)) {
    if (!FIELD_ANNOTATIONS.includes(key)) schema[key] = value;
  }
  return { ...schema, ...write };
}

/**
 * The catalogue key a body gives to a missing field (`x-messages: { required: key }` or
 * `{ required: { field: key } }`), if it gives one.
 * @param {Schema} spec
 * @param {string} field
 * @returns {string | undefined}
 */
function requiredMessage(spec, field) {
  const messages = spec['x-messages'];
  const required = isSchema(messages) ? messages.required : undefined;
  if (typeof required === 'string') return required;
  const own = isSchema(required) ? required[field] : undefined;
  return typeof own === 'string' ? own : undefined;
}

/**
 * @param {string} entityName
 * @param {Schema} entity
 * @returns {{ properties: Schema, required: string[] }}
 */
function entityFields(entityName, entity) {
  const { properties } = entity;
  if (entity.type !== 'object' || !isSchema(properties)) {
    throw new Error(`${entityName}: an entity with x-bodies is an object schema with properties.`);
  }
  const required = nameList(entity.required, `${entityName}.required`);
  for (const [name, property] of Object.entries(properties)) {
    if (!isSchema(property)) throw new Error(`${entityName}.${name} is not a schema.`);
    if (property.writeOnly === true && required.includes(name)) {
      throw new Error(`${entityName}.${name} is writeOnly: the entity as read cannot require it.`);
    }
    if (property.readOnly === true && property['x-write'] !== undefined) {
      throw new Error(`${entityName}.${name} is readOnly: no body writes it, x-write has no use.`);
    }
    if (property['x-write'] !== undefined && !isSchema(property['x-write'])) {
      throw new Error(`${entityName}.${name}.x-write must be a schema.`);
    }
  }
  return { properties, required };
}

/**
 * The entity as answered: without its bodies, its write-only fields and the write annotations.
 * @param {Schema} entity
 * @param {Schema} properties
 * @returns {Schema}
 */
function readView(entity, properties) {
  /** @type {Schema} */
  const read = {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isSchema(property) || property.writeOnly === true) continue;
    read[name] = Object.fromEntries(Object.entries(property).filter(([key]) => key !== 'x-write'));
  }
  /** @type {Schema} */
  const view = {};
  for (const [key, value] of Object.entries(entity)) {
    if (key === 'x-bodies') continue;
    view[key] = key === 'properties' ? read : value;
  }
  return view;
}

/**
 * One body of an entity.
 * @param {string} entityName
 * @param {{ properties: Schema }} fields
 * @param {string} bodyName
 * @param {Schema} spec
 * @param {ReadonlySet<string>} notRemovable what the entity's other bodies require
 * @returns {Schema}
 */
function bodyOf(entityName, { properties }, bodyName, spec, notRemovable) {
  const where = `${entityName}.x-bodies.${bodyName}`;
  for (const key of Object.keys(spec)) {
    if (!SPEC_KEYWORDS.has(key) && !key.startsWith('x-')) {
      throw new Error(`${where}: unknown keyword ${key} (a body's own rules are x- keywords).`);
    }
  }
  if (typeof spec.description !== 'string') throw new Error(`${where} needs its description.`);
  const isMergePatch = spec['x-merge-patch'] === true;
  const required = nameList(spec['x-required'], `${where}.x-required`);
  const omit = nameList(spec['x-omit'], `${where}.x-omit`);
  const pick = nameList(spec['x-pick'], `${where}.x-pick`);
  if (isMergePatch && required.length > 0) {
    throw new Error(`${where}: a merge patch requires nothing (only the fields sent change).`);
  }
  if (omit.length > 0 && pick.length > 0) throw new Error(`${where}: x-omit or x-pick, not both.`);
  const writable = Object.keys(properties).filter((name) => {
    const property = properties[name];
    return isSchema(property) && property.readOnly !== true;
  });
  for (const name of [...omit, ...pick]) {
    if (!writable.includes(name)) {
      throw new Error(`${where}: ${name} is not a writable field of ${entityName}.`);
    }
  }
  const names = pick.length > 0 ? pick : writable.filter((name) => !omit.includes(name));
  for (const name of required) {
    if (!names.includes(name))
      throw new Error(`${where}: requires ${name}, which it does not take.`);
  }

  /** @type {Schema} */
  const bodyProperties = {};
  for (const name of names) {
    const property = properties[name];
    if (!isSchema(property)) continue;
    let schema = writeSchema(property);
    const isRequired = required.includes(name);
    if (isRequired || (isMergePatch && notRemovable.has(name))) {
      schema = withoutNull(schema, `${where}.${name}`);
    }
    // Only where the field declares its type itself (not through a $ref to an enum or object).
    const message =
      isRequired && schema.type !== undefined ? requiredMessage(spec, name) : undefined;
    const ownMessages = isSchema(schema['x-messages']) ? schema['x-messages'] : {};
    if (message !== undefined && ownMessages.type === undefined) {
      // A form sends an emptied field as null: the body's sentence for a missing field answers it.
      schema = { ...schema, 'x-messages': { ...ownMessages, type: message } };
    }
    bodyProperties[name] = schema;
  }

  /** @type {Schema} */
  const body = {
    type: 'object',
    title: bodyName,
    description: spec.description,
    additionalProperties: false,
  };
  if (required.length > 0) body.required = required;
  for (const [key, value] of Object.entries(spec)) {
    if (key.startsWith('x-') && !SPEC_KEYWORDS.has(key)) body[key] = value;
  }
  body.properties = bodyProperties;
  return body;
}

/**
 * Writes the bodies of every entity that declares `x-bodies` over the components Redocly made of
 * their specs, and leaves each such entity as it is answered.
 * @param {Readonly<Record<string, unknown>>} schemas the bundle's `components.schemas`
 * @returns {Record<string, unknown>} the same map, bodies written (component order kept)
 */
export function deriveBodies(schemas) {
  /** @type {Record<string, unknown>} */
  const result = { ...schemas };
  for (const [entityName, entity] of Object.entries(schemas)) {
    if (!isSchema(entity) || entity['x-bodies'] === undefined) continue;
    const bodies = entity['x-bodies'];
    if (!isSchema(bodies) || Object.keys(bodies).length === 0) {
      throw new Error(`${entityName}.x-bodies maps each body's name to its spec.`);
    }
    const fields = entityFields(entityName, entity);
    result[entityName] = readView(entity, fields.properties);
    const specs = Object.entries(bodies).map(([bodyName, spec]) => {
      if (!isSchema(spec)) throw new Error(`${entityName}.x-bodies.${bodyName} is not a spec.`);
      return /** @type {const} */ ([bodyName, spec]);
    });
    // A merge patch cannot remove (send null for) a field that creating or replacing must give.
    const notRemovable = new Set(
      specs
        .filter(([, spec]) => spec['x-merge-patch'] !== true)
        .flatMap(([bodyName, spec]) =>
          nameList(spec['x-required'], `${entityName}.x-bodies.${bodyName}.x-required`),
        ),
    );
    for (const [bodyName, spec] of specs) {
      if (!(bodyName in schemas)) {
        throw new Error(
          `${entityName}.x-bodies.${bodyName} is the body of no operation: reference it ` +
            `(${entityName}.yaml#/x-bodies/${bodyName}) or remove it.`,
        );
      }
      if (!isDeepStrictEqual(schemas[bodyName], spec)) {
        throw new Error(
          `The component ${bodyName} is not ${entityName}.x-bodies.${bodyName}: another schema ` +
            'has its name.',
        );
      }
      result[bodyName] = bodyOf(entityName, fields, bodyName, spec, notRemovable);
    }
  }
  return result;
}
