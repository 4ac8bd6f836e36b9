import type {
  DynamicFilter,
  MapLayer,
  MapLayerFeatureCollection,
  MapLayerValueClasses,
} from '@chaussee/sdk/react';
import {
  getGetMapLayerDataQueryOptions,
  getGetMapLayerValueClassesQueryOptions,
  getListCampaignDynamicFiltersQueryOptions,
  useGetMapLayersBoundingBox,
  useListCampaignMapLayers,
} from '@chaussee/sdk/react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { locatedFeatures, type LocatedFeature } from './feature-collection.js';
import type { LegendState } from './layers-panel.js';

/** The API's largest page: a campaign has a handful of layers and filters. */
const PAGE = { limit: 200 } as const;

/** The layers of the campaign's map, in drawing order (bottom first). */
export function useCampaignMapLayers(campaignId: string) {
  const answer = useListCampaignMapLayers(campaignId, PAGE, { query: ERROR_SHOWN_INLINE });
  const layers = useMemo(
    () =>
      [...(answer.data?.data.items ?? [])].sort((left, right) => left.position - right.position),
    [answer.data],
  );
  return { answer, layers };
}

// Parsed once per answer: 50,000 features are not re-read at each render.
const locatedByAnswer = new WeakMap<MapLayerFeatureCollection, LocatedFeature[]>();

function locatedOf(collection: MapLayerFeatureCollection): LocatedFeature[] {
  const cached = locatedByAnswer.get(collection);
  if (cached) return cached;
  const located = locatedFeatures(collection);
  locatedByAnswer.set(collection, located);
  return located;
}

export interface LayersData {
  /** Located features per layer id; a layer still loading has none yet. */
  features: ReadonlyMap<string, readonly LocatedFeature[]>;
  isLoading: boolean;
  isError: boolean;
}

function combineData(results: UseQueryResult<{ data: MapLayerFeatureCollection }>[]): LayersData {
  const features = new Map<string, readonly LocatedFeature[]>();
  for (const result of results) {
    const collection = result.data?.data;
    if (collection) features.set(collection.mapLayerId, locatedOf(collection));
  }
  return {
    features,
    isLoading: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
  };
}

/** The features of the visible layers for the campaign. */
export function useLayersData(campaignId: string, layers: readonly MapLayer[]): LayersData {
  return useQueries({
    queries: layers.map((layer) =>
      getGetMapLayerDataQueryOptions(layer.id, campaignId, undefined, {
        query: ERROR_SHOWN_INLINE,
      }),
    ),
    combine: combineData,
  });
}

/**
 * The legends of the visible layers with their counts (GET /map-layers/{id}/value-classes), for
 * the measure each is coloured by (`measures`, its default one when absent).
 */
export function useLegends(
  campaignId: string,
  layers: readonly MapLayer[],
  measures: Readonly<Record<string, string>>,
): ReadonlyMap<string, LegendState> {
  const combine = useCallback(
    (results: UseQueryResult<{ data: MapLayerValueClasses }>[]) =>
      new Map(
        layers.map((layer, index): [string, LegendState] => {
          const result = results[index];
          if (layer.valueField === null) {
            // One colour, nothing to count by class: the layer's own legend is the whole legend.
            return [
              layer.id,
              {
                legend: { mapLayerId: layer.id, field: null, classes: [] },
                isLoading: false,
                isError: false,
              },
            ];
          }
          return [
            layer.id,
            {
              legend: result?.data?.data,
              isLoading: result?.isPending ?? true,
              isError: result?.isError ?? false,
            },
          ];
        }),
      ),
    [layers],
  );
  return useQueries({
    queries: layers.map((layer) => {
      const measure = measures[layer.id];
      // The campaign's features are counted (a common layer serves several campaigns).
      return getGetMapLayerValueClassesQueryOptions(
        layer.id,
        measure === undefined ? { campaign: campaignId } : { campaign: campaignId, measure },
        { query: { ...ERROR_SHOWN_INLINE, enabled: layer.valueField !== null } },
      );
    }),
    combine,
  });
}

function combineFilters(
  results: UseQueryResult<{ data: { items: DynamicFilter[] } }>[],
): DynamicFilter[] {
  return results.flatMap((result) =>
    (result.data?.data.items ?? []).filter((filter) => filter.kind === 'values'),
  );
}

/** The value filters of the visible layers (range filters are not offered on the map yet). */
export function useLayerFilters(campaignId: string, layers: readonly MapLayer[]): DynamicFilter[] {
  return useQueries({
    queries: layers.map((layer) =>
      getListCampaignDynamicFiltersQueryOptions(campaignId, layer.id, PAGE, {
        query: ERROR_SHOWN_INLINE,
      }),
    ),
    combine: combineFilters,
  });
}

/** The extent of the visible layers' features, to frame the map on the campaign. */
export function useLayersExtent(
  campaignId: string,
  layerIds: readonly string[],
): [number, number, number, number] | null {
  const answer = useGetMapLayersBoundingBox(
    { 'map-list': [...layerIds], campaign: campaignId },
    { query: { ...ERROR_SHOWN_INLINE, enabled: layerIds.length > 0 } },
  );
  const [west, south, east, north] = answer.data?.data.bbox ?? [];
  if (west === undefined || south === undefined || east === undefined || north === undefined) {
    return null;
  }
  return [west, south, east, north];
}
