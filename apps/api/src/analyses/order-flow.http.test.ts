import type { components } from '@chaussee/sdk';
import { classifyAsbestos, classifyContent } from '@chaussee/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laboratoryOrders } from '../db/schema.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import {
  fetchResults,
  layerOf,
  LABORATORY_API_KEY,
  RESULT_DELAY_MS,
  send,
  startLaboratoryBed,
  type ApiCampaign,
  type LaboratoryBed,
} from './testing/laboratory-bed.js';

type Schemas = components['schemas'];

/** A result as the simulated laboratory answers it (LABORATORY-API.md). */
interface SampleAnswer {
  sampleId: string;
  pahMgKg?: number;
  thMgKg?: number;
  asbestosDetected?: boolean;
  analysedAt: string;
}

describe('The laboratory order flow against the simulated laboratory (send-to-provider, get-from-provider)', () => {
  let bed: LaboratoryBed;
  let t: LaboratoryBed['t'];
  let technician: LaboratoryBed['technician'];

  beforeAll(async () => {
    bed = await startLaboratoryBed();
    ({ t, technician } = bed);
  });
  afterAll(() => bed.close());

  describe('a campaign with three layers to analyse', () => {
    let campaign: ApiCampaign;
    let orderId: string;

    beforeAll(async () => {
      // C1 layer 1 has a core sample; C1 layer 2 none (its PAH prestation carries the code BACC,
      // so a sample is made); C2 layer 1 has an under and a core sample (the core one is taken).
      campaign = await bed.apiCampaign({
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
      const received = bed.laboratory.orders.find((order) => order.id === orderId);
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
      const [c1Layers, c2Layers] = [await bed.layersOf(c1), await bed.layersOf(c2)];
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
      expect(new Set(prestations.data.items.map((item) => item.status))).toEqual(new Set(['Sent']));
      expect(prestations.data.items.every((item) => item.sampleId !== null)).toBe(true);
      const analyses = await technician.GET('/campaigns/{id}/analyses', {
        params: { path: { id: campaign.id } },
      });
      expect(analyses.data.items.map((item) => [item.status, item.pendingCount])).toEqual([
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
      bed.labClock.advance(RESULT_DELAY_MS - 1000);
      const { data } = await fetchResults(technician, campaign.id);
      expect(present(data)).toMatchObject({
        campaignStatus: 'sent_for_analysis',
        resultsImported: 0,
        orders: [{ id: orderId, status: 'Sent', resultsReceivedAt: null }],
        errors: [],
      });
      const layers = await bed.layersOf(campaign.cores.C1?.coreId ?? '');
      expect(layers[0]?.pollutantAnalyses).toEqual([]);
    });

    it('stores the results on the layers once finished: Sent -> Finished -> ResultsSent, campaign results_obtained', async () => {
      bed.labClock.advance(1000);
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
        `${bed.laboratory.url}/orders/${encodeURIComponent(stored?.externalReference ?? '')}/results`,
        { headers: { authorization: `Bearer ${LABORATORY_API_KEY}` } },
      );
      const { results } = (await answer.json()) as { results: SampleAnswer[] };
      const c1Layers = await bed.layersOf(campaign.cores.C1?.coreId ?? '');
      const c2Layers = await bed.layersOf(campaign.cores.C2?.coreId ?? '');
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
      expect(new Set(prestations.data.items.map((item) => item.status))).toEqual(
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
});
