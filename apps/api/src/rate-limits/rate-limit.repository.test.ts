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
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

  it('counts every one of simultaneous hits once, whichever connection makes it', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => counters.hit('race', at, 60_000)),
    );
    expect(hits.map(({ hits: count }) => count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('starts a new window with the first hit after the last one ended', async () => {
    expect(await counters.hit('window', at, 60_000)).toEqual({ hits: 1, windowStartedAt: at });
    expect(await counters.hit('window', later(59), 60_000)).toEqual({
      hits: 2,
      windowStartedAt: at,
    });
    expect(await counters.hit('window', later(60), 60_000)).toEqual({
      hits: 1,
      windowStartedAt: later(60),
    });
  });

  it('forgets the counters of windows started long ago', async () => {
    await counters.hit('old', at, 60_000);
    await counters.forgetBefore(later(1));
    expect(await counters.hit('old', later(2), 3_600_000)).toMatchObject({ hits: 1 });
  });
});
