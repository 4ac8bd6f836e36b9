import type { components } from '@chaussee/sdk';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { degradations, dynamicFilters, mapLayerSchemas, mapLayers } from '../db/schema.js';
import { LAYER_KINDS, type LayerKind } from './layer-catalogue.js';
import { mapTexts } from './map-messages.js';

type Schemas = components['schemas'];
export type MapLayerRow = typeof mapLayers.$inferSelect;
export type DynamicFilterRow = typeof dynamicFilters.$inferSelect;

function newLayer(kind: LayerKind, campaignId: string | null) {
  const definition = LAYER_KINDS[kind];
  return {
    campaignId,
    kind,
    name: mapTexts.layers[kind],
    geometryType: definition.geometryType,
    position: definition.position,
    color: definition.color,
    valueField: definition.valueField,
  };
}

/** The stored layers, their saved fields and the campaigns' dynamic filters. */
export function createMapLayersRepository(db: Db) {
  return {
    /**
     * Creates the campaign's layers of these kinds and the common PR layer when missing, with a
     * dynamic filter per filterable field; idempotent and safe when two first reads race (the
     * unique indexes settle it, the loser inserts nothing).
     */
    async ensureCampaignLayers(campaignId: string, kinds: readonly LayerKind[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(mapLayers)
          .values(newLayer('prs', null))
          .onConflictDoNothing({
            target: mapLayers.kind,
            where: isNull(mapLayers.campaignId),
          });
        if (kinds.length > 0) {
          await tx
            .insert(mapLayers)
            .values(kinds.map((kind) => newLayer(kind, campaignId)))
            .onConflictDoNothing({ target: [mapLayers.campaignId, mapLayers.kind] });
        }
      });
    },

    /** The campaign's layers and the common ones, in drawing order. */
    layersOf(campaignId: string): Promise<MapLayerRow[]> {
      return db
        .select()
        .from(mapLayers)
        .where(or(eq(mapLayers.campaignId, campaignId), isNull(mapLayers.campaignId)))
        .orderBy(asc(mapLayers.position), asc(mapLayers.kind));
    },

    async layerById(id: string): Promise<MapLayerRow | undefined> {
      const [row] = await db.select().from(mapLayers).where(eq(mapLayers.id, id));
      return row;
    },

    layersByIds(ids: readonly string[]): Promise<MapLayerRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(mapLayers)
        .where(inArray(mapLayers.id, [...ids]));
    },

    async savedFields(
      layerId: string,
      campaignId: string,
    ): Promise<Schemas['MapLayerField'][] | undefined> {
      const [row] = await db
        .select({ fields: mapLayerSchemas.fields })
        .from(mapLayerSchemas)
        .where(
          and(eq(mapLayerSchemas.mapLayerId, layerId), eq(mapLayerSchemas.campaignId, campaignId)),
        );
      return row?.fields;
    },

    /** Saves the fields and adds a filter for each field that became filterable. */
    async saveFields(
      layerId: string,
      campaignId: string,
      fields: Schemas['MapLayerField'][],
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(mapLayerSchemas)
          .values({ mapLayerId: layerId, campaignId, fields, updatedAt: now })
          .onConflictDoUpdate({
            target: [mapLayerSchemas.mapLayerId, mapLayerSchemas.campaignId],
            set: { fields, updatedAt: now },
          });
        const filterable = fields.filter((field) => field.isFilterable);
        if (filterable.length > 0) {
          await tx
            .insert(dynamicFilters)
            .values(filterable.map(({ key }) => ({ campaignId, mapLayerId: layerId, field: key })))
            .onConflictDoNothing();
        }
      });
    },

    /** Creates the missing filters of these fields (the layer's filterable ones). */
    async ensureFilters(campaignId: string, layerId: string, fields: readonly string[]) {
      if (fields.length === 0) return;
      await db
        .insert(dynamicFilters)
        .values(fields.map((field) => ({ campaignId, mapLayerId: layerId, field })))
        .onConflictDoNothing();
    },

    filtersOf(campaignId: string, layerIds: readonly string[]): Promise<DynamicFilterRow[]> {
      if (layerIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(dynamicFilters)
        .where(
          and(
            eq(dynamicFilters.campaignId, campaignId),
            inArray(dynamicFilters.mapLayerId, [...layerIds]),
          ),
        );
    },

    async filterById(id: string): Promise<DynamicFilterRow | undefined> {
      const [row] = await db.select().from(dynamicFilters).where(eq(dynamicFilters.id, id));
      return row;
    },

    async updateFilter(
      id: string,
      selection: Pick<DynamicFilterRow, 'selectedValues' | 'min' | 'max'>,
      now: Date,
    ): Promise<DynamicFilterRow | undefined> {
      const [row] = await db
        .update(dynamicFilters)
        .set({ ...selection, updatedAt: now })
        .where(eq(dynamicFilters.id, id))
        .returning();
      return row;
    },

    /** The colours of the distress types (the degradations reference table). */
    distressStyles(): Promise<{ distressType: Schemas['DistressType']; color: string }[]> {
      return db
        .select({ distressType: degradations.distressType, color: degradations.color })
        .from(degradations)
        .orderBy(asc(degradations.label));
    },
  };
}
