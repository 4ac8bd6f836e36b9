import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { groupBy } from '../db/group-by.js';
import {
  coreInterfaces,
  coreLayers,
  cores,
  layerPollutantAnalyses,
  layerPrestations,
  materialCategories,
  prestations,
  providers,
  sampleResults,
  samples,
} from '../db/schema.js';
import { versionMatches, type VersionCondition } from '../http/entity-version.js';

export type LayerRow = typeof coreLayers.$inferSelect;
export type NewLayer = typeof coreLayers.$inferInsert;
type PollutantAnalysisRow = typeof layerPollutantAnalyses.$inferSelect;
export type NewPollutantAnalysis = typeof layerPollutantAnalyses.$inferInsert;
export type SampleRow = typeof samples.$inferSelect;
export type NewSample = typeof samples.$inferInsert;
type SampleResultRow = typeof sampleResults.$inferSelect;
export type InterfaceRow = typeof coreInterfaces.$inferSelect;
export type NewInterface = typeof coreInterfaces.$inferInsert;
type PrestationRow = typeof prestations.$inferSelect;

/** A layer with what its presenter shows. */
export interface LayerDetails {
  layer: LayerRow;
  materialCategory: { id: string; name: string } | null;
  analyses: PollutantAnalysisRow[];
  samples: { sample: SampleRow; results: SampleResultRow[] }[];
}

/** A prestation ordered on a layer, with the core of the layer and the provider's name. */
export interface LayerPrestationDetails {
  id: string;
  coreId: string;
  layerId: string;
  sampleId: string | null;
  laboratoryOrderId: string | null;
  status: LayerPrestationRow['status'];
  prestation: PrestationRow;
  provider: { id: string; name: string };
}
type LayerPrestationRow = typeof layerPrestations.$inferSelect;

/** The SQL of core layers, their samples and pollutant results, and interfaces. */
export function createCoreLayersRepository(db: Db) {
  async function insertAnalyses(values: readonly NewPollutantAnalysis[]): Promise<void> {
    if (values.length === 0) return;
    await db.insert(layerPollutantAnalyses).values([...values]);
  }

  return {
    /** The layers of some cores, surface first, with their details (a few queries in all). */
    async layersOf(coreIds: readonly string[]): Promise<LayerDetails[]> {
      if (coreIds.length === 0) return [];
      const rows = await db
        .select({ layer: coreLayers, category: materialCategories })
        .from(coreLayers)
        .leftJoin(materialCategories, eq(materialCategories.id, coreLayers.materialCategoryId))
        .where(inArray(coreLayers.coreId, [...coreIds]))
        .orderBy(asc(coreLayers.coreId), asc(coreLayers.position));
      const layerIds = rows.map((row) => row.layer.id);
      if (layerIds.length === 0) return [];
      const [analyses, sampleRows] = await Promise.all([
        db
          .select()
          .from(layerPollutantAnalyses)
          .where(inArray(layerPollutantAnalyses.layerId, layerIds))
          .orderBy(asc(layerPollutantAnalyses.kind)),
        db
          .select()
          .from(samples)
          .where(inArray(samples.layerId, layerIds))
          .orderBy(asc(samples.kind), asc(samples.id)),
      ]);
      const sampleIds = sampleRows.map((sample) => sample.id);
      const results =
        sampleIds.length === 0
          ? []
          : await db
              .select()
              .from(sampleResults)
              .where(inArray(sampleResults.sampleId, sampleIds))
              .orderBy(asc(sampleResults.receivedAt));
      const analysesByLayer = groupBy(analyses, (row) => row.layerId);
      const samplesByLayer = groupBy(sampleRows, (row) => row.layerId);
      const resultsBySample = groupBy(results, (row) => row.sampleId);
      return rows.map(({ layer, category }) => ({
        layer,
        materialCategory: category && { id: category.id, name: category.name },
        analyses: analysesByLayer.get(layer.id) ?? [],
        samples: (samplesByLayer.get(layer.id) ?? []).map((sample) => ({
          sample,
          results: resultsBySample.get(sample.id) ?? [],
        })),
      }));
    },

    async interfacesOf(coreIds: readonly string[]): Promise<InterfaceRow[]> {
      if (coreIds.length === 0) return [];
      return db
        .select()
        .from(coreInterfaces)
        .where(inArray(coreInterfaces.coreId, [...coreIds]))
        .orderBy(asc(coreInterfaces.coreId), asc(coreInterfaces.position));
    },

    async prestationsOf(coreIds: readonly string[]): Promise<LayerPrestationDetails[]> {
      if (coreIds.length === 0) return [];
      const rows = await db
        .select({
          ordered: layerPrestations,
          coreId: coreLayers.coreId,
          position: coreLayers.position,
          prestation: prestations,
          provider: { id: providers.id, name: providers.name },
        })
        .from(layerPrestations)
        .innerJoin(coreLayers, eq(coreLayers.id, layerPrestations.layerId))
        .innerJoin(prestations, eq(prestations.id, layerPrestations.prestationId))
        .innerJoin(providers, eq(providers.id, prestations.providerId))
        .where(inArray(coreLayers.coreId, [...coreIds]))
        .orderBy(asc(coreLayers.position), asc(prestations.name), asc(layerPrestations.id));
      return rows.map(({ ordered, coreId, prestation, provider }) => ({
        id: ordered.id,
        coreId,
        layerId: ordered.layerId,
        sampleId: ordered.sampleId,
        laboratoryOrderId: ordered.laboratoryOrderId,
        status: ordered.status,
        prestation,
        provider,
      }));
    },

    /** The ids among `ids` that name a material category. */
    async existingMaterialCategoryIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: materialCategories.id })
        .from(materialCategories)
        .where(inArray(materialCategories.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * The layers among `layerIds` that a laboratory order holds: one of their samples or
     * prestations is in an order. They cannot be deleted nor replaced.
     */
    async orderedLayerIds(layerIds: readonly string[]): Promise<Set<string>> {
      if (layerIds.length === 0) return new Set();
      const [bySample, byPrestation] = await Promise.all([
        db
          .selectDistinct({ layerId: samples.layerId })
          .from(samples)
          .where(
            and(inArray(samples.layerId, [...layerIds]), isNotNull(samples.laboratoryOrderId)),
          ),
        db
          .selectDistinct({ layerId: layerPrestations.layerId })
          .from(layerPrestations)
          .where(
            and(
              inArray(layerPrestations.layerId, [...layerIds]),
              isNotNull(layerPrestations.laboratoryOrderId),
            ),
          ),
      ]);
      return new Set([...bySample, ...byPrestation].map((row) => row.layerId));
    },

    /** Materials written by hand on the layers of a campaign, with how many layers have each. */
    async otherMaterials(
      campaignId: string,
      page: { limit: number; offset: number },
    ): Promise<{ total: number; items: { name: string; layersCount: number }[] }> {
      const name = sql<string>`trim(${coreLayers.otherMaterial})`;
      const ofCampaign = and(
        eq(cores.campaignId, campaignId),
        isNotNull(coreLayers.otherMaterial),
        sql`trim(${coreLayers.otherMaterial}) <> ''`,
      );
      const [total] = await db
        .select({ count: sql<number>`count(distinct ${name})::int` })
        .from(coreLayers)
        .innerJoin(cores, eq(cores.id, coreLayers.coreId))
        .where(ofCampaign);
      const items = await db
        .select({ name, layersCount: sql<number>`count(*)::int` })
        .from(coreLayers)
        .innerJoin(cores, eq(cores.id, coreLayers.coreId))
        .where(ofCampaign)
        .groupBy(name)
        .orderBy(asc(name))
        .limit(page.limit)
        .offset(page.offset);
      return { total: total?.count ?? 0, items };
    },

    /* Writes, for one transaction (build the repository on it). */

    /** Holds the cores' rows until the transaction ends: two saves of a core's layers queue. */
    async lockCores(coreIds: readonly string[]): Promise<void> {
      if (coreIds.length === 0) return;
      await db
        .select({ id: cores.id })
        .from(cores)
        .where(inArray(cores.id, [...coreIds]))
        .orderBy(asc(cores.id))
        .for('update');
    },

    /**
     * A save of a core's layers or interfaces is a write of the core: its version goes up one,
     * under the request's `condition` (entity-version.ts). Undefined when the condition names
     * another version (or the core is gone).
     */
    async claimCoreVersion(
      coreId: string,
      condition: VersionCondition,
    ): Promise<number | undefined> {
      const [row] = await db
        .update(cores)
        .set({ version: sql`${cores.version} + 1` })
        .where(and(eq(cores.id, coreId), versionMatches(cores.version, condition)))
        .returning({ version: cores.version });
      return row?.version;
    },

    /** Layers copied onto cores change them: a client holding their old version must reload. */
    async bumpCoreVersions(coreIds: readonly string[]): Promise<void> {
      if (coreIds.length === 0) return;
      await db
        .update(cores)
        .set({ version: sql`${cores.version} + 1` })
        .where(inArray(cores.id, [...coreIds]));
    },

    /** The version of a core, read before its layers: the pair never names a later state. */
    async coreVersion(coreId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ version: cores.version })
        .from(cores)
        .where(eq(cores.id, coreId));
      return row?.version;
    },

    async deleteLayers(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(coreLayers).where(inArray(coreLayers.id, [...ids]));
    },

    async deleteLayersOfCores(coreIds: readonly string[]): Promise<void> {
      if (coreIds.length === 0) return;
      await db.delete(coreLayers).where(inArray(coreLayers.coreId, [...coreIds]));
    },

    async updateLayer(id: string, values: Omit<NewLayer, 'id' | 'coreId'>): Promise<void> {
      await db.update(coreLayers).set(values).where(eq(coreLayers.id, id));
    },

    async insertLayers(values: readonly NewLayer[]): Promise<LayerRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(coreLayers)
        .values([...values])
        .returning();
    },

    /** Replaces the values entered by hand; the laboratory's (with an order) stay. */
    async replaceHandAnalyses(
      layerId: string,
      values: readonly NewPollutantAnalysis[],
    ): Promise<void> {
      await db
        .delete(layerPollutantAnalyses)
        .where(
          and(
            eq(layerPollutantAnalyses.layerId, layerId),
            isNull(layerPollutantAnalyses.laboratoryOrderId),
          ),
        );
      await insertAnalyses(values);
    },

    insertAnalyses,

    async deleteSamples(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(samples).where(inArray(samples.id, [...ids]));
    },

    async updateSample(id: string, values: Pick<NewSample, 'kind' | 'codes'>): Promise<void> {
      await db.update(samples).set(values).where(eq(samples.id, id));
    },

    async insertSamples(values: readonly NewSample[]): Promise<void> {
      if (values.length === 0) return;
      await db.insert(samples).values([...values]);
    },

    async deleteInterfaces(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(coreInterfaces).where(inArray(coreInterfaces.id, [...ids]));
    },

    async deleteInterfacesOfCore(coreId: string): Promise<void> {
      await db.delete(coreInterfaces).where(eq(coreInterfaces.coreId, coreId));
    },

    async moveInterface(id: string, position: number): Promise<void> {
      await db.update(coreInterfaces).set({ position }).where(eq(coreInterfaces.id, id));
    },

    async insertInterfaces(values: readonly NewInterface[]): Promise<void> {
      if (values.length === 0) return;
      await db.insert(coreInterfaces).values([...values]);
    },
  };
}

export type CoreLayersRepository = ReturnType<typeof createCoreLayersRepository>;
