import { sql } from 'drizzle-orm';
import { deleteStoredFiles } from '../campaigns/campaign-files.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { withBaseTables } from '../db/live-views.js';
import type { FileStorage } from '../storage/file-storage.js';
import { purgeDateOf } from './bin-presenter.js';
import { purgeBinnedBefore } from './bin-purge-rows.js';

/** How often each process looks for items past their retention (one of them purges). */
const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;

/**
 * One key for every process: a purge runs in one process at a time (the others skip their turn),
 * so two processes never collect the same files.
 */
const PURGE_LOCK_KEY = 27_000_002;

/** Where the purge writes what it could not do (the server's log). */
export interface PurgeLog {
  error: (details: Record<string, unknown>, message: string) => void;
}

export interface BinPurgeDeps {
  db: Db;
  storage: FileStorage;
  now: Clock;
  retentionDays: number;
  log: PurgeLog;
  intervalMs?: number;
}

/**
 * The purge of the bin (README.md): removes for good the items binned longer than the retention,
 * what is below them by the foreign keys' cascades, then their stored files once that has
 * committed. State lives in PostgreSQL only (the rows' `deleted_at`), so every API process runs
 * it on a timer and one of them does the work: the others find the lock taken. Idempotent: a row
 * already gone is not found again, a file already removed is removed again without harm.
 */
export function createBinPurge({
  db,
  storage,
  now,
  retentionDays,
  log,
  intervalMs = DEFAULT_INTERVAL_MS,
}: BinPurgeDeps) {
  /** One purge, batch after batch; answers how many items it removed (0 when another process purges). */
  async function runOnce(): Promise<number> {
    // Items binned before this date are past their retention.
    const before = purgeDateOf(now(), -retentionDays);
    let removed = 0;
    for (;;) {
      const batch = await withBaseTables(db, async (tx) => {
        const rows = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as "isOwn"`,
        );
        if (!isLockTaken(rows)) return undefined;
        return purgeBinnedBefore(tx, before);
      });
      if (batch === undefined || batch.removed === 0) return removed;
      removed += batch.removed;
      const failures = await deleteStoredFiles(storage, batch.keys);
      if (failures.length > 0)
        log.error({ failures }, 'stored files left after the purge of the bin');
    }
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    runOnce,
    start(): void {
      timer ??= setInterval(() => {
        runOnce().catch((error: unknown) => {
          log.error({ err: error }, 'The purge of the bin failed');
        });
      }, intervalMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type BinPurge = ReturnType<typeof createBinPurge>;

/** Whether `pg_try_advisory_xact_lock` answered true (both drivers answer `{ rows }`). */
function isLockTaken(result: unknown): boolean {
  if (typeof result !== 'object' || result === null || !('rows' in result)) return false;
  const [row] = Array.isArray(result.rows) ? (result.rows as unknown[]) : [];
  return typeof row === 'object' && row !== null && 'isOwn' in row && row.isOwn === true;
}
