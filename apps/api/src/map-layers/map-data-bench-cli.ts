// `pnpm bench:map-data` (scripts/bench/map-data.mjs): how long a coring campaign's map layer of
// FEATURES cores (100,000 by default) takes to reach the client as GeoJSON, side by side with a
// bare Fastify serving the same bytes from memory (the ratio is the figure to watch on a shared
// machine). The API runs in this process on a fresh embedded database (PGlite in a temporary
// folder; DATABASE_URL for a PostgreSQL server), as `npm start` builds it, with the answer reuse
// off so that every request reads the database. The cores are inserted in multi-row INSERTs
// (located along a line, with a status each), then GET /map-layers/{id}/data/{campaignId} is
// timed RUNS times (after one warm-up), whole and within an extent of a tenth of the line, and so
// is the bare server. A benchmark: it prints, it asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@chaussee/sdk';
import Fastify from 'fastify';
import { createServices } from '../app/services.js';
import { loadConfig } from '../config.js';
import { openDatabase, pgliteDirIn } from '../db/database.js';
import { cores } from '../db/schema.js';
import { DEMO_PASSWORD, seedDemoDataOnce } from '../db/seed.js';
import { buildServer } from '../server.js';
import { createMapDataRepository } from './map-data.repository.js';
import { insertTestCampaign } from '../testing/test-campaign.js';

const FEATURES = Number(process.env.FEATURES ?? '100000');
const RUNS = Number(process.env.RUNS ?? '5');
const CHUNK = 2000;
const STATUSES = ['empty', 'validated', 'sent_to_study_manager', 'cancelled'] as const;

const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-map-bench-'));
process.env.DATA_DIR = dataDir;
process.env.ANSWER_CACHE = 'off';
process.env.LOG_LEVEL = 'warn';
process.env.DEMO_DATA = '1';
const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirIn(config.dataDir),
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url}: ${String(response.status)}`);
  return { ms: performance.now() - started, bytes };
}

async function measure(url: string, headers: Record<string, string>) {
  await timed(url, headers);
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const result = await timed(url, headers);
    times.push(result.ms);
    bytes = result.bytes;
  }
  return { ms: median(times), bytes };
}

try {
  await database.migrate();
  await seedDemoDataOnce(database.db);
  const services = await createServices({ database, config });
  const { campaignId } = {
    campaignId: (await insertTestCampaign(database.db, { type: 'coring' })).id,
  };
  const seedStarted = performance.now();
  for (let start = 0; start < FEATURES; start += CHUNK) {
    const rows = [];
    for (let index = start; index < Math.min(FEATURES, start + CHUNK); index += 1) {
      // Along a 100 km line, one core every metre or so, in a few statuses.
      const along = index / FEATURES;
      rows.push({
        campaignId,
        number: index + 1,
        displayName: `C${String(index + 1)}`,
        sortRank: index,
        status: STATUSES[index % STATUSES.length] ?? 'empty',
        lat: 45 + along * 0.9,
        lng: 5 + along * 0.3 + (index % 7) * 1e-5,
        landmark: `PR ${String(Math.floor(index / 1000))}`,
        abscissa: index % 1000,
      });
    }
    await database.db.insert(cores).values(rows);
  }
  const seedMs = performance.now() - seedStarted;
  const { app, shutdown } = await buildServer({ database, config, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
  const signIn = await fetch(`${origin}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'super-admin@demo.chaussee.fr', password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
  const layersAnswer = await fetch(`${origin}/api/campaigns/${campaignId}/map-layers`, { headers });
  const layers = (await layersAnswer.json()) as components['schemas']['MapLayerPage'];
  const layer = layers.items.find((item) => item.kind === 'cores');
  if (layer === undefined) throw new Error('No cores layer');
  const whole = `${origin}/api/map-layers/${layer.id}/data/${campaignId}`;
  const extent = `${whole}?west=5&south=45&east=5.03&north=45.09`;

  // The statement alone, without HTTP: what the database takes of the API's time.
  const repository = createMapDataRepository(database.db);
  const sqlTimes: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    await repository.featuresJson({ kind: 'cores', campaignId, filters: [] });
    if (run > 0) sqlTimes.push(performance.now() - started);
  }
  const api = await measure(whole, headers);
  const apiExtent = await measure(extent, headers);
  const gzipped = await measure(whole, { ...headers, 'accept-encoding': 'gzip, br' });
  const body = Buffer.from(await (await fetch(whole, { headers })).arrayBuffer());
  const extentBody = Buffer.from(await (await fetch(extent, { headers })).arrayBuffer());

  const bare = Fastify({ logger: false });
  bare.get('/whole', (_request, reply) => reply.type('application/json').send(body));
  bare.get('/extent', (_request, reply) => reply.type('application/json').send(extentBody));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  const bareOrigin = `http://127.0.0.1:${String(typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0)}`;
  const bareWhole = await measure(`${bareOrigin}/whole`, {});
  const bareExtent = await measure(`${bareOrigin}/extent`, {});

  const features = (JSON.parse(body.toString()) as { features: unknown[] }).features.length;
  const extentFeatures = (JSON.parse(extentBody.toString()) as { features: unknown[] }).features
    .length;
  const lines = [
    `Machine: ${String(cpus().length)} CPUs, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}; database ${database.kind}; median of ${String(RUNS)} runs after a warm-up.`,
    `Seeded ${String(FEATURES)} cores in ${ms(seedMs)}.`,
    '',
    '| request | features | bytes | API | bare Fastify | API / bare |',
    '|---|---:|---:|---:|---:|---:|',
    `| whole layer | ${String(features)} | ${String(api.bytes)} | ${ms(api.ms)} | ${ms(bareWhole.ms)} | ${(api.ms / bareWhole.ms).toFixed(1)} |`,
    `| within an extent | ${String(extentFeatures)} | ${String(apiExtent.bytes)} | ${ms(apiExtent.ms)} | ${ms(bareExtent.ms)} | ${(apiExtent.ms / bareExtent.ms).toFixed(1)} |`,
    `| whole layer, the SQL statement alone | ${String(features)} | | ${ms(median(sqlTimes))} | | |`,
    `| whole layer, compressed | ${String(features)} | ${String(gzipped.bytes)} | ${ms(gzipped.ms)} | | |`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  await bare.close();
  await shutdown();
  await services.downloadWorker.stop();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
