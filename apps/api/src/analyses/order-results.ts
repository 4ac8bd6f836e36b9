import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { moveCoringCampaign } from '../coring-campaigns/coring-status.service.js';
import type { Db } from '../db/database.js';
import { laboratoryAnalyses, type LaboratoryAnalysis } from '../laboratory/laboratory-order.js';
import {
  toLayerPollutantAnalyses,
  type ClassifiedSampleResult,
} from '../laboratory/laboratory-results.js';
import { CONTENT_UNIT, sampleResultComments } from './analysis-messages.js';
import { lockCampaign } from './campaign-lock.js';
import { createLaboratoryOrdersRepository } from './laboratory-orders.repository.js';
import { createLayerResultsRepository } from './layer-results.repository.js';
import {
  createOrderSamplesRepository,
  type OrderedPrestation,
  type OrderedSample,
} from './order-samples.repository.js';
import { moveOrder, OPEN_ORDER_STATUSES } from './order-status.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/** A result stored, with the layer and core its sample was taken from. */
export interface StoredResult {
  result: ClassifiedSampleResult;
  sample: OrderedSample;
}

function isLaboratoryAnalysis(kind: string | null): kind is LaboratoryAnalysis {
  return laboratoryAnalyses.some((analysis) => analysis === kind);
}

/** The value of one analysis in a sample result (the sample_results row of a coded prestation). */
function sampleResultOf(result: ClassifiedSampleResult, analysis: LaboratoryAnalysis) {
  const comment = result.laboratoryReference ?? null;
  switch (analysis) {
    case 'asbestos':
      return result.asbestosDetected === undefined
        ? undefined
        : {
            value: null,
            unit: null,
            comment: sampleResultComments.asbestos(result.asbestosDetected),
          };
    case 'PAH':
      return result.pahMgKg === undefined
        ? undefined
        : { value: result.pahMgKg, unit: CONTENT_UNIT, comment };
    case 'TH':
      return result.thMgKg === undefined
        ? undefined
        : { value: result.thMgKg, unit: CONTENT_UNIT, comment };
  }
}

/** Whether every analysis ordered on every sample of the order has its result on the layer. */
function isComplete(
  prestations: readonly OrderedPrestation[],
  stored: ReadonlySet<string>,
): boolean {
  return prestations.every(
    ({ layerId, pollutantKind }) =>
      !isLaboratoryAnalysis(pollutantKind) || stored.has(`${layerId}:${pollutantKind}`),
  );
}

/**
 * Stores an order's results on the layers its samples were taken from (the caller's transaction):
 * layer pollutant analyses, and a sample result for each prestation that carries a sample code.
 * The order then goes Sent -> Finished -> ResultsSent when the laboratory said it finished
 * (`laboratoryFinished`, its API's answer) or when the results cover every analysis ordered (an
 * imported file, maybe in several parts); and the campaign from sent_for_analysis to
 * results_obtained when none of its orders waits any more.
 */
export async function storeOrderResults(
  tx: Db,
  actor: SessionUser,
  orderId: string,
  results: readonly ClassifiedSampleResult[],
  { laboratoryFinished, now }: { laboratoryFinished: boolean; now: Date },
): Promise<{ stored: StoredResult[]; campaignStatus: CampaignStatus }> {
  const orders = createLaboratoryOrdersRepository(tx);
  const order = await orders.find(orderId);
  if (!order) throw new Error(`Laboratory order ${orderId} vanished.`);
  const campaign = await lockCampaign(tx, order.campaignId);
  const samplesOf = createOrderSamplesRepository(tx);
  const layerResults = createLayerResultsRepository(tx);
  const [samples, prestations] = await Promise.all([
    samplesOf.orderedSamples(orderId),
    samplesOf.orderedPrestations(orderId),
  ]);
  const sampleById = new Map(samples.map((sample) => [sample.sampleId, sample]));
  const stored = results.flatMap((result) => {
    const sample = sampleById.get(result.sampleId);
    return sample ? [{ result, sample }] : [];
  });
  await layerResults.upsertPollutantAnalyses(
    stored.flatMap(({ result, sample }) =>
      toLayerPollutantAnalyses(result, orderId).map((analysis) => ({
        ...analysis,
        layerId: sample.layerId,
      })),
    ),
  );
  for (const { result, sample } of stored) {
    for (const { sampleId, code, pollutantKind } of prestations) {
      if (sampleId !== sample.sampleId || code === null || !isLaboratoryAnalysis(pollutantKind)) {
        continue;
      }
      const values = sampleResultOf(result, pollutantKind);
      if (values)
        await layerResults.replaceSampleResult(sampleId, code, { ...values, receivedAt: now });
    }
  }
  const isFinished =
    laboratoryFinished || isComplete(prestations, await layerResults.resultsOfOrder(orderId));
  if (isFinished && order.status === 'Sent') {
    await moveOrder(orders, orderId, ['Sent'], 'Finished', { resultsReceivedAt: now });
    await moveOrder(orders, orderId, ['Finished'], 'ResultsSent');
    await orders.setSamplesStatus(orderId, 'results_acquired');
  } else if (stored.length > 0) {
    await orders.touchResultsReceived(orderId, now);
  }
  let campaignStatus = campaign.status;
  if (campaign.status === 'sent_for_analysis') {
    const open = await orders.ordersOf(campaign.id, OPEN_ORDER_STATUSES);
    if (open.length === 0) {
      await moveCoringCampaign(tx, actor, campaign.id, 'results_obtained', now);
      campaignStatus = 'results_obtained';
    }
  }
  return { stored, campaignStatus };
}
