// @ts-check
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

const apiMain = join(repoRoot, 'apps/api/dist/main.js');

/** How long the first start (migrations and demo seed on a fresh PGlite database) may take. */
const START_TIMEOUT_MS = 180_000;

/**
 * @typedef {object} BuiltServer
 * @property {string} baseUrl
 * @property {() => string} output Everything the server wrote on stdout and stderr so far (the
 *   demo accounts, the demo share link…).
 * @property {string} dataDir Its data folder (the embedded database, stored files).
 * @property {() => Promise<void>} stop Stops it and removes its data folder (unless `dataDir` was
 *   given).
 */

/**
 * Starts the built server (`node apps/api/dist/main.js`, as `npm start` does) on a free port with a
 * throwaway data folder: a fresh embedded database seeded with the demo data. The browser tests
 * (e2e/support) and the benchmarks (scripts/bench) start it this way.
 *
 * `env` adds variables (MAINTENANCE=1 for example). With `copyWebBuild`, the server serves a private
 * copy of the web build (WEB_DIST_DIR, else apps/web/dist; source maps left out): it lists its
 * static files once at start, so a `vite build` run meanwhile on the same checkout would otherwise
 * leave it serving an index.html whose chunks it does not know (a blank page) — the benchmarks run
 * for minutes. With `keepOutput: false`, what the server prints once it listens is read and
 * dropped (a load test makes it log every request: kept, that would grow without end). With
 * `dataDir`, the server uses that folder and leaves it in place when stopped (a benchmark stops the
 * server, writes rows into its embedded database, and starts it again on them).
 * @param {{ env?: Record<string, string>, copyWebBuild?: boolean, keepOutput?: boolean,
 *   dataDir?: string }} [options]
 * @returns {Promise<BuiltServer>}
 */
export async function startBuiltServer({
  env = {},
  copyWebBuild = false,
  keepOutput = true,
  dataDir: givenDataDir,
} = {}) {
  const webDist = process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist');
  for (const path of [apiMain, join(webDist, 'index.html')]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`pnpm build\` first.`);
  }
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'chaussee-server-'));
  /** @type {Record<string, string>} */
  const served = {};
  if (copyWebBuild) {
    const webCopy = join(dataDir, 'served-web-build');
    cpSync(webDist, webCopy, { recursive: true, filter: (source) => !source.endsWith('.map') });
    served.WEB_DIST_DIR = webCopy;
  }
  let printed = '';
  const server = spawn(process.execPath, [apiMain], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', ...served, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    if (givenDataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await new Promise((resolveUrl, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`server did not start in ${START_TIMEOUT_MS / 1000} s:\n${printed}`));
      }, START_TIMEOUT_MS);
      /** @param {Buffer} chunk */
      const collect = (chunk) => {
        printed += chunk.toString();
        const match = /running at (http:\/\/localhost:\d+)/.exec(printed);
        if (match?.[1]) {
          clearTimeout(timer);
          resolveUrl(match[1]);
          if (!keepOutput) {
            for (const stream of [server.stdout, server.stderr]) {
              stream.off('data', collect);
              stream.on('data', () => undefined);
            }
          }
        }
      };
      server.stdout.on('data', collect);
      server.stderr.on('data', collect);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${String(code)} before listening:\n${printed}`));
      });
    });
    return { baseUrl: /** @type {string} */ (baseUrl), dataDir, output: () => printed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
