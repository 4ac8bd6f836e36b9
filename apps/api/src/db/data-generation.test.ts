import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createRateLimitRepository } from '../rate-limits/rate-limit.repository.js';
import {
  THROTTLING_STATE_WRITE,
  createDataGeneration,
  isPlainRead,
  leavesDataStill,
} from './data-generation.js';
import { organizations } from './schema.js';

describe('isPlainRead', () => {
  it.each([
    'select 1',
    '  SELECT "id" from "cores" where "campaign_id" = $1',
    'show server_version',
    'explain select 1',
    'with "page_ids" as (select "id" from "cores" order by "updated_at") select * from "page_ids"',
    'WITH RECURSIVE tree AS (SELECT 1) SELECT * FROM tree',
  ])('reads: %s', (statement) => {
    expect(isPlainRead(statement)).toBe(true);
  });

  it.each([
    'insert into cores values ($1)',
    'update cores set name = $1',
    'delete from cores',
    'with moved as (update cores set rank = 1 returning id) select * from moved',
    'with gone as (delete from cores returning id) select count(*) from gone',
    'with fresh as (select 1 as id) insert into cores (id) select id from fresh',
    'with kept as (select id from cores for update) select * from kept',
    'with s as (select 1) merge into cores using s on true when matched then do nothing',
    'select id from cores where id = $1 for update',
    'select id from cores for no key update skip locked',
    'select id from cores for share',
    'explain analyze delete from cores',
    'begin',
    'commit',
    'set local statement_timeout = 1000',
    '',
  ])('writes (or may): %s', (statement) => {
    expect(isPlainRead(statement)).toBe(false);
  });
});

describe('leavesDataStill', () => {
  it('is true of a read and of a write of throttling state, which opens with its comment', () => {
    expect(leavesDataStill('select 1')).toBe(true);
    expect(leavesDataStill(`${THROTTLING_STATE_WRITE} insert into rate_limit_counters …`)).toBe(
      true,
    );
  });

  it('is false of any other write, even one holding the comment further on', () => {
    expect(leavesDataStill('insert into cores values ($1)')).toBe(false);
    expect(leavesDataStill(`update cores set name = '${THROTTLING_STATE_WRITE}'`)).toBe(false);
    expect(leavesDataStill(` ${THROTTLING_STATE_WRITE} delete from cores`)).toBe(false);
  });
});

describe('the data generation', () => {
  it('moves when a write starts and ends, and is unchanged only with no write in flight', () => {
    const generation = createDataGeneration();
    const seen = generation.current();
    expect(generation.isUnchangedSince(seen)).toBe(true);
    const end = generation.beginWrite();
    expect(generation.isUnchangedSince(generation.current())).toBe(false);
    const during = generation.current();
    end();
    end();
    expect(generation.current()).toBe(during + 1);
    expect(generation.isUnchangedSince(seen)).toBe(false);
    expect(generation.isUnchangedSince(generation.current())).toBe(true);
  });
});

describe('the generation of a database', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  it('holds still through reads', async () => {
    const { db, generation } = test.database;
    const seen = generation.current();
    await db.select().from(organizations).limit(1);
    await db.execute(sql`select count(*) from organizations`);
    expect(generation.isUnchangedSince(seen)).toBe(true);
  });

  it('moves with a statement that writes', async () => {
    const { db, generation } = test.database;
    const seen = generation.current();
    await db.insert(organizations).values({ name: 'Routes du Nord', isInternal: false });
    expect(generation.isUnchangedSince(seen)).toBe(false);
    expect(generation.isUnchangedSince(generation.current())).toBe(true);
  });

  // Its writes are seen by others at the commit, which moves the generation again (PostgreSQL),
  // or the whole transaction counts as one write (PGlite, whose transactions drizzle runs apart).
  it('moves with a transaction', async () => {
    const { db, generation } = test.database;
    const seen = generation.current();
    await db.transaction(async (tx) => {
      await tx.update(organizations).set({ siret: '12345678901234' });
    });
    expect(generation.isUnchangedSince(seen)).toBe(false);
    expect(generation.isUnchangedSince(generation.current())).toBe(true);
  });

  // Counting a request (rate-limits/) drops no kept answer: nothing is computed from counters.
  it('holds still through the counting of a request, which is written', async () => {
    const { db, generation } = test.database;
    const counters = createRateLimitRepository(db);
    const at = new Date('2026-03-02T09:00:00.000Z');
    const seen = generation.current();
    await counters.hitAll([{ key: 'generation', windowMs: 60_000 }], at);
    const [again] = await counters.hitAll([{ key: 'generation', windowMs: 60_000 }], at);
    expect(again?.hits).toBe(2);
    expect(generation.isUnchangedSince(seen)).toBe(true);
  });

  it('ends a failed write too', async () => {
    const { db, generation } = test.database;
    await expect(db.execute(sql`insert into no_such_table values (1)`)).rejects.toThrow();
    expect(generation.isUnchangedSince(generation.current())).toBe(true);
  });
});
