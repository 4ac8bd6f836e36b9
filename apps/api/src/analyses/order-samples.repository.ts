import type { components } from '@chaussee/sdk';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  coreLayers,
  cores,
  layerPrestations,
  materialCategories,
  prestations,
  samples,
} from '../db/schema.js';

type Schemas = components['schemas'];
type SampleRow = typeof samples.$inferSelect;

/** A layer prestation of an order, with the layer and core it names. */
export interface OrderedPrestation {
  id: string;
  layerId: string;
  sampleId: string | null;
  code: Schemas['SampleCode'] | null;
  pollutantKind: Schemas['PollutantKind'] | null;
  layerPosition: number;
  coreId: string;
  coreDisplayName: string;
}

/** A sample of an order with the layer it was taken from, as the order describes it. */
export interface OrderedSample {
  sampleId: string;
  layerId: string;
  coreId: string;
  coreDisplayName: string;
  layerPosition: number;
  layerType: Schemas['LayerType'];
  materialCategory: string | null;
  thickness: number;
}

/** The SQL of the samples an order carries and of the prestations asked on them. */
export function createOrderSamplesRepository(db: Db) {
  return {
    async orderedPrestations(orderId: string): Promise<OrderedPrestation[]> {
      return db
        .select({
          id: layerPrestations.id,
          layerId: layerPrestations.layerId,
          sampleId: layerPrestations.sampleId,
          code: prestations.code,
          pollutantKind: prestations.pollutantKind,
          layerPosition: coreLayers.position,
          coreId: cores.id,
          coreDisplayName: cores.displayName,
        })
        .from(layerPrestations)
        .innerJoin(prestations, eq(prestations.id, layerPrestations.prestationId))
        .innerJoin(coreLayers, eq(coreLayers.id, layerPrestations.layerId))
        .innerJoin(cores, eq(cores.id, coreLayers.coreId))
        .where(eq(layerPrestations.laboratoryOrderId, orderId))
        .orderBy(asc(cores.number), asc(coreLayers.position), asc(layerPrestations.id));
    },

    /** Samples of these layers that no order holds, oldest kind first (core, under, hole, front). */
    async freeSamples(layerIds: readonly string[]): Promise<SampleRow[]> {
      if (layerIds.length === 0) return [];
      return db
        .select()
        .from(samples)
        .where(and(inArray(samples.layerId, [...layerIds]), isNull(samples.laboratoryOrderId)))
        .orderBy(asc(samples.id));
    },

    /** Takes a free sample into an order; false when another order took it first. */
    async attachSample(sampleId: string, orderId: string): Promise<boolean> {
      const taken = await db
        .update(samples)
        .set({ laboratoryOrderId: orderId })
        .where(and(eq(samples.id, sampleId), isNull(samples.laboratoryOrderId)))
        .returning({ id: samples.id });
      return taken.length > 0;
    },

    async insertSample(values: typeof samples.$inferInsert): Promise<string> {
      const [row] = await db.insert(samples).values(values).returning({ id: samples.id });
      if (!row) throw new Error('The sample was not inserted.');
      return row.id;
    },

    async setPrestationSample(prestationIds: readonly string[], sampleId: string): Promise<void> {
      if (prestationIds.length === 0) return;
      await db
        .update(layerPrestations)
        .set({ sampleId })
        .where(inArray(layerPrestations.id, [...prestationIds]));
    },

    /** Frees the order's samples but `kept` (they go back to the layer, status new). */
    async releaseSamples(orderId: string, kept: readonly string[]): Promise<void> {
      const ofOrder = eq(samples.laboratoryOrderId, orderId);
      await db
        .update(samples)
        .set({ laboratoryOrderId: null, status: 'new' })
        .where(kept.length === 0 ? ofOrder : and(ofOrder, notInArray(samples.id, [...kept])));
    },

    /** The samples of an order with their layer and core, in core number and layer order. */
    async orderedSamples(orderId: string): Promise<OrderedSample[]> {
      const rows = await db
        .select({
          sampleId: samples.id,
          layerId: coreLayers.id,
          coreId: cores.id,
          coreDisplayName: cores.displayName,
          layerPosition: coreLayers.position,
          layerType: coreLayers.type,
          categoryName: materialCategories.name,
          otherMaterial: coreLayers.otherMaterial,
          thickness: coreLayers.thickness,
        })
        .from(samples)
        .innerJoin(coreLayers, eq(coreLayers.id, samples.layerId))
        .innerJoin(cores, eq(cores.id, coreLayers.coreId))
        .leftJoin(materialCategories, eq(materialCategories.id, coreLayers.materialCategoryId))
        .where(eq(samples.laboratoryOrderId, orderId))
        .orderBy(asc(cores.number), asc(coreLayers.position), asc(samples.id));
      return rows.map(({ categoryName, otherMaterial, ...row }) => ({
        ...row,
        materialCategory: categoryName ?? otherMaterial,
      }));
    },
  };
}
