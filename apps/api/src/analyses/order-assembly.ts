import { providerMessages } from '../laboratory/laboratory-messages.js';
import {
  laboratoryAnalyses,
  type LaboratoryAnalysis,
  type OrderToLaboratory,
} from '../laboratory/laboratory-order.js';
import type { OrderContext } from './laboratory-orders.repository.js';
import type { OrderedPrestation, OrderedSample } from './order-samples.repository.js';

/**
 * Our reference of an order (CMD-2026-5D0F3F0C): the year it was made and the start of its id,
 * unique without a counter to keep, short enough for a sample bag and an e-mail subject.
 */
export function orderReference(orderId: string, createdAt: Date): string {
  return `CMD-${String(createdAt.getUTCFullYear())}-${orderId.slice(0, 8).toUpperCase()}`;
}

function isLaboratoryAnalysis(kind: string | null): kind is LaboratoryAnalysis {
  return laboratoryAnalyses.some((analysis) => analysis === kind);
}

/** The laboratory the order goes to: the one chosen, or the provider itself when it chooses. */
function recipientOf(context: OrderContext): OrderToLaboratory['laboratory'] {
  const { provider, laboratory } = context;
  const chosen = laboratory ?? { id: provider.id, name: provider.name, email: provider.email };
  return { ...chosen, apiUrl: provider.apiUrl };
}

/**
 * Why the order cannot leave through its provider's channel (an API without address is impossible:
 * having one is what makes the channel HTTP); null when it can.
 */
export function channelProblem(context: OrderContext): string | null {
  const recipient = recipientOf(context);
  if (recipient.apiUrl !== null && recipient.apiUrl !== '') return null;
  return recipient.email === null || recipient.email === ''
    ? providerMessages.noEmail(recipient.name)
    : null;
}

/**
 * The order as a laboratory receives it (laboratory/laboratory-order.ts): each sample with the
 * analyses asked on it in this order, in the order laboratories list them.
 */
export function buildOrderToLaboratory(
  context: OrderContext,
  samples: readonly OrderedSample[],
  prestations: readonly OrderedPrestation[],
): OrderToLaboratory {
  const { order, campaign, engineeringOffice, site, provider } = context;
  const analysesOf = new Map<string, Set<LaboratoryAnalysis>>();
  for (const { sampleId, pollutantKind } of prestations) {
    if (sampleId === null || !isLaboratoryAnalysis(pollutantKind)) continue;
    analysesOf.set(sampleId, (analysesOf.get(sampleId) ?? new Set()).add(pollutantKind));
  }
  return {
    id: order.id,
    reference: order.reference ?? orderReference(order.id, order.createdAt),
    createdAt: order.createdAt.toISOString(),
    campaign,
    engineeringOffice: { name: engineeringOffice },
    site,
    provider: { id: provider.id, name: provider.name },
    laboratory: recipientOf(context),
    samples: samples.flatMap((sample) => {
      const asked = analysesOf.get(sample.sampleId);
      if (asked === undefined) return [];
      return [
        {
          sampleId: sample.sampleId,
          coreDisplayName: sample.coreDisplayName,
          layerOrder: sample.layerPosition,
          layerType: sample.layerType,
          materialCategory: sample.materialCategory,
          thicknessMm: sample.thickness,
          analyses: laboratoryAnalyses.filter((analysis) => asked.has(analysis)),
        },
      ];
    }),
  };
}
