import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import type { DomainDeps } from '../app/domain-deps.js';
import { AppError } from '../errors/app-error.js';
import { pageRequest, type PageQuery } from '../http/paging.js';
import { SerializedJson } from '../http/serialized-json.js';
import {
  CAMPAIGN_LAYER_KINDS,
  type LayerKind,
  legendOf,
  MEASURES,
  NOT_FILLED_COLOR,
} from './layer-catalogue.js';
import { createMapDataRepository, type ActiveFilter, type Extent } from './map-data.repository.js';
import {
  defaultFields,
  filterKindOf,
  isFilterActive,
  toDynamicFilter,
  toMapLayer,
  valueLabel,
} from './map-layer-presenter.js';
import { createMapLayersRepository, type MapLayerRow } from './map-layers.repository.js';
import { createPopupMediaService } from './popup-media.service.js';
import { createPrReferencingService } from './pr-referencing.service.js';
import { locatedCoreFeatures, signThumbnails } from './located-features.js';
import { mapTexts } from './map-messages.js';
import { scalarOf } from './raw-rows.js';

type Schemas = components['schemas'];
type Field = Schemas['MapLayerField'];

/** A page of an array already in memory. */
function pageOf<T>(items: readonly T[], query: PageQuery) {
  const page = pageRequest(query);
  return {
    total: items.length,
    limit: page.limit,
    offset: page.offset,
    items: items.slice(page.offset, page.offset + page.limit),
  };
}

/** The four bounds of an extent, all or none (400 otherwise). */
export function extentOfQuery(query: {
  west?: number | undefined;
  south?: number | undefined;
  east?: number | undefined;
  north?: number | undefined;
}): Extent | undefined {
  const { west, south, east, north } = query;
  if (west === undefined && south === undefined && east === undefined && north === undefined) {
    return undefined;
  }
  if (west === undefined || south === undefined || east === undefined || north === undefined) {
    const missing = Object.entries({ west, south, east, north })
      .filter(([, value]) => value === undefined)
      .map(([name]) => createViolation(name, 'filledTogether'));
    throw new AppError('validation_failed', { violations: missing });
  }
  if (south > north) {
    throw new AppError('validation_failed', {
      violations: [createViolation('south', 'invalidValue')],
    });
  }
  return [west, south, east, north];
}

/**
 * The maps of the campaigns (spec § 7, Map layers and filters): layers, their data as GeoJSON,
 * legends, extents, dynamic filters and schemas. Reading needs the campaign's membership (guests
 * read their campaign's map); changing the campaign's filters or a layer's schema needs
 * « configure dashboard and map ».
 */
export function createMapLayersService(
  deps: Pick<DomainDeps, 'db' | 'membership' | 'now' | 'storage'>,
) {
  const { db, membership, now, storage } = deps;
  const layers = createMapLayersRepository(db);
  const data = createMapDataRepository(db);

  /** The campaign's layers, created with their filters the first time its map is read. */
  async function campaignLayers(campaignId: string, type: string): Promise<MapLayerRow[]> {
    const kinds = CAMPAIGN_LAYER_KINDS[type] ?? [];
    const found = await layers.layersOf(campaignId);
    const isComplete =
      found.some((row) => row.campaignId === null) &&
      kinds.every((kind) => found.some((row) => row.kind === kind && row.campaignId !== null));
    const hasFilters =
      isComplete &&
      (
        await layers.filtersOf(
          campaignId,
          found.map((row) => row.id),
        )
      ).length > 0;
    if (isComplete && hasFilters) return found;
    // Only when something is missing: a read that writes nothing keeps the answers reusable.
    await layers.ensureCampaignLayers(campaignId, kinds);
    const created = await layers.layersOf(campaignId);
    for (const row of created) {
      const fields = (await layers.savedFields(row.id, campaignId)) ?? defaultFields(row.kind);
      await layers.ensureFilters(
        campaignId,
        row.id,
        fields.filter((field) => field.isFilterable).map((field) => field.key),
      );
    }
    return created;
  }

  /**
   * A layer read for a campaign: the user may read the campaign (checked first, so that a
   * non-member learns nothing of its layers), and the layer is the campaign's or common.
   */
  async function layerInCampaign(user: SessionUser, layerId: string, campaignId: string) {
    const campaign = await membership.readableCampaign(user, campaignId);
    const layer = await layers.layerById(layerId);
    if (layer === undefined || (layer.campaignId !== null && layer.campaignId !== campaignId)) {
      throw new AppError('not_found');
    }
    return { layer, campaign };
  }

  async function fieldsOf(layer: MapLayerRow, campaignId: string): Promise<Field[]> {
    return (await layers.savedFields(layer.id, campaignId)) ?? defaultFields(layer.kind);
  }

  async function activeFilters(
    campaignId: string,
    layer: MapLayerRow,
    exceptFilterId?: string,
  ): Promise<ActiveFilter[]> {
    const fields = await fieldsOf(layer, campaignId);
    const filterable = new Set(fields.filter((f) => f.isFilterable).map((f) => f.key));
    return (await layers.filtersOf(campaignId, [layer.id]))
      .filter(
        (row) => row.id !== exceptFilterId && filterable.has(row.field) && isFilterActive(row),
      )
      .map(({ field, selectedValues, min, max }) => ({ field, selectedValues, min, max }));
  }

  async function legendFor(kind: LayerKind, measure: string | null) {
    const styles = measure === 'distressType' ? await layers.distressStyles() : [];
    return legendOf(kind, measure, styles);
  }

  /** The campaign of a list of layers: their one campaign, or the one asked for the common layers. */
  function campaignOfLayers(found: readonly MapLayerRow[], asked: string | undefined): string {
    const campaigns = new Set(
      found.map((row) => row.campaignId).filter((id): id is string => id !== null),
    );
    if (asked !== undefined) campaigns.add(asked);
    const [campaignId, ...others] = [...campaigns];
    if (campaignId === undefined || others.length > 0) {
      throw new AppError('bad_request', {
        detail: 'The map layers must be of one campaign (give `campaign` for the common layers)',
      });
    }
    return campaignId;
  }

  async function layersByIds(ids: readonly string[]): Promise<MapLayerRow[]> {
    const unique = [...new Set(ids)];
    const found = await layers.layersByIds(unique);
    if (found.length !== unique.length) throw new AppError('not_found');
    return found;
  }

  /** The layer's features as GeoJSON text: one SQL aggregate, plus the cores placed from their PR. */
  async function layerData(
    user: SessionUser,
    layerId: string,
    campaignId: string,
    extent: Extent | undefined,
  ): Promise<SerializedJson<Schemas['MapLayerFeatureCollection']>> {
    const { layer } = await layerInCampaign(user, layerId, campaignId);
    const scope = {
      kind: layer.kind,
      campaignId,
      filters: await activeFilters(campaignId, layer),
      extent,
    };
    const located = await data.featuresJson(scope);
    const parts = [await signThumbnails(located.json, storage)];
    let bbox = located.extent;
    if (layer.kind === 'cores') {
      const computed = await locatedCoreFeatures(data, scope);
      if (computed.json !== '') parts.push(await signThumbnails(computed.json, storage));
      bbox = unionOf(bbox, computed.extent);
    }
    const features = parts.filter((part) => part !== '').join(',');
    return new SerializedJson(
      `{"type":"FeatureCollection","mapLayerId":${JSON.stringify(layer.id)},"campaignId":${JSON.stringify(campaignId)},"bbox":${JSON.stringify(bbox)},"features":[${features}]}`,
    );
  }

  return {
    ...createPrReferencingService({ db, membership }),
    ...createPopupMediaService({ db, storage, now }, layerInCampaign, (campaignId, layer) =>
      data.extent({ kind: layer.kind, campaignId, filters: [] }),
    ),

    async listCampaignLayers(
      user: SessionUser,
      campaignId: string,
      query: PageQuery,
    ): Promise<Schemas['MapLayerPage']> {
      const { campaign } = await membership.readableCampaign(user, campaignId);
      const rows = await campaignLayers(campaignId, campaign.type);
      const items: Schemas['MapLayer'][] = [];
      for (const row of rows) {
        items.push(
          toMapLayer(
            row,
            await fieldsOf(row, campaignId),
            await legendFor(row.kind, row.valueField),
          ),
        );
      }
      return pageOf(items, query);
    },

    layerData,

    /** The common PR layer's landmarks of the campaign's roads (its workspace's). */
    async commonPrsLayer(
      user: SessionUser,
      campaignId: string,
    ): Promise<SerializedJson<Schemas['MapLayerFeatureCollection']>> {
      const { campaign } = await membership.readableCampaign(user, campaignId);
      const common = (await campaignLayers(campaignId, campaign.type)).find(
        (row) => row.campaignId === null && row.kind === 'prs',
      );
      if (common === undefined) throw new AppError('not_found');
      return layerData(user, common.id, campaignId, undefined);
    },

    async valueClasses(
      user: SessionUser,
      layerId: string,
      query: { measure?: string | undefined; campaign?: string | undefined },
    ): Promise<Schemas['MapLayerValueClasses']> {
      const layer = await layers.layerById(layerId);
      if (layer === undefined) throw new AppError('not_found');
      const campaignId = campaignOfLayers([layer], query.campaign);
      await layerInCampaign(user, layerId, campaignId);
      const measure = query.measure ?? layer.valueField;
      if (measure !== null && !MEASURES[layer.kind].includes(measure)) {
        throw new AppError('validation_failed', {
          violations: [createViolation('measure', 'choice')],
        });
      }
      const scope = {
        kind: layer.kind,
        campaignId,
        filters: await activeFilters(campaignId, layer),
      };
      const legend = await legendFor(layer.kind, measure);
      if (measure === null) {
        const all = await data.count(scope);
        return {
          mapLayerId: layer.id,
          field: null,
          classes: legend.map((item) => ({ ...item, count: all })),
        };
      }
      const isRange = legend.some((item) => item.min !== null || item.max !== null);
      let classes: Schemas['MapLayerValueClasses']['classes'];
      let notFilled: number;
      if (isRange) {
        const counts = await data.rangeCounts(
          scope,
          measure,
          legend.map((item) => item.min ?? 0),
        );
        classes = legend.map((item, index) => ({ ...item, count: counts.get(index) ?? 0 }));
        notFilled = counts.get(-1) ?? 0;
      } else {
        const counts = await data.valueCounts(scope, measure);
        const countOf = (value: Schemas['ScalarValue']) =>
          counts.find((row) => row.value === value)?.count ?? 0;
        classes = legend.map((item) => ({ ...item, count: countOf(item.value) }));
        notFilled = countOf(null);
      }
      if (notFilled > 0) {
        classes.push({
          label: mapTexts.notFilled,
          color: NOT_FILLED_COLOR,
          min: null,
          max: null,
          value: null,
          count: notFilled,
        });
      }
      return { mapLayerId: layer.id, field: measure, classes };
    },

    async boundingBox(
      user: SessionUser,
      ids: readonly string[],
      asked: string | undefined,
    ): Promise<Schemas['MapLayersBoundingBox']> {
      const found = await layersByIds(ids);
      const campaignId = campaignOfLayers(found, asked);
      await membership.readableCampaign(user, campaignId);
      let bbox: Extent | null = null;
      for (const layer of found) {
        const scope = {
          kind: layer.kind,
          campaignId,
          filters: await activeFilters(campaignId, layer),
        };
        bbox = unionOf(bbox, await data.extent(scope));
      }
      return { mapLayerIds: found.map((row) => row.id), bbox };
    },

    async listFilters(
      user: SessionUser,
      campaignId: string,
      layerId: string,
      query: PageQuery & { status?: 'active' | 'inactive' | undefined },
    ): Promise<Schemas['DynamicFilterPage']> {
      const { layer } = await layerInCampaign(user, layerId, campaignId);
      const fields = await fieldsOf(layer, campaignId);
      const rows = await layers.filtersOf(campaignId, [layer.id]);
      const items = fields
        .filter((field) => field.isFilterable)
        .flatMap((field) => {
          const row = rows.find((candidate) => candidate.field === field.key);
          return row === undefined ? [] : [toDynamicFilter(row, field)];
        })
        .filter(
          (filter) => query.status === undefined || filter.isActive === (query.status === 'active'),
        );
      return pageOf(items, query);
    },

    /** The values a filter offers: those of the features kept by the layer's other filters. */
    async filterValues(
      user: SessionUser,
      filterId: string,
      query: PageQuery,
    ): Promise<Schemas['DynamicFilterValuePage']> {
      const filter = await layers.filterById(filterId);
      if (filter === undefined) throw new AppError('not_found');
      const { layer } = await layerInCampaign(user, filter.mapLayerId, filter.campaignId);
      const scope = {
        kind: layer.kind,
        campaignId: filter.campaignId,
        filters: await activeFilters(filter.campaignId, layer, filter.id),
      };
      const values = await data.valueCounts(scope, filter.field);
      return pageOf(
        values.map(({ value, count }) => ({
          value,
          label: valueLabel(filter.field, value),
          count,
        })),
        query,
      );
    },

    async updateFilter(
      user: SessionUser,
      filterId: string,
      body: Schemas['DynamicFilterUpdate'],
    ): Promise<Schemas['DynamicFilter']> {
      const filter = await layers.filterById(filterId);
      if (filter === undefined) throw new AppError('not_found');
      const { layer } = await layerInCampaign(user, filter.mapLayerId, filter.campaignId);
      // The filters in force are the campaign's, and they narrow every reader's GeoJSON: setting
      // them configures the map (« configure dashboard and map »), as the schema does. A reader
      // (customer, READ_ONLY, guest) filters on screen without changing anyone else's map.
      await membership.writableCampaign(user, filter.campaignId, 'configure', 'Map');
      const field = (await fieldsOf(layer, filter.campaignId)).find((f) => f.key === filter.field);
      const kind = filterKindOf(field);
      if (kind === 'values' && (body.min !== null || body.max !== null)) {
        throw new AppError('validation_failed', {
          violations: [createViolation(body.min !== null ? 'min' : 'max', 'unexpectedField')],
        });
      }
      if (kind === 'range' && body.selectedValues.length > 0) {
        throw new AppError('validation_failed', {
          violations: [createViolation('selectedValues', 'unexpectedField')],
        });
      }
      const updated = await layers.updateFilter(
        filter.id,
        { selectedValues: body.selectedValues, min: body.min, max: body.max },
        now(),
      );
      if (updated === undefined) throw new AppError('not_found');
      return toDynamicFilter(updated, field);
    },

    async resetFilters(
      user: SessionUser,
      layerIds: readonly string[],
      query: PageQuery,
    ): Promise<Schemas['DynamicFilterPage']> {
      const found = await layersByIds(layerIds);
      const campaignId = campaignOfLayers(found, undefined);
      await membership.readableCampaign(user, campaignId);
      const items: Schemas['DynamicFilter'][] = [];
      for (const layer of found) {
        const fields = await fieldsOf(layer, campaignId);
        for (const row of await layers.filtersOf(campaignId, [layer.id])) {
          const field = fields.find((candidate) => candidate.key === row.field);
          if (field?.isFilterable !== true) continue;
          items.push(toDynamicFilter({ ...row, selectedValues: [], min: null, max: null }, field));
        }
      }
      return pageOf(items, query);
    },

    async standardColumnValues(
      user: SessionUser,
      campaignId: string,
      layerId: string,
      column: string,
      query: PageQuery & {
        'with-current-filters'?: boolean | undefined;
        'visible-maplayers'?: string[] | undefined;
      },
    ): Promise<Schemas['DynamicFilterValuePage']> {
      const { layer } = await layerInCampaign(user, layerId, campaignId);
      const visible = query['visible-maplayers'];
      const read =
        visible === undefined || visible.length === 0 ? [layer] : await layersByIds(visible);
      const counts = new Map<string, { value: Schemas['ScalarValue']; count: number }>();
      let isStandardSomewhere = false;
      for (const candidate of read) {
        if (candidate.campaignId !== null && candidate.campaignId !== campaignId) {
          throw new AppError('not_found');
        }
        const fields = await fieldsOf(candidate, campaignId);
        if (!fields.some((field) => field.key === column && field.isStandard)) continue;
        isStandardSomewhere = true;
        const filters =
          query['with-current-filters'] === true ? await activeFilters(campaignId, candidate) : [];
        for (const row of await data.valueCounts(
          { kind: candidate.kind, campaignId, filters },
          column,
        )) {
          const key = JSON.stringify(row.value);
          const sum = counts.get(key);
          counts.set(key, { value: row.value, count: (sum?.count ?? 0) + row.count });
        }
      }
      if (!isStandardSomewhere) {
        throw new AppError('validation_failed', {
          violations: [createViolation('column', 'choice')],
        });
      }
      const values = [...counts.values()].sort((a, b) => compareScalars(a.value, b.value));
      return pageOf(
        values.map(({ value, count }) => ({ value, label: valueLabel(column, value), count })),
        query,
      );
    },

    async fieldData(
      user: SessionUser,
      layerId: string,
      campaignId: string,
      query: PageQuery,
    ): Promise<Schemas['MapLayerFieldRowPage']> {
      const { layer } = await layerInCampaign(user, layerId, campaignId);
      const fields = (await fieldsOf(layer, campaignId)).filter((field) => field.isVisible);
      const page = pageRequest(query);
      const found = await data.fieldRows(
        { kind: layer.kind, campaignId, filters: await activeFilters(campaignId, layer) },
        fields.map((field) => field.key),
        page,
      );
      return {
        total: found.total,
        limit: page.limit,
        offset: page.offset,
        items: found.rows.map((row) => ({
          featureId: String(row['@id']),
          values: Object.fromEntries(fields.map(({ key }) => [key, scalarOf(row[key])])),
        })),
      };
    },

    async updateSchema(
      user: SessionUser,
      layerId: string,
      campaignId: string,
      body: Schemas['MapLayerDynamicSchemaUpdate'],
    ): Promise<Schemas['MapLayerDynamicSchema']> {
      const { layer } = await layerInCampaign(user, layerId, campaignId);
      await membership.writableCampaign(user, campaignId, 'configure', 'Map');
      const known = defaultFields(layer.kind);
      const violations = body.fields.flatMap((field, index) => {
        if (!known.some((candidate) => candidate.key === field.key)) {
          return [createViolation(`fields.${String(index)}.key`, 'choice')];
        }
        if (body.fields.findIndex((other) => other.key === field.key) !== index) {
          return [createViolation(`fields.${String(index)}.key`, 'uniqueItems')];
        }
        return [];
      });
      if (violations.length > 0) throw new AppError('validation_failed', { violations });
      const missing = known.filter(
        (field) => field.isStandard && !body.fields.some((given) => given.key === field.key),
      );
      if (missing.length > 0) {
        throw new AppError('standard_field_removed', {
          detail: `Standard fields cannot be removed: ${missing.map((field) => field.key).join(', ')}`,
        });
      }
      // What a field is (its type, whether it is standard) is the catalogue's; the rest is chosen.
      const fields = body.fields.map((field) => {
        const definition = known.find((candidate) => candidate.key === field.key);
        return {
          ...field,
          type: definition?.type ?? field.type,
          isStandard: definition?.isStandard ?? false,
        };
      });
      await layers.saveFields(layer.id, campaignId, fields, now());
      return { mapLayerId: layer.id, campaignId, fields };
    },
  };
}

export type MapLayersService = ReturnType<typeof createMapLayersService>;

function unionOf(a: Extent | null, b: Extent | null): Extent | null {
  if (a === null) return b;
  if (b === null) return a;
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

function compareScalars(a: Schemas['ScalarValue'], b: Schemas['ScalarValue']): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'fr');
}
