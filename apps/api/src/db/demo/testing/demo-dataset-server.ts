import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../../../app/services.js';
import { testConfig } from '../../../testing/test-config.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { DEMO_PASSWORD, seedDemoDataOnce } from '../../seed.js';
import { DEMO_STORY_DAY } from '../demo-calendar.js';
import { seedDemoDatasetOnce, type DemoDatasetOutcome } from '../seed-dataset.js';

/** The seed's clock: the story's own day (demo-calendar.ts), the day the screens were walked. */
export const DEMO_SEEDED_AT = new Date(`${DEMO_STORY_DAY}T09:00:00.000Z`);

/** A server on a throwaway database holding the demo dataset as `npm start` loads it. */
export interface DemoDatasetServer {
  server: TestServer;
  testDb: TestDatabase;
  /** The server's data folder (its stored files). */
  dataDir: string;
  /** What loading the dataset answered (its guest share token). */
  outcome: DemoDatasetOutcome;
  /** A demo account's access token. */
  signIn: (email: string) => Promise<string>;
  close: () => Promise<void>;
}

/** Seeds the accounts and the demo dataset (about 10 s), then starts the server on them. */
export async function startDemoDatasetServer(): Promise<DemoDatasetServer> {
  const testDb = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-seed-'));
  await seedDemoDataOnce(testDb.database.db, () => DEMO_SEEDED_AT, { NODE_ENV: 'test' });
  const { domainDeps } = await createServices({
    database: testDb.database,
    config: testConfig({ dataDir }),
    clock: () => DEMO_SEEDED_AT,
  });
  const outcome = await seedDemoDatasetOnce(domainDeps);
  const server = await startTestServer({ database: testDb.database, config: { dataDir } });
  return {
    server,
    testDb,
    dataDir,
    outcome,
    signIn: async (email) => {
      const { data } = await server.client.POST('/login_check', {
        body: { username: email, password: DEMO_PASSWORD },
      });
      return data.token;
    },
    close: async () => {
      await server.close();
      await testDb.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
