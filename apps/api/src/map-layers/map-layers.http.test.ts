import type { ChausseeClient, components } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema.js';
import { problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { insertMapFixture } from './testing/map-fixture.js';

type Schemas = components['schemas'];

/**
 * A coring campaign's map through HTTP, on the hand-computed fixture of testing/map-fixture.ts:
 * layers and legends, GeoJSON, value classes, extents, filters narrowing each other, the cores
 * placed from their PR, and the PR referencing both ways.
 */
describe('The map of a coring campaign', () => {
  let bed: ProjectsTestbed;
  let campaignId: string;
  let roadId: string;
  let coreIds: Record<string, string>;
  let engineer: ChausseeClient;
  let coresLayer: Schemas['MapLayer'];
  let prsLayer: Schemas['MapLayer'];

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const workspaceId = await bed.insertWorkspace({
      siteId: (await bed.insertOrganization('Département')).siteId,
      name: 'Routes',
      memberIds: [bed.userId(DEMO.engineer), bed.userId(DEMO.customerSupervisor)],
    });
    ({ campaignId, roadId, coreIds } = await insertMapFixture(bed.db, { workspaceId }));
    engineer = await bed.as(DEMO.engineer);
    const { data } = await engineer.GET('/campaigns/{id}/map-layers', {
      params: { path: { id: campaignId }, query: {} },
    });
    const cores = data.items.find((layer) => layer.kind === 'cores');
    const prs = data.items.find((layer) => layer.kind === 'prs');
    if (!cores || !prs) throw new Error('No cores or PR layer');
    coresLayer = cores;
    prsLayer = prs;
  });
  afterAll(() => bed.server.close());

  async function filterOf(field: string): Promise<Schemas['DynamicFilter']> {
    const { data } = await engineer.GET('/campaigns/{id}/dynamic-filters/{mapLayerId}', {
      params: { path: { id: campaignId, mapLayerId: coresLayer.id }, query: {} },
    });
    const found = data.items.find((filter) => filter.field === field);
    if (!found) throw new Error(`No filter on ${field}`);
    return found;
  }

  async function select(field: string, selectedValues: Schemas['ScalarValue'][]) {
    const { id } = await filterOf(field);
    const { response } = await engineer.PUT('/dynamic-filters/{id}', {
      params: { path: { id } },
      body: { selectedValues, min: null, max: null },
    });
    expect(response.status).toBe(200);
  }

  async function coresData(
    query: { west?: number; south?: number; east?: number; north?: number } = {},
  ) {
    const { data, response } = await engineer.GET('/map-layers/{id}/data/{campaignId}', {
      params: { path: { id: coresLayer.id, campaignId }, query },
    });
    expect(response.status).toBe(200);
    return data;
  }

  it('lists the cores layer coloured by status with its French legend, and the common PR layer', () => {
    expect(coresLayer).toMatchObject({
      name: 'Carottes',
      campaignId,
      geometryType: 'point',
      valueField: 'status',
      imageSettingsId: coresLayer.id,
    });
    expect(coresLayer.measures.map((measure) => measure.key)).toEqual([
      'status',
      'pahClass',
      'thClass',
      'asbestosClass',
      'bituminousThickness',
    ]);
    expect(coresLayer.legend.map((item) => item.label)).toEqual([
      'Vide',
      'Annulée',
      "Envoyée au chargé d'affaires",
      'Validée',
    ]);
    expect(prsLayer).toMatchObject({
      campaignId: null,
      name: 'Points de repère (PR)',
      valueField: null,
    });
  });

  it('sends the cores as compact GeoJSON (no property without value), a core without coordinates placed from its PR and flagged', async () => {
    const collection = await coresData();
    expect(collection).toMatchObject({
      type: 'FeatureCollection',
      mapLayerId: coresLayer.id,
      campaignId,
    });
    const byName = new Map(
      collection.features.map((feature) => [feature.properties.name, feature]),
    );
    expect([...byName.keys()].sort()).toEqual(['K1', 'K2', 'K3', 'K4']);
    expect(byName.get('K1')).toEqual({
      type: 'Feature',
      id: coreIds.K1,
      geometry: { type: 'Point', coordinates: [5.011, 45.0105] },
      properties: {
        name: 'K1',
        status: 'validated',
        pahClass: 'PAH_1000',
        thClass: 'TH_0',
        asbestosClass: 'asbestos_absent',
        bituminousThickness: 100,
        road: 'RD 12',
        landmark: 'PR 2',
        abscissa: 100,
      },
    });
    // PR 1 + 500.5 m east along PR 1 → PR 2: 500.5 / 78 626.66 = 0.006366° of longitude.
    expect(byName.get('K2')?.geometry).toEqual({ type: 'Point', coordinates: [5.006366, 45.01] });
    expect(byName.get('K2')?.properties).toMatchObject({
      isPositionComputed: true,
      pahClass: 'PAH_50',
    });
    // K1, K3 and K4 located, and K2 placed at PR 1 + 500.5 m.
    expect(collection.bbox).toEqual([5.006366, 45.01, 5.05, 45.05]);
  });

  it('reads only the features within an extent, and refuses an extent given in part', async () => {
    const within = await coresData({ west: 5, south: 45, east: 5.02, north: 45.03 });
    expect(within.features.map((feature) => feature.properties.name).sort()).toEqual([
      'K1',
      'K2',
      'K4',
    ]);
    const partial = await problemOf(
      engineer.GET('/map-layers/{id}/data/{campaignId}', {
        params: { path: { id: coresLayer.id, campaignId }, query: { west: 5, south: 45 } },
      }),
    );
    expect(partial.violations?.map((violation) => violation.propertyPath).sort()).toEqual([
      'east',
      'north',
    ]);
  });

  it('counts the cores of each class of a measure, with French labels and a « Non renseigné » class', async () => {
    const { data: status } = await engineer.GET('/map-layers/{id}/value-classes', {
      params: { path: { id: coresLayer.id }, query: {} },
    });
    expect(status.classes.map(({ label, count }) => [label, count])).toEqual([
      ['Vide', 1],
      ['Annulée', 1],
      ["Envoyée au chargé d'affaires", 1],
      ['Validée', 2],
    ]);
    const { data: thickness } = await engineer.GET('/map-layers/{id}/value-classes', {
      params: { path: { id: coresLayer.id }, query: { measure: 'bituminousThickness' } },
    });
    expect(thickness.classes.map(({ label, min, max, count }) => [label, min, max, count])).toEqual(
      [
        ['< 100 mm', 0, 100, 3],
        ['100 à 200 mm', 100, 200, 1],
        ['200 à 300 mm', 200, 300, 0],
        ['≥ 300 mm', 300, null, 0],
        ['Non renseigné', null, null, 1],
      ],
    );
    const { data: pah } = await engineer.GET('/map-layers/{id}/value-classes', {
      params: { path: { id: coresLayer.id }, query: { measure: 'pahClass' } },
    });
    expect(pah.classes.map(({ value, count }) => [value, count])).toEqual([
      ['PAH_0', 0],
      ['PAH_50', 1],
      ['PAH_500', 0],
      ['PAH_1000', 1],
      [null, 3],
    ]);
    const unknown = await problemOf(
      engineer.GET('/map-layers/{id}/value-classes', {
        params: { path: { id: coresLayer.id }, query: { measure: 'note' } },
      }),
    );
    expect(
      unknown.violations?.map((violation) => [violation.propertyPath, violation.code]),
    ).toEqual([['measure', 'choice']]);
  });

  it('fits the extent of the located features, and refuses the common layer without its campaign', async () => {
    const { data } = await engineer.GET('/map-layers/bounding-box', {
      params: { query: { 'map-list': [coresLayer.id, prsLayer.id] } },
    });
    // K1, K3, K4 and the four landmarks.
    expect(data.bbox).toEqual([5, 45, 5.05, 45.05]);
    const common = await problemOf(
      engineer.GET('/map-layers/bounding-box', {
        params: { query: { 'map-list': [prsLayer.id] } },
      }),
    );
    expect(common.status).toBe(400);
    const { data: prs } = await engineer.GET('/map-layers/bounding-box', {
      params: { query: { 'map-list': [prsLayer.id], campaign: campaignId } },
    });
    expect(prs.bbox).toEqual([5, 45, 5.01, 45.02]);
  });

  it('narrows the data and the values the other filters offer, and resets', async () => {
    await select('status', ['validated']);
    const kept = await coresData();
    expect(kept.features.map((feature) => feature.properties.name).sort()).toEqual(['K1', 'K2']);
    // The PAH filter offers the classes of the validated cores only…
    const pahFilter = await filterOf('pahClass');
    const { data: pahValues } = await engineer.GET('/dynamic-filter-values/{id}', {
      params: { path: { id: pahFilter.id }, query: {} },
    });
    expect(pahValues.items).toEqual([
      { value: 'PAH_1000', label: 'HAP ≥ 1 000 mg/kg', count: 1 },
      { value: 'PAH_50', label: 'HAP de 50 à 500 mg/kg', count: 1 },
    ]);
    // …and the status filter still offers every status but under the PAH selection.
    await select('pahClass', ['PAH_50']);
    const statusFilter = await filterOf('status');
    expect(statusFilter).toMatchObject({ isActive: true, kind: 'values', label: 'Statut' });
    const { data: statusValues } = await engineer.GET('/dynamic-filter-values/{id}', {
      params: { path: { id: statusFilter.id }, query: {} },
    });
    expect(statusValues.items).toEqual([{ value: 'validated', label: 'Validée', count: 1 }]);
    expect((await coresData()).features.map((feature) => feature.properties.name)).toEqual(['K2']);
    const { data: active } = await engineer.GET('/campaigns/{id}/dynamic-filters/{mapLayerId}', {
      params: { path: { id: campaignId, mapLayerId: coresLayer.id }, query: { status: 'active' } },
    });
    expect(active.items.map((filter) => filter.field).sort()).toEqual(['pahClass', 'status']);
    const { data: reset } = await engineer.GET('/dynamic-filters/reset-by-layers', {
      params: { query: { 'selected-maplayers': [coresLayer.id] } },
    });
    expect(
      reset.items.every((filter) => !filter.isActive && filter.selectedValues.length === 0),
    ).toBe(true);
    for (const filter of reset.items) {
      await engineer.PUT('/dynamic-filters/{id}', {
        params: { path: { id: filter.id } },
        body: { selectedValues: [], min: null, max: null },
      });
    }
    expect((await coresData()).features).toHaveLength(4);
  });

  it('filters a range on the bituminous thickness, and refuses values on it', async () => {
    const { id, kind } = await filterOf('bituminousThickness');
    expect(kind).toBe('range');
    const refused = await problemOf(
      engineer.PUT('/dynamic-filters/{id}', {
        params: { path: { id } },
        body: { selectedValues: [100], min: null, max: null },
      }),
    );
    expect(refused.violations?.map((violation) => violation.propertyPath)).toEqual([
      'selectedValues',
    ]);
    await engineer.PUT('/dynamic-filters/{id}', {
      params: { path: { id } },
      body: { selectedValues: [], min: 40, max: 100 },
    });
    expect((await coresData()).features.map((feature) => feature.properties.name).sort()).toEqual([
      'K1',
      'K2',
    ]);
    await engineer.PUT('/dynamic-filters/{id}', {
      params: { path: { id } },
      body: { selectedValues: [], min: null, max: null },
    });
  });

  it('lists a standard column over the visible layers', async () => {
    const { data } = await engineer.GET(
      '/campaigns/{id}/standard-column-values/{mapLayerId}/{column}',
      {
        params: {
          path: { id: campaignId, mapLayerId: coresLayer.id, column: 'road' },
          query: { 'visible-maplayers': [coresLayer.id, prsLayer.id] },
        },
      },
    );
    expect(data.items).toEqual([{ value: 'RD 12', label: 'RD 12', count: 9 }]);
    const notStandard = await problemOf(
      engineer.GET('/campaigns/{id}/standard-column-values/{mapLayerId}/{column}', {
        params: {
          path: { id: campaignId, mapLayerId: coresLayer.id, column: 'status' },
          query: {},
        },
      }),
    );
    expect(notStandard.violations?.map((violation) => violation.propertyPath)).toEqual(['column']);
  });

  it('saves a dynamic schema, keeping the standard fields', async () => {
    const fields = coresLayer.fields.map((field) =>
      field.key === 'lane' ? { ...field, label: 'Voie de circulation', isVisible: false } : field,
    );
    const { data } = await engineer.PUT('/map-layers/{id}/dynamic-schemas/{campaignId}', {
      params: { path: { id: coresLayer.id, campaignId } },
      body: { fields },
    });
    expect(data.fields.find((field) => field.key === 'lane')?.label).toBe('Voie de circulation');
    const { data: rows } = await engineer.GET('/map-layers/{id}/field-data/{campaignId}', {
      params: { path: { id: coresLayer.id, campaignId }, query: {} },
    });
    expect(rows.total).toBe(5);
    expect(Object.keys(rows.items[0]?.values ?? {})).not.toContain('lane');
    const save = (body: Schemas['MapLayerDynamicSchemaUpdate']) =>
      problemOf(
        engineer.PUT('/map-layers/{id}/dynamic-schemas/{campaignId}', {
          params: { path: { id: coresLayer.id, campaignId } },
          body,
        }),
      );
    const removed = await save({ fields: fields.filter((field) => field.key !== 'road') });
    expect([removed.status, removed.code]).toEqual([409, 'standard_field_removed']);
    const [first] = fields;
    if (first === undefined) throw new Error('No field');
    const twice = await save({ fields: [...fields, first] });
    expect(twice.violations?.map((violation) => [violation.propertyPath, violation.code])).toEqual([
      [`fields.${String(fields.length)}.key`, 'uniqueItems'],
    ]);
    // A key names a column of the layer's SQL: only the catalogue's keys are taken.
    const unknownKey = await save({
      fields: [...fields, { ...first, key: 'f"; drop table cores; --' }],
    });
    expect(unknownKey.violations?.map((violation) => violation.code)).toEqual(['choice']);
  });

  it('serves the PR landmarks of the campaign and PR referencing both ways', async () => {
    const { data: prs } = await engineer.GET('/map-layers/common-prs-layer/{id}', {
      params: { path: { id: campaignId } },
    });
    expect(prs.features.map((feature) => feature.properties.landmark)).toEqual([0, 1, 2, 3]);
    const { data: position } = await engineer.GET('/map-layers/common-prs-layer/{id}/position', {
      params: { path: { id: campaignId }, query: { road: roadId, landmark: 0, abscissa: 555.975 } },
    });
    expect(position).toEqual({
      roadId,
      roadName: 'RD 12',
      landmark: 0,
      abscissa: 555.975,
      lat: 45.005,
      lng: 5,
      distance: 0,
    });
    const { data: reference } = await engineer.GET('/map-layers/common-prs-layer/{id}/reference', {
      params: { path: { id: campaignId }, query: { lat: 45.0102, lng: 5.005 } },
    });
    expect(reference).toEqual({
      roadId,
      roadName: 'RD 12',
      landmark: 1,
      abscissa: 393,
      lat: 45.01,
      lng: 5.005,
      distance: 22.2,
    });
    const missing = await problemOf(
      engineer.GET('/map-layers/common-prs-layer/{id}/position', {
        params: { path: { id: campaignId }, query: { road: roadId, landmark: 40 } },
      }),
    );
    expect(missing.status).toBe(404);
  });

  it('refuses a layer read for another campaign, and a road of another workspace', async () => {
    // A campaign of the same workspace: the engineer may read it, not through this layer.
    const other = await insertMapFixture(bed.db, {
      workspaceId: await bed.insertWorkspace({
        siteId: (await bed.insertOrganization('Ailleurs')).siteId,
        name: 'Autres routes',
        memberIds: [bed.userId(DEMO.engineer)],
      }),
    });
    const foreignData = await problemOf(
      engineer.GET('/map-layers/{id}/data/{campaignId}', {
        params: { path: { id: coresLayer.id, campaignId: other.campaignId }, query: {} },
      }),
    );
    expect(foreignData.status).toBe(404);
    const mixed = await problemOf(
      engineer.GET('/map-layers/{id}/value-classes', {
        params: { path: { id: coresLayer.id }, query: { campaign: other.campaignId } },
      }),
    );
    expect(mixed.status).toBe(400);
    const foreignRoad = await problemOf(
      engineer.GET('/map-layers/common-prs-layer/{id}/position', {
        params: { path: { id: campaignId }, query: { road: other.roadId, landmark: 1 } },
      }),
    );
    expect(foreignRoad.status).toBe(404);
  });
  it('shows in popups only the documents the caller may read in the file manager (none to a guest)', async () => {
    const document = (category: 'deliverable' | 'customerFile', name: string) => ({
      campaignId,
      category,
      name,
      extension: 'pdf',
      size: 10,
      mediaType: 'application/pdf',
      contentHash: '0'.repeat(64),
      s3Path: `campaigns/${campaignId}/${name}`,
    });
    await bed.db
      .insert(documents)
      .values([document('deliverable', 'rapport.pdf'), document('customerFile', 'plan.pdf')]);
    const floatDocs = async (client: ChausseeClient) => {
      const { data } = await client.GET('/float-doc-settings/{id}/floatDocList/{campaignId}', {
        params: { path: { id: coresLayer.id, campaignId }, query: {} },
      });
      return data.items.map((item) => item.title).sort();
    };
    expect(await floatDocs(engineer)).toEqual(['plan.pdf', 'rapport.pdf']);
    // The guest map's popups list no document: the file manager shows a guest none.
    expect(await floatDocs(await bed.guestOf(campaignId))).toEqual([]);
  });
});
