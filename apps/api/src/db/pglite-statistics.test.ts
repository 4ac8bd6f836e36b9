import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { keepPgliteStatistics } from './pglite-statistics.js';

describe('keepPgliteStatistics', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A generation moved by hand, and an ANALYZE that counts its runs. */
  function fakes() {
    let generation = 0;
    const analyze = vi.fn(() => Promise.resolve());
    return {
      analyze,
      generation: { current: () => generation },
      write: () => {
        generation += 1;
      },
    };
  }

  it('analyzes at once, then after an interval only when something was written', async () => {
    vi.useFakeTimers();
    const { analyze, generation, write } = fakes();
    const keeper = await keepPgliteStatistics({
      analyze,
      generation,
      intervalMs: 1_000,
      reportError: () => undefined,
    });
    expect(analyze).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(analyze).toHaveBeenCalledTimes(1);

    write();
    write();
    await vi.advanceTimersByTimeAsync(999);
    expect(analyze).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(analyze).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(analyze).toHaveBeenCalledTimes(2);

    keeper.stop();
    write();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(analyze).toHaveBeenCalledTimes(2);
  });

  it('never runs two at once, and reports a failure without stopping', async () => {
    vi.useFakeTimers();
    const { generation, write } = fakes();
    let finish: () => void = () => undefined;
    const analyze = vi
      .fn<() => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('disk full'))
      .mockResolvedValue(undefined);
    const reportError = vi.fn();
    const keeper = await keepPgliteStatistics({
      analyze,
      generation,
      intervalMs: 1_000,
      reportError,
    });

    write();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(analyze).toHaveBeenCalledTimes(2);
    // Still running, and written to again: the next look waits for it.
    write();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(analyze).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(analyze).toHaveBeenCalledTimes(3);
    expect(reportError).toHaveBeenCalledWith(new Error('disk full'));

    write();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(analyze).toHaveBeenCalledTimes(4);
    keeper.stop();
  });
});

describe('Database.keepStatistics', () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.dispose();
  });

  it('analyzes the embedded database without counting it as a write (a server has its autovacuum)', async () => {
    testDb = await createTestDatabase();
    const { database } = testDb;
    const reltuples = async () => {
      const result = await database.db.execute(
        sql`select reltuples from pg_class where oid = 'public.cores'::regclass`,
      );
      return Number(rowsOf(result)[0]?.reltuples);
    };
    const before = await reltuples();
    const generation = database.generation.current();
    const keeper = await database.keepStatistics((error) => {
      throw error;
    });
    keeper.stop();
    expect(database.generation.current()).toBe(generation);
    if (database.kind === 'pglite') {
      // Never analyzed (-1), then analyzed: the table is known to be empty.
      expect([before, await reltuples()]).toEqual([-1, 0]);
    } else {
      // The server's autovacuum keeps them; the app leaves them alone.
      expect(await reltuples()).toBe(before);
    }
  });
});
