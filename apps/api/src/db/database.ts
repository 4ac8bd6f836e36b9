import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { rankUnrankedCores } from '../cores/core-order.js';
import { installAuditTriggers } from '../audit/audit-triggers.js';
import { ACTOR_SETTING, currentActorSetting } from '../audit/audit-context.js';
import { connectionActor } from './connection-actor.js';
import { migrationsFolder } from '../paths.js';
import {
  createDataGeneration,
  leavesDataStill,
  statementTextOf,
  watched,
  type DataGeneration,
} from './data-generation.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import {
  APPLICATION_SEARCH_PATH,
  dropLiveViewsBeforeMigrating,
  rebuildLiveViews,
} from './live-views.js';
import { keepPgliteStatistics, type StatisticsKeeper } from './pglite-statistics.js';
import * as schema from './schema.js';

type DatabaseKind = 'pglite' | 'postgres';

/** What repositories receive: Drizzle over either driver, with the whole schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /**
   * Applies the committed migrations, then what SQL alone cannot fill in (the ranks of cores in
   * their campaign's natural order); safe to call on every start.
   */
  migrate(): Promise<void>;
  /** Changes whenever this process writes (answers are reused while it holds still). */
  generation: DataGeneration;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  /**
   * Keeps the planner's statistics up to date while the server runs (pglite-statistics.ts): on
   * PGlite, analyzes now and after writes; on PostgreSQL its autovacuum does it, nothing to do.
   */
  keepStatistics(reportError: (error: unknown) => void): Promise<StatisticsKeeper>;
  close(): Promise<void>;
  /**
   * Tests: calls `listener` with the SQL of every query run from now on (how many queries an
   * operation costs); the function returned stops it.
   */
  observeQueries(listener: (query: string) => void): () => void;
}

/** Drizzle's logger, turned into the listeners of `observeQueries` (none outside tests). */
function queryObservers() {
  const listeners = new Set<(query: string) => void>();
  const logger = {
    logQuery: (query: string) => {
      for (const listener of listeners) listener(query);
    },
  };
  const observeQueries = (listener: (query: string) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return { logger, observeQueries };
}

export interface DatabaseLocation {
  /** A PostgreSQL server URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; absent, it lives in memory (tests). */
  pgliteDir?: string | undefined;
  /** What opens it, named to whoever finds the embedded folder in use (data-dir-lock.ts). */
  purpose?: string;
  /**
   * Tests: an in-memory PGlite started from this image of a data folder (`migratedPgliteImage`)
   * rather than from an empty one, which PGlite fills by running initdb (1.6 s of a test's 2.2).
   */
  pgliteImage?: Blob | undefined;
}

/**
 * Tells `generation` of every write through a PGlite client: its statements (`query`, `exec`) and
 * its transactions, counted as writes as a whole (drizzle runs their statements on the
 * transaction's own object, which this does not see).
 */
function watchPgliteWrites(client: PGlite, generation: DataGeneration): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text, params, options) =>
    watched(generation, text, () => query(text, params, options))) as typeof client.query;
  client.exec = (text, options) => watched(generation, text, () => exec(text, options));
  client.transaction = (callback) => watched(generation, 'begin', () => transaction(callback));
}

const SET_ACTOR = `select set_config('${ACTOR_SETTING}', $1, false)`;
const SET_ACTOR_IN_TRANSACTION = `select set_config('${ACTOR_SETTING}', $1, true)`;

/**
 * Sets the audit actor of the request under way (audit/audit-context.ts) on PGlite's one
 * connection before a statement that may write, unless it is set already (connection-actor.ts),
 * and at the start of each transaction (whose statements drizzle runs on the transaction's object;
 * set for the transaction only, so the connection's setting is left as it was). The set and the
 * statement are queued together, in order, on PGlite's single connection, so no other statement
 * runs between them. Always set, '' outside a request, so that a value never outlives its request.
 */
function carryPgliteActor(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const actor = connectionActor();
  const setActorBefore = (statement: string): void => {
    const value = currentActorSetting();
    if (actor.mustSetBefore(statement, value)) query(SET_ACTOR, [value]).catch(actor.forget);
  };
  client.query = ((text, params, options) => {
    setActorBefore(text);
    const result = query(text, params, options);
    result.catch(actor.forget);
    return result;
  }) as typeof client.query;
  client.exec = (text, options) => {
    setActorBefore(text);
    const result = exec(text, options);
    // Several statements, any of which may change the setting or undo a transaction.
    result.then(actor.forget, actor.forget);
    return result;
  };
  client.transaction = (callback) => {
    const value = currentActorSetting();
    return transaction(async (tx) => {
      await tx.query(SET_ACTOR_IN_TRANSACTION, [value]);
      return callback(tx);
    });
  };
}

/**
 * Sets the audit actor on a pool's connection before a statement that may write, unless it is set
 * already (connection-actor.ts), queued on that connection just before it (a pg client runs its
 * queries in order). Inside a transaction the setting follows each statement too; a failed set (an
 * aborted transaction) fails the statement after it the same way, so it is ignored.
 */
function carryPoolActor(connection: pg.PoolClient): void {
  const query: (...args: unknown[]) => unknown = connection.query.bind(connection);
  const actor = connectionActor();
  const carrying = (...args: unknown[]): unknown => {
    const value = currentActorSetting();
    if (actor.mustSetBefore(statementTextOf(args[0]), value)) {
      const set = query(SET_ACTOR, [value]);
      if (set instanceof Promise) set.catch(actor.forget);
    }
    // A failure, or an end not seen (a cursor, a stream), may leave another setting.
    return runObserved(query, args, (failed) => {
      if (failed !== false) actor.forget();
    });
  };
  connection.query = carrying as typeof connection.query;
}

/**
 * Runs a pg client's `query` with `args`, in the promise or the callback form, and calls `settled`
 * once when it ends: with whether it failed, or with `undefined` at once for another form (a
 * cursor, a stream) whose end is not seen here.
 */
function runObserved(
  query: (...args: unknown[]) => unknown,
  args: readonly unknown[],
  settled: (failed: boolean | undefined) => void,
): unknown {
  const last = args.at(-1);
  if (typeof last === 'function') {
    // The callback form (pool.query): its error is the first argument.
    const callback = (error: unknown, ...results: unknown[]): unknown => {
      settled(Boolean(error));
      return Reflect.apply(last, undefined, [error, ...results]);
    };
    return query(...args.slice(0, -1), callback);
  }
  let result: unknown;
  try {
    result = query(...args);
  } catch (error) {
    settled(true);
    throw error;
  }
  if (!(result instanceof Promise)) {
    settled(undefined);
    return result;
  }
  return result.then(
    (value: unknown) => {
      settled(false);
      return value;
    },
    (error: unknown) => {
      settled(true);
      throw error;
    },
  );
}

/**
 * Tells `generation` of every write through a pool's connections (drizzle's statements outside a
 * transaction go through `pool.query`, which uses a connection too, in the callback form).
 */
function watchPoolWrites(pool: pg.Pool, generation: DataGeneration): void {
  pool.on('connect', (connection) => {
    const query: (...args: unknown[]) => unknown = connection.query.bind(connection);
    const watchedQuery = (...args: unknown[]): unknown => {
      if (leavesDataStill(statementTextOf(args[0]))) return query(...args);
      return runObserved(query, args, generation.beginWrite());
    };
    connection.query = watchedQuery as typeof connection.query;
  });
}

function openPglite(location: DatabaseLocation): Database {
  const dir = location.pgliteDir;
  if (dir) mkdirSync(dir, { recursive: true });
  const lock = dir ? lockDataDir(dir, location.purpose ?? 'a Chaussée process') : undefined;
  const image = location.pgliteImage;
  const client = dir ? new PGlite(dir) : new PGlite(image ? { loadDataDir: image } : {});
  return pgliteDatabase(client, lock);
}

function pgliteDatabase(client: PGlite, lock?: DataDirLock): Database {
  const generation = createDataGeneration();
  // Before the watchers: ANALYZE changes no data, so no reused answer is dropped for it.
  const execUnwatched = client.exec.bind(client);
  carryPgliteActor(client);
  watchPgliteWrites(client, generation);
  const { logger, observeQueries } = queryObservers();
  const db = drizzlePglite(client, { schema, logger });
  return {
    kind: 'pglite',
    db,
    generation,
    observeQueries,
    migrate: async () => {
      // One connection: its search path is the application's once the views exist.
      await db.execute(sql.raw('set search_path to public'));
      await dropLiveViewsBeforeMigrating(db, migrationsFolder);
      await migratePglite(db, { migrationsFolder });
      await rebuildLiveViews(db);
      await db.execute(sql.raw(`set search_path to ${APPLICATION_SEARCH_PATH}`));
      await rankUnrankedCores(db);
      await installAuditTriggers(db);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    keepStatistics: (reportError) =>
      keepPgliteStatistics({ analyze: () => execUnwatched('analyze'), generation, reportError }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(url: string): Database {
  // Every connection reads the live views first (live-views.ts); the migrations run while the
  // views are dropped (a pending migration) or touch only drizzle's own qualified table.
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c search_path=${APPLICATION_SEARCH_PATH.replace(' ', '')}`,
  });
  // An idle client whose connection the server ends (restart, failover, a dropped test database)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool drops that client
  // and opens a new one for the next query, so logging is all there is to do.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL: an idle connection was closed (${error.message}).\n`);
  });
  // A connection ended while a request holds it (an administrator's pg_terminate_backend, a server
  // restart) emits 'error' on its client: with no listener that ends the whole process. The query
  // under way rejects with the same error (a 503, errors/database-unavailable.ts) and the pool
  // drops the client, so there is only to listen.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.stderr.write(`PostgreSQL: a connection in use was closed (${error.message}).\n`);
    });
    carryPoolActor(client);
  });
  const generation = createDataGeneration();
  watchPoolWrites(pool, generation);
  const { logger, observeQueries } = queryObservers();
  const db = drizzleNodePg(pool, { schema, logger });
  return {
    kind: 'postgres',
    db,
    generation,
    observeQueries,
    migrate: async () => {
      await dropLiveViewsBeforeMigrating(db, migrationsFolder);
      await migrateNodePg(db, { migrationsFolder });
      await rebuildLiveViews(db);
      await rankUnrankedCores(db);
      await installAuditTriggers(db);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    keepStatistics: () => Promise.resolve({ stop: () => undefined }),
    close: () => pool.end(),
  };
}

export function openDatabase(location: DatabaseLocation): Database {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openPglite(location);
}

/**
 * The image of an in-memory PGlite data folder just migrated (`PGlite.dumpDataDir`, a tar), for
 * `pgliteImage`: the tests migrate once a run and start every database from it.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite();
  const database = pgliteDatabase(client);
  try {
    await database.migrate();
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

export function pgliteDirIn(dataDir: string): string {
  return join(dataDir, 'pglite');
}
