import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { seedDemoDataOnce } from './seed.js';

describe('seedDemoDataOnce', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());

  it('seeds on the first start and keeps the data on the next one', async () => {
    const first = await seedDemoDataOnce(
      testDb.database.db,
      () => new Date('2026-01-02T03:04:05Z'),
    );
    const second = await seedDemoDataOnce(
      testDb.database.db,
      () => new Date('2027-01-01T00:00:00Z'),
    );
    expect(first).toEqual({ seeded: true, seededAt: new Date('2026-01-02T03:04:05Z') });
    expect(second).toEqual({ seeded: false, seededAt: new Date('2026-01-02T03:04:05Z') });
  });

  it('migrates again without error (migrations are idempotent)', async () => {
    await expect(testDb.database.migrate()).resolves.toBeUndefined();
  });
});
