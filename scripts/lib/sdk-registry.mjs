// @ts-check
// The SDK as another team meets it (a stage of `npm test`, issue 28): a private registry
// (Verdaccio 6.8.0 on a loopback port, a temporary storage, no uplink), the packed SDK published to
// it with `npm publish`, then with plain npm and no pnpm on the PATH: a client-only install whose
// size is printed, and a strict consumer (`skipLibCheck: false`) using the client, one hook and one
// mock handler, typechecked and run against the built API. Everything it starts is stopped.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './built-server.mjs';
import { DEMO_PASSWORD } from './demo-password.mjs';
import { repoRoot } from './paths.mjs';
import { pathWithoutPnpm } from './pnpm.mjs';

const sdkDir = join(repoRoot, 'packages/sdk');
const verdaccioBin = join(repoRoot, 'node_modules/verdaccio/bin/verdaccio');
const REGISTRY_START_TIMEOUT_MS = 60_000;
const DEMO_EMAIL = 'ingenieur@demo.chaussee.fr';

/** The consumer's versions: those the workspace builds and tests the SDK with. */
const CONSUMER_DEPENDENCIES = [
  'typescript@6.0.3',
  '@types/node@20',
  '@types/react@19.3.0',
  'react@19.3.1',
  '@tanstack/react-query@5.108.0',
  'msw@2.15.0',
  '@faker-js/faker@10.6.0',
];

/** A consumer of another team: strict, no `!` and no `?.` on `data`. */
const CONSUMER_SOURCE = `
import { ApiError, createChausseeClient, type components } from '@chaussee/sdk';
import { getGetHealthMockHandler } from '@chaussee/sdk/mocks';
import { getGetCurrentUserQueryKey, useGetCurrentUser } from '@chaussee/sdk/react';

type CurrentUser = components['schemas']['CurrentUser'];

/** One hook, as a React component of the other team would call it. */
export function useMyEmail(): string | undefined {
  return useGetCurrentUser().data?.data.email;
}

const [, , baseUrl = '', username = '', password = ''] = process.argv;
let token: string | undefined;
const client = createChausseeClient({ baseUrl: baseUrl + '/api', getToken: () => token });

const login = await client.POST('/login_check', { body: { username, password } });
token = login.data.token;
const me: CurrentUser = (await client.GET('/current_user')).data;
const { data: page, response } = await client.GET('/users/{id}/workspaces', {
  params: { path: { id: me.id }, query: {} },
});
let refused = '';
try {
  await client.GET('/users/{id}/workspaces', {
    params: { path: { id: '00000000-0000-4000-8000-000000000000' }, query: {} },
  });
} catch (error) {
  if (error instanceof ApiError) refused = error.code;
}
const handler = getGetHealthMockHandler({ status: 'ok', database: 'postgres' });
console.log(JSON.stringify({
  loginStatus: login.response.status,
  email: me.email,
  workspaces: page.items.length,
  contentType: response.headers.get('content-type'),
  refused,
  queryKey: getGetCurrentUserQueryKey(),
  mockPath: handler.info.path,
  hook: typeof useMyEmail,
}));
`;

const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    types: ['node'],
    outDir: 'out',
  },
  include: ['consumer.ts'],
};

/** @returns {Promise<number>} a port free on the loopback address right now */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** @param {string} dir @returns {number} bytes of the files under dir */
export function folderSize(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** @param {number} bytes */
export function megabytes(bytes) {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * npm's environment on a machine without pnpm: no pnpm on the PATH and none of the `npm_*`
 * settings that `npm test` itself passes down (they would point npm at this workspace).
 * @returns {NodeJS.ProcessEnv}
 */
function plainNpmEnv() {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|corepack_)/i.test(name) || name === 'PNPM_HOME' || name === 'INIT_CWD')
      continue;
    env[name] = value;
  }
  return { ...env, PATH: pathWithoutPnpm(process.env.PATH) };
}

/**
 * Starts Verdaccio with a temporary storage, an htpasswd file and no uplink: it serves only what is
 * published to it, so a consumer takes `@chaussee/*` from it and everything else from the usual
 * registry (a scoped registry in the project's .npmrc).
 * @param {string} dir
 * @returns {Promise<{ url: string, stop: () => Promise<void>, log: () => string }>}
 */
async function startRegistry(dir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}/`;
  writeFileSync(
    join(dir, 'config.yaml'),
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      'uplinks: {}',
      'packages:',
      "  '@chaussee/*':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  let printed = '';
  const registry = spawn(
    process.execPath,
    [verdaccioBin, '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${String(port)}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    printed += chunk.toString();
  };
  registry.stdout.on('data', collect);
  registry.stderr.on('data', collect);
  const exited = new Promise((resolveExit) => registry.once('exit', resolveExit));
  const stop = async () => {
    if (registry.exitCode === null && registry.signalCode === null) registry.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + REGISTRY_START_TIMEOUT_MS;
  for (;;) {
    if (registry.exitCode !== null) throw new Error(`Verdaccio exited:\n${printed}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Verdaccio did not answer in ${REGISTRY_START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { url, stop, log: () => printed };
}

/**
 * A publisher's token: the registry creates the user (CouchDB's user document, as `npm adduser`).
 * @param {string} url
 */
async function registryToken(url) {
  const response = await fetch(`${url}-/user/org.couchdb.user:sdk-publisher`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'sdk-publisher', password: `publish-${String(Date.now())}` }),
  });
  const body = /** @type {{ token?: unknown }} */ (await response.json());
  if (!response.ok || typeof body.token !== 'string')
    throw new Error(`Verdaccio refused the publisher (${String(response.status)})`);
  return body.token;
}

/**
 * A temporary npm project whose `@chaussee/*` packages come from the registry.
 * @param {string} dir @param {string} registryUrl @param {string} token
 */
function npmProject(dir, registryUrl, token) {
  mkdirSync(dir, { recursive: true });
  const host = registryUrl.replace(/^http:/u, '');
  writeFileSync(
    join(dir, '.npmrc'),
    `@chaussee:registry=${registryUrl}\n${host}:_authToken=${token}\n`,
  );
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'other-team', private: true, type: 'module' }),
  );
}

/**
 * @param {string} cwd @param {readonly string[]} args
 * @returns {string}
 */
function npm(cwd, args) {
  return execFileSync('npm', [...args], {
    cwd,
    env: plainNpmEnv(),
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** @param {string} what @param {number} started */
function step(what, started) {
  console.log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * The stage. Needs the build (packages/sdk/dist, apps/api/dist and apps/web/dist).
 * @param {{ pnpm: string }} options
 * @returns {Promise<{ clientOnlyBytes: number }>}
 */
export async function checkSdkFromRegistry({ pnpm }) {
  const dir = mkdtempSync(join(tmpdir(), 'chaussee-sdk-registry-'));
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  /** @type {ReturnType<typeof startBuiltServer> | undefined} */
  let starting;
  try {
    let started = performance.now();
    execFileSync(pnpm, ['pack', '--pack-destination', dir], { cwd: sdkDir, stdio: 'pipe' });
    const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    step(`packed ${tarball}`, started);

    started = performance.now();
    const registry = await startRegistry(dir);
    stops.push(registry.stop);
    const token = await registryToken(registry.url);
    const publisher = join(dir, 'publisher');
    npmProject(publisher, registry.url, token);
    npm(publisher, ['publish', join(dir, tarball), '--registry', registry.url, '--tag', 'latest']);
    step(`Verdaccio 6.8.0 at ${registry.url}, npm publish done`, started);

    started = performance.now();
    const clientOnly = join(dir, 'client-only');
    npmProject(clientOnly, registry.url, token);
    npm(clientOnly, ['install', '@chaussee/sdk', '--no-audit', '--no-fund', '--ignore-scripts']);
    const installed = readdirSync(join(clientOnly, 'node_modules')).filter(
      (name) => !name.startsWith('.'),
    );
    const heavy = installed.filter((name) =>
      ['msw', '@faker-js', 'graphql', '@tanstack'].includes(name),
    );
    if (heavy.length > 0) throw new Error(`the client-only install brought ${heavy.join(', ')}`);
    const clientOnlyBytes = folderSize(join(clientOnly, 'node_modules'));
    step(`client-only install: ${megabytes(clientOnlyBytes)} (${installed.join(', ')})`, started);

    started = performance.now();
    const consumer = join(dir, 'consumer');
    npmProject(consumer, registry.url, token);
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG));
    writeFileSync(join(consumer, 'consumer.ts'), CONSUMER_SOURCE);
    npm(consumer, [
      'install',
      '@chaussee/sdk',
      ...CONSUMER_DEPENDENCIES,
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
    ]);
    step(
      `consumer install with the hooks' and mocks' peers: ${megabytes(folderSize(join(consumer, 'node_modules')))}`,
      started,
    );

    // The server starts (a fresh embedded database, seeded) while the consumer typechecks.
    started = performance.now();
    starting = startBuiltServer();
    execFileSync(
      process.execPath,
      [join(consumer, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
      { cwd: consumer, stdio: 'pipe' },
    );
    step('strict consumer typechecked (skipLibCheck: false)', started);

    started = performance.now();
    const server = await starting;
    const output = execFileSync(
      process.execPath,
      ['out/consumer.js', server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD],
      { cwd: consumer, encoding: 'utf8', env: plainNpmEnv() },
    );
    const answer = /** @type {Record<string, unknown>} */ (JSON.parse(output));
    const expected = {
      loginStatus: 200,
      email: DEMO_EMAIL,
      refused: 'forbidden',
      mockPath: '*/api/health',
      hook: 'function',
    };
    for (const [key, value] of Object.entries(expected)) {
      if (answer[key] !== value)
        throw new Error(
          `the consumer answered ${key} ${JSON.stringify(answer[key])}, not ${JSON.stringify(value)}: ${output}`,
        );
    }
    if (typeof answer.workspaces !== 'number' || answer.workspaces < 1)
      throw new Error(`the consumer listed no workspace: ${output}`);
    step(`consumer ran against the API: ${output.trim()}`, started);
    return { clientOnlyBytes };
  } catch (error) {
    if (error && typeof error === 'object' && 'stderr' in error && error.stderr)
      console.error(String(error.stderr));
    throw error;
  } finally {
    // The server too, even when the typecheck failed while it was starting.
    await starting?.then(
      (server) => server.stop(),
      () => undefined,
    );
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
