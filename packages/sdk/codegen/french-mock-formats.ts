import {
  contractFormatData,
  frenchData,
  frenchDataRules,
  type FrenchDataName,
} from './french-mock-data.js';
import { fakerCode, type FakerCode } from './faker-code.js';

/**
 * Points the properties of orval's in-memory copy of the contract at the French data, through
 * formats `x-fr-<data>`: orval's mocks pick a property's data by its format, and a string or number
 * format changes no generated type. Only properties the contract leaves open get one (no format
 * but free text's `text`, no enum, const, pattern or $ref of their own), and only data of their
 * JSON type.
 */

const FORMAT_PREFIX = 'x-fr-';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonTypes(schema: Record<string, unknown>): unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function isOpen(schema: Record<string, unknown>): boolean {
  // `text` is the contract's free text (no control character): French data is free text too.
  const hasOwnFormat = schema.format !== undefined && schema.format !== 'text';
  return (
    !hasOwnFormat && ['$ref', 'enum', 'const', 'pattern'].every((key) => schema[key] === undefined)
  );
}

function fits(data: FrenchDataName, schema: Record<string, unknown>): boolean {
  const types = jsonTypes(schema);
  const { type } = frenchData[data];
  if (type === 'integer') return types.includes('integer') || types.includes('number');
  return types.includes(type);
}

function dataFor(path: string, schema: Record<string, unknown>): FrenchDataName | undefined {
  const rule = frenchDataRules.find(([pattern, data]) => pattern.test(path) && fits(data, schema));
  if (rule) return rule[1];
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  // Any other free text reads as French words rather than random letters.
  return fits('words', schema) && maxLength >= 30 && minLength <= 3 ? 'words' : undefined;
}

function assignFormats(node: unknown, path: string): void {
  if (!isRecord(node)) return;
  if (isRecord(node.properties)) {
    for (const [name, schema] of Object.entries(node.properties)) {
      const propertyPath = `${path}.${name}`;
      if (isRecord(schema) && isOpen(schema)) {
        const data = dataFor(propertyPath, schema);
        if (data) schema.format = `${FORMAT_PREFIX}${data}`;
      }
      assignFormats(schema, propertyPath);
    }
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const members = node[key];
    if (Array.isArray(members)) for (const member of members) assignFormats(member, path);
  }
  assignFormats(node.items, path);
}

function walkResponses(responses: unknown, path: string): void {
  if (!isRecord(responses)) return;
  for (const response of Object.values(responses)) {
    if (!isRecord(response) || !isRecord(response.content)) continue;
    for (const media of Object.values(response.content)) {
      if (isRecord(media)) assignFormats(media.schema, path);
    }
  }
}

/** Walks the component schemas, each under its name, and the operations' inline schemas. */
export function assignFrenchMockFormats<Spec extends object>(spec: Spec): Spec {
  if (!isRecord(spec)) return spec;
  const { components, paths } = spec;
  if (isRecord(components) && isRecord(components.schemas)) {
    for (const [name, schema] of Object.entries(components.schemas)) assignFormats(schema, name);
  }
  if (isRecord(paths)) {
    for (const item of Object.values(paths)) {
      if (!isRecord(item)) continue;
      for (const operation of Object.values(item)) {
        if (isRecord(operation)) walkResponses(operation.responses, String(operation.operationId));
      }
    }
  }
  return spec;
}

/** The `mock.format` option of orval: the contract's own formats and the French data. */
export const frenchMockFormats: Record<string, FakerCode> = {};
for (const [format, expression] of Object.entries(contractFormatData)) {
  frenchMockFormats[format] = fakerCode(expression);
}
for (const [name, { expression }] of Object.entries(frenchData)) {
  frenchMockFormats[`${FORMAT_PREFIX}${name}`] = fakerCode(expression);
}
