import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertRight } from '../access/access-rules.js';
import type { Clock } from '../clock.js';
import { moveCoringCampaign } from '../coring-campaigns/coring-status.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { OrderToLaboratory } from '../laboratory/laboratory-order.js';
import { ProviderError } from '../laboratory/provider-adapter.js';
import {
  analysisConflict,
  campaignNotSendable,
  orderNotValid,
  providerApiError,
} from './analysis-errors.js';
import { orderMessages } from './analysis-messages.js';
import { lockCampaign } from './campaign-lock.js';
import { toLaboratoryOrder } from './laboratory-order-presenter.js';
import {
  createLaboratoryOrdersRepository,
  type LaboratoryOrderRow,
  type ProviderRow,
} from './laboratory-orders.repository.js';
import { buildOrderToLaboratory } from './order-assembly.js';
import { createOrders, validateOrder } from './order-preparation.js';
import { storeOrderResults } from './order-results.js';
import { createOrderSamplesRepository } from './order-samples.repository.js';
import { moveOrder } from './order-status.js';
import type { ProviderAdapterFor } from './provider-channel.js';

type Schemas = components['schemas'];
type SyncResult = Schemas['LaboratoryOrderSyncResult'];
type CampaignStatus = Schemas['CampaignStatus'];

/** Campaign statuses from which orders leave (the first one moves the campaign on). */
const SENDABLE_STATUSES: ReadonlySet<CampaignStatus> = new Set([
  'taking_validated',
  'sent_for_analysis',
]);

export interface OrderFlowDeps {
  db: Db;
  now: Clock;
  adapterFor: ProviderAdapterFor;
}

export interface FetchOptions {
  analyseId?: string | undefined;
  skipApiOnError?: boolean | undefined;
}

/**
 * The laboratory order flow of a coring campaign, for an actor whose membership the caller has
 * checked (the routes) or that acts for the demo seed: send-to-provider (New -> Validated -> Sent)
 * and get-from-provider (Sent -> Finished -> ResultsSent), through the provider's adapter. The
 * order lifecycle is laboratory/laboratory-order-status.ts; no database transaction stays open
 * while a provider is called.
 */
export function createOrderFlow({ db, now, adapterFor }: OrderFlowDeps) {
  const orders = createLaboratoryOrdersRepository(db);
  const samplesOf = createOrderSamplesRepository(db);

  /** The order as its laboratory receives it, and the provider whose adapter carries it. */
  async function requestOf(
    order: LaboratoryOrderRow,
  ): Promise<{ request: OrderToLaboratory; provider: ProviderRow }> {
    const [context, samples, prestations] = await Promise.all([
      orders.context(order.id),
      samplesOf.orderedSamples(order.id),
      samplesOf.orderedPrestations(order.id),
    ]);
    if (!context) throw new Error(`Laboratory order ${order.id} vanished.`);
    return {
      request: buildOrderToLaboratory(context, samples, prestations),
      provider: context.provider,
    };
  }

  async function presentOrders(orderIds: readonly string[]) {
    return (await orders.presented(orderIds)).map(toLaboratoryOrder);
  }

  /** Sent: the provider accepted the order; the campaign's first sent order moves it on. */
  async function markSent(actor: SessionUser, orderId: string, externalReference: string) {
    await db.transaction(async (tx) => {
      const campaignOrders = createLaboratoryOrdersRepository(tx);
      const order = await campaignOrders.find(orderId);
      if (!order) return;
      const campaign = await lockCampaign(tx, order.campaignId);
      const sentAt = now();
      if (
        await moveOrder(campaignOrders, orderId, ['Validated'], 'Sent', {
          externalReference,
          sentAt,
        })
      ) {
        await campaignOrders.setSamplesStatus(orderId, 'sent_to_provider');
      }
      if (campaign.status === 'taking_validated') {
        await moveCoringCampaign(tx, actor, campaign.id, 'sent_for_analysis', sentAt);
      }
    });
  }

  async function campaignStatusOf(campaignId: string): Promise<CampaignStatus> {
    const status = await orders.campaignStatus(campaignId);
    if (status === undefined) throw new Error(`Campaign ${campaignId} vanished.`);
    return status;
  }

  /** Assembles the pending prestations into orders and validates the New ones; answers problems. */
  async function prepare(campaignId: string): Promise<string[]> {
    return db.transaction(async (tx) => {
      const campaign = await lockCampaign(tx, campaignId);
      if (!SENDABLE_STATUSES.has(campaign.status)) throw campaignNotSendable(campaign.status);
      await createOrders(tx, campaignId, now());
      const problems: string[] = [];
      for (const order of await createLaboratoryOrdersRepository(tx).ordersOf(campaignId, [
        'New',
      ])) {
        problems.push(...(await validateOrder(tx, order.id)));
      }
      return problems;
    });
  }

  return {
    /** send-to-provider for `actor`, who needs « send to provider » (membership checked by the caller). */
    async sendCampaignOrders(actor: SessionUser, campaignId: string): Promise<SyncResult> {
      assertRight(actor, 'sendToProvider', 'Campaign');
      const problems = await prepare(campaignId);
      const toSend = await orders.ordersOf(campaignId, ['Validated']);
      if (toSend.length === 0) {
        throw problems.length > 0 ? orderNotValid(problems) : analysisConflict('nothingToSend');
      }
      const sent: string[] = [];
      const failures: string[] = [];
      for (const order of toSend) {
        const { request, provider } = await requestOf(order);
        try {
          const { externalReference } = await adapterFor(provider).sendOrder(request);
          await markSent(actor, order.id, externalReference);
          sent.push(order.id);
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          failures.push(error.message);
        }
      }
      if (failures.length > 0) throw providerApiError(failures);
      if (problems.length > 0) throw orderNotValid(problems);
      return {
        campaignId,
        campaignStatus: await campaignStatusOf(campaignId),
        orders: await presentOrders(sent),
        resultsImported: 0,
        errors: [],
      };
    },

    /** get-from-provider for `actor`, who needs « send to provider » (membership checked by the caller). */
    async fetchCampaignResults(
      actor: SessionUser,
      campaignId: string,
      { analyseId, skipApiOnError = false }: FetchOptions = {},
    ): Promise<SyncResult> {
      assertRight(actor, 'sendToProvider', 'Campaign');
      let waiting = await orders.ordersOf(campaignId, ['Sent']);
      if (analyseId !== undefined) {
        const analysis = await orders.analysisOf(campaignId, analyseId);
        if (!analysis) throw new AppError('not_found');
        waiting = waiting.filter((order) => order.id === analysis.orderId);
      }
      if (waiting.length === 0) throw analysisConflict('nothingToFetch');
      const errors: SyncResult['errors'] = [];
      let resultsImported = 0;
      for (const order of waiting) {
        const { request, provider } = await requestOf(order);
        let fetched;
        try {
          fetched = await adapterFor(provider).fetchResults(
            request,
            order.externalReference ?? request.reference,
          );
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          if (!skipApiOnError) throw providerApiError([error.message]);
          errors.push({ laboratoryOrderId: order.id, message: error.message });
          continue;
        }
        if (fetched.state === 'pending') continue;
        const { results, refused } = fetched;
        for (const { sampleId, reason } of refused) {
          errors.push({
            laboratoryOrderId: order.id,
            message: orderMessages.refusedResult(sampleId, reason),
          });
        }
        const { stored } = await db.transaction((tx) =>
          storeOrderResults(tx, actor, order.id, results, { laboratoryFinished: true, now: now() }),
        );
        resultsImported += stored.length;
      }
      return {
        campaignId,
        campaignStatus: await campaignStatusOf(campaignId),
        orders: await presentOrders(waiting.map((order) => order.id)),
        resultsImported,
        errors,
      };
    },
  };
}

export type OrderFlow = ReturnType<typeof createOrderFlow>;
