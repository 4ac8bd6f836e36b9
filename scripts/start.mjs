// @ts-check
// `npm start`: installs pnpm if missing, installs dependencies, builds, then serves the API and the
// built web app on one origin. The server migrates the database and seeds demo data on first start.
// Each step prints one progress line with how long it took (scripts/lib/progress.mjs); the server
// prints its own (migrate, seed, listen) the same way.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildCurrent, recordBuild } from './lib/build-stamp.mjs';
import { repoRoot } from './lib/paths.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { runStep, stepLine } from './lib/progress.mjs';
import { serverEnvOf } from './lib/start-env.mjs';

const startedAt = Date.now();
console.log('Chaussée — npm start: install → build → migrate → seed → listen');

const pnpm = ensurePnpm();
const hasLockfile = existsSync(join(repoRoot, 'pnpm-lock.yaml'));
await runStep({
  step: 'install',
  what: `dependencies (pnpm install${hasLockfile ? ' --frozen-lockfile' : ''})`,
  command: pnpm,
  args: ['install', ...(hasLockfile ? ['--frozen-lockfile'] : [])],
});

const build = isBuildCurrent();
if (build.isCurrent) {
  console.log(stepLine('build', `${build.reason}: skipped (\`pnpm build\` rebuilds)`));
} else {
  await runStep({
    step: 'build',
    what: 'packages, API and web app (pnpm build)',
    command: pnpm,
    args: ['build'],
  });
  recordBuild(build.commit);
}

const server = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/main.js')], {
  stdio: 'inherit',
  cwd: repoRoot,
  // Production-like, with the demo data; the « listen » line adds the time since it began.
  env: serverEnvOf(process.env, startedAt),
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
// npm itself then ends by the SIGINT it received, as the convention for an interrupted command
// wants: this line is where a person (and the fresh-machine test) reads how the server ended.
server.on('exit', (code, signal) => {
  const exitCode = code ?? 1;
  console.log(
    stepLine(
      'stop',
      `server stopped (exit code ${String(exitCode)}${signal ? `, ${signal}` : ''})`,
    ),
  );
  process.exit(exitCode);
});
