// @ts-check
// The list operations the server implements without a row in ENDPOINTS: `pnpm bench:api` names
// them at start, so that every list or aggregate endpoint added later gets its row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../lib/paths.mjs';
import { ENDPOINTS } from './api-endpoints.mjs';

/**
 * The list operations of the contract (GET answering an array, or a page of `items`/`member`)
 * that the server implements (not 501) but that have no row in ENDPOINTS.
 * @param {string} apiUrl
 * @param {string} token
 * @returns {Promise<string[]>}
 */
export async function unlistedListOperations(apiUrl, token) {
  /** @type {any} */
  const document = JSON.parse(readFileSync(join(repoRoot, 'openapi/openapi.json'), 'utf8'));
  /** @param {any} schema @returns {any} */
  const resolve = (schema) => {
    let node = schema;
    while (node?.$ref) {
      node = String(node.$ref)
        .slice(2)
        .split('/')
        .reduce((parent, key) => parent?.[key], document);
    }
    return node;
  };
  /** @param {any} schema @returns {boolean} */
  const isList = (schema) => {
    const node = resolve(schema);
    if (node === undefined) return false;
    if (node.type === 'array') return true;
    if (Array.isArray(node.allOf)) return node.allOf.some(isList);
    const properties = node.properties ?? {};
    return ['items', 'member'].some((key) => resolve(properties[key])?.type === 'array');
  };
  const listed = new Set(ENDPOINTS.map((endpoint) => endpoint.operationId));
  const missing = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const operation = item.get;
    const content = operation?.responses?.['200']?.content ?? {};
    const schema = Object.values(content)[0]?.schema;
    if (!operation || listed.has(operation.operationId) || !isList(schema)) continue;
    const url = path.replaceAll(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const answer = await fetch(`${apiUrl}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await answer.arrayBuffer();
    if (answer.status !== 501) missing.push(operation.operationId);
  }
  return missing;
}
