// @ts-check
// `pnpm --filter @chaussee/openapi compare-bundles <before.json> [after.json]`: what changed in the
// meaning of the contract's component schemas between two bundles (after: openapi.json), to check
// that a refactoring of the source (such as moving bodies to x-bodies) keeps every schema. The
// documentation keywords (description, examples) and the order of keys are not compared. Exits 1
// when a schema differs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const DOCUMENTATION = new Set(['description', 'examples']);

/**
 * @param {unknown} value
 * @param {boolean} [isNameMap] `properties`: names, not keywords
 * @returns {unknown}
 */
function meaning(value, isNameMap = false) {
  if (Array.isArray(value)) return value.map((item) => meaning(item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => isNameMap || !DOCUMENTATION.has(key))
      .map(([key, child]) => [key, meaning(child, !isNameMap && key === 'properties')]),
  );
}

/**
 * Each differing path under a schema, with its value before and after.
 * @param {unknown} before
 * @param {unknown} after
 * @param {string} path
 * @returns {string[]}
 */
function differences(before, after, path) {
  const isObject = (/** @type {unknown} */ value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(before) && isObject(after)) {
    const a = /** @type {Record<string, unknown>} */ (before);
    const b = /** @type {Record<string, unknown>} */ (after);
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) => differences(a[key], b[key], `${path}/${key}`));
  }
  if (isDeepStrictEqual(before, after)) return [];
  return [`${path}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`];
}

/**
 * @param {string} path
 * @returns {Record<string, unknown>}
 */
function schemasOf(path) {
  /** @type {{ components?: { schemas?: Record<string, unknown> } }} */
  const document = JSON.parse(readFileSync(path, 'utf8'));
  return document.components?.schemas ?? {};
}

const [beforePath, afterPath = fileURLToPath(new URL('../openapi.json', import.meta.url))] =
  process.argv.slice(2);
if (beforePath === undefined) {
  console.error('Usage: compare-bundles <before.json> [after.json]');
  process.exit(2);
}
const before = schemasOf(beforePath);
const after = schemasOf(afterPath);
const lines = [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((name) =>
  differences(meaning(before[name]), meaning(after[name]), name),
);
for (const line of lines) console.log(line);
console.log(lines.length === 0 ? 'Same schemas.' : `${String(lines.length)} differences.`);
process.exit(lines.length === 0 ? 0 : 1);
