// @ts-check
// The recipe test of ARCHITECTURE.md « Add a field » (issue 20): in a temporary copy of the
// repository, make the three hand edits of a new optional enum field on a core (contract, table,
// catalogue: weather-field.mjs), run the generators and the typecheck, then the checks of
// checks/: the field goes through the API (written, stored, read, patched, a bad value refused
// in French) and shows as one select of the core form and a labelled column of the cores grid.
// If a fourth kind of edit becomes necessary (a mapper, a form, a grid, a message), this fails.
// Run alone: `node scripts/recipe/add-a-field.mjs` (pnpm on the PATH).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../lib/paths.mjs';
import { copyRepository } from './repository-copy.mjs';
import { applyEdits, editedFiles, weatherEdits } from './weather-field.mjs';

/** Hand-edited files the goal of issue 20 allows for such a field. */
const MAX_EDITED_FILES = 4;

/** The checks and where they go in the copy (they name the field, so they are not sources here). */
/** @type {readonly [template: string, target: string][]} */
const checks = [
  ['weather-api.test.ts.txt', 'apps/api/src/cores/weather.recipe.test.ts'],
  ['weather-web.test.tsx.txt', 'apps/web/src/features/coring/cores/weather.recipe.test.tsx'],
];

/**
 * Runs the recipe; throws with the step that failed. Keeps the copy when `keep` is set.
 * @param {{ pnpm: string, keep?: boolean, log?: (line: string) => void }} options
 */
export function checkAddAFieldRecipe({ pnpm, keep = false, log = console.log }) {
  const copy = mkdtempSync(join(tmpdir(), 'chaussee-recipe-'));
  const started = performance.now();
  /** @param {string} what @param {() => void} body */
  const step = (what, body) => {
    const at = performance.now();
    try {
      body();
    } catch (error) {
      const output =
        error && typeof error === 'object' && 'stdout' in error
          ? `${String(error.stdout)}${'stderr' in error ? String(error.stderr) : ''}`
          : '';
      throw new Error(
        `add-a-field recipe, step « ${what} » failed (copy kept in ${copy}):\n${output.slice(-6000)}` +
          (error instanceof Error ? error.message : String(error)),
        { cause: error },
      );
    }
    log(`  ${what} … ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  /** @param {string} command @param {string[]} args */
  const inCopy = (command, args) =>
    execFileSync(command, args, {
      cwd: copy,
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
  let passed = false;
  try {
    step('copy the repository', () => copyRepository(repoRoot, copy));
    const edited = editedFiles(weatherEdits);
    step(`hand edits: ${[...edited].map(([file, n]) => `${file} (+${n})`).join(', ')}`, () => {
      if (edited.size > MAX_EDITED_FILES) {
        throw new Error(`${edited.size} files edited by hand, the goal is ${MAX_EDITED_FILES}.`);
      }
      applyEdits(copy, weatherEdits);
    });
    step('generate the contract and the SDK (pnpm generate)', () => inCopy(pnpm, ['generate']));
    step('generate the migration (db:generate weather)', () => {
      inCopy(pnpm, ['--filter', '@chaussee/api', 'db:generate', 'weather']);
      const folder = join(copy, 'apps/api/drizzle');
      const migration = readdirSync(folder).find((file) => file.endsWith('_weather.sql'));
      const sql = migration ? readFileSync(join(folder, migration), 'utf8') : '';
      if (!sql.includes('ADD COLUMN "weather" text')) {
        throw new Error(`no migration adding the column weather: ${migration ?? 'none'}\n${sql}`);
      }
    });
    step('typecheck (validation, api, web)', () =>
      inCopy(pnpm, [
        '--filter',
        '@chaussee/validation',
        '--filter',
        '@chaussee/api',
        '--filter',
        '@chaussee/web',
        'typecheck',
      ]),
    );
    step('API round trip and French error; form select and grid column', () => {
      const here = fileURLToPath(new URL('./checks/', import.meta.url));
      for (const [template, target] of checks)
        copyFileSync(join(here, template), join(copy, target));
      inCopy(process.execPath, [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--project',
        'api',
        '--project',
        'web',
        ...checks.map(([, target]) => target),
      ]);
    });
    passed = true;
    log(`  the recipe passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    if (passed && !keep) rmSync(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    checkAddAFieldRecipe({ pnpm: 'pnpm', keep: process.argv.includes('--keep') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
