// @ts-check
// `node scripts/check-import-cycles.mjs`: fails, naming the modules of each cycle, when the
// repository's own modules import each other in a cycle (scripts/lib/import-cycles.mjs says what
// counts). Part of `pnpm lint` and of `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createResolver, importCycles } from './lib/import-cycles.mjs';
import { repoRoot } from './lib/paths.mjs';
import { workspaceFolders } from './recipe/repository-copy.mjs';

/** Folders that hold no source of ours: dependencies, outputs, generated code, data. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'generated',
  'storybook-static',
  'reference',
  'artifacts',
  'data',
  '.git',
  '.tools',
  '.test-output',
]);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/u;

/**
 * @param {string} folder
 * @returns {string[]}
 */
function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const started = performance.now();
const packages = new Map(
  workspaceFolders(repoRoot).map((folder) => [
    folder,
    /** @type {Record<string, unknown>} */ (
      JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8'))
    ),
  ]),
);
const files = sourceFiles(repoRoot);
const cycles = importCycles({
  root: repoRoot,
  files,
  resolveImport: createResolver({ root: repoRoot, packages }),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (cycles.length === 0) {
  console.log(`No import cycle among ${String(files.length)} modules (${seconds} s).`);
} else {
  console.error(
    `${String(cycles.length)} import cycle(s): move what the modules share into a module that ` +
      'imports neither, or make an import type-only when it is a type.',
  );
  for (const cycle of cycles) console.error(`  ${cycle.join(' ↔ ')}`);
  process.exitCode = 1;
}
