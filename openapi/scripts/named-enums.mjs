// @ts-check
// An enum may be written where its field is, in the entity's own file, and named there with
// `x-enum-name`: the bundle makes it a component under that name, as if it had its own file in
// src/schemas/enums/. A new enum field is then one edit of the contract, not two files; the SDK
// still exports it as components['schemas']['<Name>'] and packages/validation still types its
// French labels against it.
import { isDeepStrictEqual } from 'node:util';

/**
 * The schemas with every inline enum named by `x-enum-name` replaced by a reference to a
 * component of that name (title = the name). The same name written twice must be the same enum,
 * and may not be the name of another schema: the SDK would type one of them wrongly.
 * @param {Readonly<Record<string, unknown>>} schemas
 * @returns {Record<string, unknown>}
 */
export function hoistNamedEnums(schemas) {
  /** @type {Map<string, unknown>} */
  const named = new Map();
  /**
   * @param {unknown} node
   * @param {string} where
   * @returns {unknown}
   */
  const visit = (node, where) => {
    if (Array.isArray(node)) return node.map((item, index) => visit(item, `${where}/${index}`));
    if (node === null || typeof node !== 'object') return node;
    const { 'x-enum-name': name, ...rest } = /** @type {Record<string, unknown>} */ (node);
    if (name !== undefined) {
      if (typeof name !== 'string' || !/^[A-Z][A-Za-z0-9]*$/u.test(name)) {
        throw new Error(`${where}: x-enum-name must be a schema name in PascalCase.`);
      }
      if (!Array.isArray(rest.enum))
        throw new Error(`${where}: x-enum-name ${name} names no enum.`);
      const component = { ...rest, title: name };
      const earlier = named.get(name);
      if (earlier !== undefined && !isDeepStrictEqual(earlier, component)) {
        throw new Error(`${where}: the enum ${name} is written twice, differently.`);
      }
      named.set(name, component);
      return { $ref: `#/components/schemas/${name}` };
    }
    return Object.fromEntries(
      Object.entries(rest).map(([key, value]) => [key, visit(value, `${where}/${key}`)]),
    );
  };
  /** @type {Record<string, unknown>} */
  const result = {};
  for (const [schemaName, schema] of Object.entries(schemas)) {
    result[schemaName] = visit(schema, `#/components/schemas/${schemaName}`);
  }
  for (const [name, component] of named) {
    const existing = result[name];
    if (existing !== undefined && !isDeepStrictEqual(existing, component)) {
      throw new Error(
        `The enum ${name} written with x-enum-name takes the name of another schema.`,
      );
    }
    result[name] = component;
  }
  return result;
}
