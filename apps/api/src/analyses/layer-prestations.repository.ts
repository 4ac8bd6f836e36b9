import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LayerPrestationDetails } from '../cores/core-layers.repository.js';
import type { Db } from '../db/database.js';
import {
  campaignAnalyses,
  campaignPrestations,
  coreLayers,
  cores,
  layerPrestations,
  prestations,
  providers,
} from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

type PrestationRow = typeof prestations.$inferSelect;
export type NewLayerPrestation = typeof layerPrestations.$inferInsert;

/** A layer of the campaign, with what the rules of a prestation read. */
export interface CampaignLayer {
  id: string;
  coreId: string;
  type: (typeof coreLayers.$inferSelect)['type'];
}

/** A prestation offered for the campaign, with the laboratory chosen for it. */
export interface OfferedPrestation {
  prestation: PrestationRow;
  laboratoryId: string | null;
}

const detailColumns = {
  ordered: layerPrestations,
  coreId: coreLayers.coreId,
  prestation: prestations,
  provider: { id: providers.id, name: providers.name },
};

interface DetailRow {
  ordered: typeof layerPrestations.$inferSelect;
  coreId: string;
  prestation: PrestationRow;
  provider: { id: string; name: string };
}

function toDetails({ ordered, coreId, prestation, provider }: DetailRow): LayerPrestationDetails {
  return {
    id: ordered.id,
    coreId,
    layerId: ordered.layerId,
    sampleId: ordered.sampleId,
    laboratoryOrderId: ordered.laboratoryOrderId,
    status: ordered.status,
    prestation,
    provider,
  };
}

/** The SQL of the prestations asked on layers, and of the campaign analyses that gather them. */
export function createLayerPrestationsRepository(db: Db) {
  function selectDetails() {
    return db
      .select(detailColumns)
      .from(layerPrestations)
      .innerJoin(coreLayers, eq(coreLayers.id, layerPrestations.layerId))
      .innerJoin(prestations, eq(prestations.id, layerPrestations.prestationId))
      .innerJoin(providers, eq(providers.id, prestations.providerId));
  }

  async function detailsOf(ids: readonly string[]): Promise<LayerPrestationDetails[]> {
    if (ids.length === 0) return [];
    const rows = await selectDetails().where(inArray(layerPrestations.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.ordered.id, toDetails(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /** The campaign of a layer's core; undefined for an unknown layer. */
    async campaignOfLayer(layerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ campaignId: cores.campaignId })
        .from(coreLayers)
        .innerJoin(cores, eq(cores.id, coreLayers.coreId))
        .where(eq(coreLayers.id, layerId));
      return row?.campaignId;
    },

    /** The layers among `layerIds` that belong to a core of the campaign. */
    async campaignLayers(campaignId: string, layerIds: readonly string[]) {
      if (layerIds.length === 0) return new Map<string, CampaignLayer>();
      const rows = await db
        .select({ id: coreLayers.id, coreId: coreLayers.coreId, type: coreLayers.type })
        .from(coreLayers)
        .innerJoin(cores, eq(cores.id, coreLayers.coreId))
        .where(and(eq(cores.campaignId, campaignId), inArray(coreLayers.id, [...layerIds])));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The prestations among `prestationIds` offered for the campaign. */
    async offeredPrestations(campaignId: string, prestationIds: readonly string[]) {
      if (prestationIds.length === 0) return new Map<string, OfferedPrestation>();
      const rows = await db
        .select({ prestation: prestations, laboratoryId: campaignPrestations.laboratoryId })
        .from(campaignPrestations)
        .innerJoin(prestations, eq(prestations.id, campaignPrestations.prestationId))
        .where(
          and(
            eq(campaignPrestations.campaignId, campaignId),
            inArray(campaignPrestations.prestationId, [...prestationIds]),
          ),
        );
      return new Map(rows.map((row) => [row.prestation.id, row]));
    },

    /** `layerId:prestationId` of the prestations already asked on these layers. */
    async askedPairs(layerIds: readonly string[]): Promise<Set<string>> {
      if (layerIds.length === 0) return new Set();
      const rows = await db
        .select({ layerId: layerPrestations.layerId, prestationId: layerPrestations.prestationId })
        .from(layerPrestations)
        .where(inArray(layerPrestations.layerId, [...layerIds]));
      return new Set(rows.map((row) => `${row.layerId}:${row.prestationId}`));
    },

    /**
     * The campaign analysis of a prestation (at that laboratory) that no order holds yet, where
     * new layers join.
     */
    async pendingAnalysisId(
      campaignId: string,
      prestationId: string,
      laboratoryId: string | null,
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ id: campaignAnalyses.id })
        .from(campaignAnalyses)
        .where(
          and(
            eq(campaignAnalyses.campaignId, campaignId),
            eq(campaignAnalyses.prestationId, prestationId),
            laboratoryId === null
              ? isNull(campaignAnalyses.laboratoryId)
              : eq(campaignAnalyses.laboratoryId, laboratoryId),
            isNull(campaignAnalyses.laboratoryOrderId),
          ),
        )
        .orderBy(asc(campaignAnalyses.createdAt), asc(campaignAnalyses.id))
        .limit(1);
      return row?.id;
    },

    async insertAnalysis(values: typeof campaignAnalyses.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(campaignAnalyses)
        .values(values)
        .returning({ id: campaignAnalyses.id });
      if (!row) throw new Error('The campaign analysis was not inserted.');
      return row.id;
    },

    async insertLayerPrestations(values: readonly NewLayerPrestation[]): Promise<string[]> {
      if (values.length === 0) return [];
      const rows = await db
        .insert(layerPrestations)
        .values([...values])
        .returning({ id: layerPrestations.id });
      return rows.map((row) => row.id);
    },

    /** The layer prestations of these ids, in the order of `ids`. */
    detailsOf,

    /** The prestations of one layer, by prestation name. */
    async ofLayer(layerId: string, page: PageRequest): Promise<PageOf<LayerPrestationDetails>> {
      const where = eq(layerPrestations.layerId, layerId);
      const [rows, [total]] = await Promise.all([
        selectDetails()
          .where(where)
          .orderBy(sql`lower(${prestations.name})`, asc(layerPrestations.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(layerPrestations)
          .where(where),
      ]);
      return { rows: rows.map(toDetails), total: total?.count ?? 0 };
    },

    /**
     * The prestations of a campaign in its core order (spec section 4: the natural order of the
     * names, kept as each core's rank, see cores/core-order.ts), then by layer position and
     * prestation name. Only the campaign's prestations are read, not every core of the campaign.
     */
    async ofCampaign(
      campaignId: string,
      page: PageRequest,
    ): Promise<PageOf<LayerPrestationDetails>> {
      const keys = await db
        .select({
          id: layerPrestations.id,
          coreRank: cores.sortRank,
          position: coreLayers.position,
          name: prestations.name,
        })
        .from(layerPrestations)
        .innerJoin(coreLayers, eq(coreLayers.id, layerPrestations.layerId))
        .innerJoin(cores, eq(cores.id, coreLayers.coreId))
        .innerJoin(prestations, eq(prestations.id, layerPrestations.prestationId))
        .where(eq(cores.campaignId, campaignId));
      const byName = new Intl.Collator('fr', { numeric: true });
      const sorted = [...keys].sort(
        (a, b) =>
          (a.coreRank ?? 0) - (b.coreRank ?? 0) ||
          a.position - b.position ||
          byName.compare(a.name, b.name) ||
          (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      const pageIds = sorted.slice(page.offset, page.offset + page.limit).map((key) => key.id);
      return { rows: await detailsOf(pageIds), total: sorted.length };
    },
  };
}
