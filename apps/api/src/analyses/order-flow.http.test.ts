import type { ChausseeClient, components } from '@chaussee/sdk';
import { classifyAsbestos, classifyContent } from '@chaussee/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laboratoryOrders, providers, samples } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { createTestClock } from '../testing/test-clock.js';
import {
  startSimulatedLaboratory,
  type SimulatedLaboratory,
} from '../laboratory/simulated-laboratory.js';
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

type Schemas = components['schemas'];

/** A result as the simulated laboratory answers it (LABORATORY-API.md). */
interface SampleAnswer {
  sampleId: string;
  pahMgKg?: number;
  thMgKg?: number;
  asbestosDetected?: boolean;
  analysedAt: string;
}

const API_KEY = 'cle-du-labo';
const TWO_DAYS = 2 * 24 * 60 * 60 * 1000;

describe('The laboratory order flow against the simulated laboratory (send-to-provider, get-from-provider)', () => {
  let t: AnalysesBed;
  let laboratory: SimulatedLaboratory;
  let technician: ChausseeClient;
  // The laboratory's own time, moved by the tests (the API's clock stays, so sessions do not expire).
  const labClock = createTestClock('2026-03-02T09:00:00.000Z');

  beforeAll(async () => {
    t = await startAnalysesBed();
    laboratory = await startSimulatedLaboratory({
      resultDelayMs: TWO_DAYS,
      seed: 3,
      apiKey: API_KEY,
      clock: labClock.now,
    });
    technician = await t.as('technician');
  });
  afterAll(async () => {
    await laboratory.close();
    await t.close();
  });

  /** A coring campaign whose provider orders through the simulated laboratory's API. */
  async function apiCampaign(
    layout: Parameters<typeof insertCores>[2],
    status: Schemas['CampaignStatus'] = 'taking_validated',
  ): Promise<{ id: string; provider: ProviderFixture; cores: CoresFixture }> {
    const campaign = await t.coringCampaign(['technician', 'customerMain', 'reader'], status);
    const provider = await insertProvider(t.db, {
      name: `Labo API ${crypto.randomUUID().slice(0, 4)}`,
      apiUrl: laboratory.url,
      apiKey: API_KEY,
    });
    await offerProvider(t.db, campaign, provider);
    return { id: campaign.id, provider, cores: await insertCores(t.db, campaign.id, layout) };
  }

  const layerOf = (cores: CoresFixture, core: string, index = 0): string => {
    const id = cores[core]?.layerIds[index];
    if (id === undefined) throw new Error(`No layer ${String(index)} in ${core}`);
    return id;
  };

  const send = (client: ChausseeClient, id: string) =>
    client.POST('/coring-campaigns/{id}/actions/send-to-provider', {
      params: { path: { id } },
      body: {},
    });
  const fetchResults = (
    client: ChausseeClient,
    id: string,
    body: Schemas['LaboratoryOrderResultsRequest'] = {},
  ) =>
    client.POST('/coring-campaigns/{id}/actions/get-from-provider', {
      params: { path: { id } },
      body,
    });
  const layersOf = async (coreId: string) =>
    present(
      (await technician.GET('/cores/{id}/cores-layers', { params: { path: { id: coreId } } })).data,
    ).layers;

  describe('a campaign with three layers to analyse', () => {
    let campaign: Awaited<ReturnType<typeof apiCampaign>>;
    let orderId: string;

    beforeAll(async () => {
      // C1 layer 1 has a core sample; C1 layer 2 none (its PAH prestation carries the code BACC,
      // so a sample is made); C2 layer 1 has an under and a core sample (the core one is taken).
      campaign = await apiCampaign({
        C1: [{ samples: ['core'] }, {}],
        C2: [{ samples: ['under', 'core'] }],
      });
      const { PAH, TH, asbestos } = campaign.provider.prestations;
      await t.ask(technician, campaign.id, [
        { layerId: layerOf(campaign.cores, 'C1'), prestationId: PAH },
        { layerId: layerOf(campaign.cores, 'C1'), prestationId: TH },
        { layerId: layerOf(campaign.cores, 'C1'), prestationId: asbestos },
        { layerId: layerOf(campaign.cores, 'C1', 1), prestationId: PAH },
        { layerId: layerOf(campaign.cores, 'C2'), prestationId: TH },
      ]);
    });

    it('sends one order per provider and laboratory: New -> Validated -> Sent, the campaign sent_for_analysis', async () => {
      const { data } = await send(technician, campaign.id);
      const result = present(data);
      expect(result).toMatchObject({
        campaignId: campaign.id,
        campaignStatus: 'sent_for_analysis',
        resultsImported: 0,
        errors: [],
      });
      expect(result.orders).toHaveLength(1);
      const [order] = result.orders;
      orderId = order?.id ?? '';
      expect(order).toMatchObject({
        status: 'Sent',
        samplesCount: 3,
        provider: { id: campaign.provider.providerId },
        laboratory: { id: campaign.provider.laboratoryId },
        sentAt: t.bed.clock.now().toISOString(),
        resultsReceivedAt: null,
      });
      expect(order?.reference).toMatch(/^CMD-2026-[0-9A-F]{8}$/u);
    });

    it('gives the laboratory the samples of the layers with the analyses asked on each', async () => {
      const received = laboratory.orders.find((order) => order.id === orderId);
      expect(received).toMatchObject({
        campaign: { id: campaign.id },
        site: { customerCode: 'CLI-0815' },
        engineeringOffice: { name: 'Organisation de test' },
        provider: { id: campaign.provider.providerId },
      });
      expect(
        received?.samples.map(({ coreDisplayName, layerOrder, analyses }) => [
          coreDisplayName,
          layerOrder,
          analyses,
        ]),
      ).toEqual([
        ['C1', 1, ['asbestos', 'PAH', 'TH']],
        ['C1', 2, ['PAH']],
        ['C2', 1, ['TH']],
      ]);
      const [c1, c2] = [campaign.cores.C1?.coreId ?? '', campaign.cores.C2?.coreId ?? ''];
      const [c1Layers, c2Layers] = [await layersOf(c1), await layersOf(c2)];
      // The layer without sample got a core sample with the prestation's code; C2 sent its core sample.
      expect(c1Layers[1]?.samples).toMatchObject([
        { kind: 'core', codes: ['BACC'], laboratoryOrderId: orderId, status: 'sent_to_provider' },
      ]);
      expect(c2Layers[0]?.samples.map((sample) => [sample.kind, sample.laboratoryOrderId])).toEqual(
        expect.arrayContaining([
          ['core', orderId],
          ['under', null],
        ]),
      );
      const prestations = await technician.GET('/campaigns/{id}/prestations', {
        params: { path: { id: campaign.id } },
      });
      expect(new Set(prestations.data?.items.map((item) => item.status))).toEqual(
        new Set(['Sent']),
      );
      expect(prestations.data?.items.every((item) => item.sampleId !== null)).toBe(true);
      const analyses = await technician.GET('/campaigns/{id}/analyses', {
        params: { path: { id: campaign.id } },
      });
      expect(analyses.data?.items.map((item) => [item.status, item.pendingCount])).toEqual([
        ['Sent', 0],
        ['Sent', 0],
        ['Sent', 0],
      ]);
    });

    it('has nothing more to send', async () => {
      expect(await problemOf(send(technician, campaign.id))).toMatchObject({
        status: 409,
        detail: 'No prestation nor laboratory order of the campaign waits to be sent',
      });
    });

    it('leaves the order Sent while the laboratory has not finished', async () => {
      labClock.advance(TWO_DAYS - 1000);
      const { data } = await fetchResults(technician, campaign.id);
      expect(present(data)).toMatchObject({
        campaignStatus: 'sent_for_analysis',
        resultsImported: 0,
        orders: [{ id: orderId, status: 'Sent', resultsReceivedAt: null }],
        errors: [],
      });
      const layers = await layersOf(campaign.cores.C1?.coreId ?? '');
      expect(layers[0]?.pollutantAnalyses).toEqual([]);
    });

    it('stores the results on the layers once finished: Sent -> Finished -> ResultsSent, campaign results_obtained', async () => {
      labClock.advance(1000);
      const { data } = await fetchResults(technician, campaign.id);
      expect(present(data)).toMatchObject({
        campaignStatus: 'results_obtained',
        resultsImported: 3,
        orders: [
          {
            id: orderId,
            status: 'ResultsSent',
            resultsReceivedAt: t.bed.clock.now().toISOString(),
          },
        ],
        errors: [],
      });
      // What the laboratory answered, asked again with the reference it gave at sending.
      const [stored] = await t.db
        .select({ externalReference: laboratoryOrders.externalReference })
        .from(laboratoryOrders)
        .where(eq(laboratoryOrders.id, orderId));
      const answer = await fetch(
        `${laboratory.url}/orders/${encodeURIComponent(stored?.externalReference ?? '')}/results`,
        { headers: { authorization: `Bearer ${API_KEY}` } },
      );
      const { results } = (await answer.json()) as { results: SampleAnswer[] };
      const c1Layers = await layersOf(campaign.cores.C1?.coreId ?? '');
      const c2Layers = await layersOf(campaign.cores.C2?.coreId ?? '');
      const resultOf = (layer: Schemas['CoreLayer'] | undefined) => {
        const sampleIds = new Set(layer?.samples.map((sample) => sample.id));
        return results.find((result) => sampleIds.has(result.sampleId));
      };
      const top = resultOf(c1Layers[0]);
      expect(c1Layers[0]?.pollutantAnalyses).toEqual([
        {
          kind: 'asbestos',
          valueMgKg: null,
          asbestosPresent: top?.asbestosDetected,
          analysedAt: top?.analysedAt,
          laboratoryOrderId: orderId,
        },
        {
          kind: 'PAH',
          valueMgKg: top?.pahMgKg,
          asbestosPresent: null,
          analysedAt: top?.analysedAt,
          laboratoryOrderId: orderId,
        },
        {
          kind: 'TH',
          valueMgKg: top?.thMgKg,
          asbestosPresent: null,
          analysedAt: top?.analysedAt,
          laboratoryOrderId: orderId,
        },
      ]);
      expect(
        c1Layers[1]?.pollutantAnalyses.map((analysis) => [analysis.kind, analysis.valueMgKg]),
      ).toEqual([['PAH', resultOf(c1Layers[1])?.pahMgKg]]);
      expect(
        c2Layers[0]?.pollutantAnalyses.map((analysis) => [analysis.kind, analysis.valueMgKg]),
      ).toEqual([['TH', resultOf(c2Layers[0])?.thMgKg]]);
      // The coded prestation (PAH, BACC) also gives a sample result; the samples have their results.
      expect(c1Layers[1]?.samples[0]).toMatchObject({
        status: 'results_acquired',
        results: [{ code: 'BACC', value: resultOf(c1Layers[1])?.pahMgKg, unit: 'mg/kg' }],
      });
      // Each value is classed against the shared thresholds (the web colours these classes).
      const pah = classifyContent('PAH', top?.pahMgKg ?? -1);
      expect(pah?.id).toMatch(/^PAH_(0|50|500|1000)$/u);
      expect(classifyAsbestos(top?.asbestosDetected ?? false)).toMatch(/^asbestos_/u);
      const prestations = await technician.GET('/campaigns/{id}/prestations', {
        params: { path: { id: campaign.id } },
      });
      expect(new Set(prestations.data?.items.map((item) => item.status))).toEqual(
        new Set(['ResultsSent']),
      );
    });

    it('has nothing more to fetch', async () => {
      expect(await problemOf(fetchResults(technician, campaign.id))).toMatchObject({
        status: 409,
        detail: 'No laboratory order of the campaign (or of this analysis) waits for results',
      });
    });

    it('refuses to delete an analysis whose order was sent', async () => {
      const analyses = await technician.GET('/campaigns/{id}/analyses', {
        params: { path: { id: campaign.id } },
      });
      const [analysis] = present(analyses.data).items;
      expect(
        await problemOf(
          technician.DELETE('/campaign-analysis/{id}', {
            params: { path: { id: analysis?.id ?? '' } },
          }),
        ),
      ).toMatchObject({
        status: 409,
        detail: 'The analysis is in a laboratory order that was sent; cancel it at the provider',
      });
    });
  });

  it('keeps an order Validated when the laboratory cannot be reached, and sends it once on the next try', async () => {
    const campaign = await apiCampaign({ C1: [{ samples: ['core'] }] });
    await t.ask(technician, campaign.id, [
      {
        layerId: layerOf(campaign.cores, 'C1'),
        prestationId: campaign.provider.prestations.asbestos,
      },
    ]);
    await t.db
      .update(providers)
      .set({ apiUrl: 'http://127.0.0.1:9/lab-api' })
      .where(eq(providers.id, campaign.provider.providerId));
    const problem = await problemOf(send(technician, campaign.id));
    expect(problem).toMatchObject({ status: 502 });
    expect(problem.detail).toMatch(/^Le laboratoire Labo API .* est injoignable\.$/u);
    const coring = await technician.GET('/campaigns/{id}/analyses', {
      params: { path: { id: campaign.id } },
    });
    expect(coring.data?.items.map((item) => item.status)).toEqual(['Validated']);

    await t.db
      .update(providers)
      .set({ apiUrl: laboratory.url })
      .where(eq(providers.id, campaign.provider.providerId));
    const before = laboratory.orders.length;
    const { data } = await send(technician, campaign.id);
    expect(present(data).orders.map((order) => order.status)).toEqual(['Sent']);
    expect(laboratory.orders.length).toBe(before + 1);
  });

  it('reports a failed exchange as 502, or in errors with skipApiOnError; fetches one analysis with analyseId', async () => {
    const campaign = await apiCampaign({ C1: [{ samples: ['core'] }] });
    await t.ask(technician, campaign.id, [
      { layerId: layerOf(campaign.cores, 'C1'), prestationId: campaign.provider.prestations.TH },
    ]);
    const sent = present((await send(technician, campaign.id)).data);
    const orderId = sent.orders[0]?.id ?? '';
    await t.db
      .update(providers)
      .set({ apiKey: 'une-autre-cle' })
      .where(eq(providers.id, campaign.provider.providerId));
    const refused = await problemOf(fetchResults(technician, campaign.id));
    expect(refused).toMatchObject({ status: 502 });
    expect(refused.detail).toMatch(/refuse notre clé d'API\.$/u);
    const { data } = await fetchResults(technician, campaign.id, { skipApiOnError: true });
    expect(present(data)).toMatchObject({
      resultsImported: 0,
      orders: [{ id: orderId, status: 'Sent' }],
      errors: [
        {
          laboratoryOrderId: orderId,
          message: expect.stringMatching(/refuse notre clé/u) as unknown,
        },
      ],
    });

    await t.db
      .update(providers)
      .set({ apiKey: API_KEY })
      .where(eq(providers.id, campaign.provider.providerId));
    labClock.advance(TWO_DAYS);
    expect(
      await problemOf(fetchResults(technician, campaign.id, { analyseId: crypto.randomUUID() })),
    ).toMatchObject({ status: 404, code: 'not_found' });
    const analyses = present(
      (await technician.GET('/campaigns/{id}/analyses', { params: { path: { id: campaign.id } } }))
        .data,
    );
    const one = await fetchResults(technician, campaign.id, {
      analyseId: analyses.items[0]?.id ?? '',
    });
    expect(present(one.data)).toMatchObject({
      resultsImported: 1,
      campaignStatus: 'results_obtained',
      orders: [{ id: orderId, status: 'ResultsSent' }],
    });
  });

  it('keeps an order New while a layer has no sample to send, and sends it once the sample exists', async () => {
    const campaign = await apiCampaign({ C1: [{}], C2: [{ samples: ['core'] }] });
    await t.ask(technician, campaign.id, [
      {
        layerId: layerOf(campaign.cores, 'C1'),
        prestationId: campaign.provider.prestations.asbestos,
      },
      {
        layerId: layerOf(campaign.cores, 'C2'),
        prestationId: campaign.provider.prestations.asbestos,
      },
    ]);
    const problem = await problemOf(send(technician, campaign.id));
    expect(problem).toMatchObject({ status: 409 });
    expect(problem.detail).toBe(
      'Carotte C1, couche 1 : aucun échantillon à envoyer. Ajoutez l’échantillon prélevé dans la description de la couche, puis renvoyez la commande.',
    );
    const analyses = await technician.GET('/campaigns/{id}/analyses', {
      params: { path: { id: campaign.id } },
    });
    expect(analyses.data?.items.map((item) => [item.status, item.pendingCount])).toEqual([
      ['New', 2],
    ]);

    await t.db
      .insert(samples)
      .values({ layerId: layerOf(campaign.cores, 'C1'), kind: 'front', codes: ['LFRA'] });
    const { data } = await send(technician, campaign.id);
    expect(present(data).orders).toMatchObject([{ status: 'Sent', samplesCount: 2 }]);
  });

  it('sends only from taking_validated or sent_for_analysis, and only coring campaigns', async () => {
    const preparing = await apiCampaign({ C1: [{ samples: ['core'] }] }, 'taken');
    expect(await problemOf(send(technician, preparing.id))).toMatchObject({
      status: 409,
      code: 'invalid_status_transition',
    });
    const auscultation = await insertTestCampaign(t.db, {
      type: 'auscultation',
      status: 'taking_validated',
      memberIds: [await t.idOf('technician')],
    });
    expect(await problemOf(send(technician, auscultation.id))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    const admin = await t.as('admin');
    expect(await problemOf(send(admin, crypto.randomUUID()))).toMatchObject({ status: 404 });
  });
});
