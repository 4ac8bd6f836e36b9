// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './paths.mjs';

/**
 * Hashes every file under the given paths, so that a regeneration can be compared with what is
 * committed without needing git (a tarball checkout works too).
 * @param {readonly string[]} paths relative to the repository root
 * @returns {Map<string, string>}
 */
export function snapshot(paths) {
  /** @type {Map<string, string>} */
  const hashes = new Map();
  /** @param {string} path */
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
      return;
    }
    hashes.set(
      relative(repoRoot, path),
      createHash('sha256').update(readFileSync(path)).digest('hex'),
    );
  };
  for (const path of paths) visit(join(repoRoot, path));
  return hashes;
}

/**
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 * @returns {string[]} the files that differ, were added or were removed
 */
export function changedFiles(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
