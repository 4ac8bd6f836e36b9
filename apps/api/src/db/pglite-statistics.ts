import type { DataGeneration } from './data-generation.js';

/** How often the embedded database looks whether it was written to since its last ANALYZE. */
const STATISTICS_INTERVAL_MS = 60_000;

export interface StatisticsKeeper {
  /** Stops looking; an ANALYZE under way ends on its own. */
  stop(): void;
}

/**
 * The planner statistics of the embedded database, kept up to date as a PostgreSQL server's
 * autovacuum does. PGlite runs PostgreSQL in single-user mode, without autovacuum: no ANALYZE ever
 * runs by itself, and the planner never learns that a table grew. It then guesses a handful of
 * cores per campaign, and reads the live views' parents (db/live-views.ts) once per core, in a
 * nested loop: on a 10,000-core campaign, reading its cores' statuses took 74 ms and counting them
 * 57 ms, against 34 and 3 ms once analyzed (EXPLAIN ANALYZE, issue 19).
 *
 * So it analyzes every table once now (its statistics are those of the last process otherwise:
 * the cores a benchmark or an import added meanwhile are unknown), then at most every `intervalMs`
 * when something was written since. ANALYZE reads a bounded sample of each table (30,000 rows
 * at most), under a second on a database of 10,000 cores; PGlite's one connection queues the
 * requests meanwhile, which is why it waits for writes and for the interval. `analyze` must not
 * count as a write: statistics change no answer.
 */
export async function keepPgliteStatistics({
  analyze,
  generation,
  intervalMs = STATISTICS_INTERVAL_MS,
  reportError,
}: {
  analyze: () => Promise<unknown>;
  generation: Pick<DataGeneration, 'current'>;
  intervalMs?: number;
  reportError: (error: unknown) => void;
}): Promise<StatisticsKeeper> {
  let analyzedAt = generation.current();
  let isRunning = false;
  const run = async () => {
    isRunning = true;
    analyzedAt = generation.current();
    try {
      await analyze();
    } catch (error) {
      reportError(error);
    } finally {
      isRunning = false;
    }
  };
  await run();
  const timer = setInterval(() => {
    if (isRunning || generation.current() === analyzedAt) return;
    void run();
  }, intervalMs);
  // A process with nothing else to do ends: statistics are no reason to stay.
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}
