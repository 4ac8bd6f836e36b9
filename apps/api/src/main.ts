import { publicPageUrl } from './app/public-url.js';
import { createServices } from './app/services.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase, pgliteDirIn } from './db/database.js';
import type { StatisticsKeeper } from './db/pglite-statistics.js';
import { seedDemoDatasetOnce } from './db/demo/seed-dataset.js';
import { demoAccounts, seedDemoDataOnce } from './db/seed.js';
import { buildServer } from './server.js';
import { seconds, sinceNpmStart, startupStep, stepLine } from './startup-progress.js';

const config = loadConfig();
const database = openOrExplain();

/** The database, or a sentence saying which process holds the embedded one, and exit. */
function openOrExplain() {
  try {
    return openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirIn(config.dataDir),
      purpose: 'the Chaussée server',
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`\n${stepLine('migrate', error.message)}\n`);
    process.exit(1);
  }
}
const where = database.kind === 'pglite' ? pgliteDirIn(config.dataDir) : 'DATABASE_URL';
await startupStep('migrate', `database schema (${database.kind}, ${where})`, () =>
  database.migrate(),
);
const { seed, services, dataset } = await startupStep(
  'seed',
  'accounts and demo data',
  async () => {
    const seed = await seedDemoDataOnce(database.db);
    const services = await createServices({ database, config });
    const dataset =
      seed.kind === 'demo' ? await seedDemoDatasetOnce(services.domainDeps) : undefined;
    return { seed, services, dataset };
  },
  ({ seed }) =>
    seed.seeded
      ? `${seed.kind === 'demo' ? 'demo data' : 'administrator'} seeded`
      : 'kept (seeded before)',
);
const listenStarted = performance.now();
const { app, shutdown } = await buildServer({ database, config, services });

let stopping = false;
let statistics: StatisticsKeeper | undefined;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  await shutdown();
  await services.downloadWorker.stop();
  services.binPurge.stop();
  statistics?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if (!isAddressInUse(error)) throw error;
  process.stderr.write(
    `\n${stepLine('listen', `port ${String(config.port)} on ${config.host} is already taken, by another Chaussée or another program.`)}\n` +
      `           Stop that program, or start on another port: PORT=${String(config.port + 1)} npm start\n`,
  );
  await database.close();
  process.exit(1);
}
// The embedded database analyzes itself now and after writes (db/pglite-statistics.ts): once
// listening, so that the address shows sooner; the first requests queue behind it meanwhile.
void database
  .keepStatistics((error) => {
    process.stderr.write(
      `The embedded database could not update its planner statistics (${String(error)}); it keeps working, and tries again after its next write.\n`,
    );
  })
  .then((keeper) => {
    if (stopping) keeper.stop();
    else statistics = keeper;
  });
// Exports asked before a restart, and those a dead process left processing, are taken again now.
services.downloadWorker.start();
// The bin's items past their retention go at the first hourly look (one process purges at a time).
services.binPurge.start();
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// One line written once listening (Fastify logs its own « Server listening » line meanwhile).
process.stdout.write(
  `${stepLine('listen', `http://${config.host}:${String(port)}`)} … ready in ${seconds(performance.now() - listenStarted)}${sinceNpmStart(process.env)}\n`,
);
const lines = [
  '',
  `Chaussée is running at http://localhost:${String(port)}  (API: http://localhost:${String(port)}/api, reference: /api/docs)`,
  `Database: ${database.kind} (${where}); demo data ${seed.seeded ? 'seeded now' : `kept (seeded ${seed.seededAt.toISOString()})`}`,
  seed.kind === 'demo'
    ? `Demo accounts:\n${demoAccounts.map((a) => `  ${a.email} / ${a.password}  ${a.description}`).join('\n')}`
    : 'Production start: no demo data; sign in with ADMIN_EMAIL.',
  ...(dataset?.shareToken === undefined
    ? []
    : [
        `Demo share link (guest, read-only): ${publicPageUrl(services.domainDeps.publicUrl, '/share-link', { token: dataset.shareToken })}`,
      ]),
  '',
];
process.stdout.write(lines.join('\n'));

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}
