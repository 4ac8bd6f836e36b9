// @ts-check
// A throwaway PostgreSQL server for the API tests: its own cluster in a temporary folder, on a free
// loopback port, stopped and removed afterwards. The system cluster is never touched.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installDebianPackages } from './system-packages.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolvePromise(port);
      });
    });
  });
}

/**
 * @param {string} bin
 * @param {readonly string[]} args
 */
function asPostgresUser(bin, args) {
  // initdb refuses to run as root: as root, run it as the postgres user the Debian package creates.
  const [command, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts a server and returns its admin URL, a stop function (which removes it), and pause/resume
 * (stop it and start it again on the same port and data).
 * @returns {Promise<{ url: string, stop: () => void, pause: () => void, resume: () => void }>}
 */
export async function startThrowawayPostgres() {
  let bin = findPostgresBin();
  if (!bin) {
    await installDebianPackages(
      ['postgresql'],
      'PostgreSQL (initdb, pg_ctl) for the API tests on a server',
    );
    bin = findPostgresBin();
  }
  if (!bin) throw new Error('PostgreSQL binaries still missing under /usr/lib/postgresql/*/bin');
  const dir = mkdtempSync(join(tmpdir(), 'chaussee-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const dataDir = join(dir, 'cluster');
  asPostgresUser(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  // Durability is irrelevant for a throwaway test server; these settings make it much faster.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    asPostgresUser(join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // The fault tests take the server away and bring it back on the same port and data.
    pause: () => {
      asPostgresUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
    stop: () => {
      try {
        asPostgresUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
