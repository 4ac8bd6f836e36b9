import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '../users/testing/http-identity.js';
import {
  insertCores,
  insertProvider,
  offerProvider,
  startAnalysesBed,
  type AnalysesBed,
  type CoresFixture,
  type ProviderFixture,
} from './testing/analyses-bed.js';

describe('Prestations asked on layers (POST/GET /campaigns/{id}/prestations, GET /cores-layers/{id}/layer-prestations)', () => {
  let t: AnalysesBed;
  let technician: ChausseeClient;
  let campaignId: string;
  let provider: ProviderFixture;
  let notOffered: ProviderFixture;
  let core: CoresFixture;
  let otherCampaignLayerId: string;

  beforeAll(async () => {
    t = await startAnalysesBed();
    technician = await t.as('technician');
    const campaign = await t.coringCampaign(['technician', 'customerMain', 'reader']);
    campaignId = campaign.id;
    provider = await insertProvider(t.db, { name: 'Labo Alpes' });
    notOffered = await insertProvider(t.db, { name: 'Labo Rhône' });
    await offerProvider(t.db, campaign, provider);
    // Inserted out of order: the natural core order is C1, C2, C10 (not C1, C10, C2).
    core = await insertCores(t.db, campaignId, {
      C10: [{}, {}],
      C2: [{}, { type: 'CS' }],
      C1: [{}],
    });
    const other = await t.coringCampaign(['technician']);
    await offerProvider(t.db, other, provider);
    const otherCores = await insertCores(t.db, other.id, { C1: [{}] });
    otherCampaignLayerId = otherCores.C1?.layerIds[0] ?? '';
    await t.ask(technician, other.id, [
      { layerId: otherCampaignLayerId, prestationId: provider.prestations.PAH },
    ]);
  });
  afterAll(() => t.close());

  const layer = (name: string, index = 0): string => {
    const id = core[name]?.layerIds[index];
    if (id === undefined) throw new Error(`No layer ${String(index)} in ${name}`);
    return id;
  };

  it('asks prestations on layers: pending (no order, no sample), in the order of the request', async () => {
    const { data, response } = await technician.POST('/campaigns/{id}/prestations', {
      params: { path: { id: campaignId } },
      body: {
        prestations: [
          { layerId: layer('C10', 1), prestationId: provider.prestations.PAH },
          { layerId: layer('C1'), prestationId: provider.prestations.TH },
          { layerId: layer('C1'), prestationId: provider.prestations.PAH },
        ],
      },
    });
    expect(response.status).toBe(201);
    expect(data.items).toMatchObject([
      { layerId: layer('C10', 1), coreId: core.C10?.coreId },
      { layerId: layer('C1'), prestation: { name: 'HCT C10-C40', pollutantKind: 'TH' } },
      { layerId: layer('C1'), sampleId: null, laboratoryOrderId: null, status: null },
    ]);
    expect(data.items).toHaveLength(3);
  });

  it('gathers the layer prestations of one prestation in one campaign analysis until it is ordered', async () => {
    await t.ask(technician, campaignId, [
      { layerId: layer('C2'), prestationId: provider.prestations.PAH },
    ]);
    const { data } = await technician.GET('/campaigns/{id}/analyses', {
      params: { path: { id: campaignId } },
    });
    const byName = Object.fromEntries(data.items.map((item) => [item.prestation.name, item]));
    expect(data.total).toBe(2);
    expect(byName['HAP (16 composés)']).toMatchObject({
      layersCount: 3,
      pendingCount: 3,
      laboratory: { id: provider.laboratoryId, name: 'Labo Alpes – Grenoble' },
      status: null,
      laboratoryOrderId: null,
    });
    expect(byName['HCT C10-C40']).toMatchObject({ layersCount: 1, pendingCount: 1 });
  });

  it('lists the campaign prestations in the natural core order, then by layer position, by pages', async () => {
    const { data } = await technician.GET('/campaigns/{id}/prestations', {
      params: { path: { id: campaignId } },
    });
    expect(data.total).toBe(4);
    expect(data.items.map((item) => [item.layerId, item.prestation.name])).toEqual([
      [layer('C1'), 'HAP (16 composés)'],
      [layer('C1'), 'HCT C10-C40'],
      [layer('C2'), 'HAP (16 composés)'],
      [layer('C10', 1), 'HAP (16 composés)'],
    ]);
    const second = await technician.GET('/campaigns/{id}/prestations', {
      params: { path: { id: campaignId }, query: { limit: 2, offset: 2 } },
    });
    expect(second.data).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(second.data.items.map((item) => item.layerId)).toEqual([layer('C2'), layer('C10', 1)]);
  });

  it('lists the prestations of one layer by name, and none of another layer', async () => {
    const { data } = await technician.GET('/cores-layers/{id}/layer-prestations', {
      params: { path: { id: layer('C1') } },
    });
    expect(data.items.map((item) => item.prestation.name)).toEqual([
      'HAP (16 composés)',
      'HCT C10-C40',
    ]);
    const page = await technician.GET('/cores-layers/{id}/layer-prestations', {
      params: { path: { id: layer('C1') }, query: { limit: 1, offset: 1 } },
    });
    expect(page.data).toMatchObject({ total: 2, items: [{ prestation: { name: 'HCT C10-C40' } }] });
    const empty = await technician.GET('/cores-layers/{id}/layer-prestations', {
      params: { path: { id: layer('C10') } },
    });
    expect(empty.data).toMatchObject({ total: 0, items: [] });
  });

  it('refuses layers of another campaign, prestations not offered or unfit, and a pair twice, field by field', async () => {
    const problem = await problemOf(
      technician.POST('/campaigns/{id}/prestations', {
        params: { path: { id: campaignId } },
        body: {
          prestations: [
            { layerId: otherCampaignLayerId, prestationId: provider.prestations.TH },
            { layerId: layer('C10'), prestationId: notOffered.prestations.PAH },
            { layerId: layer('C2', 1), prestationId: provider.prestations.TH },
            { layerId: layer('C10'), prestationId: provider.prestations.asbestos },
            { layerId: layer('C10'), prestationId: provider.prestations.asbestos },
          ],
        },
      }),
    );
    expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(
      problem.violations?.map((violation) => [violation.propertyPath, violation.code]),
    ).toEqual([
      ['prestations.0.layerId', 'invalidValue'],
      ['prestations.1.prestationId', 'invalidValue'],
      ['prestations.2.prestationId', 'invalidValue'],
      ['prestations.4', 'uniqueItems'],
    ]);
    const { data } = await technician.GET('/cores-layers/{id}/layer-prestations', {
      params: { path: { id: layer('C10') } },
    });
    expect(data.total).toBe(0);
  });

  it('refuses a prestation already asked on the layer with 409', async () => {
    const problem = await problemOf(
      t.ask(technician, campaignId, [
        { layerId: layer('C1'), prestationId: provider.prestations.TH },
      ]),
    );
    expect(problem).toMatchObject({
      status: 409,
      code: 'duplicate_prestation',
      detail: 'A prestation is already asked on that layer',
    });
  });

  it('refuses prestations in a closed campaign', async () => {
    const closed = await t.coringCampaign(['technician'], 'finished');
    await offerProvider(t.db, closed, provider);
    const closedCores = await insertCores(t.db, closed.id, { C1: [{}] });
    const problem = await problemOf(
      t.ask(technician, closed.id, [
        { layerId: closedCores.C1?.layerIds[0] ?? '', prestationId: provider.prestations.PAH },
      ]),
    );
    expect(problem).toMatchObject({
      status: 409,
      detail: 'The campaign is closed: its prestations can no longer change',
    });
  });

  it('refuses writers without the right, readers, guests and non-members; guests read nothing either', async () => {
    const pair = { layerId: layer('C10'), prestationId: provider.prestations.asbestos };
    for (const name of ['customerMain', 'reader'] as const) {
      expect(await problemOf(t.ask(await t.as(name), campaignId, [pair]))).toMatchObject({
        status: 403,
        code: 'forbidden',
      });
    }
    expect(await problemOf(t.ask(await t.guestOf(campaignId), campaignId, [pair]))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    const outsider = await t.as('engineer');
    expect(await problemOf(t.ask(outsider, campaignId, [pair]))).toMatchObject({
      status: 403,
      code: 'not_member',
      detail: 'Only members can view campaign',
    });
    expect(
      await problemOf(
        outsider.GET('/cores-layers/{id}/layer-prestations', {
          params: { path: { id: layer('C1') } },
        }),
      ),
    ).toMatchObject({ status: 403, code: 'not_member', detail: 'Only members can view campaign' });
    // The laboratory side is not the guest's dashboard and map: it reads none of it.
    expect(
      await problemOf(
        (await t.guestOf(campaignId)).GET('/campaigns/{id}/prestations', {
          params: { path: { id: campaignId } },
        }),
      ),
    ).toMatchObject({ status: 403, code: 'forbidden' });
    expect(
      await problemOf(
        t.bed.server.client.GET('/campaigns/{id}/prestations', {
          params: { path: { id: campaignId } },
        }),
      ),
    ).toMatchObject({ status: 401 });
  });

  it('answers 404 for an unknown campaign or layer', async () => {
    const admin = await t.as('admin');
    const unknown = crypto.randomUUID();
    expect(
      await problemOf(
        admin.GET('/campaigns/{id}/prestations', { params: { path: { id: unknown } } }),
      ),
    ).toMatchObject({ status: 404, code: 'not_found' });
    expect(
      await problemOf(
        admin.GET('/cores-layers/{id}/layer-prestations', { params: { path: { id: unknown } } }),
      ),
    ).toMatchObject({ status: 404, code: 'not_found' });
    expect(
      await problemOf(
        t.ask(admin, unknown, [{ layerId: layer('C1'), prestationId: provider.prestations.PAH }]),
      ),
    ).toMatchObject({ status: 404, code: 'not_found' });
  });
});
