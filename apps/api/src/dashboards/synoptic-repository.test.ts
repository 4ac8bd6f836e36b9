import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { readCampaignSynoptic } from './synoptic-repository.js';
import { insertDashboardFixture, type DashboardFixture } from './testing/dashboard-fixture.js';

describe('readCampaignSynoptic', () => {
  let testDb: TestDatabase;
  let fixture: DashboardFixture;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fixture = await insertDashboardFixture(testDb.database.db);
  });
  afterAll(() => testDb.dispose());

  const read = (filters: Parameters<typeof readCampaignSynoptic>[2] = {}) =>
    readCampaignSynoptic(testDb.database.db, fixture.campaignId, filters);

  it('groups the cores by direction and lane in road order, PR compared as numbers', async () => {
    const synoptic = await read();
    expect(
      synoptic.groups.map((group) => [
        group.direction,
        group.lane,
        group.cores.map((core) => [core.displayName, core.prNumber]),
      ]),
    ).toEqual([
      [
        'Grenoble',
        '1',
        [
          ['K2', 1],
          ['K1', 2],
          ['K3', 10],
        ],
      ],
      ['Lyon', '2', [['K4', 3]]],
      [null, null, [['K5', null]]],
    ]);
  });

  it('gives each layer its depths, material, interface below, classes and waste route', async () => {
    const synoptic = await read();
    const k1 = synoptic.groups[0]?.cores[1];
    expect(k1?.displayName).toBe('K1');
    expect(
      k1?.layers.map((layer) => [
        layer.position,
        layer.type,
        layer.materialCategory?.name,
        layer.topDepth,
        layer.bottomDepth,
        layer.interfaceBelow,
        layer.wasteRoute,
      ]),
    ).toEqual([
      [1, 'EB', 'BBSG', 0, 40, 'bonded', 'free_reuse'],
      [2, 'CA', 'Enrobé goudronneux', 40, 100, 'unbonded', 'hazardous'],
      [3, 'CS', 'GNT', 100, 300, null, 'unknown'],
    ]);
    expect(k1?.layers[1]?.pollutants).toEqual([
      {
        kind: 'asbestos',
        value: null,
        unit: null,
        asbestosPresent: false,
        classId: 'asbestos_absent',
      },
      { kind: 'PAH', value: 1200, unit: 'mg/kg', asbestosPresent: null, classId: 'PAH_1000' },
      { kind: 'TH', value: 300, unit: 'mg/kg', asbestosPresent: null, classId: 'TH_0' },
      { kind: 'PAH_ref_be', value: 800, unit: 'mg/kg', asbestosPresent: null, classId: 'PAH_500' },
    ]);
    expect([k1?.totalThickness, k1?.bituminousThickness, k1?.wasteRoute]).toEqual([
      300,
      100,
      'hazardous',
    ]);
  });

  it('gives each core the most constraining route of its analysed layers', async () => {
    const synoptic = await read();
    const routes = synoptic.groups.flatMap((group) =>
      group.cores.map((core) => [core.displayName, core.wasteRoute]),
    );
    expect(routes).toEqual([
      ['K2', 'not_inert'],
      ['K1', 'hazardous'],
      ['K3', 'hazardous_asbestos'],
      ['K4', 'unknown'],
      ['K5', 'unknown'],
    ]);
  });

  it('applies the filters in SQL: direction, lane, PR range, material, status, road', async () => {
    const names = async (filters: Parameters<typeof read>[0]) =>
      (await read(filters)).groups.flatMap((group) => group.cores.map((core) => core.displayName));
    expect(await names({ direction: 'Grenoble' })).toEqual(['K2', 'K1', 'K3']);
    expect(await names({ lane: '2' })).toEqual(['K4']);
    expect(await names({ prFrom: 2, prTo: 3 })).toEqual(['K1', 'K4']);
    expect(await names({ prFrom: 3 })).toEqual(['K3', 'K4']);
    expect(await names({ material: 'CA' })).toEqual(['K1']);
    expect(await names({ material: 'GTLH', status: 'validated' })).toEqual(['K2']);
    expect(await names({ status: 'cancelled' })).toEqual(['K5']);
    expect(await names({ road: fixture.roadId, direction: 'Lyon' })).toEqual(['K4']);
    expect((await read({ direction: 'Lyon', lane: '2' })).filters).toEqual({
      direction: 'Lyon',
      lane: '2',
    });
  });

  it('reads nothing of another campaign', async () => {
    const other = await insertDashboardFixture(testDb.database.db);
    const synoptic = await readCampaignSynoptic(testDb.database.db, other.campaignId, {});
    const ids = synoptic.groups.flatMap((group) => group.cores.map((core) => core.id));
    expect(ids).toEqual(['K2', 'K1', 'K3', 'K4', 'K5'].map((name) => other.coreIds[name]));
  });
});
