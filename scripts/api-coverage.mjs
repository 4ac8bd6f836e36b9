// @ts-check
// `node scripts/api-coverage.mjs`: how much of the specification the API server implements. It starts
// the real server (sources, through tsx) on a throwaway embedded database, signs in as the demo super
// administrator when the seed has that account, and calls every operation of the specification
// (openapi/spec-calls.txt, matched to the contract as scripts/contract-coverage.mjs does) with
// syntactically valid parameters. An answer 501 `not_implemented` means not implemented; any other
// answer (200, 400, 403, 404…) means a handler exists. It prints `implemented N/187` and the missing
// operations by tag, and exits 0: it reports progress, it does not fail (except when the server does
// not start).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { pathShape, readSpecCalls } from './lib/spec-calls.mjs';

const contractFile = resolve(repoRoot, 'openapi/openapi.json');
const apiDir = join(repoRoot, 'apps/api');
const DEMO_ADMIN = { username: 'super-admin@demo.chaussee.fr', password: 'Chaussee2026!' };
const SAMPLE_UUID = '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** @typedef {Record<string, unknown>} Json */
/** @typedef {{ operationId: string, method: string, shape: string, path: string, tag: string, query: URLSearchParams, body: 'json' | 'multipart' | 'none' }} Operation */

/** @param {unknown} value @returns {value is Json} */
function isJson(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows local `$ref`s. @param {Json} document @param {unknown} node @returns {Json} */
function deref(document, node) {
  let current = node;
  for (let hops = 0; hops < 16 && isJson(current) && typeof current.$ref === 'string'; hops += 1) {
    /** @type {unknown} */
    let target = document;
    for (const token of current.$ref.replace(/^#\//, '').split('/')) {
      target = isJson(target) ? target[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    current = target;
  }
  return isJson(current) ? current : {};
}

/** A syntactically valid value for a parameter schema. @param {Json} document @param {unknown} raw */
function sampleValue(document, raw) {
  const schema = deref(document, raw);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return String(schema.enum[0]);
  if (schema.type === 'array') return sampleValue(document, schema.items);
  if (schema.format === 'uuid') return SAMPLE_UUID;
  if (schema.format === 'date') return '2026-01-15';
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'false';
  return 'sample';
}

/** @param {Json} document @returns {Operation[]} */
function readOperations(document) {
  /** @type {Operation[]} */
  const operations = [];
  for (const [path, rawItem] of Object.entries(isJson(document.paths) ? document.paths : {})) {
    const item = deref(document, rawItem);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isJson(operation) || typeof operation.operationId !== 'string') continue;
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ].map((parameter) => deref(document, parameter));
      let concretePath = path;
      const query = new URLSearchParams();
      for (const parameter of parameters) {
        const value = sampleValue(document, parameter.schema);
        if (parameter.in === 'path')
          concretePath = concretePath.replace(`{${String(parameter.name)}}`, value);
        if (parameter.in === 'query' && parameter.required === true)
          query.set(String(parameter.name), value);
      }
      const content = isJson(operation.requestBody)
        ? deref(document, operation.requestBody).content
        : undefined;
      const mediaTypes = isJson(content) ? Object.keys(content) : [];
      operations.push({
        operationId: operation.operationId,
        method,
        shape: pathShape(path),
        path: concretePath,
        tag: Array.isArray(operation.tags) ? String(operation.tags[0]) : 'Untagged',
        query,
        body:
          mediaTypes.length === 0
            ? 'none'
            : mediaTypes.every((type) => type === 'multipart/form-data')
              ? 'multipart'
              : 'json',
      });
    }
  }
  return operations;
}

/**
 * Starts the server from its sources on a throwaway data folder; resolves with its base URL.
 * @param {string} dataDir
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
function startServer(dataDir) {
  const child = spawn(
    join(apiDir, 'node_modules/.bin/tsx'),
    ['--conditions=@chaussee/source', 'src/main.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolveStart, reject) => {
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolveStart({ baseUrl: `${match[1]}/api`, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`the server stopped (exit ${String(code)}) before listening:\n${output}`)),
    );
  });
}

/** @param {string} baseUrl @returns {Promise<string | undefined>} */
async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!response.ok) return undefined;
  const body = /** @type {unknown} */ (await response.json());
  return isJson(body) && typeof body.token === 'string' ? body.token : undefined;
}

/** Whether the server has a handler: anything but 501 not_implemented (and a route must exist). */
async function isImplemented(
  /** @type {string} */ baseUrl,
  /** @type {Operation} */ operation,
  /** @type {string | undefined} */ token,
) {
  /** @type {Record<string, string>} */
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  /** @type {string | FormData | undefined} */
  let body;
  if (operation.body === 'json') {
    headers['content-type'] =
      operation.method === 'patch' ? 'application/merge-patch+json' : 'application/json';
    body = '{}';
  } else if (operation.body === 'multipart') {
    body = new FormData();
  }
  const search = operation.query.size > 0 ? `?${operation.query.toString()}` : '';
  const response = await fetch(`${baseUrl}${operation.path}${search}`, {
    method: operation.method.toUpperCase(),
    headers,
    body,
  });
  const text = await response.text();
  if (response.status === 404 && text.includes('No route for')) {
    throw new Error(
      `${operation.operationId}: the server has no route for ${operation.method.toUpperCase()} ${operation.path}`,
    );
  }
  return !(response.status === 501 && text.includes('"not_implemented"'));
}

const document = /** @type {unknown} */ (JSON.parse(readFileSync(contractFile, 'utf8')));
if (!isJson(document)) throw new Error(`${contractFile} is not a JSON object`);
const operations = readOperations(document);
const calls = readSpecCalls();
const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-api-coverage-'));

let server;
try {
  server = await startServer(dataDir);
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`api coverage: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  const token = await signIn(server.baseUrl);
  console.log(
    token
      ? `signed in as ${DEMO_ADMIN.username}`
      : 'no demo account to sign in with: calling without token',
  );
  /** @type {Map<string, string[]>} */
  const missingByTag = new Map();
  let implemented = 0;
  for (const call of calls) {
    const matches = operations.filter(
      (operation) => operation.shape === call.shape && call.methods.includes(operation.method),
    );
    let done = false;
    for (const operation of matches)
      done = (await isImplemented(server.baseUrl, operation, token)) || done;
    if (done) {
      implemented += 1;
      continue;
    }
    const tag = matches[0]?.tag ?? 'Not in the contract';
    const names = matches.map(({ operationId }) => operationId).join(', ');
    missingByTag.set(tag, [
      ...(missingByTag.get(tag) ?? []),
      `${call.text}${names ? `  (${names})` : ''}`,
    ]);
  }
  console.log(`implemented ${implemented}/${calls.length}`);
  for (const [tag, lines] of missingByTag) {
    console.log(`\n${tag}: ${lines.length} not implemented`);
    for (const line of lines) console.log(`  ${line}`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
