// @ts-check
// Installs Debian packages the test run needs (Chromium, PostgreSQL) when we may, and otherwise says
// exactly what to install: `npm test` never skips a stage silently.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');

let hasUpdatedLists = false;

/**
 * @param {readonly string[]} packages Debian package names
 * @param {string} why what they are for, for the message when they cannot be installed
 * @returns {Promise<void>}
 */
export async function installDebianPackages(packages, why) {
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!isRoot || !isDebian) {
    throw new Error(
      `${why} is missing. Install it, as root on Debian: ${command} (then run npm test again).`,
    );
  }
  console.log(`Installing ${packages.join(', ')} with apt-get (${why}) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!hasUpdatedLists) {
    if ((await run('apt-get', ['update', '-qq'], { env })) !== 0)
      throw new Error('apt-get update failed');
    hasUpdatedLists = true;
  }
  if ((await run('apt-get', ['install', '-y', '-qq', ...packages], { env })) !== 0) {
    throw new Error(`${command} failed`);
  }
}
