import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { createHttpProviderAdapter } from '../laboratory/http-provider-adapter.js';
import type { OrderToLaboratory } from '../laboratory/laboratory-order.js';
import type { ProviderAdapter } from '../laboratory/provider-adapter.js';
import type { SimulatedLaboratory } from '../laboratory/simulated-laboratory.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import { createLayerPrestationsService } from './layer-prestations.service.js';
import { createOrderFlow } from './order-flow.service.js';
import type { ProviderAdapterFor } from './provider-channel.js';

type Schemas = components['schemas'];
type SyncResult = Schemas['LaboratoryOrderSyncResult'];

/**
 * Every order to the given simulated laboratory, whatever its provider's channel: for the demo
 * seed, whose providers' real addresses (or none) must not be called while seeding.
 */
export function simulatedLaboratoryAdapterFor(
  laboratory: Pick<SimulatedLaboratory, 'url'>,
  apiKey = '',
): ProviderAdapterFor {
  const http = createHttpProviderAdapter({ apiKey });
  const routed = (order: OrderToLaboratory): OrderToLaboratory => ({
    ...order,
    laboratory: { ...order.laboratory, apiUrl: laboratory.url },
  });
  const adapter: ProviderAdapter = {
    channel: 'http',
    sendOrder: (order) => http.sendOrder(routed(order)),
    fetchResults: (order, externalReference) => http.fetchResults(routed(order), externalReference),
  };
  return () => adapter;
}

export interface LaboratoryOrderFlowRun {
  prestations: Schemas['LayerPrestation'][];
  sent: SyncResult;
  /** The results fetched once (null when `fetchResults` is false). */
  fetched: SyncResult | null;
}

/**
 * The whole laboratory order flow of one coring campaign, for the demo seed: asks `pairs` (layer
 * and prestation offered for the campaign), sends the orders through `adapterFor` (e.g.
 * `simulatedLaboratoryAdapterFor(laboratory)`), then fetches the results once — with a simulated
 * laboratory started with `resultDelayMs: 0` they are on the layers (PAH, TH, asbestos) when it
 * returns, the orders ResultsSent and the campaign results_obtained. The campaign must be
 * taking_validated (or sent_for_analysis) and its layers must have a sample, or the prestations a
 * sample code. `actor` needs « prepare campaign » and « send to provider » (a super administrator
 * does); membership is not asked, the seed builds the campaigns around it.
 */
export async function runLaboratoryOrderFlow(
  deps: { db: Db; now: Clock; membership: MembershipGuard; adapterFor: ProviderAdapterFor },
  actor: SessionUser,
  campaignId: string,
  pairs: readonly { layerId: string; prestationId: string }[],
  { fetchResults = true }: { fetchResults?: boolean } = {},
): Promise<LaboratoryOrderFlowRun> {
  const prestations = createLayerPrestationsService(deps);
  const flow = createOrderFlow(deps);
  const asked =
    pairs.length === 0
      ? { items: [] }
      : await prestations.addPrestationsAs(actor, campaignId, pairs);
  const sent = await flow.sendCampaignOrders(actor, campaignId);
  const fetched = fetchResults ? await flow.fetchCampaignResults(actor, campaignId) : null;
  return { prestations: asked.items, sent, fetched };
}
