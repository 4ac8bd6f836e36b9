import type { SessionUser } from '@chaussee/permissions';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';
import { analysisConflict } from './analysis-errors.js';
import { createCampaignAnalysesRepository } from './campaign-analyses.repository.js';
import { toCampaignAnalysis } from './campaign-analysis-presenter.js';
import { lockCampaign } from './campaign-lock.js';
import { createLaboratoryOrdersRepository } from './laboratory-orders.repository.js';
import { createOrderSamplesRepository } from './order-samples.repository.js';
import { moveOrder, SENT_ORDER_STATUSES, UNSENT_ORDER_STATUSES } from './order-status.js';

/** The contract's Limit and Offset query parameters. */
const isSent = (status: string | null): boolean =>
  SENT_ORDER_STATUSES.some((sent) => sent === status);

/**
 * The analyses asked for a campaign: members read them; removing them is part of « prepare
 * campaign » and never touches what already left for a laboratory.
 */
export function createCampaignAnalysesService({
  db,
  membership,
}: {
  db: Db;
  membership: MembershipGuard;
}) {
  const analyses = createCampaignAnalysesRepository(db);

  /**
   * An unsent order after some of its prestations went: it frees the samples no prestation needs
   * any more, and is cancelled when nothing is left in it.
   */
  async function settleUnsentOrder(tx: Db, orderId: string): Promise<void> {
    const left = await createOrderSamplesRepository(tx).orderedPrestations(orderId);
    const kept = left.flatMap((row) => (row.sampleId === null ? [] : [row.sampleId]));
    await createOrderSamplesRepository(tx).releaseSamples(orderId, kept);
    if (left.length === 0) {
      await moveOrder(
        createLaboratoryOrdersRepository(tx),
        orderId,
        UNSENT_ORDER_STATUSES,
        'Cancel',
      );
    }
  }

  return {
    /** GET /campaigns/{id}/analyses, most recent first. */
    async listCampaignAnalyses(user: SessionUser, campaignId: string, query: PageQuery) {
      await membership.readableCampaign(user, campaignId);
      const page = pageRequest(query);
      return jsonPage(page, await analyses.list(campaignId, page), toCampaignAnalysis);
    },

    /** DELETE /campaign-analysis/{id}: 404, membership, « prepare campaign », then 409 once sent. */
    async deleteCampaignAnalysis(user: SessionUser, analysisId: string): Promise<void> {
      const found = await analyses.find(analysisId);
      if (!found) throw new AppError('not_found');
      await membership.writableCampaign(user, found.analysis.campaignId, 'prepare', 'Campaign');
      await db.transaction(async (tx) => {
        await lockCampaign(tx, found.analysis.campaignId);
        const current = await createCampaignAnalysesRepository(tx).find(analysisId);
        if (!current) throw new AppError('not_found');
        if (isSent(current.orderStatus)) throw analysisConflict('analysisSent');
        await createCampaignAnalysesRepository(tx).delete(analysisId);
        const orderId = current.analysis.laboratoryOrderId;
        if (orderId !== null && current.orderStatus !== 'Cancel') {
          await settleUnsentOrder(tx, orderId);
        }
      });
    },

    /** POST /campaigns/{id}/analyses/cancel-pending-prestations. */
    async cancelPendingPrestations(user: SessionUser, campaignId: string) {
      await membership.writableCampaign(user, campaignId, 'prepare', 'Campaign');
      const cancelledCount = await db.transaction(async (tx) => {
        await lockCampaign(tx, campaignId);
        const orders = createLaboratoryOrdersRepository(tx);
        const unsent = await orders.ordersOf(campaignId, UNSENT_ORDER_STATUSES);
        const count = await createCampaignAnalysesRepository(tx).deleteUnsent(
          campaignId,
          unsent.map((order) => order.id),
        );
        for (const order of unsent) await settleUnsentOrder(tx, order.id);
        return count;
      });
      return { cancelledCount };
    },
  };
}

export type CampaignAnalysesService = ReturnType<typeof createCampaignAnalysesService>;
