// @ts-check
// The enums of the label catalogue (one file each in src/schemas/enums/) are components of the
// bundle under their file's name, whether an operation uses them yet or not: the SDK exports them
// as components['schemas']['<Name>'] and packages/validation types its French labels against them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';

/**
 * The enums of a folder, by name, in the order of their names.
 * @param {string} folder
 * @returns {[string, unknown][]}
 */
export function readEnums(folder) {
  return readdirSync(folder)
    .filter((fileName) => fileName.endsWith('.yaml'))
    .sort()
    .map((fileName) => {
      /** @type {unknown} */
      const schema = parse(readFileSync(join(folder, fileName), 'utf8'));
      return [fileName.replace(/\.yaml$/u, ''), schema];
    });
}

/**
 * The components with the catalogue's enums first, by name, then the others in Redocly's order.
 * A component that Redocly already made of an enum file must be that file (a name taken by
 * another schema would make the SDK type the wrong thing).
 * @param {Readonly<Record<string, unknown>>} schemas
 * @param {readonly [string, unknown][]} enums
 * @returns {Record<string, unknown>}
 */
export function registerEnums(schemas, enums) {
  /** @type {Record<string, unknown>} */
  const result = {};
  for (const [name, schema] of enums) {
    const bundled = schemas[name];
    if (bundled !== undefined && !isDeepStrictEqual(bundled, schema)) {
      throw new Error(`The component ${name} is not src/schemas/enums/${name}.yaml.`);
    }
    result[name] = schema;
  }
  for (const [name, schema] of Object.entries(schemas)) {
    if (!(name in result)) result[name] = schema;
  }
  return result;
}
