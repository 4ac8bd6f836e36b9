import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';

/**
 * A fresh, migrated database for one test file. On PGlite (the default) it lives in memory; when
 * `TEST_DATABASE_URL` names a PostgreSQL server, a throwaway database is created there and dropped
 * afterwards, so that the same tests prove both drivers.
 */
export interface TestDatabase {
  database: Database;
  /** The throwaway database's URL on a PostgreSQL server (none on PGlite): for other processes. */
  url?: string;
  dispose(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase({});
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `chaussee_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
