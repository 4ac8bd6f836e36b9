import type { MapLayer } from '@chaussee/sdk/react';
import {
  MapView,
  type MapHighlight,
  type MapLayer as DrawnLayer,
  type MapViewChange,
  type OpenFeature,
} from '@chaussee/ui';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { colorExpression } from './color-expression.js';
import { CorePopup } from './core-popup.js';
import type { FeatureProperties } from './dynamic-filters.js';
import {
  anchorOf,
  drawnCollection,
  FEATURE_ID_PROPERTY,
  isInBounds,
  type LocatedFeature,
} from './feature-collection.js';
import { FeaturesGrid } from './features-grid.js';
import { FilterPanel } from './filter-panel.js';
import { LayersPanel } from './layers-panel.js';
import {
  useCampaignMapLayers,
  useLayerFilters,
  useLayersData,
  useLayersExtent,
  useLegends,
} from './map-queries.js';
import { readMapView, writeMapView, type MapView as MapViewState } from './map-view-state.js';
import { mapMessages as text } from './messages.js';
import { popupContent } from './popup-content.js';
import { useStableValue } from './use-stable-value.js';
import { basemapConfigFrom } from '../../shared/map/basemap-config.js';
import { coreSheetPath } from '../../shared/routes/campaign-paths.js';

/** Past this many points a layer is drawn in counted groups where they crowd. */
const CLUSTER_ABOVE = 500;
/**
 * The pause after a move before the address and the grid follow the camera: a wheel zoom ends a
 * move at each step, and re-rendering the grid of thousands of cores at each one halved the
 * frame rate (pnpm bench:map-render).
 */
const VIEW_SETTLE_MS = 250;

const basemapConfig = basemapConfigFrom(import.meta.env);

export interface CampaignMapProps {
  campaignId: string;
  /** Accessible name of the map and heading of the screen. */
  title: string;
  /** A guest's map: no link to a core's sheet (a staff screen) and a read-only notice. */
  readOnly: boolean;
}

function visibleLayersOf(
  layers: readonly MapLayer[],
  ids: readonly string[] | undefined,
): MapLayer[] {
  return layers.filter((layer) =>
    ids === undefined ? layer.isVisibleByDefault : ids.includes(layer.id),
  );
}

/** The outline of the selected feature, on the layer that has it. */
function highlightOf(
  selectedId: string | undefined,
  featuresByLayer: ReadonlyMap<string, readonly LocatedFeature[]>,
): MapHighlight | null {
  if (selectedId === undefined) return null;
  for (const [layerId, features] of featuresByLayer) {
    if (features.some((feature) => feature.id === selectedId)) {
      return { layerId, property: FEATURE_ID_PROPERTY, value: selectedId };
    }
  }
  return null;
}

/**
 * A campaign's map (coring or auscultation): its layers coloured by their legend over a French
 * basemap, the layers and dynamic filters panels, the popup of a feature, and the grid of the
 * features in view. The view (camera, basemap, layers, filters, selection) lives in the address.
 */
export function CampaignMap({ campaignId, title, readOnly }: CampaignMapProps) {
  const [query, setQuery] = useSearchParams();
  const view = useMemo(() => readMapView(query), [query]);
  // Read once: later camera changes come from the map itself.
  const [initialCamera] = useState(() =>
    view.center !== undefined && view.zoom !== undefined
      ? { center: view.center, zoom: view.zoom }
      : undefined,
  );
  const [extent, setExtent] = useState<MapViewChange['bounds'] | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(settleTimer.current);
    },
    [],
  );
  // The feature chosen in the grid, whose popup opens on the map.
  const [openFeature, setOpenFeature] = useState<OpenFeature | null>(null);
  const { answer, layers } = useCampaignMapLayers(campaignId);
  const visibleLayerIds = useStableValue(view.visibleLayerIds);
  const selections = useStableValue(view.filters);
  const measures = useStableValue(view.measures);
  const visibleLayers = useMemo(
    () => visibleLayersOf(layers, visibleLayerIds),
    [layers, visibleLayerIds],
  );
  const visibleIds = useMemo(() => visibleLayers.map((layer) => layer.id), [visibleLayers]);
  const data = useLayersData(campaignId, visibleLayers);
  const legends = useLegends(campaignId, visibleLayers, measures);
  const filters = useLayerFilters(campaignId, visibleLayers);
  const frame = useLayersExtent(campaignId, visibleIds);

  // The camera is kept out of the router: each settled move would be a navigation (route loaders
  // run again), and a navigation still pending when a filter is chosen wrote over it. It is
  // written into the address in place (`replaceState`), and every navigation of the map carries it.
  const camera = useRef<Pick<MapViewState, 'center' | 'zoom'>>(initialCamera ?? {});
  const update = useCallback(
    (change: Partial<MapViewState>, replace = false) => {
      setQuery(
        (current) =>
          writeMapView({ ...readMapView(current), ...camera.current, ...change }, current),
        { replace },
      );
    },
    [setQuery],
  );

  const drawnLayers = useMemo(
    (): DrawnLayer[] =>
      visibleLayers.map((layer) => {
        const features = data.features.get(layer.id) ?? [];
        const isPoint = layer.geometryType === 'point';
        return {
          id: layer.id,
          kind: isPoint ? 'point' : 'line',
          data: drawnCollection(layer.id, features, filters, selections),
          color: colorExpression(
            legends.get(layer.id)?.legend ??
              (measures[layer.id] === undefined
                ? { field: layer.valueField, classes: layer.legend }
                : undefined),
            layer.color,
          ),
          cluster: isPoint && features.length > CLUSTER_ABOVE,
          popup: (properties) => {
            const featureId = properties[FEATURE_ID_PROPERTY];
            const content = popupContent(layer.fields, properties, layer.name);
            const coreId =
              layer.kind === 'cores' && typeof featureId === 'string' ? featureId : undefined;
            // A member opens the core's sheet (a staff screen, not a guest's), at the web app's
            // own address of it (its route table and the cores screen's parameter).
            const sheetHref =
              coreId !== undefined && !readOnly ? coreSheetPath(campaignId, coreId) : undefined;
            return <CorePopup content={content} coreId={coreId} sheetHref={sheetHref} />;
          },
        };
      }),
    [visibleLayers, data.features, filters, selections, measures, legends, readOnly, campaignId],
  );

  const layerNames = useMemo(
    () => new Map(layers.map((layer) => [layer.id, layer.name])),
    [layers],
  );

  const featuresByLayer = useMemo(() => {
    const properties = new Map<string, readonly FeatureProperties[]>();
    for (const [layerId, features] of data.features) {
      properties.set(
        layerId,
        features.map((feature) => feature.properties),
      );
    }
    return properties;
  }, [data.features]);

  // The grid lists the first point layer shown (the cores on a coring map).
  const gridLayer = visibleLayers.find((layer) => layer.geometryType === 'point');
  const gridFeatures = useMemo((): LocatedFeature[] => {
    if (gridLayer === undefined) return [];
    const kept = new Set(
      drawnLayers
        .find((layer) => layer.id === gridLayer.id)
        ?.data.features.map((feature) => String(feature.properties?.[FEATURE_ID_PROPERTY])),
    );
    return (data.features.get(gridLayer.id) ?? []).filter(
      (feature) => kept.has(feature.id) && (extent === null || isInBounds(feature, extent)),
    );
  }, [gridLayer, drawnLayers, data.features, extent]);

  const selectedId = view.selectedFeatureId;
  const highlight = useMemo(
    () => highlightOf(selectedId, data.features),
    [selectedId, data.features],
  );

  if (answer.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.layersLoadFailed}
        error={answer.error}
        onRetry={() => {
          void answer.refetch();
        }}
      />
    );
  }
  if (answer.isPending) return <Typography role="status">{text.loading}</Typography>;

  const basemap = view.basemap ?? basemapConfig.basemaps[0] ?? 'blank';
  return (
    <Stack spacing={2} data-testid="campaign-map">
      {readOnly && (
        <Typography variant="body2" color="text.secondary">
          {text.readOnly}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <Paper
          component="aside"
          aria-label={text.panels}
          variant="outlined"
          sx={{
            p: 2,
            width: { md: 300 },
            flex: 'none',
            display: 'grid',
            gap: 2,
            alignContent: 'start',
          }}
        >
          <LayersPanel
            layers={layers}
            visibleIds={new Set(visibleIds)}
            legends={legends}
            measures={view.measures}
            onMeasureChange={(layerId, measure) => {
              update({ measures: { ...view.measures, [layerId]: measure } });
            }}
            onToggle={(layerId, isVisible) => {
              const next = isVisible
                ? layers.filter((layer) => layer.id === layerId || visibleIds.includes(layer.id))
                : visibleLayers.filter((layer) => layer.id !== layerId);
              update({ visibleLayerIds: next.map((layer) => layer.id) });
            }}
          />
          <FilterPanel
            filters={filters}
            layerNames={layerNames}
            featuresByLayer={featuresByLayer}
            selections={view.filters}
            onChange={(filterId, keys) => {
              update({ filters: { ...view.filters, [filterId]: keys } });
            }}
            onReset={() => {
              update({ filters: {} });
            }}
          />
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <MapView
            label={title}
            layers={drawnLayers}
            loading={data.isLoading}
            error={data.isError ? text.dataLoadFailed : null}
            height={560}
            fitToData={false}
            frame={frame}
            initialCamera={initialCamera}
            basemap={basemap}
            basemaps={basemapConfig.basemaps}
            basemapUrls={basemapConfig.urls}
            onBasemapChange={(next) => {
              update({ basemap: next });
            }}
            highlight={highlight}
            openFeature={openFeature}
            onViewChange={(change) => {
              clearTimeout(settleTimer.current);
              settleTimer.current = setTimeout(() => {
                setExtent(change.bounds);
                camera.current = { center: change.center, zoom: change.zoom };
                const address = new URL(window.location.href);
                const next = writeMapView(
                  { ...readMapView(address.searchParams), ...camera.current },
                  address.searchParams,
                );
                window.history.replaceState(
                  window.history.state,
                  '',
                  `${address.pathname}?${next.toString()}`,
                );
              }, VIEW_SETTLE_MS);
            }}
            onSelect={(_layerId, properties) => {
              const id = properties[FEATURE_ID_PROPERTY];
              if (typeof id === 'string') update({ selectedFeatureId: id }, true);
            }}
          />
        </Box>
      </Box>
      {gridLayer !== undefined && (
        <FeaturesGrid
          fields={gridLayer.fields}
          features={gridFeatures}
          selectedId={selectedId}
          onSelect={(featureId) => {
            update({ selectedFeatureId: featureId }, true);
            const feature = gridFeatures.find((candidate) => candidate.id === featureId);
            const lngLat = feature && anchorOf(feature);
            if (feature && lngLat) {
              setOpenFeature({
                layerId: gridLayer.id,
                properties: { ...feature.properties, [FEATURE_ID_PROPERTY]: feature.id },
                lngLat,
              });
            }
          }}
        />
      )}
    </Stack>
  );
}
