import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Another team can use the SDK: the packed tarball installs with npm into a project outside the
 * workspace, typechecks there with its declarations only, and answers a call from its mocks.
 * Slow (an npm install from the registry), hence its own folder and timeout.
 */

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function newestChange(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

/** Builds when dist is missing or older than the sources, so the tarball holds today's code. */
function buildIfStale(): void {
  const built = join(packageDir, 'dist', 'index.js');
  if (existsSync(built) && statSync(built).mtimeMs >= newestChange(join(packageDir, 'src'))) return;
  // `pnpm` is on the PATH: the root Vitest setup puts it there (scripts/lib/pnpm-on-path.setup.mjs).
  execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'pipe' });
}

const consumer = `
import { ApiError, createChausseeClient, type components } from '@chaussee/sdk';
import { createMockServer, getGetHealthMockHandler } from '@chaussee/sdk/mocks';
import { getGetCoreQueryKey, type useGetCore } from '@chaussee/sdk/react';

type Core = components['schemas']['Core'];
type CoreHook = typeof useGetCore;

const server = await createMockServer(getGetHealthMockHandler({ status: 'ok', database: 'postgres' }));
server.listen({ onUnhandledRequest: 'error' });
const client = createChausseeClient({ baseUrl: 'http://localhost/api', getToken: () => 'token' });
const id = '6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11';
const health = await client.GET('/health');
const core: Core = (await client.GET('/cores/{id}', { params: { path: { id } } })).data;
const hook: CoreHook | undefined = undefined;
server.close();
console.log(JSON.stringify({
  health: health.data,
  landmark: core.landmark,
  queryKey: getGetCoreQueryKey(id),
  hook: hook === undefined,
  error: new ApiError({ type: 'about:blank', title: 'Not Found', status: 404, code: 'not_found' }).code,
}));
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noUncheckedIndexedAccess: true,
    // The SDK's own declarations are checked too, as a consumer's strict build would.
    skipLibCheck: false,
    outDir: 'out',
  },
  include: ['consumer.ts'],
};

describe('the packed SDK', () => {
  const project = mkdtempSync(join(tmpdir(), 'chaussee-sdk-consumer-'));
  // The install holds MSW, faker and React Query (the peers of the mocks and hooks): removing it
  // takes more than the default 10 s on a busy machine.
  afterAll(() => {
    rmSync(project, { recursive: true, force: true });
  }, 60_000);

  it('installs outside the workspace, typechecks and answers from its mocks', () => {
    buildIfStale();
    execFileSync('pnpm', ['pack', '--pack-destination', project], {
      cwd: packageDir,
      stdio: 'pipe',
    });
    const tarball = readdirSync(project).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball in ${project}`);

    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(tsconfig));
    writeFileSync(join(project, 'consumer.ts'), consumer);
    execFileSync(
      'npm',
      [
        'install',
        `./${tarball}`,
        '@types/react@19.3.0',
        // The mocks' and hooks' libraries are optional peers: a consumer of those entry points
        // installs them itself.
        'msw@2.15.0',
        '@faker-js/faker@10.6.0',
        '@tanstack/react-query@5.108.0',
        'react@19.3.1',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--prefer-offline',
      ],
      { cwd: project, stdio: 'pipe' },
    );
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project, stdio: 'pipe' });
    const output = execFileSync(process.execPath, ['out/consumer.js'], {
      cwd: project,
      encoding: 'utf8',
    });

    const answer: unknown = JSON.parse(output);
    expect(output).toMatch(/"landmark":"PR \d+"/);
    expect(answer).toMatchObject({
      health: { status: 'ok', database: 'postgres' },
      queryKey: [`/cores/6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11`],
      hook: true,
      error: 'not_found',
    });
  }, 240_000);
});
