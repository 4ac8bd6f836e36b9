import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createRateLimitRepository, type RateLimitRepository } from './rate-limit.repository.js';

/** On PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the hits below really race. */
describe('rate limit counters', () => {
  let testDb: TestDatabase;
  let counters: RateLimitRepository;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    counters = createRateLimitRepository(testDb.database.db);
  });
  afterAll(() => testDb.dispose());

  const at = new Date('2026-03-02T09:00:00.000Z');
  /** One key's hit alone, as a request with one rule counts it. */
  const hit = async (key: string, when: Date, windowMs: number) => {
    const [state] = await counters.hitAll([{ key, windowMs }], when);
    if (state === undefined) throw new Error(`No state for ${key}`);
    return state;
  };
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

  it('counts every one of simultaneous hits once, whichever connection makes it', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => hit('race', at, 60_000)));
    expect(hits.map(({ hits: count }) => count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('starts a new window with the first hit after the last one ended', async () => {
    expect(await hit('window', at, 60_000)).toEqual({ hits: 1, windowStartedAt: at });
    expect(await hit('window', later(59), 60_000)).toEqual({
      hits: 2,
      windowStartedAt: at,
    });
    expect(await hit('window', later(60), 60_000)).toEqual({
      hits: 1,
      windowStartedAt: later(60),
    });
  });

  it('counts the rules of one request in one statement, each in its own window', async () => {
    await hit('per-ip', at, 60_000);
    await hit('per-link', at, 3_600_000);
    // 90 s later: the minute's window has ended, the hour's has not.
    expect(
      await counters.hitAll(
        [
          { key: 'per-link', windowMs: 3_600_000 },
          { key: 'per-ip', windowMs: 60_000 },
          { key: 'per-new', windowMs: 60_000 },
        ],
        later(90),
      ),
    ).toEqual([
      { hits: 2, windowStartedAt: at },
      { hits: 1, windowStartedAt: later(90) },
      { hits: 1, windowStartedAt: later(90) },
    ]);
  });

  it('counts a key given twice in one request twice', async () => {
    const states = await counters.hitAll(
      [
        { key: 'twice', windowMs: 60_000 },
        { key: 'twice', windowMs: 60_000 },
      ],
      at,
    );
    expect(states).toEqual([
      { hits: 2, windowStartedAt: at },
      { hits: 2, windowStartedAt: at },
    ]);
    expect(await hit('twice', later(1), 60_000)).toEqual({ hits: 3, windowStartedAt: at });
  });

  it('races requests of several rules on shared keys without losing a hit', async () => {
    const rules = [
      { key: 'shared-ip', windowMs: 60_000 },
      { key: 'shared-link', windowMs: 60_000 },
    ];
    const states = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        counters.hitAll(index % 2 === 0 ? rules : [...rules].reverse(), at),
      ),
    );
    const counts = (key: string) =>
      states
        .flatMap((request, index) => {
          const order = index % 2 === 0 ? rules : [...rules].reverse();
          return request.filter((_, position) => order[position]?.key === key);
        })
        .map(({ hits }) => hits)
        .sort((a, b) => a - b);
    const oneToTwenty = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(counts('shared-ip')).toEqual(oneToTwenty);
    expect(counts('shared-link')).toEqual(oneToTwenty);
  });

  it('asks nothing of the database for a request without a rule to count', async () => {
    expect(await counters.hitAll([], at)).toEqual([]);
  });

  it('forgets the counters of windows started long ago', async () => {
    await hit('old', at, 60_000);
    await counters.forgetBefore(later(1));
    expect(await hit('old', later(2), 3_600_000)).toMatchObject({ hits: 1 });
  });
});
