// @ts-check
// `npm start`: installs pnpm if missing, installs dependencies, builds, then serves the API and the
// built web app on one origin. The server migrates the database and seeds demo data on first start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm } from './lib/pnpm.mjs';
import { repoRoot } from './lib/paths.mjs';
import { runOrExit } from './lib/run.mjs';

const pnpm = ensurePnpm();
const hasLockfile = existsSync(join(repoRoot, 'pnpm-lock.yaml'));
await runOrExit(
  pnpm,
  ['install', ...(hasLockfile ? ['--frozen-lockfile'] : [])],
  'Installing dependencies',
);
await runOrExit(pnpm, ['build'], 'Building');

const server = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/main.js')], {
  stdio: 'inherit',
  cwd: repoRoot,
  env: process.env,
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
