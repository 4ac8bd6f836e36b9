import type { ChausseeClient } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laboratoryOrders } from '../db/schema.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import {
  insertCores,
  insertProvider,
  offerProvider,
  startAnalysesBed,
  type AnalysesBed,
  type CoresFixture,
  type ProviderFixture,
} from './testing/analyses-bed.js';

describe('Campaign analyses (list, delete, cancel pending prestations)', () => {
  let t: AnalysesBed;
  let technician: ChausseeClient;
  let byEmail: ProviderFixture;
  let unreachable: ProviderFixture;

  beforeAll(async () => {
    t = await startAnalysesBed();
    technician = await t.as('technician');
    byEmail = await insertProvider(t.db, { name: 'Labo Courriel' });
    // An API nobody answers: its orders stay Validated.
    unreachable = await insertProvider(t.db, {
      name: 'Labo Injoignable',
      apiUrl: 'http://127.0.0.1:9/lab-api',
    });
  });
  afterAll(() => t.close());

  async function campaignWith(
    provider: ProviderFixture,
    layout: Parameters<typeof insertCores>[2],
  ): Promise<{ id: string; cores: CoresFixture }> {
    const campaign = await t.coringCampaign(['technician', 'customerMain', 'reader']);
    await offerProvider(t.db, campaign, provider);
    return { id: campaign.id, cores: await insertCores(t.db, campaign.id, layout) };
  }
  const layerOf = (cores: CoresFixture, core: string) => cores[core]?.layerIds[0] ?? '';
  const analysesOf = async (campaignId: string, query: { limit?: number; offset?: number } = {}) =>
    present(
      (
        await technician.GET('/campaigns/{id}/analyses', {
          params: { path: { id: campaignId }, query },
        })
      ).data,
    );
  const prestationsOf = async (campaignId: string) =>
    present(
      (
        await technician.GET('/campaigns/{id}/prestations', {
          params: { path: { id: campaignId } },
        })
      ).data,
    );
  const send = (campaignId: string) =>
    technician.POST('/coring-campaigns/{id}/actions/send-to-provider', {
      params: { path: { id: campaignId } },
      body: {},
    });
  const samplesOf = async (coreId: string) =>
    present(
      (await technician.GET('/cores/{id}/cores-layers', { params: { path: { id: coreId } } })).data,
    ).layers[0]?.samples ?? [];
  const orderStatus = async (orderId: string) =>
    (await t.db.select().from(laboratoryOrders).where(eq(laboratoryOrders.id, orderId)))[0]?.status;

  it('lists the analyses most recent first, with their layers counted, by pages, and only the campaign’s', async () => {
    const campaign = await campaignWith(byEmail, { C1: [{}], C2: [{}] });
    const other = await campaignWith(byEmail, { C1: [{}] });
    const { PAH, TH, asbestos } = byEmail.prestations;
    await t.ask(technician, other.id, [{ layerId: layerOf(other.cores, 'C1'), prestationId: PAH }]);
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C1'), prestationId: PAH },
    ]);
    t.bed.clock.advance(60_000);
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C1'), prestationId: TH },
      { layerId: layerOf(campaign.cores, 'C2'), prestationId: TH },
    ]);
    t.bed.clock.advance(60_000);
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C2'), prestationId: asbestos },
    ]);

    const all = await analysesOf(campaign.id);
    expect(all.total).toBe(3);
    expect(
      all.items.map((item) => [item.prestation.pollutantKind, item.layersCount, item.pendingCount]),
    ).toEqual([
      ['asbestos', 1, 1],
      ['TH', 2, 2],
      ['PAH', 1, 1],
    ]);
    expect(all.items[0]).toMatchObject({
      campaignId: campaign.id,
      provider: { id: byEmail.providerId, name: 'Labo Courriel' },
      laboratory: { id: byEmail.laboratoryId },
      laboratoryOrderId: null,
      status: null,
    });
    const page = await analysesOf(campaign.id, { limit: 1, offset: 1 });
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.items.map((item) => item.prestation.pollutantKind)).toEqual(['TH']);
  });

  it('deletes a pending analysis with its layer prestations', async () => {
    const campaign = await campaignWith(byEmail, { C1: [{}], C2: [{}] });
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C1'), prestationId: byEmail.prestations.PAH },
      { layerId: layerOf(campaign.cores, 'C2'), prestationId: byEmail.prestations.PAH },
      { layerId: layerOf(campaign.cores, 'C2'), prestationId: byEmail.prestations.TH },
    ]);
    const pah = (await analysesOf(campaign.id)).items.find(
      (item) => item.prestation.pollutantKind === 'PAH',
    );
    const { response } = await technician.DELETE('/campaign-analysis/{id}', {
      params: { path: { id: pah?.id ?? '' } },
    });
    expect(response.status).toBe(204);
    expect(
      (await analysesOf(campaign.id)).items.map((item) => item.prestation.pollutantKind),
    ).toEqual(['TH']);
    expect(
      (await prestationsOf(campaign.id)).items.map((item) => item.prestation.pollutantKind),
    ).toEqual(['TH']);
    expect(
      await problemOf(
        technician.DELETE('/campaign-analysis/{id}', { params: { path: { id: pah?.id ?? '' } } }),
      ),
    ).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('deletes the analyses of an order that did not leave: the order keeps the others, frees unneeded samples, then is cancelled', async () => {
    const campaign = await campaignWith(unreachable, {
      C1: [{ samples: ['core'] }],
      C2: [{ samples: ['core'] }],
    });
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C1'), prestationId: unreachable.prestations.asbestos },
      { layerId: layerOf(campaign.cores, 'C2'), prestationId: unreachable.prestations.TH },
    ]);
    expect(await problemOf(send(campaign.id))).toMatchObject({
      status: 502,
      code: 'provider_api_error',
    });
    const analyses = (await analysesOf(campaign.id)).items;
    expect(analyses.map((item) => item.status)).toEqual(['Validated', 'Validated']);
    const orderId = analyses[0]?.laboratoryOrderId ?? '';
    const asbestos = analyses.find((item) => item.prestation.pollutantKind === 'asbestos');
    const th = analyses.find((item) => item.prestation.pollutantKind === 'TH');
    const [c1, c2] = [campaign.cores.C1?.coreId ?? '', campaign.cores.C2?.coreId ?? ''];
    expect((await samplesOf(c1))[0]?.laboratoryOrderId).toBe(orderId);

    await technician.DELETE('/campaign-analysis/{id}', {
      params: { path: { id: asbestos?.id ?? '' } },
    });
    expect(await orderStatus(orderId)).toBe('Validated');
    expect((await samplesOf(c1))[0]?.laboratoryOrderId).toBeNull();
    expect((await samplesOf(c2))[0]?.laboratoryOrderId).toBe(orderId);

    await technician.DELETE('/campaign-analysis/{id}', { params: { path: { id: th?.id ?? '' } } });
    expect(await orderStatus(orderId)).toBe('Cancel');
    expect((await samplesOf(c2))[0]).toMatchObject({ laboratoryOrderId: null, status: 'new' });
  });

  it('cancels every prestation that has not left — not ordered, or in a New or Validated order — and keeps the sent ones', async () => {
    const campaign = await campaignWith(byEmail, {
      C1: [{ samples: ['core'] }],
      C2: [{}],
      C3: [{}],
    });
    const { PAH, TH, asbestos } = byEmail.prestations;
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C1'), prestationId: PAH },
    ]);
    const sent = present((await send(campaign.id)).data).orders[0]?.id ?? '';
    // C2 has no sample and TH no sample code: the order of this prestation stays New.
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C2'), prestationId: TH },
    ]);
    expect(await problemOf(send(campaign.id))).toMatchObject({ status: 409 });
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C3'), prestationId: asbestos },
    ]);
    const unsent = (await analysesOf(campaign.id)).items.find((item) => item.status === 'New');

    const { data } = await technician.POST('/campaigns/{id}/analyses/cancel-pending-prestations', {
      params: { path: { id: campaign.id } },
      body: {},
    });
    expect(data).toEqual({ cancelledCount: 2 });
    expect(await orderStatus(unsent?.laboratoryOrderId ?? '')).toBe('Cancel');
    expect(await orderStatus(sent)).toBe('Sent');
    expect(
      (await analysesOf(campaign.id)).items.map((item) => [
        item.prestation.pollutantKind,
        item.status,
      ]),
    ).toEqual([['PAH', 'Sent']]);
    expect((await prestationsOf(campaign.id)).items.map((item) => item.layerId)).toEqual([
      layerOf(campaign.cores, 'C1'),
    ]);
    const again = await technician.POST('/campaigns/{id}/analyses/cancel-pending-prestations', {
      params: { path: { id: campaign.id } },
      body: {},
    });
    expect(again.data).toEqual({ cancelledCount: 0 });
  });

  it('frees the samples of a cancelled Validated order for a later order', async () => {
    const campaign = await campaignWith(unreachable, { C1: [{ samples: ['core'] }] });
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C1'), prestationId: unreachable.prestations.asbestos },
    ]);
    await problemOf(send(campaign.id));
    const coreId = campaign.cores.C1?.coreId ?? '';
    expect((await samplesOf(coreId))[0]?.laboratoryOrderId).not.toBeNull();
    const { data } = await technician.POST('/campaigns/{id}/analyses/cancel-pending-prestations', {
      params: { path: { id: campaign.id } },
    });
    expect(data).toEqual({ cancelledCount: 1 });
    expect((await samplesOf(coreId))[0]).toMatchObject({ laboratoryOrderId: null, status: 'new' });
  });

  it('refuses deleting and cancelling to members without « prepare campaign », readers, guests and non-members', async () => {
    const campaign = await campaignWith(byEmail, { C1: [{}] });
    const [asked] = await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C1'), prestationId: byEmail.prestations.PAH },
    ]);
    const analysisId = (await analysesOf(campaign.id)).items[0]?.id ?? '';
    const cancel = (client: ChausseeClient) =>
      client.POST('/campaigns/{id}/analyses/cancel-pending-prestations', {
        params: { path: { id: campaign.id } },
        body: {},
      });
    const remove = (client: ChausseeClient) =>
      client.DELETE('/campaign-analysis/{id}', { params: { path: { id: analysisId } } });
    for (const client of [
      await t.as('customerMain'),
      await t.as('reader'),
      await t.guestOf(campaign.id),
    ]) {
      expect(await problemOf(cancel(client))).toMatchObject({ status: 403, code: 'forbidden' });
      expect(await problemOf(remove(client))).toMatchObject({ status: 403, code: 'forbidden' });
    }
    const outsider = await t.as('engineer');
    for (const call of [cancel, remove]) {
      expect(await problemOf(call(outsider))).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view campaign',
      });
    }
    expect(
      await problemOf(
        outsider.GET('/campaigns/{id}/analyses', { params: { path: { id: campaign.id } } }),
      ),
    ).toMatchObject({ status: 403, code: 'not_member' });
    expect(await problemOf(cancel(t.bed.server.client))).toMatchObject({ status: 401 });
    expect((await prestationsOf(campaign.id)).items.map((item) => item.id)).toEqual([asked?.id]);
  });
});
