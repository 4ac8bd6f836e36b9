import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.js';
import { migratedPgliteImage, openDatabase, type Database } from './database.js';
import { rowsOf } from './raw-rows.js';

// The tests' databases start from an image of a migrated one (testing/test-database-image.setup.ts):
// it must hold what the migrations and `migrate()`'s own steps make, and nothing of the process
// that made it.

/** What `migrate()` leaves: tables and columns, indexes, views, triggers, functions, sequences. */
async function schemaOf(database: Database): Promise<unknown> {
  const rows = async (query: ReturnType<typeof sql>) => rowsOf(await database.db.execute(query));
  const schemas = sql`not in ('pg_catalog', 'information_schema', 'pg_toast')`;
  return {
    columns: await rows(sql`
      select table_schema, table_name, column_name, data_type, column_default, is_nullable
      from information_schema.columns where table_schema ${schemas}
      order by 1, 2, 3`),
    indexes: await rows(sql`
      select schemaname, indexname, indexdef from pg_indexes where schemaname ${schemas}
      order by 1, 2`),
    views: await rows(sql`
      select schemaname, viewname, definition from pg_views where schemaname ${schemas}
      order by 1, 2`),
    triggers: await rows(sql`
      select c.relname, t.tgname, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal order by 1, 2`),
    functions: await rows(sql`
      select n.nspname, p.proname, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname ${schemas} order by 1, 2, 3`),
    // Not their values: PostgreSQL logs a sequence 32 values ahead, and a copy of a data folder
    // goes on from the value logged (as after a crash), so ids skip some numbers, harmlessly.
    sequences: await rows(sql`
      select schemaname, sequencename, data_type, increment_by from pg_sequences
      where schemaname ${schemas} order by 1, 2`),
    migrations: await rows(sql`select hash from drizzle.__drizzle_migrations order by id`),
  };
}

describe('the image of a migrated PGlite database', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('starts a database the same as one migrated from empty, with no migration left to run', async () => {
    const image = await migratedPgliteImage();
    const fromImage = openDatabase({ pgliteImage: image });
    opened.push(fromImage);
    const migrations = await fromImage.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(rowsOf(migrations)).toEqual([{ count: files.length }]);

    const queries: string[] = [];
    fromImage.observeQueries((query) => queries.push(query));
    await fromImage.migrate();
    // Drizzle's migrator makes sure of its own table (`create table if not exists`) each time.
    const creations = queries.filter((query) => /^\s*create table(?! if not exists)/i.test(query));
    expect(creations).toEqual([]);

    const fromEmpty = openDatabase({});
    opened.push(fromEmpty);
    await fromEmpty.migrate();
    const expected = await schemaOf(fromEmpty);
    expect(await schemaOf(fromImage)).toEqual(expected);
    expect(JSON.stringify(expected)).toContain('__drizzle_migrations');
  }, 60_000);

  it('gives every database started from it its own data', async () => {
    const image = await migratedPgliteImage();
    const [first, second] = [
      openDatabase({ pgliteImage: image }),
      openDatabase({ pgliteImage: image }),
    ];
    opened.push(first, second);
    await Promise.all([first.migrate(), second.migrate()]);
    await first.db.execute(sql`create table only_here (id int)`);
    const seen = await second.db.execute(
      sql`select count(*)::int as count from pg_tables where tablename = 'only_here'`,
    );
    expect(rowsOf(seen)).toEqual([{ count: 0 }]);
  }, 60_000);
});
