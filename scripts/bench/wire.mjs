// @ts-check
/**
 * `pnpm bench:wire` — the bytes on the wire (issue 19, point 6). A benchmark, not a test: it prints
 * figures, it asserts nothing.
 *
 * What it does: starts the built app (`pnpm build` first) on a fresh embedded database with the
 * demo data, then asks, with `Accept-Encoding: identity`, `gzip` and `br` in turn (the body is
 * counted as it comes over the wire, not decoded):
 *
 * - the JavaScript a cold start of `/login` loads: the files the build's size report lists for
 *   that route (apps/web/dist/size-report.json), each requested from the server, and index.html;
 * - `GET /api/campaigns/{id}/cores?limit=200` on the demo's 200-core campaign (« Carottage
 *   systématique RD 1090 »), as a customer of the département; then the same read with the
 *   answer's ETag in If-None-Match (a 304, no body); and the median time of RUNS reads per
 *   encoding, sequential, so the cost of compressing on the fly shows beside the bytes saved;
 * - the same 200-core JSON compressed in this process at several brotli qualities and gzip
 *   level 6 (median of RUNS): the figures behind the quality the API uses (apps/api/src/http/
 *   compression.ts).
 *
 * Environment: BENCH_RUNS (default 20); WEB_DIST_DIR (another web build to serve).
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startBuiltServer } from '../lib/built-server.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { median } from './lib/bench-table.mjs';
import { DEMO_PASSWORD } from '../lib/demo-password.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? '20');
const CUSTOMER = 'client-principal@demo.chaussee.fr';
const PASSWORD = DEMO_PASSWORD;
const CAMPAIGN = 'Carottage systématique RD 1090';
/** @type {readonly ('identity' | 'gzip' | 'br')[]} */
const ENCODINGS = ['identity', 'gzip', 'br'];

/**
 * A GET that sends exactly these headers and counts the body as received (Node's fetch would
 * add its own Accept-Encoding and decode the body).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, bytes: number, body: Buffer, ms: number }>}
 */
function rawGet(url, headers) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (incoming) => {
      /** @type {Buffer[]} */
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          bytes: body.length,
          body,
          ms: performance.now() - started,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** @param {number} bytes */
const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/** @param {number} part @param {number} whole */
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)} %`;

/**
 * @param {readonly string[]} header
 * @param {readonly (readonly string[])[]} rows
 */
function formatRows(header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('   '),
    )
    .join('\n');
}

/** @param {string} baseUrl */
async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: CUSTOMER, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${CUSTOMER}: ${response.status}`);
  const { token } = /** @type {{ token: string }} */ (await response.json());
  return { authorization: `Bearer ${token}` };
}

/**
 * @param {string} baseUrl
 * @param {Record<string, string>} auth
 */
async function campaignOfTwoHundredCores(baseUrl, auth) {
  /** @param {string} path */
  const get = async (path) => {
    const response = await fetch(`${baseUrl}/api${path}`, { headers: auth });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return /** @type {any} */ (await response.json());
  };
  const me = await get('/current_user');
  const page = await get(`/users/${me.id}/workspaces?displayCampaigns=true&limit=50`);
  /** @type {{ id: string, name: string }[]} */
  const campaigns = page.items.flatMap(
    (/** @type {{ campaigns: { id: string, name: string }[] }} */ workspace) => workspace.campaigns,
  );
  const campaign = campaigns.find((candidate) => candidate.name === CAMPAIGN);
  if (!campaign) throw new Error(`the demo campaign « ${CAMPAIGN} » is not listed to ${CUSTOMER}`);
  return campaign.id;
}

/**
 * @param {Buffer} json
 * @param {string} name
 * @param {(input: Buffer) => Buffer} compress
 */
function measureCompression(json, name, compress) {
  const times = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    bytes = compress(json).length;
    times.push(performance.now() - started);
  }
  return [name, kilobytes(bytes), percent(bytes, json.length), `${median(times).toFixed(2)} ms`];
}

const webDist = process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist');
/** @type {{ routes: { path: string, files: string[] }[] }} */
const sizeReport = JSON.parse(readFileSync(join(webDist, 'size-report.json'), 'utf8'));
const loginFiles = sizeReport.routes.find((route) => route.path === '/login')?.files;
if (!loginFiles) throw new Error('the size report has no /login route: run `pnpm build`');

const loadAtStart = loadavg()[0] ?? 0;
console.log('Starting the built server on a fresh demo database…');
const server = await startBuiltServer({ copyWebBuild: true });
try {
  const { baseUrl } = server;

  /** @type {string[][]} */
  const rows = [];
  /**
   * @param {string} name
   * @param {readonly string[]} paths
   * @param {Record<string, string>} [headers]
   */
  const measureBytes = async (name, paths, headers = {}) => {
    /** @type {number[]} */
    const totals = [];
    for (const encoding of ENCODINGS) {
      let total = 0;
      for (const path of paths) {
        const answer = await rawGet(`${baseUrl}${path}`, {
          ...headers,
          'accept-encoding': encoding,
        });
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        const sent = answer.headers['content-encoding'] ?? 'identity';
        if (encoding !== 'identity' && sent !== encoding && answer.bytes >= 1024) {
          throw new Error(`${path} asked in ${encoding} came in ${sent}`);
        }
        total += answer.bytes;
      }
      totals.push(total);
    }
    const [identity = 0, gzip = 0, brotli = 0] = totals;
    rows.push([
      name,
      kilobytes(identity),
      kilobytes(gzip),
      kilobytes(brotli),
      percent(brotli, identity),
    ]);
    return totals;
  };

  await measureBytes('/login: index.html', ['/']);
  await measureBytes(
    `/login: JavaScript (${loginFiles.length} files)`,
    loginFiles.map((file) => `/${file}`),
  );

  const auth = await signIn(baseUrl);
  const campaignId = await campaignOfTwoHundredCores(baseUrl, auth);
  const coresPath = `/api/campaigns/${campaignId}/cores?limit=200`;
  await measureBytes('GET …/cores?limit=200 (200 cores)', [coresPath], auth);

  const plain = await rawGet(`${baseUrl}${coresPath}`, { ...auth, 'accept-encoding': 'identity' });
  const etag = String(plain.headers.etag ?? '');
  const again = await rawGet(`${baseUrl}${coresPath}`, {
    ...auth,
    'accept-encoding': 'br',
    'if-none-match': etag,
  });
  rows.push([
    `  read again, If-None-Match → ${again.status}`,
    '',
    '',
    kilobytes(again.bytes),
    percent(again.bytes, plain.bytes),
  ]);

  /** @type {string[][]} */
  const timing = [];
  for (const encoding of ENCODINGS) {
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      times.push(
        (await rawGet(`${baseUrl}${coresPath}`, { ...auth, 'accept-encoding': encoding })).ms,
      );
    }
    timing.push([encoding, `${median(times).toFixed(1)} ms`]);
  }

  const json = plain.body;
  /** @param {number} quality */
  const brotliAt = (quality) => (/** @type {Buffer} */ input) =>
    brotliCompressSync(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    });
  const qualities = [
    measureCompression(json, 'brotli 4 (the API)', brotliAt(4)),
    measureCompression(json, 'brotli 5', brotliAt(5)),
    measureCompression(json, 'brotli 11 (the build)', brotliAt(11)),
    measureCompression(json, 'gzip 6 (the API)', (input) => gzipSync(input, { level: 6 })),
    measureCompression(json, 'gzip 9 (the build)', (input) => gzipSync(input, { level: 9 })),
  ];

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log('');
  console.log(`Bytes on the wire, ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `machine: ${availableParallelism()} CPUs (${cpu}), load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end; Node ${process.version}`,
  );
  console.log('');
  console.log(formatRows(['body bytes', 'identity', 'gzip', 'brotli', 'br/identity'], rows));
  console.log('');
  console.log(`GET …/cores?limit=200, median of ${RUNS} reads one after the other, per encoding:`);
  console.log(formatRows(['Accept-Encoding', 'time'], timing));
  console.log('');
  console.log(`The 200-core JSON (${kilobytes(json.length)}) compressed here, median of ${RUNS}:`);
  console.log(formatRows(['coding', 'bytes', 'of identity', 'time'], qualities));
} finally {
  await server.stop();
}
