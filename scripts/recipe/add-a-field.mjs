// @ts-check
// The recipe test of ARCHITECTURE.md « Add a field » (issue 20): in a temporary copy of the
// repository, make the three hand edits of a new optional enum field on a core (contract, table,
// catalogue: weather-field.mjs), run the generators and the typecheck, then the checks of
// checks/: the field goes through the API (written, stored, read, patched, a bad value refused
// in French) and shows as one select of the core form and a labelled column of the cores grid.
// If a fourth kind of edit becomes necessary (a mapper, a form, a grid, a message), this fails.
// Run alone: `node scripts/recipe/add-a-field.mjs` (`--keep` keeps the copy).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../lib/paths.mjs';
import { copyRepository, workspaceFolders } from './repository-copy.mjs';
import { applyEdits, editedFiles, weatherEdits } from './weather-field.mjs';

/** The packages whose `generate` script `pnpm generate` runs, in their dependency order. */
const GENERATORS = ['openapi', 'packages/sdk'];

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
 * @param {{ keep?: boolean, log?: (line: string) => void }} [options]
 */
export function checkAddAFieldRecipe({ keep = false, log = console.log } = {}) {
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
  const env = { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' };
  /** @param {string} command @param {string[]} args */
  const inCopy = (command, args) =>
    execFileSync(command, args, {
      cwd: copy,
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
      env,
    });
  /**
   * Runs a package's script in the copy as `pnpm run` would (its .bin folders first on the
   * PATH), but without pnpm: pnpm run in the copy rewrites the links of the shared package store
   * (node_modules/.pnpm/node_modules) to point into the copy, breaking the checkout once the copy
   * is gone.
   * @param {string} folder @param {string} script @param {string[]} [args]
   */
  const runScript = (folder, script, args = []) => {
    /** @type {{ scripts?: Record<string, string> }} */
    const manifest = JSON.parse(readFileSync(join(copy, folder, 'package.json'), 'utf8'));
    const command = manifest.scripts?.[script];
    if (command === undefined || /\bpnpm\b/u.test(command)) {
      throw new Error(
        `${folder}: the script ${script} is missing or calls pnpm (${command ?? ''}).`,
      );
    }
    const path = [join(copy, folder, 'node_modules/.bin'), join(copy, 'node_modules/.bin')];
    return execFileSync('sh', ['-c', `${command} "$@"`, script, ...args], {
      cwd: join(copy, folder),
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...env, PATH: [...path, process.env.PATH ?? ''].join(':') },
    });
  };
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
    step('generate the contract and the SDK (pnpm generate)', () => {
      const generators = workspaceFolders(copy).filter(
        (folder) => readManifestScripts(copy, folder).generate !== undefined,
      );
      if (generators.sort().join() !== [...GENERATORS].sort().join()) {
        throw new Error(
          `packages with a generate script: ${generators.join(', ')}; expected ${GENERATORS.join(', ')}`,
        );
      }
      for (const folder of GENERATORS) runScript(folder, 'generate');
    });
    step('generate the migration (db:generate weather)', () => {
      runScript('apps/api', 'db:generate', ['weather']);
      const folder = join(copy, 'apps/api/drizzle');
      const migration = readdirSync(folder).find((file) => file.endsWith('_weather.sql'));
      const sql = migration ? readFileSync(join(folder, migration), 'utf8') : '';
      if (!sql.includes('ADD COLUMN "weather" text')) {
        throw new Error(`no migration adding the column weather: ${migration ?? 'none'}\n${sql}`);
      }
    });
    step('typecheck (validation, api, web)', () => {
      for (const folder of ['packages/validation', 'apps/api', 'apps/web']) {
        runScript(folder, 'typecheck');
      }
    });
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
    assertStoreUntouched(copy);
    if (passed && !keep) rmSync(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    checkAddAFieldRecipe({ keep: process.argv.includes('--keep') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

/**
 * The scripts of a package's manifest.
 * @param {string} root
 * @param {string} folder
 * @returns {Record<string, string>}
 */
function readManifestScripts(root, folder) {
  /** @type {{ scripts?: Record<string, string> }} */
  const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  return manifest.scripts ?? {};
}

/**
 * Throws when a link of the checkout's package store points into the copy: something run in the
 * copy wrote into the store the copy shares, and the checkout breaks when the copy goes.
 * @param {string} copy
 */
function assertStoreUntouched(copy) {
  const hoisted = join(repoRoot, 'node_modules/.pnpm/node_modules');
  const intoCopy = readdirSync(hoisted).filter((name) => {
    const path = join(hoisted, name);
    return (
      lstatSync(path).isSymbolicLink() && resolve(hoisted, readlinkSync(path)).startsWith(copy)
    );
  });
  if (intoCopy.length > 0) {
    throw new Error(
      `the recipe relinked ${intoCopy.length} packages of node_modules/.pnpm into its copy ` +
        `(${intoCopy.slice(0, 3).join(', ')}…): run \`pnpm install --force\` to repair the checkout.`,
    );
  }
}
