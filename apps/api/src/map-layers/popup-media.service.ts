import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DomainDeps } from '../app/domain-deps.js';
import { prNumber } from '../dashboards/core-selection.js';
import { corePictures, cores, documents, roads } from '../db/schema.js';
import { readableCategories } from '../documents/document-access.js';
import { AppError } from '../errors/app-error.js';
import { pageRequest, type PageQuery } from '../http/paging.js';
import type { Extent } from './map-data.repository.js';
import type { MapLayerRow } from './map-layers.repository.js';
import { round6 } from './pr-referencing.js';

type Schemas = components['schemas'];

/** How long an image URL of a popup stays valid. */
const IMAGE_URL_SECONDS = 3600;

type LayerInCampaign = (
  user: SessionUser,
  layerId: string,
  campaignId: string,
) => Promise<{ layer: MapLayerRow }>;

/**
 * The pictures and documents shown in the map's popups. A layer's image and document settings
 * are the layer itself (MapLayer.imageSettingsId and floatDocSettingsId hold its id): the images
 * of the cores layer are the campaign's core pictures, placed at their core; its documents are the
 * campaign's documents, placed at the centre of the layer's extent (a document has no place of
 * its own yet).
 */
export function createPopupMediaService(
  { db, storage }: Pick<DomainDeps, 'db' | 'storage' | 'now'>,
  layerInCampaign: LayerInCampaign,
  extentOf: (campaignId: string, layer: MapLayerRow) => Promise<Extent | null>,
) {
  return {
    async listImages(
      user: SessionUser,
      settingsId: string,
      campaignId: string,
      query: PageQuery,
    ): Promise<Schemas['MapLayerImagePage']> {
      const { layer } = await layerInCampaign(user, settingsId, campaignId);
      if (layer.kind !== 'cores') throw new AppError('not_found');
      const page = pageRequest(query);
      const rows = await db
        .select({
          id: corePictures.id,
          path: corePictures.path,
          title: corePictures.title,
          lat: cores.lat,
          lng: cores.lng,
          road: roads.name,
          landmark: cores.landmark,
          abscissa: cores.abscissa,
          takenAt: corePictures.createdAt,
        })
        .from(corePictures)
        .innerJoin(cores, eq(cores.id, corePictures.coreId))
        .leftJoin(roads, eq(roads.id, cores.roadId))
        .where(eq(cores.campaignId, campaignId))
        .orderBy(
          sql`${roads.name} asc nulls last`,
          sql`${prNumber} asc nulls last`,
          sql`${cores.abscissa} asc nulls last`,
          asc(cores.number),
          asc(corePictures.position),
        )
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ total: count() })
        .from(corePictures)
        .innerJoin(cores, eq(cores.id, corePictures.coreId))
        .where(eq(cores.campaignId, campaignId));
      const items: Schemas['MapLayerImage'][] = [];
      for (const row of rows) {
        const { url } = await storage.presignedUrl(row.path, {
          expiresInSeconds: IMAGE_URL_SECONDS,
        });
        items.push({
          ...row,
          url,
          abscissa: row.abscissa !== null && row.abscissa >= 0 ? row.abscissa : null,
          takenAt: row.takenAt.toISOString(),
        });
      }
      return { total: total?.total ?? 0, limit: page.limit, offset: page.offset, items };
    },

    async listFloatDocs(
      user: SessionUser,
      settingsId: string,
      campaignId: string,
      query: PageQuery,
    ): Promise<Schemas['MapLayerFloatDocPage']> {
      const { layer } = await layerInCampaign(user, settingsId, campaignId);
      if (layer.campaignId === null) throw new AppError('not_found');
      const page = pageRequest(query);
      const extent = await extentOf(campaignId, layer);
      // The documents the file manager would show this user, never more: a guest reads none, a
      // customer only the categories of spec section 6 Files (document-access.ts).
      const categories = readableCategories(user);
      if (extent === null || categories.length === 0) {
        return { total: 0, limit: page.limit, offset: page.offset, items: [] };
      }
      const readable = and(
        eq(documents.campaignId, campaignId),
        inArray(documents.category, categories),
      );
      const [west, south, east, north] = extent;
      const rows = await db
        .select({
          id: documents.id,
          title: sql<string>`coalesce(${documents.title}, ${documents.name})`,
          path: documents.s3Path,
          extension: documents.extension,
        })
        .from(documents)
        .where(readable)
        .orderBy(sql`2`, asc(documents.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ total: count() }).from(documents).where(readable);
      const lat = round6((south + north) / 2);
      const lng = round6((west + east) / 2);
      return {
        total: total?.total ?? 0,
        limit: page.limit,
        offset: page.offset,
        items: rows.map((row) => ({ ...row, documentId: row.id, lat, lng })),
      };
    },
  };
}
