import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, corePictures, cores, displayNamePrefixes, roads } from '../db/schema.js';
import { loadContract } from '../http/contract/contract.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { toCore } from './core-presenter.js';
import { createCoresRepository } from './cores.repository.js';

/**
 * The cores list is written by the database (core-json.ts) while every other answer presents a
 * core in JavaScript (core-presenter.ts): the two must answer the same Core, value for value.
 */
describe('coreJson: the Core written by the database', () => {
  let testDb: TestDatabase;
  let campaignId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    const campaign = await insertTestCampaign(db, { type: 'coring' });
    campaignId = campaign.id;
    const [road] = await db
      .insert(roads)
      .values({ workspaceId: campaign.workspaceId, name: 'RD 1075 « Route de "Grenoble" »' })
      .returning();
    const [city] = await db
      .insert(cities)
      .values({ workspaceId: campaign.workspaceId, name: "L'Isle-d'Abeau", zipCode: '38080' })
      .returning();
    const [cityWithoutZip] = await db
      .insert(cities)
      .values({ workspaceId: campaign.workspaceId, name: 'Saint-Étienne\\Nord' })
      .returning();
    const [prefix] = await db
      .insert(displayNamePrefixes)
      .values({ campaignId, name: 'RN7-' })
      .returning();
    const inserted = await db
      .insert(cores)
      .values([
        // Every kind of value: text with quotes, backslashes, accents, a tab and a line break;
        // fractions, tiny and huge numbers, negatives; both booleans; a name and the nulls of
        // every nullable column.
        {
          campaignId,
          number: 1,
          displayName: 'C-1 "bis"\t\\',
          displayNamePrefixId: prefix?.id ?? null,
          nrName: 'NR 1',
          status: 'validated',
          roadId: road?.id ?? null,
          cityId: city?.id ?? null,
          landmark: 'PR 12+350',
          abscissa: 0.1 + 0.2,
          direction: 'Sens 1',
          lane: 'Voie lente',
          lateralPosition: 'Axe',
          structureType: 'Souple',
          isFullStructure: true,
          diameter: 150,
          lat: 45.188_529_123_456_7,
          lng: -0.000_000_1,
          note: 'Fissure\nlongitudinale, 2 cm — à suivre 🚧',
          sortRank: 0,
        },
        {
          campaignId,
          number: 2,
          displayName: '2',
          status: 'empty',
          cityId: cityWithoutZip?.id ?? null,
          abscissa: 1e21,
          diameter: 123_456_789.123_456,
          sortRank: 1,
        },
        { campaignId, number: 3, displayName: '3', status: 'empty', sortRank: 2 },
      ])
      .returning();
    const first = inserted[0]?.id ?? '';
    await db.insert(corePictures).values([
      { coreId: first, path: 'cores/b.jpg', title: 'Vue « de dessus »', position: 2 },
      { coreId: first, path: 'cores/a.jpg', title: null, position: 1 },
    ]);
    // Microseconds, which the JavaScript presenter's Date drops.
    await db.execute(
      sql`update ${cores} set created_at = '2026-02-03 04:05:06.789999+00', updated_at = '1999-12-31 23:59:59.000001+00' where number = 1`,
    );
    await db.execute(sql`update ${corePictures} set created_at = '2026-02-03 04:05:06.0005+00'`);
  });
  afterAll(() => testDb.dispose());

  it('answers what toCore answers once projected on the contract, on this database', async () => {
    const repository = createCoresRepository(testDb.database.db);
    const range = { offset: 0, limit: 10 };
    const presented = (await repository.page(campaignId, range)).map((details) =>
      loadContract().project(toCore(details), '/components/schemas/Core'),
    );
    const written: unknown = JSON.parse(`[${await repository.pageJson(campaignId, range)}]`);

    expect(presented).toHaveLength(3);
    expect(written).toStrictEqual(presented);
  });

  it('answers nothing for a page past the end', async () => {
    const repository = createCoresRepository(testDb.database.db);
    expect(await repository.pageJson(campaignId, { offset: 3, limit: 10 })).toBe('');
  });
});
