import type { SessionUser } from '@chaussee/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembershipGuard } from '../access/membership-guard.js';
import { createMembershipRepository } from '../access/membership.repository.js';
import { createTestClock } from '../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import type { CoreFilters } from './core-filters.js';
import { createDashboardsService, type DashboardsService } from './dashboards.service.js';
import { insertDashboardFixture, type DashboardFixture } from './testing/dashboard-fixture.js';

/**
 * The SQL aggregations of the charts against values computed by hand on the fixture campaign
 * (testing/dashboard-fixture.ts has its table).
 */
describe('the content of the dashboard charts', () => {
  let testDb: TestDatabase;
  let fixture: DashboardFixture;
  let service: DashboardsService;
  const admin: SessionUser = {
    id: '00000000-0000-4000-8000-000000000001',
    roles: ['ROLE_ADMIN'],
    job: null,
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    fixture = await insertDashboardFixture(db);
    service = createDashboardsService({
      db,
      membership: createMembershipGuard(createMembershipRepository(db)),
      now: createTestClock().now,
    });
  });
  afterAll(() => testDb.dispose());

  async function chartIdOf(chartType: string): Promise<string> {
    const page = await service.listCategories(admin, fixture.campaignId, { limit: 200 });
    const chart = page.items
      .flatMap((category) => category.charts)
      .find((item) => item.chartType === chartType);
    if (!chart) throw new Error(`No chart ${chartType}`);
    return chart.id;
  }

  async function content(chartType: string, filters: CoreFilters = {}) {
    const answer = await service.generateContent(admin, await chartIdOf(chartType), filters);
    return {
      labels: answer.labels,
      keys: answer.labelKeys,
      series: answer.series.map((series) => [series.name, ...series.data]),
    };
  }

  it('starts a coring campaign with the default catalogue: two tabs, nine charts', async () => {
    const page = await service.listCategories(admin, fixture.campaignId, {});
    expect(
      page.items.map((category) => [
        category.name,
        category.charts.map((chart) => chart.chartType),
      ]),
    ).toEqual([
      [
        'Structure de chaussée',
        [
          'cores_by_status',
          'layers_by_type',
          'thickness_distribution',
          'bituminous_thickness_along_road',
        ],
      ],
      [
        'Analyses et filières',
        [
          'pah_class_by_layer',
          'pah_ref_be_class_by_layer',
          'th_class_by_layer',
          'asbestos_by_layer',
          'cores_by_waste_route',
        ],
      ],
    ]);
  });

  it('counts the cores by status, in the order of the statuses', async () => {
    expect(await content('cores_by_status')).toEqual({
      labels: ['Vide', 'Annulée', 'Validée', "Envoyée au chargé d'affaires"],
      keys: ['empty', 'cancelled', 'validated', 'sent_to_study_manager'],
      series: [['Carottes', 1, 1, 2, 1]],
    });
  });

  it('counts the layers by type', async () => {
    expect(await content('layers_by_type')).toMatchObject({
      keys: ['CA', 'CS', 'EB', 'GTLH'],
      series: [['Couches', 1, 1, 4, 1]],
    });
  });

  it('bins the total thickness of the cores with layers by 50 mm, empty bins included', async () => {
    // K3 30 mm, K5 80, K2 200, K1 300; K4 has no layer.
    expect(await content('thickness_distribution')).toEqual({
      labels: [
        '0 – 50 mm',
        '50 – 100 mm',
        '100 – 150 mm',
        '150 – 200 mm',
        '200 – 250 mm',
        '250 – 300 mm',
        '300 – 350 mm',
      ],
      keys: ['0', '50', '100', '150', '200', '250', '300'],
      series: [['Carottes', 1, 1, 0, 0, 1, 0, 1]],
    });
  });

  it('draws the bituminous thickness along the road, one series per direction and lane', async () => {
    // EB and CA only: K1 40 + 60, K2 50 (GTLH left out), K3 30, K5 80; by PR then abscissa.
    expect(await content('bituminous_thickness_along_road')).toEqual({
      labels: ['K2 (PR 1 + 500,5)', 'K1 (PR 2 + 100)', 'K3 (PR 10 + 0)', 'K5'],
      keys: ['K2', 'K1', 'K3', 'K5'].map((name) => fixture.coreIds[name]),
      series: [
        ['Grenoble – voie 1', 50, 100, 30, null],
        ['Sens non renseigné – voie non renseignée', null, null, null, 80],
      ],
    });
  });

  it('counts the PAH classes per layer position, the Ref. BE values apart', async () => {
    // Laboratory: K1 layer 1 20 mg/kg, K2 layer 1 60, K1 layer 2 1200; Ref. BE: K1 layer 2 800.
    expect(await content('pah_class_by_layer')).toEqual({
      labels: ['Couche 1', 'Couche 2'],
      keys: ['1', '2'],
      series: [
        ['HAP < 50 mg/kg', 1, 0],
        ['HAP de 50 à 500 mg/kg', 1, 0],
        ['HAP de 500 à 1 000 mg/kg', 0, 0],
        ['HAP ≥ 1 000 mg/kg', 0, 1],
      ],
    });
    expect((await content('pah_ref_be_class_by_layer')).series).toEqual([
      ['HAP < 50 mg/kg', 0],
      ['HAP de 50 à 500 mg/kg', 0],
      ['HAP de 500 à 1 000 mg/kg', 1],
      ['HAP ≥ 1 000 mg/kg', 0],
    ]);
  });

  it('counts the TH classes and the asbestos results per layer position', async () => {
    expect((await content('th_class_by_layer')).series).toEqual([
      ['HCT < 500 mg/kg', 1, 1],
      ['HCT ≥ 500 mg/kg', 1, 0],
    ]);
    expect(await content('asbestos_by_layer')).toMatchObject({
      keys: ['1', '2'],
      series: [
        ['Amiante non détecté', 2, 1],
        ['Amiante détecté', 1, 0],
      ],
    });
  });

  it('shares the cores among the waste routes, as the synoptic routes them', async () => {
    expect(await content('cores_by_waste_route')).toEqual({
      labels: [
        'Déchet dangereux amianté (ISDD)',
        'Déchet dangereux (ISDD ou traitement thermique)',
        'Non inerte (ISDND)',
        'Indéterminée (analyses manquantes)',
      ],
      keys: ['hazardous_asbestos', 'hazardous', 'not_inert', 'unknown'],
      series: [['Carottes', 1, 1, 1, 2]],
    });
  });

  it('applies the filters shared by every chart, and echoes them', async () => {
    const filters: CoreFilters = { direction: 'Grenoble', prTo: 2 };
    expect((await content('cores_by_status', filters)).series).toEqual([['Carottes', 2]]);
    expect((await content('cores_by_waste_route', filters)).keys).toEqual([
      'hazardous',
      'not_inert',
    ]);
    expect((await content('layers_by_type', { material: 'CA' })).series).toEqual([
      ['Couches', 1, 1, 1],
    ]);
    expect(
      (await content('pah_class_by_layer', { status: 'sent_to_study_manager' })).labels,
    ).toEqual([]);
    const answer = await service.generateContent(admin, await chartIdOf('cores_by_status'), {
      lane: '1',
      prFrom: undefined,
    });
    expect(answer.filters).toEqual({ lane: '1' });
  });

  it('creates the default catalogue once under two first reads at once', async () => {
    const other = await insertDashboardFixture(testDb.database.db);
    const pages = await Promise.all(
      [1, 2, 3].map(() => service.listCategories(admin, other.campaignId, {})),
    );
    const again = await service.listCategories(admin, other.campaignId, {});
    expect(again.total).toBe(2);
    expect(again.items.flatMap((category) => category.charts)).toHaveLength(9);
    for (const page of pages)
      expect(page.items.map((category) => category.id)).toEqual(
        again.items.map((category) => category.id),
      );
  });

  it('keeps to its campaign: another campaign’s data never counts', async () => {
    const other = await insertDashboardFixture(testDb.database.db);
    const page = await service.listCategories(admin, other.campaignId, {});
    const chart = page.items
      .flatMap((category) => category.charts)
      .find((item) => item.chartType === 'layers_by_type');
    if (!chart) throw new Error('No chart');
    const answer = await service.generateContent(admin, chart.id, {});
    expect(answer.series[0]?.data).toEqual([1, 1, 4, 1]);
  });
});
