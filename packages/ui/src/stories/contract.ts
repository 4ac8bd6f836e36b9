import contractText from '@chaussee/openapi/openapi.json?raw';
import type { JsonSchema } from '../components/data-grid/json-schema.js';

/**
 * The bundled contract, for stories that build forms and tables from its schemas. Read as text:
 * TypeScript would otherwise type every one of its 600 kB.
 */
export const contract: unknown = JSON.parse(contractText);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const components = isRecord(contract) && isRecord(contract.components) ? contract.components : {};
const schemas = isRecord(components.schemas) ? components.schemas : {};

/** A schema of the contract by name, as the DataGrid reads it (its `$ref`s resolve in `contract`). */
export function contractSchema(name: string): JsonSchema {
  const schema = schemas[name];
  if (!isRecord(schema)) throw new Error(`No schema ${name} in the contract`);
  return schema;
}
