import { eq, sql } from 'drizzle-orm';
import { numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { jsonRow } from './json-rows.js';
import { cities, cores, roads } from './schema.js';

describe('jsonRow: a row read as one JSON text', () => {
  let testDb: TestDatabase;
  let campaignId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    const campaign = await insertTestCampaign(db, { type: 'coring' });
    campaignId = campaign.id;
    const [road] = await db
      .insert(roads)
      .values({ workspaceId: campaign.workspaceId, name: 'RD 1075 « Route de Grenoble »' })
      .returning();
    await db.insert(cores).values([
      // Every kind of value: text with quotes and accents, fractions, negatives, a boolean, a
      // timestamp with microseconds, and the nulls of every nullable column.
      {
        campaignId,
        number: 1,
        displayName: 'C-1 "bis"',
        status: 'validated',
        roadId: road?.id ?? null,
        landmark: 'PR 12',
        abscissa: 123.456,
        direction: 'Sens 1',
        note: 'Fissure\nlongitudinale, 2 cm — à suivre',
        isFullStructure: true,
        diameter: 150,
        lat: 45.188_529_123,
        lng: -0.000_001,
        createdAt: new Date('2026-02-03T04:05:06.789Z'),
      },
      { campaignId, number: 2, displayName: '2', status: 'empty' },
    ]);
    await db.execute(
      sql`update ${cores} set updated_at = '2026-02-03 04:05:06.789123+00' where number = 2`,
    );
  });
  afterAll(() => testDb.dispose());

  it('reads back every column as select() does, on this database', async () => {
    const db = testDb.database.db;
    const coreJson = jsonRow(cores);
    const roadJson = jsonRow(roads);
    const cityJson = jsonRow(cities);
    const asJson = await db
      .select({ core: coreJson.select, road: roadJson.select, city: cityJson.select })
      .from(cores)
      .leftJoin(roads, eq(roads.id, cores.roadId))
      .leftJoin(cities, eq(cities.id, cores.cityId))
      .where(eq(cores.campaignId, campaignId))
      .orderBy(cores.number);
    const plain = await db
      .select({ core: cores, road: roads, city: cities })
      .from(cores)
      .leftJoin(roads, eq(roads.id, cores.roadId))
      .leftJoin(cities, eq(cities.id, cores.cityId))
      .where(eq(cores.campaignId, campaignId))
      .orderBy(cores.number);

    const read = asJson.map((row) => ({
      core: coreJson.read(row.core),
      road: roadJson.read(row.road),
      city: cityJson.read(row.city),
    }));
    expect(read).toEqual(plain);
    expect(plain).toHaveLength(2);
    // What a left join left out is null, not a row of nulls.
    expect(read.map((row) => row.city)).toEqual([null, null]);
    expect(read[0]?.road?.name).toBe('RD 1075 « Route de Grenoble »');
    expect(read[1]?.core?.updatedAt).toEqual(new Date('2026-02-03T04:05:06.789Z'));
  });

  it('refuses a table with a column whose JSON form reads back otherwise', () => {
    const measures = pgTable('measures', {
      id: uuid('id').primaryKey(),
      value: numeric('value'),
    });
    const stamps = pgTable('stamps', {
      id: uuid('id').primaryKey(),
      at: timestamp('at', { mode: 'string', withTimezone: true }),
    });
    expect(() => jsonRow(measures)).toThrow(/column value \(PgNumeric/);
    expect(() => jsonRow(stamps)).toThrow(/column at \(PgTimestampString/);
  });
});
