import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, samples } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import {
  fetchResults,
  layerOf,
  LABORATORY_API_KEY,
  RESULT_DELAY_MS,
  send,
  startLaboratoryBed,
  type LaboratoryBed,
} from './testing/laboratory-bed.js';

describe('The laboratory order flow when something is missing or fails', () => {
  let bed: LaboratoryBed;
  let t: LaboratoryBed['t'];
  let technician: LaboratoryBed['technician'];

  beforeAll(async () => {
    bed = await startLaboratoryBed();
    ({ t, technician } = bed);
  });
  afterAll(() => bed.close());

  it('keeps an order Validated when the laboratory cannot be reached, and sends it once on the next try', async () => {
    const campaign = await bed.apiCampaign({ C1: [{ samples: ['core'] }] });
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
    expect(problem).toMatchObject({ status: 502, code: 'provider_api_error' });
    expect(problem.detail).toMatch(/^Le laboratoire Labo API .* est injoignable\.$/u);
    const coring = await technician.GET('/campaigns/{id}/analyses', {
      params: { path: { id: campaign.id } },
    });
    expect(coring.data.items.map((item) => item.status)).toEqual(['Validated']);

    await t.db
      .update(providers)
      .set({ apiUrl: bed.laboratory.url })
      .where(eq(providers.id, campaign.provider.providerId));
    const before = bed.laboratory.orders.length;
    const { data } = await send(technician, campaign.id);
    expect(present(data).orders.map((order) => order.status)).toEqual(['Sent']);
    expect(bed.laboratory.orders.length).toBe(before + 1);
  });

  it('reports a failed exchange as 502, or in errors with skipApiOnError; fetches one analysis with analyseId', async () => {
    const campaign = await bed.apiCampaign({ C1: [{ samples: ['core'] }] });
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
    expect(refused).toMatchObject({ status: 502, code: 'provider_api_error' });
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
      .set({ apiKey: LABORATORY_API_KEY })
      .where(eq(providers.id, campaign.provider.providerId));
    bed.labClock.advance(RESULT_DELAY_MS);
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
    const campaign = await bed.apiCampaign({ C1: [{}], C2: [{ samples: ['core'] }] });
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
    expect(problem).toMatchObject({ status: 409, code: 'order_not_valid' });
    expect(problem.detail).toBe(
      'Carotte C1, couche 1 : aucun échantillon à envoyer. Ajoutez l’échantillon prélevé dans la description de la couche, puis renvoyez la commande.',
    );
    const analyses = await technician.GET('/campaigns/{id}/analyses', {
      params: { path: { id: campaign.id } },
    });
    expect(analyses.data.items.map((item) => [item.status, item.pendingCount])).toEqual([
      ['New', 2],
    ]);

    await t.db
      .insert(samples)
      .values({ layerId: layerOf(campaign.cores, 'C1'), kind: 'front', codes: ['LFRA'] });
    const { data } = await send(technician, campaign.id);
    expect(present(data).orders).toMatchObject([{ status: 'Sent', samplesCount: 2 }]);
  });

  it('sends only from taking_validated or sent_for_analysis, and only coring campaigns', async () => {
    const preparing = await bed.apiCampaign({ C1: [{ samples: ['core'] }] }, 'taken');
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
