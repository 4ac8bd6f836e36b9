import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { rowsOf } from './raw-rows.js';

/**
 * The bin without a filter in every query (src/bin/README.md « Decision »). The four tables that
 * keep binned rows (workspaces, campaigns, cores, documents) stay what drizzle-kit knows, in the
 * `public` schema; the schema `live` holds a view of each under the same name that shows only the
 * live rows, and every connection searches `live` first. So every query of the application, the
 * ones written before the bin and the ones to come, reads and writes the live rows only (the views
 * are simple, so PostgreSQL updates through them), while the bin's restore and the purge read the
 * base tables in a transaction whose search path is `public` alone (`withBaseTables`), and the
 * bin's list names them by their schema (`public.cores`: a plain read, src/bin/bin.repository.ts).
 *
 * A campaign of a binned workspace, and a core or document of a binned campaign, are hidden by
 * their view too: they stay binned-with-their-parent without being marked, so that restoring the
 * parent brings them back, and the cascades happen at purge time only.
 */
const LIVE_SCHEMA = 'live';

/** What every connection of the application searches: the live views, then the tables. */
export const APPLICATION_SEARCH_PATH = `${LIVE_SCHEMA}, public`;

/** The views, parents first (a view reads its parent's view). */
const LIVE_VIEWS = [
  `create view live.workspaces as select * from public.workspaces where deleted_at is null`,
  `create view live.campaigns as select * from public.campaigns where deleted_at is null
     and exists (select 1 from live.workspaces w where w.id = campaigns.workspace_id)`,
  `create view live.cores as select * from public.cores where deleted_at is null
     and exists (select 1 from live.campaigns c where c.id = cores.campaign_id)`,
  `create view live.documents as select * from public.documents where deleted_at is null
     and exists (select 1 from live.campaigns c where c.id = documents.campaign_id)`,
] as const;

/** One key for every process: two servers starting together rebuild the views one after the other. */
const VIEWS_LOCK_KEY = 27_000_001;

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * Drops the views when a migration is waiting: a migration altering one of the four tables must
 * see the table (unqualified names would reach the view) and may drop a column a view reads.
 */
export async function dropLiveViewsBeforeMigrating(db: AnyDb, migrationsFolder: string) {
  if (!(await hasPendingMigrations(db, migrationsFolder))) return;
  await db.execute(sql.raw(`drop schema if exists ${LIVE_SCHEMA} cascade`));
}

/**
 * Builds the views again after the migrations, in one transaction under a lock: a view's `*` is
 * the table's columns when it was made, so a column added by a migration reaches the application
 * only through a view made after it. Other processes see the old views or the new ones, never none.
 */
export async function rebuildLiveViews(db: AnyDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${VIEWS_LOCK_KEY})`);
    await tx.execute(sql.raw(`drop schema if exists ${LIVE_SCHEMA} cascade`));
    await tx.execute(sql.raw(`create schema ${LIVE_SCHEMA}`));
    for (const view of LIVE_VIEWS) await tx.execute(sql.raw(view));
  });
}

/** Whether the journal lists a migration the database has not applied (drizzle's own table). */
async function hasPendingMigrations(db: AnyDb, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const [table] = rowsOf(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
    ),
  );
  if (table?.exists !== true) return true;
  const [applied] = rowsOf(
    await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  );
  return Number(applied?.count ?? 0) < journal.entries.length;
}

/**
 * Runs `work` in a transaction that reads and writes the base tables, binned rows included: the
 * bin's restore and purge only. Anything else reads the live views. (A transaction and its `set`
 * are writes to the data generation: a read in one is never reused and drops every kept answer.)
 */
export function withBaseTables<T, D extends AnyDb>(db: D, work: (tx: D) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local search_path to public'));
    return work(tx as unknown as D);
  });
}
