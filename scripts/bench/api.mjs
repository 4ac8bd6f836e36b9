// @ts-check
/**
 * `pnpm bench:api` — every list endpoint of the demo against a bare Fastify serving the same bytes
 * (issue 19, point 1). A benchmark, not a test: it prints figures and ratios, it asserts nothing.
 *
 * For each database (embedded PGlite, then a throwaway PostgreSQL server started as the API tests
 * start theirs), it starts the built server (`pnpm build` first) on a fresh database with the demo
 * data, in production mode as `npm start` runs it (NODE_ENV=production, logs at `info`), signs in
 * the office administrator, finds the demo's ids (the coring campaign with the most cores…), makes
 * through the API what the seed leaves out (`lib/api-activity.mjs`: a few edits for the histories,
 * a download link, a deleted project, an export), and captures the answer of every endpoint of
 * `lib/api-endpoints.mjs` once, each as its caller (the office admin, the super administrator for
 * the bin and the audit trail, nobody for the public download page). A bare Fastify
 * (`lib/bare-server.mjs`, its own process like the API) then serves those same bytes from memory.
 * Each endpoint is loaded with autocannon, at 10 then 50 connections, for BENCH_DURATION seconds
 * on the bare server and on the API, one after the other (the order alternates from one endpoint
 * to the next so that a change of the machine's load falls on both alike), after a short warm-up
 * of each. The table gives requests per second, median and 99th percentile latencies, and the
 * ratio API / bare of the requests per second: the issue's goal is 0.5 or more on every row, and
 * no request over 100 ms p99 at 50 connections on PostgreSQL.
 *
 * The bare server answers without the API's headers (security headers, request id); the bodies
 * are byte for byte the same. The load generator runs in this process: on a 2-CPU machine the
 * three processes share the CPUs, which caps the bare server's figures most.
 *
 * Environment: BENCH_DURATION (seconds per measure, default 5), BENCH_CONNECTIONS (default
 * 10,50), BENCH_DATABASES (default pglite,postgres), BENCH_ONLY (comma list of operationIds).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer } from '../lib/built-server.mjs';
import { startThrowawayPostgres } from '../lib/postgres.mjs';
import { recordBenchActivity } from './lib/api-activity.mjs';
import { findDemoIds, OFFICE_ADMIN, SUPER_ADMIN, signIn } from './lib/api-demo.mjs';
import { ENDPOINTS } from './lib/api-endpoints.mjs';
import { unlistedListOperations } from './lib/api-unlisted.mjs';
import { formatNumber, formatRows, loadNow, machineLine } from './lib/machine.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? '5');
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const ONLY = process.env.BENCH_ONLY?.split(',');
const WARM_UP_REQUESTS = 100;
const bareServerScript = fileURLToPath(new URL('./lib/bare-server.mjs', import.meta.url));

/**
 * @typedef {{ reqPerSec: number, p50: number, p99: number, failed: number }} Load
 * @typedef {{ operationId: string, url: string, bytes: number, connections: number, api: Load,
 *   bare: Load }} Row
 */

/** @param {string} line */
const log = (line) => {
  console.log(line);
};

/**
 * @param {string} url
 * @param {number} connections
 * @param {Record<string, string>} headers
 * @returns {Promise<Load>}
 */
async function load(url, connections, headers) {
  await autocannon({ url, connections: 10, amount: WARM_UP_REQUESTS, headers });
  const result = await autocannon({ url, connections, duration: DURATION, headers });
  return {
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The bare Fastify in its own process, serving the captured answers.
 * @param {{ url: string, contentType: string, body: Buffer }[]} answers
 */
async function startBareServer(answers) {
  const dir = mkdtempSync(join(tmpdir(), 'chaussee-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      answers.map(({ url, contentType, body }) => ({
        url,
        contentType,
        body: body.toString('base64'),
      })),
    ),
  );
  const child = spawn(process.execPath, [bareServerScript, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const port = await new Promise((resolvePort, reject) => {
    let printed = '';
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      printed += chunk.toString();
      const match = /listening on (\d+)/.exec(printed);
      if (match) resolvePort(Number(match[1]));
    });
    void exited.then(() => {
      reject(new Error(`the bare server exited: ${printed}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the built server on the database asked for, and a stop function for both.
 * @param {string} database
 */
async function startApi(database) {
  // As `npm start` runs it (scripts/lib/start-env.mjs): production mode, with the demo data. The
  // public download page is limited to 120 requests per link in 15 minutes: a load would measure
  // 429s, so its budgets are raised out of reach (each request is still counted, as in production).
  const production = {
    NODE_ENV: 'production',
    DEMO_DATA: '1',
    RATE_LIMIT_DOWNLOAD_LINK_PER_IP: '100000000/900',
    RATE_LIMIT_DOWNLOAD_LINK_PER_LINK: '100000000/900',
  };
  if (database === 'pglite') {
    const server = await startBuiltServer({ env: production, keepOutput: false });
    return { baseUrl: server.baseUrl, stop: server.stop };
  }
  const postgres = await startThrowawayPostgres();
  try {
    const server = await startBuiltServer({
      env: { ...production, DATABASE_URL: postgres.url },
      keepOutput: false,
    });
    return {
      baseUrl: server.baseUrl,
      stop: async () => {
        await server.stop();
        postgres.stop();
      },
    };
  } catch (error) {
    postgres.stop();
    throw error;
  }
}

/**
 * Every endpoint of one database, API and bare side by side.
 * @param {string} database
 * @returns {Promise<{ rows: Row[], coresCount: number }>}
 */
async function benchDatabase(database) {
  log(`\n[${database}] starting the built server on a fresh database (migrations, demo data)…`);
  const api = await startApi(database);
  /** @type {Awaited<ReturnType<typeof startBareServer>> | undefined} */
  let bare;
  try {
    const apiUrl = `${api.baseUrl}/api`;
    /** @type {Map<string, import('./lib/api-demo.mjs').Caller>} */
    const callers = new Map();
    /** @param {string} account */
    const callerOf = async (account) => {
      const known = callers.get(account);
      if (known !== undefined) return known;
      const caller = await signIn(apiUrl, account);
      callers.set(account, caller);
      return caller;
    };
    const admin = await callerOf(OFFICE_ADMIN);
    const demoIds = await findDemoIds(admin);
    const ids = {
      ...demoIds,
      ...(await recordBenchActivity({
        admin,
        superAdmin: await callerOf(SUPER_ADMIN),
        ids: demoIds,
      })),
    };
    const unlisted = await unlistedListOperations(apiUrl, admin.token);
    if (unlisted.length > 0) {
      log(`[${database}] implemented list operations without a row here: ${unlisted.join(', ')}`);
    }
    const endpoints = ENDPOINTS.filter((endpoint) => !ONLY || ONLY.includes(endpoint.operationId));
    /** @type {{ operationId: string, url: string, headers: Record<string, string>, contentType: string, body: Buffer }[]} */
    const captured = [];
    for (const endpoint of endpoints) {
      const account = endpoint.account === undefined ? OFFICE_ADMIN : endpoint.account;
      /** @type {Record<string, string>} */
      const headers =
        account === null ? {} : { authorization: `Bearer ${(await callerOf(account)).token}` };
      const url = `/api${endpoint.path(ids)}`;
      const answer = await fetch(`${api.baseUrl}${url}`, { headers });
      const body = Buffer.from(await answer.arrayBuffer());
      if (answer.status !== 200) {
        log(
          `[${database}] ${endpoint.operationId}: ${answer.status}, left out (${body.toString()})`,
        );
        continue;
      }
      captured.push({
        operationId: endpoint.operationId,
        url,
        headers,
        contentType: answer.headers.get('content-type') ?? 'application/json',
        body,
      });
    }
    bare = await startBareServer(captured);
    /** @type {Row[]} */
    const rows = [];
    for (const [index, endpoint] of captured.entries()) {
      for (const connections of CONNECTIONS) {
        const measureApi = () =>
          load(`${api.baseUrl}${endpoint.url}`, connections, endpoint.headers);
        const measureBare = () => load(`${bare?.origin ?? ''}${endpoint.url}`, connections, {});
        const apiFirst = index % 2 === 0;
        const first = await (apiFirst ? measureApi() : measureBare());
        const second = await (apiFirst ? measureBare() : measureApi());
        const row = {
          operationId: endpoint.operationId,
          url: endpoint.url,
          bytes: endpoint.body.length,
          connections,
          api: apiFirst ? first : second,
          bare: apiFirst ? second : first,
        };
        rows.push(row);
        log(
          `  ${row.operationId} × ${String(connections)}: API ${formatNumber(row.api.reqPerSec)} req/s, bare ${formatNumber(row.bare.reqPerSec)} req/s, ratio ${ratioOf(row)}`,
        );
      }
    }
    return { rows, coresCount: ids.coresCount };
  } finally {
    await bare?.stop();
    await api.stop();
  }
}

/** @param {Row} row Two digits, three under 0.1 (where the issue's measures were). */
function ratioOf(row) {
  const ratio = row.api.reqPerSec / row.bare.reqPerSec;
  return ratio.toFixed(ratio < 0.1 ? 3 : 2);
}

/** @param {Load} figures */
const loadCells = (figures) => [
  formatNumber(figures.reqPerSec),
  formatNumber(figures.p50),
  formatNumber(figures.p99),
];

/**
 * @param {string} database
 * @param {Row[]} rows
 */
function tableOf(database, rows) {
  return formatRows(
    [
      `${database}: operation`,
      'conns',
      'kB',
      'API req/s',
      'p50 ms',
      'p99 ms',
      'bare req/s',
      'p50 ms',
      'p99 ms',
      'ratio',
    ],
    rows.map((row) => [
      row.operationId,
      String(row.connections),
      formatNumber(row.bytes / 1000, 1),
      ...loadCells(row.api),
      ...loadCells(row.bare),
      `${ratioOf(row)}${row.api.failed + row.bare.failed > 0 ? ` (${String(row.api.failed + row.bare.failed)} failed)` : ''}`,
    ]),
  );
}

const loadAtStart = loadNow();
/** @type {{ database: string, rows: Row[], coresCount: number }[]} */
const results = [];
for (const database of DATABASES) {
  results.push({ database, ...(await benchDatabase(database)) });
}
log('');
log(
  `API list endpoints vs a bare Fastify serving the same bytes (scripts/bench/api.mjs; autocannon, ${String(DURATION)} s per measure)`,
);
log(machineLine(loadAtStart));
for (const { database, rows, coresCount } of results) {
  log('');
  log(
    `${database} — office admin ${OFFICE_ADMIN}; largest coring campaign: ${String(coresCount)} cores`,
  );
  log(tableOf(database, rows));
  const below = rows.filter((row) => row.api.reqPerSec / row.bare.reqPerSec < 0.5);
  const worstP99 = Math.max(
    ...rows.filter((row) => row.connections === Math.max(...CONNECTIONS)).map((row) => row.api.p99),
  );
  log(
    `rows under 0.5: ${String(below.length)}/${String(rows.length)}; worst API p99 at ${String(Math.max(...CONNECTIONS))} connections: ${formatNumber(worstP99)} ms`,
  );
}
