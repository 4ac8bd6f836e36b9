import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A JSON value read from the bundle, narrowed where it is used. */
export type JsonObject = Readonly<Record<string, unknown>>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key under which the bundle is added to ajv: `openapi.json#/components/schemas/User`. */
export const CONTRACT_SCHEMA_ID = 'openapi.json';

/**
 * The bundled contract (openapi/openapi.json), read through the package's export so that the same
 * code finds it from the sources (tsx, vitest) and from the built dist run by plain node.
 */
export function loadContractDocument(): JsonObject {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@chaussee/openapi/openapi.json');
  const document: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isJsonObject(document) || !isJsonObject(document.paths)) {
    throw new Error(`${file} is not an OpenAPI document with paths`);
  }
  return document;
}

/** One JSON pointer token: `/users/{id}` -> `~1users~1{id}`. */
function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A JSON pointer to a node of the document, from its path of keys. */
export function pointerOf(tokens: readonly string[]): string {
  return tokens.map((token) => `/${escapeToken(token)}`).join('');
}

/** The ajv reference of a node of the document (`openapi.json#/paths/...`), URI-encoded. */
export function schemaRefOf(pointer: string): string {
  const encoded = pointer
    .split('/')
    .map((token) => encodeURIComponent(token))
    .join('/');
  return `${CONTRACT_SCHEMA_ID}#${encoded}`;
}

function unescapeToken(token: string): string {
  return token.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The node a local reference (`#/components/schemas/User`) points at, or undefined. */
function resolvePointer(document: JsonObject, pointer: string): unknown {
  let node: unknown = document;
  for (const token of pointer.replace(/^#?\//, '').split('/')) {
    const key = unescapeToken(decodeURIComponent(token));
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isJsonObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/** A node with its pointer, following `$ref`s (responses, parameters and schemas may be references). */
export interface Located {
  node: JsonObject;
  pointer: string;
}

export function locate(document: JsonObject, pointer: string): Located | undefined {
  let current = pointer;
  for (let hops = 0; hops < 16; hops += 1) {
    const node = resolvePointer(document, current);
    if (!isJsonObject(node)) return undefined;
    const ref = node.$ref;
    if (typeof ref !== 'string') return { node, pointer: current };
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    current = ref.slice(1);
  }
  throw new Error(`Reference loop at ${pointer}`);
}
