import type { Clock } from '../../clock.js';
import { storageOf } from '../../downloads/testing/test-worker.js';
import type { TestServer } from '../../testing/test-server.js';
import { createBinPurge } from '../bin-purge.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Runs the purge of the bin on a test server as if the retention (30 days) had passed, without
 * moving the server's clock (which would end the tokens of the tests that follow). Answers how
 * many items it removed; throws when it could not remove a stored file.
 */
export async function purgeBinAsIfExpired(server: TestServer, now: Clock): Promise<number> {
  const failures: unknown[] = [];
  const purge = createBinPurge({
    db: server.database.db,
    storage: storageOf(server),
    now: () => new Date(now().getTime() + 31 * DAY),
    retentionDays: 30,
    log: { error: (details) => failures.push(details) },
  });
  const removed = await purge.runOnce();
  if (failures.length > 0) throw new Error(`The purge failed: ${JSON.stringify(failures)}`);
  return removed;
}
