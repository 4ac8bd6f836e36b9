import type { components } from '@chaussee/sdk';
import type { PresentedOrderRow } from './laboratory-orders.repository.js';

type Schemas = components['schemas'];

/** An order as the contract shows it; `reference` is ours (CMD-…), quoted by the laboratory. */
export function toLaboratoryOrder(row: PresentedOrderRow): Schemas['LaboratoryOrder'] {
  const { order } = row;
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    campaignId: order.campaignId,
    provider: row.provider,
    laboratory: row.laboratory,
    samplesCount: row.samplesCount,
    sentAt: order.sentAt?.toISOString() ?? null,
    resultsReceivedAt: order.resultsReceivedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}
