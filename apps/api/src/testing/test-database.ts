import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { adminQuery, databaseUrlNamed } from './test-database-admin.js';

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

/**
 * The database of the run's global setup (test-database-image.setup.ts) is already migrated: a test
 * database starts as its copy, and `migrate()` finds nothing left to do. Without it (a runner with
 * another configuration), each test database runs every migration.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const imageFile = inject('migratedPgliteImageFile');
    const pgliteImage = imageFile ? new Blob([await readFile(imageFile)]) : undefined;
    const database = openDatabase({ pgliteImage });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `chaussee_test_${randomUUID().replaceAll('-', '')}`;
  const template = inject('migratedTemplateDatabase');
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrlNamed(adminUrl, name);
  const database = openDatabase({ databaseUrl: url });
  await database.migrate();
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
