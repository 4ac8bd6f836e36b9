// @ts-check
// Finds or installs the pinned pnpm. Plain JavaScript: it runs before any dependency is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

/** The pnpm every command of this repository runs with; bump it here only. */
const PINNED_PNPM_VERSION = '12.21.0';

const localPnpm = join(repoRoot, '.tools', 'node_modules', '.bin', 'pnpm');

/** @param {string} command */
function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Returns the pnpm command to run: one on PATH of the pinned major version, else the pinned version
 * installed once into .tools/ (no global install, so no root needed).
 */
export function ensurePnpm() {
  const pinned = PINNED_PNPM_VERSION;
  const major = pinned.split('.')[0];
  const onPath = versionOf('pnpm');
  if (onPath?.split('.')[0] === major) return 'pnpm';
  if (versionOf(localPnpm) === pinned) return localPnpm;
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
      `pnpm@${pinned}`,
    ],
    { stdio: 'inherit', cwd: repoRoot },
  );
  if (result.status !== 0 || versionOf(localPnpm) !== pinned) {
    throw new Error(
      `Could not install pnpm ${pinned}: run "npm install -g pnpm@${pinned}" and try again.`,
    );
  }
  return localPnpm;
}
