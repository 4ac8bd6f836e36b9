// @ts-check
// Finds or installs the pinned pnpm and puts it on the PATH. Plain JavaScript: it runs before any
// dependency is installed.
//
// One mechanism for `npm start`, `npm test` and the tests that spawn pnpm: `ensurePnpm()` makes
// `pnpm` resolve on `process.env.PATH`, prepending `.tools/node_modules/.bin` when the pinned pnpm
// lives there. Every child process inherits that PATH, so the `pnpm …` nested in package scripts
// (`pnpm -r build`, `pnpm --filter … build-docs`) and the tests that run `pnpm pack` find it. pnpm
// itself does not put its own folder on the PATH of the scripts it runs, which is why a user with
// no global pnpm saw `sh: 1: pnpm: not found`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { repoRoot } from './paths.mjs';

/** The pnpm every command of this repository runs with; bump it here only. */
export const PINNED_PNPM_VERSION = '12.21.0';

/** Where `ensurePnpm()` installs the pinned pnpm when none of its major is on the PATH. */
export const localPnpmBin = join(repoRoot, '.tools', 'node_modules', '.bin');

/**
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 */
function versionOf(command, env) {
  try {
    return execFileSync(command, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      env,
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * `PATH` with `folder` first (and not repeated further on).
 * @param {string} folder
 * @param {string | undefined} path
 */
export function pathWithFirst(folder, path) {
  const rest = (path ?? '').split(delimiter).filter((entry) => entry !== '' && entry !== folder);
  return [folder, ...rest].join(delimiter);
}

/**
 * `PATH` without any folder holding a `pnpm` command, nor the `node_modules/.bin` folders npm adds
 * for its scripts: what a machine with only Node.js and npm has. Used by the fresh-machine stage.
 * @param {string | undefined} path
 * @param {(file: string) => boolean} [exists]
 */
export function pathWithoutPnpm(path, exists = existsSync) {
  return (path ?? '')
    .split(delimiter)
    .filter(
      (entry) =>
        entry !== '' &&
        !/[\\/]node_modules[\\/]\.bin$/.test(entry) &&
        !exists(join(entry, 'pnpm')) &&
        !exists(join(entry, 'pnpm.cmd')),
    )
    .join(delimiter);
}

/**
 * Makes `pnpm` of the pinned major resolve on `process.env.PATH` — the one already there, else the
 * pinned version installed once into .tools/ (no global install, so no root needed) — and returns
 * the command to run, `'pnpm'`. Child processes started afterwards inherit the PATH.
 */
export function ensurePnpm() {
  const pinned = PINNED_PNPM_VERSION;
  const major = pinned.split('.')[0];
  const onPath = versionOf('pnpm', process.env);
  if (onPath?.split('.')[0] === major) return 'pnpm';
  const localPnpm = join(localPnpmBin, 'pnpm');
  if (versionOf(localPnpm, process.env) !== pinned) {
    console.log(`Installing pnpm ${pinned} into .tools/ …`);
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        join(repoRoot, '.tools'),
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel',
        'error',
        `pnpm@${pinned}`,
      ],
      { stdio: 'inherit', cwd: repoRoot },
    );
    if (result.status !== 0 || versionOf(localPnpm, process.env) !== pinned) {
      throw new Error(
        `Could not install pnpm ${pinned} into .tools/ (is the npm registry reachable?): ` +
          `run "npm install -g pnpm@${pinned}" and try again.`,
      );
    }
  }
  process.env.PATH = pathWithFirst(localPnpmBin, process.env.PATH);
  return 'pnpm';
}
