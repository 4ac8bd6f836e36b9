// @ts-check
// `node scripts/contract-coverage.mjs`: checks that every HTTP call of the specification
// (../shared/spec/endpoints.txt, one `METHOD PATH` a line) has an operation in the bundled contract
// (openapi/openapi.json). Path parameters match by position, not by name, because the spec's names
// are free; a line `A|B PATH` leaves the method open, so either method counts. It reports and exits 1
// while calls are missing, and still runs when the contract is incomplete or not bundled yet.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const endpointsFile = resolve(repoRoot, '../shared/spec/endpoints.txt');
const contractFile = resolve(repoRoot, 'openapi/openapi.json');

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * One call of the specification.
 * @typedef {{ lineNumber: number, text: string, methods: string[], pathKey: string }} SpecCall
 */

/**
 * The shape of a path key without parameter names: `/users/{id}/avatar` -> `/users/{}/avatar`.
 * A parameter may share a segment with text (`/{product}-versions`), so only the braces are replaced.
 * A trailing slash is not significant.
 * @param {string} path
 * @returns {string}
 */
function pathShape(path) {
  const shaped = path.trim().replace(/\{[^}]*\}/g, '{}');
  return shaped.length > 1 ? shaped.replace(/\/+$/, '') : shaped;
}

/**
 * Reads the calls of endpoints.txt: comment lines (#) and blank lines are skipped.
 * @param {string} text
 * @returns {SpecCall[]}
 */
function parseSpecCalls(text) {
  /** @type {SpecCall[]} */
  const calls = [];
  text.split('\n').forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) return;
    const [methodPart, path, ...rest] = line.split(/\s+/);
    if (methodPart === undefined || path === undefined || rest.length > 0) {
      throw new Error(`endpoints.txt line ${index + 1} is not "METHOD PATH": ${line}`);
    }
    calls.push({
      lineNumber: index + 1,
      text: line,
      methods: methodPart.split('|').map((method) => method.toLowerCase()),
      pathKey: pathShape(path),
    });
  });
  return calls;
}

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
 * @param {SpecCall} call
 * @param {Map<string, Set<string>>} operations
 * @returns {boolean}
 */
function isCovered(call, operations) {
  const methods = operations.get(call.pathKey);
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

const calls = parseSpecCalls(readFileSync(endpointsFile, 'utf8'));
const operations = contractOperations(readContract());
const missing = calls.filter((call) => !isCovered(call, operations));

console.log(`contract coverage: ${calls.length - missing.length}/${calls.length}`);
if (missing.length > 0) {
  console.log('missing:');
  for (const call of missing) console.log(`  endpoints.txt:${call.lineNumber}  ${call.text}`);
  process.exitCode = 1;
}
