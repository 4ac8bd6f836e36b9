import type { components } from '@chaussee/sdk';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  campaignAnalyses,
  coreLayers,
  cores,
  laboratories,
  laboratoryOrders,
  layerPrestations,
  prestations,
  providers,
} from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

type Schemas = components['schemas'];
interface Named {
  id: string;
  name: string;
}
type CampaignAnalysisRow = typeof campaignAnalyses.$inferSelect;

/** A campaign analysis with what its presentation shows. */
export interface CampaignAnalysisDetails {
  analysis: CampaignAnalysisRow;
  prestation: typeof prestations.$inferSelect;
  provider: Named;
  laboratory: Named | null;
  orderStatus: Schemas['LaboratoryOrderStatus'] | null;
  layersCount: number;
  pendingCount: number;
}

/** The SQL of the analyses asked for a campaign, and of cancelling the ones not sent. */
export function createCampaignAnalysesRepository(db: Db) {
  async function countsOf(analysisIds: readonly string[]) {
    if (analysisIds.length === 0) return new Map<string, { layers: number; pending: number }>();
    const rows = await db
      .select({
        analysisId: layerPrestations.campaignAnalysisId,
        layers: sql<number>`count(*)::int`,
        // Not sent yet: no order, or an order that has not left (New, Validated).
        pending: sql<number>`(count(*) filter (where ${layerPrestations.status} is null or ${layerPrestations.status} in ('New', 'Validated')))::int`,
      })
      .from(layerPrestations)
      .where(inArray(layerPrestations.campaignAnalysisId, [...analysisIds]))
      .groupBy(layerPrestations.campaignAnalysisId);
    return new Map(rows.map((row) => [row.analysisId ?? '', row]));
  }

  return {
    /** A page of the campaign's analyses, most recent first. */
    async list(campaignId: string, page: PageRequest): Promise<PageOf<CampaignAnalysisDetails>> {
      const where = eq(campaignAnalyses.campaignId, campaignId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            analysis: campaignAnalyses,
            prestation: prestations,
            provider: { id: providers.id, name: providers.name },
            laboratoryId: laboratories.id,
            laboratoryName: laboratories.name,
            orderStatus: laboratoryOrders.status,
          })
          .from(campaignAnalyses)
          .innerJoin(prestations, eq(prestations.id, campaignAnalyses.prestationId))
          .innerJoin(providers, eq(providers.id, campaignAnalyses.providerId))
          .leftJoin(laboratories, eq(laboratories.id, campaignAnalyses.laboratoryId))
          .leftJoin(laboratoryOrders, eq(laboratoryOrders.id, campaignAnalyses.laboratoryOrderId))
          .where(where)
          .orderBy(desc(campaignAnalyses.createdAt), desc(campaignAnalyses.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(campaignAnalyses)
          .where(where),
      ]);
      const counts = await countsOf(rows.map((row) => row.analysis.id));
      return {
        total: total?.count ?? 0,
        rows: rows.map(({ laboratoryId, laboratoryName, orderStatus, ...row }) => ({
          ...row,
          laboratory:
            laboratoryId === null || laboratoryName === null
              ? null
              : { id: laboratoryId, name: laboratoryName },
          orderStatus,
          layersCount: counts.get(row.analysis.id)?.layers ?? 0,
          pendingCount: counts.get(row.analysis.id)?.pending ?? 0,
        })),
      };
    },

    /** An analysis with the status of its order (null until ordered). */
    async find(analysisId: string) {
      const [row] = await db
        .select({ analysis: campaignAnalyses, orderStatus: laboratoryOrders.status })
        .from(campaignAnalyses)
        .leftJoin(laboratoryOrders, eq(laboratoryOrders.id, campaignAnalyses.laboratoryOrderId))
        .where(eq(campaignAnalyses.id, analysisId));
      return row;
    },

    /** Deletes an analysis; its layer prestations go with it (foreign key cascade). */
    async delete(analysisId: string): Promise<void> {
      await db.delete(campaignAnalyses).where(eq(campaignAnalyses.id, analysisId));
    },

    /**
     * Deletes the campaign's layer prestations that no order holds or that `unsentOrderIds` hold,
     * and the analyses that gathered them; answers how many layer prestations went.
     */
    async deleteUnsent(campaignId: string, unsentOrderIds: readonly string[]): Promise<number> {
      const ofCampaign = inArray(
        layerPrestations.layerId,
        db
          .select({ id: coreLayers.id })
          .from(coreLayers)
          .innerJoin(cores, eq(cores.id, coreLayers.coreId))
          .where(eq(cores.campaignId, campaignId)),
      );
      const prestationUnsent =
        unsentOrderIds.length === 0
          ? isNull(layerPrestations.laboratoryOrderId)
          : or(
              isNull(layerPrestations.laboratoryOrderId),
              inArray(layerPrestations.laboratoryOrderId, [...unsentOrderIds]),
            );
      const deleted = await db
        .delete(layerPrestations)
        .where(and(ofCampaign, prestationUnsent))
        .returning({ id: layerPrestations.id });
      const analysisUnsent =
        unsentOrderIds.length === 0
          ? isNull(campaignAnalyses.laboratoryOrderId)
          : or(
              isNull(campaignAnalyses.laboratoryOrderId),
              inArray(campaignAnalyses.laboratoryOrderId, [...unsentOrderIds]),
            );
      await db
        .delete(campaignAnalyses)
        .where(and(eq(campaignAnalyses.campaignId, campaignId), analysisUnsent));
      return deleted.length;
    },
  };
}
