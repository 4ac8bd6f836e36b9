// @ts-check
/**
 * `pnpm bench:growth` — the cores listing and the workspaces list as their tables grow to 1,000,
 * 10,000 and 100,000 rows (issue 19, point 2). A benchmark, not a test: it prints a table, it
 * asserts nothing. The goal: the time of a request grows with the page it answers, not with the
 * table it reads (pages read by index, totals that do not count the whole table).
 *
 * For each database (embedded PGlite, then a throwaway PostgreSQL server started as the API tests
 * start theirs), the built server (`pnpm build` first) starts on a fresh database with the demo
 * data, as `npm start` runs it. Then, for each size, the server is stopped, rows are added with
 * SQL (`lib/growth-rows.mjs`) until the tables hold that many, and the server starts again on
 * them (the embedded database has one process: nothing else may open it while the server runs):
 * - a coring campaign « Croissance » of N cores, in the demo's largest coring campaign's
 *   workspace; its first page and its last page of 200 are read (`listCampaignCores`), as the
 *   office administrator, a member of that workspace;
 * - N more workspaces on the demo's first site. The office administrator, member of the demo's
 *   few workspaces only, reads their first page of 20 (`listUserWorkspaces`, the « my projects »
 *   screen): the table grows, their list does not. The administrator (ROLE_ADMIN), who sees every
 *   workspace, reads the first and the last page of 20 of theirs: that list is the table.
 * - the macro view (issue 25) of the administrator, who sees every campaign: the first 50 macro
 *   cores, the same with the PAH threshold of 500 mg/kg (each growth core has a layer with PAH and
 *   TH results spread over the classes), and the first 20 macro campaigns, whose first row is the
 *   growth campaign aggregated over its N cores.
 * Each request is sent one at a time (one connection) for BENCH_DURATION seconds, after a short
 * warm-up: the table gives the median and 90th percentile time of a request and its size.
 *
 * Environment: BENCH_DURATION (seconds per measure, default 3), BENCH_SIZES (default
 * 1000,10000,100000), BENCH_DATABASES (default pglite,postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from '../lib/built-server.mjs';
import { startThrowawayPostgres } from '../lib/postgres.mjs';
import { findDemoIds, OFFICE_ADMIN, signIn } from './lib/api-demo.mjs';
import { addGrowthRows, GROWTH_CAMPAIGN_ID } from './lib/growth-rows.mjs';
import { formatNumber, formatRows, loadNow, machineLine } from './lib/machine.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? '3');
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const ADMIN = 'admin@demo.chaussee.fr';
const WARM_UP_REQUESTS = 20;

/**
 * @typedef {{ request: string, size: number, total: number, bytes: number, p50: number,
 *   p90: number, reqPerSec: number }} Row
 */

/** @param {string} line */
const log = (line) => {
  console.log(line);
};

/**
 * One request at a time for DURATION seconds.
 * @param {string} url
 * @param {string} token
 */
async function timeRequest(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  const answer = await fetch(url, { headers });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${body.toString()}`);
  /** @type {{ total: number }} */
  const page = JSON.parse(body.toString());
  await autocannon({ url, connections: 1, amount: WARM_UP_REQUESTS, headers });
  const result = await autocannon({ url, connections: 1, duration: DURATION, headers });
  return {
    total: page.total,
    bytes: body.length,
    p50: result.latency.p50,
    p90: result.latency.p90,
    reqPerSec: result.requests.total / result.duration,
  };
}

/** @param {string} database */
async function benchDatabase(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-growth-'));
  const postgres = database === 'postgres' ? await startThrowawayPostgres() : undefined;
  const env = {
    NODE_ENV: 'production',
    DEMO_DATA: '1',
    ...(postgres && { DATABASE_URL: postgres.url }),
  };
  const start = () => startBuiltServer({ env, keepOutput: false, dataDir });
  /** @type {Row[]} */
  const rows = [];
  try {
    log(`\n[${database}] starting the built server on a fresh database (migrations, demo data)…`);
    let server = await start();
    const demo = await findDemoIds(await signIn(`${server.baseUrl}/api`, OFFICE_ADMIN));
    let cores = 0;
    let workspaces = 0;
    for (const size of SIZES) {
      await server.stop();
      log(`[${database}] adding rows up to ${formatNumber(size)} cores and workspaces…`);
      await addGrowthRows({
        database,
        pgliteDir: join(dataDir, 'pglite'),
        databaseUrl: postgres?.url,
        templateCampaignId: demo.coringCampaignId,
        siteId: demo.siteId,
        cores: { from: cores + 1, to: size },
        workspaces: { from: workspaces + 1, to: size },
      });
      cores = size;
      workspaces = size;
      server = await start();
      const apiUrl = `${server.baseUrl}/api`;
      const officeAdmin = await signIn(apiUrl, OFFICE_ADMIN);
      const admin = await signIn(apiUrl, ADMIN);
      const adminId = /** @type {{ id: string }} */ (await admin.get('/current_user')).id;
      const coresUrl = `${apiUrl}/campaigns/${GROWTH_CAMPAIGN_ID}/cores?limit=200`;
      const adminWorkspaces = `${apiUrl}/users/${adminId}/workspaces?displayCampaigns=true&limit=20`;
      const adminTotal = /** @type {{ total: number }} */ (
        await admin.get(`/users/${adminId}/workspaces?limit=1`)
      ).total;
      const requests = [
        ['cores, first page of 200', `${coresUrl}&offset=0`, officeAdmin.token],
        ['cores, last page of 200', `${coresUrl}&offset=${String(size - 200)}`, officeAdmin.token],
        [
          'workspaces of a member of a few, first 20',
          `${apiUrl}/users/${demo.userId}/workspaces?displayCampaigns=true&limit=20`,
          officeAdmin.token,
        ],
        ['workspaces of an admin (all), first 20', `${adminWorkspaces}&offset=0`, admin.token],
        [
          'workspaces of an admin (all), last 20',
          `${adminWorkspaces}&offset=${String(adminTotal - 20)}`,
          admin.token,
        ],
        [
          'macro cores of an admin, first 50',
          `${apiUrl}/users/${adminId}/macro-cores?limit=50`,
          admin.token,
        ],
        [
          'macro cores of an admin, PAH ≥ 500, first 50',
          `${apiUrl}/users/${adminId}/macro-cores?limit=50&pahMin=500`,
          admin.token,
        ],
        [
          'macro campaigns of an admin, first 20',
          `${apiUrl}/users/${adminId}/macro-campaigns?limit=20`,
          admin.token,
        ],
      ];
      for (const [request, url, token] of requests) {
        const row = {
          request: request ?? '',
          size,
          ...(await timeRequest(url ?? '', token ?? '')),
        };
        rows.push(row);
        log(
          `  ${row.request} @ ${formatNumber(size)}: p50 ${formatNumber(row.p50, 1)} ms, ${formatNumber(row.reqPerSec)} req/s (total ${formatNumber(row.total)})`,
        );
      }
    }
    await server.stop();
    return rows;
  } finally {
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * @param {string} database
 * @param {Row[]} rows
 */
function tableOf(database, rows) {
  return formatRows(
    [`${database}: request`, 'rows', 'list total', 'kB', 'p50 ms', 'p90 ms', 'req/s'],
    rows.map((row) => [
      row.request,
      formatNumber(row.size),
      formatNumber(row.total),
      formatNumber(row.bytes / 1000, 1),
      formatNumber(row.p50, 1),
      formatNumber(row.p90, 1),
      formatNumber(row.reqPerSec),
    ]),
  );
}

const loadAtStart = loadNow();
/** @type {{ database: string, rows: Row[] }[]} */
const results = [];
for (const database of DATABASES) {
  results.push({ database, rows: await benchDatabase(database) });
}
log('');
log(
  `Growth: the cores listing and the workspaces list as their tables grow (scripts/bench/growth.mjs; one connection, ${String(DURATION)} s per measure)`,
);
log(machineLine(loadAtStart));
for (const { database, rows } of results) {
  log('');
  log(
    tableOf(
      database,
      [...rows].sort((a, b) => a.request.localeCompare(b.request)),
    ),
  );
}
