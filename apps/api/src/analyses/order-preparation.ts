import { randomUUID } from 'node:crypto';
import type { components } from '@chaussee/sdk';
import type { Db } from '../db/database.js';
import { groupBy } from '../db/group-by.js';
import { orderMessages } from './analysis-messages.js';
import { createLaboratoryOrdersRepository } from './laboratory-orders.repository.js';
import { channelProblem, orderReference } from './order-assembly.js';
import {
  createOrderSamplesRepository,
  type OrderedPrestation,
} from './order-samples.repository.js';
import { moveOrder } from './order-status.js';

type SampleKind = components['schemas']['CoreSampleKind'];

/** A sample of the core itself serves an analysis of the layer best; the others in this order. */
const SAMPLE_KIND_PREFERENCE: readonly SampleKind[] = ['core', 'under', 'hole', 'front'];

/**
 * New orders from the campaign's pending laboratory prestations: one per provider and laboratory,
 * each taking the whole campaign analyses of that pair (the caller holds the campaign's lock).
 */
export async function createOrders(tx: Db, campaignId: string, now: Date): Promise<void> {
  const orders = createLaboratoryOrdersRepository(tx);
  const pending = await orders.pendingPrestations(campaignId);
  const groups = groupBy(pending, (row) => `${row.providerId}|${row.laboratoryId ?? ''}`);
  for (const rows of groups.values()) {
    const [first] = rows;
    if (!first) continue;
    const id = randomUUID();
    await orders.insertOrder({
      id,
      reference: orderReference(id, now),
      status: 'New',
      campaignId,
      providerId: first.providerId,
      laboratoryId: first.laboratoryId,
      createdAt: now,
    });
    await orders.assignToOrder(
      id,
      rows.map((row) => row.id),
      [...new Set(rows.map((row) => row.analysisId))],
    );
  }
}

/**
 * Gives each layer of a New order its sample: the one another prestation of the order already
 * has on that layer, else a sample of the layer no order holds, else a new core sample when the
 * prestations carry sample codes (a sample needs one). Answers the layers left without sample.
 */
async function attachSamples(tx: Db, orderId: string): Promise<OrderedPrestation[]> {
  const samplesOf = createOrderSamplesRepository(tx);
  const prestations = await samplesOf.orderedPrestations(orderId);
  const byLayer = groupBy(prestations, (row) => row.layerId);
  const missing = [...byLayer.entries()].filter(([, rows]) => rows.some((row) => !row.sampleId));
  const free = groupBy(
    await samplesOf.freeSamples(missing.map(([layerId]) => layerId)),
    (row) => row.layerId,
  );
  const unresolved: OrderedPrestation[] = [];
  for (const [layerId, rows] of missing) {
    let sampleId = rows.find((row) => row.sampleId !== null)?.sampleId ?? null;
    const candidates = [...(free.get(layerId) ?? [])].sort(
      (a, b) => SAMPLE_KIND_PREFERENCE.indexOf(a.kind) - SAMPLE_KIND_PREFERENCE.indexOf(b.kind),
    );
    for (const candidate of candidates) {
      if (sampleId !== null) break;
      if (await samplesOf.attachSample(candidate.id, orderId)) sampleId = candidate.id;
    }
    const codes = [...new Set(rows.flatMap((row) => (row.code === null ? [] : [row.code])))];
    if (sampleId === null && codes.length > 0) {
      sampleId = await samplesOf.insertSample({
        layerId,
        kind: 'core',
        codes,
        laboratoryOrderId: orderId,
      });
    }
    const waiting = rows.filter((row) => row.sampleId === null);
    if (sampleId === null) unresolved.push(...waiting.slice(0, 1));
    else
      await samplesOf.setPrestationSample(
        waiting.map((row) => row.id),
        sampleId,
      );
  }
  return unresolved;
}

/**
 * New -> Validated when every layer of the order has its sample and the provider's channel is
 * configured. Answers why the order stays New otherwise (French sentences for staff).
 */
export async function validateOrder(tx: Db, orderId: string): Promise<string[]> {
  const orders = createLaboratoryOrdersRepository(tx);
  const unresolved = await attachSamples(tx, orderId);
  const context = await orders.context(orderId);
  const problems = unresolved.map((row) =>
    orderMessages.layerWithoutSample(row.coreDisplayName, row.layerPosition),
  );
  const channel = context ? channelProblem(context) : null;
  if (channel !== null) problems.push(channel);
  if (problems.length === 0) await moveOrder(orders, orderId, ['New'], 'Validated');
  return problems;
}
