import type { components } from '@chaussee/sdk';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  campaignAnalyses,
  campaignLayerNames,
  campaignPrestations,
  campaignProviders,
  coreLayers,
  cores,
  laboratories,
  layerPrestations,
  prestations,
  providers,
  siteProviders,
} from '../db/schema.js';

type Schemas = components['schemas'];

export interface LayerNameRow {
  name: string;
  layerType: Schemas['LayerType'] | null;
}

/** A campaign's layer names, providers and prestations (what « prepare campaign » sets). */
export function createCoringSettingsRepository(db: Db) {
  return {
    async layerNames(campaignId: string): Promise<LayerNameRow[]> {
      return db
        .select({ name: campaignLayerNames.name, layerType: campaignLayerNames.layerType })
        .from(campaignLayerNames)
        .where(eq(campaignLayerNames.campaignId, campaignId))
        .orderBy(asc(campaignLayerNames.position));
    },

    /** Replaces the list (call in a transaction). */
    async replaceLayerNames(campaignId: string, names: readonly LayerNameRow[]): Promise<void> {
      await db.delete(campaignLayerNames).where(eq(campaignLayerNames.campaignId, campaignId));
      if (names.length === 0) return;
      await db.insert(campaignLayerNames).values(
        names.map((name, index) => ({
          campaignId,
          position: index + 1,
          name: name.name,
          layerType: name.layerType,
        })),
      );
    },

    async existingProviderIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: providers.id })
        .from(providers)
        .where(inArray(providers.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /** The providers among `ids` enabled on the site. */
    async providerIdsEnabledOn(siteId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: siteProviders.providerId })
        .from(siteProviders)
        .where(and(eq(siteProviders.siteId, siteId), inArray(siteProviders.providerId, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /** Provider of each prestation among `ids` that exists. */
    async prestationProviders(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: prestations.id, providerId: prestations.providerId })
        .from(prestations)
        .where(inArray(prestations.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.providerId]));
    },

    /** Provider of each laboratory among `ids` that exists. */
    async laboratoryProviders(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: laboratories.id, providerId: laboratories.providerId })
        .from(laboratories)
        .where(inArray(laboratories.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.providerId]));
    },

    /**
     * The prestations already asked for this campaign: on its layers or in its analyses (those
     * cannot leave the campaign's list).
     */
    async prestationIdsInUse(campaignId: string): Promise<Set<string>> {
      const [onLayers, inAnalyses] = await Promise.all([
        db
          .selectDistinct({ id: layerPrestations.prestationId })
          .from(layerPrestations)
          .innerJoin(coreLayers, eq(coreLayers.id, layerPrestations.layerId))
          .innerJoin(cores, eq(cores.id, coreLayers.coreId))
          .where(eq(cores.campaignId, campaignId)),
        db
          .selectDistinct({ id: campaignAnalyses.prestationId })
          .from(campaignAnalyses)
          .where(eq(campaignAnalyses.campaignId, campaignId)),
      ]);
      return new Set([...onLayers, ...inAnalyses].map((row) => row.id));
    },

    /** Replaces the campaign's providers and prestations (call in a transaction). */
    async replaceProvidersAndPrestations(
      campaignId: string,
      providerIds: readonly string[],
      chosen: readonly { prestationId: string; laboratoryId: string | null }[],
    ): Promise<void> {
      await db.delete(campaignPrestations).where(eq(campaignPrestations.campaignId, campaignId));
      await db.delete(campaignProviders).where(eq(campaignProviders.campaignId, campaignId));
      if (providerIds.length > 0) {
        await db
          .insert(campaignProviders)
          .values(providerIds.map((providerId) => ({ campaignId, providerId })));
      }
      if (chosen.length > 0) {
        await db
          .insert(campaignPrestations)
          .values(chosen.map((prestation) => ({ campaignId, ...prestation })));
      }
    },
  };
}
