// `pnpm seed`: migrates the configured database and seeds it if it never was (the first
// `npm start` does the same). Seeding twice keeps the data: it is marked as done in app_meta.
import { createServices } from '../app/services.js';
import { loadConfig } from '../config.js';
import { openDatabase, pgliteDirIn } from './database.js';
import { seedDemoDatasetOnce } from './demo/seed-dataset.js';
import { demoAccounts, seedDemoDataOnce } from './seed.js';

const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirIn(config.dataDir),
  purpose: 'npm run seed',
});
try {
  await database.migrate();
  const seed = await seedDemoDataOnce(database.db);
  if (seed.kind === 'demo') {
    const { domainDeps } = await createServices({ database, config });
    const dataset = await seedDemoDatasetOnce(domainDeps);
    process.stdout.write(
      dataset.seeded
        ? 'Demo projects, campaigns and cores loaded.\n'
        : 'Demo projects already loaded: kept.\n',
    );
  }
  if (!seed.seeded) {
    process.stdout.write(`Already seeded on ${seed.seededAt.toISOString()}: data kept.\n`);
  } else if (seed.kind === 'demo') {
    const accounts = demoAccounts.map((account) => `  ${account.email} / ${account.password}`);
    process.stdout.write(`Demo data seeded. Accounts:\n${accounts.join('\n')}\n`);
  } else {
    process.stdout.write(
      'Production seed: the super administrator from ADMIN_EMAIL was created.\n',
    );
  }
} finally {
  await database.close();
}
