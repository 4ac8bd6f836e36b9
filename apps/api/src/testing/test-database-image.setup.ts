// Vitest global setup of the API's tests: the migrations run once a run, not once a test database.
// Every test file starts one or more databases (`createTestDatabase`); on PGlite each took 2.2 s
// (1.6 s of initdb, 0.5 s of migrations), on PostgreSQL the migrations of an empty database. Here a
// database is migrated once and the test databases start from it: on PGlite, from an image of its
// data folder (0.5 s); on a PostgreSQL server, as copies of a template database. Each test still
// runs `migrate()` on its copy (a check that finds nothing to do, and the connection's settings).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage, openDatabase } from '../db/database.js';
import { adminQuery, databaseUrlNamed } from './test-database-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the image of a migrated PGlite data folder (`migratedPgliteImage`). */
    migratedPgliteImageFile: string | undefined;
    /** A migrated database of the TEST_DATABASE_URL server, to create test databases from. */
    migratedTemplateDatabase: string | undefined;
  }
}

export default async function migrateOnce(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'chaussee-test-image-'));
    const file = join(folder, 'migrated.tar');
    const image = await migratedPgliteImage();
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    project.provide('migratedPgliteImageFile', file);
    project.provide('migratedTemplateDatabase', undefined);
    return () => {
      rmSync(folder, { recursive: true, force: true });
      return Promise.resolve();
    };
  }
  const name = `chaussee_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const database = openDatabase({ databaseUrl: databaseUrlNamed(adminUrl, name) });
  try {
    await database.migrate();
  } finally {
    // A template must have no connection left when it is copied.
    await database.close();
  }
  project.provide('migratedPgliteImageFile', undefined);
  project.provide('migratedTemplateDatabase', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
