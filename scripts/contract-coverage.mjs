// @ts-check
// `node scripts/contract-coverage.mjs`: checks that every HTTP call of the specification
// (openapi/spec-calls.txt, one `METHOD PATH` a line) has an operation in the bundled contract
// (openapi/openapi.json). Path parameters match by position, not by name, because the spec's names
// are free; a line `A|B PATH` leaves the method open, so either method counts. It reports and exits 1
// while calls are missing, and still runs when the contract is incomplete or not bundled yet.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { pathShape, readSpecCalls } from './lib/spec-calls.mjs';

const contractFile = resolve(repoRoot, 'openapi/openapi.json');

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Follows a local `$ref` (`#/paths/~1users`, `#/components/pathItems/User`) inside the document.
 * @param {Record<string, unknown>} document
 * @param {string} ref
 * @returns {unknown}
 */
function resolveLocalRef(document, ref) {
  /** @type {unknown} */
  let node = document;
  for (const token of ref.replace(/^#\//, '').split('/')) {
    if (!isRecord(node)) return undefined;
    node = node[decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/**
 * Every operation of a bundled OpenAPI document, as `path shape -> methods`.
 * @param {unknown} document
 * @returns {Map<string, Set<string>>}
 */
function contractOperations(document) {
  /** @type {Map<string, Set<string>>} */
  const operations = new Map();
  if (!isRecord(document) || !isRecord(document.paths)) return operations;
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item =
      isRecord(rawItem) && typeof rawItem.$ref === 'string' && rawItem.$ref.startsWith('#/')
        ? resolveLocalRef(document, rawItem.$ref)
        : rawItem;
    if (!isRecord(item)) continue;
    const key = pathShape(path);
    const methods = operations.get(key) ?? new Set();
    for (const method of Object.keys(item)) {
      if (httpMethods.has(method)) methods.add(method);
    }
    operations.set(key, methods);
  }
  return operations;
}

/**
 * @param {import('./lib/spec-calls.mjs').SpecCall} call
 * @param {Map<string, Set<string>>} operations
 * @returns {boolean}
 */
function isCovered(call, operations) {
  const methods = operations.get(call.shape);
  return methods !== undefined && call.methods.some((method) => methods.has(method));
}

/** @returns {unknown} the bundled contract, or undefined when it is missing or not valid JSON */
function readContract() {
  if (!existsSync(contractFile)) {
    console.warn(`no bundled contract at ${contractFile} (run: cd openapi && pnpm generate)`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(contractFile, 'utf8'));
  } catch (error) {
    console.warn(
      `cannot read ${contractFile}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

const calls = readSpecCalls();
const operations = contractOperations(readContract());
const missing = calls.filter((call) => !isCovered(call, operations));

console.log(`contract coverage: ${calls.length - missing.length}/${calls.length}`);
if (missing.length > 0) {
  console.log('missing:');
  for (const call of missing) console.log(`  spec-calls.txt:${call.lineNumber}  ${call.text}`);
  process.exitCode = 1;
}
