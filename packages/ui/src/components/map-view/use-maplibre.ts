import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { messages } from '../../messages.js';
import {
  BASEMAP_LAYER_ID,
  basemapSource,
  blankStyle,
  type BasemapId,
  type BasemapUrls,
} from './basemaps.js';
import {
  boundsOf,
  clusterLayerId,
  colorExpression,
  highlightLayerId,
  highlightSpecification,
  layerSpecifications,
  type MapHighlight,
  type MapLayer,
} from './map-layers.js';

/** France, before any data frames the view. */
const INITIAL_VIEW = { center: [2.6, 46.6] as [number, number], zoom: 4.5 };

/**
 * Failed basemap tiles after which the basemap is dropped for the plain background: one missing
 * tile is not an outage, a few in a row are (offline, blocked, service down).
 */
const TILE_FAILURES_BEFORE_FALLBACK = 3;

/** A camera: centre `[lng, lat]` and zoom. */
export interface MapCamera {
  center: [number, number];
  zoom: number;
}

/** The camera after a move, with the extent shown `[west, south, east, north]`. */
export interface MapViewChange extends MapCamera {
  bounds: [number, number, number, number];
}

export interface MapOptions {
  layers: readonly MapLayer[];
  basemap: BasemapId;
  basemapUrls?: BasemapUrls;
  background: string;
  /** Circle outlines, to tell points apart from the ground. */
  outline: string;
  fitToData: boolean;
  /** An extent `[west, south, east, north]` to frame once given (unless `initialCamera` is set). */
  frame?: readonly [number, number, number, number] | null;
  /** Where the map opens (from the address); it is then not framed on data. */
  initialCamera?: MapCamera;
  disabled: boolean;
  /** Keep the same object while it does not change (useMemo): a new one redraws the outline. */
  highlight?: MapHighlight | null;
  onViewChange?: (view: MapViewChange) => void;
  /** A click on a feature, with its layer and properties. */
  onSelect?: (layerId: string, properties: Readonly<Record<string, unknown>>) => void;
  /** A feature whose popup is opened without a click (chosen in a list beside the map). */
  openFeature?: OpenFeature | null;
}

/** A feature to show the popup of: its layer, its properties and where it stands. */
export interface OpenFeature {
  layerId: string;
  properties: Readonly<Record<string, unknown>>;
  lngLat: [number, number];
}

/** The feature a click opened a popup for: its content goes into `node` through a portal. */
export interface OpenPopup {
  node: HTMLElement;
  content: ReactNode;
}

/**
 * `data-map-idle="true"` on the frame once MapLibre has drawn everything (its `idle` event), and
 * "false" while a change is being drawn: tests and screenshots wait for it. Set on the element
 * directly, so that marking a change never re-renders React.
 */
function markBusy(frame: HTMLElement | null): void {
  frame?.setAttribute('data-map-idle', 'false');
}

function removeLayer(map: maplibregl.Map, id: string): void {
  if (map.getLayer(id) !== undefined) map.removeLayer(id);
}

function removeMapLayer(map: maplibregl.Map, layerId: string): void {
  removeLayer(map, highlightLayerId(layerId));
  removeLayer(map, clusterLayerId(layerId));
  removeLayer(map, layerId);
  if (map.getSource(layerId) !== undefined) map.removeSource(layerId);
}

/**
 * What a popup keeps of the map's half height for its frame: MapLibre's padding (15 px above and
 * below its content), its tip (10 px) and a margin to the map's edge.
 */
const POPUP_FRAME = 48;
/** The content height under which a popup never shrinks, however small the map. */
const POPUP_MIN_HEIGHT = 120;

/**
 * Keeps a popup whole inside the map. MapLibre chooses the popup's side (above or below its point)
 * from its size when it moves, and clips what overflows the map: a core's layers arriving after
 * it opened made it taller than the room left below its point, and hid the link to the core's
 * sheet under the map's edge. So its content is at most half the map high (one side of any point
 * always has that room) and scrolls beyond it, and the side is chosen again when the content
 * changes size or the map does.
 * @returns what stops following the sizes
 */
function keepPopupInMap(map: maplibregl.Map, popup: maplibregl.Popup, node: HTMLElement) {
  const fit = () => {
    const room = map.getContainer().clientHeight / 2 - POPUP_FRAME;
    node.style.maxHeight = `${String(Math.max(POPUP_MIN_HEIGHT, Math.floor(room)))}px`;
    // Setting the same point again makes MapLibre choose the popup's side for its new size.
    if (popup.isOpen()) popup.setLngLat(popup.getLngLat());
  };
  node.style.overflowY = 'auto';
  fit();
  map.on('resize', fit);
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
  observer?.observe(node);
  return () => {
    map.off('resize', fit);
    observer?.disconnect();
  };
}

/**
 * Opens `content` in a MapLibre popup at `lngLat`, in place of the popup `current` holds; the
 * content goes into the popup's node through a portal (`setPopup`).
 */
function showPopup(
  map: maplibregl.Map,
  lngLat: maplibregl.LngLatLike,
  content: ReactNode,
  current: { popup: maplibregl.Popup | null },
  setPopup: (update: (previous: OpenPopup | null) => OpenPopup | null) => void,
): void {
  const node = document.createElement('div');
  current.popup?.remove();
  const popup = new maplibregl.Popup({ maxWidth: '320px' })
    .setLngLat(lngLat)
    .setDOMContent(node)
    .addTo(map);
  const stopFitting = keepPopupInMap(map, popup, node);
  popup.on('close', () => {
    stopFitting();
    setPopup((previous) => (previous?.node === node ? null : previous));
  });
  current.popup = popup;
  setPopup(() => ({ node, content }));
}

/** Creates the MapLibre map in `containerRef` and keeps it in step with the options. */
export function useMaplibre(
  containerRef: RefObject<HTMLDivElement | null>,
  frameRef: RefObject<HTMLElement | null>,
  options: MapOptions,
): { popup: OpenPopup | null; hasTilesFailed: boolean } {
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  // The one popup open, whether a click or `openFeature` opened it.
  const [openedPopup] = useState<{ popup: maplibregl.Popup | null }>(() => ({ popup: null }));
  // The basemap whose tiles failed: choosing another one tries again.
  const [failedBasemap, setFailedBasemap] = useState<BasemapId | null>(null);
  const initialBackground = useRef(options.background);
  const initialCamera = useRef(options.initialCamera);
  const callbacks = useRef({ onViewChange: options.onViewChange, onSelect: options.onSelect });
  useEffect(() => {
    callbacks.current = { onViewChange: options.onViewChange, onSelect: options.onSelect };
  }, [options.onViewChange, options.onSelect]);
  // How each drawn layer was added: a layer whose kind or clustering changes is added anew, the
  // others only get their data and colour (a filter must not re-create 50,000 features' layers).
  const drawn = useRef(new Map<string, string>());
  const { layers, basemap, basemapUrls, background, outline, fitToData, disabled } = options;
  const highlight = options.highlight ?? null;
  const frameKey = options.frame ? options.frame.join(',') : '';

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const frame = frameRef.current;
    markBusy(frame);
    // A built app serves the worker as its own file; MapLibre has to be told where (here rather
    // than at import, the package having no import side effects).
    maplibregl.setWorkerUrl(workerUrl);
    const instance = new maplibregl.Map({
      container,
      style: blankStyle(initialBackground.current),
      ...(initialCamera.current ?? INITIAL_VIEW),
      locale: messages.mapView.maplibre,
      attributionControl: { compact: true },
    });
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    instance.on('load', () => {
      setMap(instance);
    });
    instance.on('idle', () => frame?.setAttribute('data-map-idle', 'true'));
    instance.on('moveend', () => {
      const center = instance.getCenter();
      const bounds = instance.getBounds();
      callbacks.current.onViewChange?.({
        center: [center.lng, center.lat],
        zoom: instance.getZoom(),
        bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      });
    });
    const drawnLayers = drawn.current;
    return () => {
      drawnLayers.clear();
      instance.remove();
    };
  }, [containerRef, frameRef]);

  useEffect(() => {
    if (map === null) return;
    markBusy(frameRef.current);
    map.setPaintProperty('background', 'background-color', background);
  }, [map, background, frameRef]);

  useEffect(() => {
    if (map === null) return;
    markBusy(frameRef.current);
    removeLayer(map, BASEMAP_LAYER_ID);
    if (map.getSource(BASEMAP_LAYER_ID) !== undefined) map.removeSource(BASEMAP_LAYER_ID);
    const source = basemapSource(basemap, basemapUrls);
    if (source === null) return;
    map.addSource(BASEMAP_LAYER_ID, source);
    // Right above the background, below the data.
    const firstDataLayer = map.getStyle().layers[1]?.id;
    map.addLayer(
      { id: BASEMAP_LAYER_ID, type: 'raster', source: BASEMAP_LAYER_ID },
      firstDataLayer,
    );
    let failures = 0;
    const onError = (event: maplibregl.ErrorEvent) => {
      if (!('sourceId' in event) || event.sourceId !== BASEMAP_LAYER_ID) return;
      failures += 1;
      if (failures < TILE_FAILURES_BEFORE_FALLBACK) return;
      map.off('error', onError);
      removeLayer(map, BASEMAP_LAYER_ID);
      if (map.getSource(BASEMAP_LAYER_ID) !== undefined) map.removeSource(BASEMAP_LAYER_ID);
      setFailedBasemap(basemap);
    };
    map.on('error', onError);
    return () => {
      map.off('error', onError);
    };
  }, [map, basemap, basemapUrls, frameRef]);

  useEffect(() => {
    if (map === null) return;
    markBusy(frameRef.current);
    const wanted = new Set(layers.map((layer) => layer.id));
    for (const id of [...drawn.current.keys()]) {
      if (wanted.has(id)) continue;
      removeMapLayer(map, id);
      drawn.current.delete(id);
    }
    for (const layer of layers) {
      const shape = `${layer.kind}:${String(layer.cluster === true)}`;
      const source = map.getSource(layer.id);
      if (drawn.current.get(layer.id) === shape && source instanceof maplibregl.GeoJSONSource) {
        void source.setData(layer.data);
        const property = layer.kind === 'line' ? 'line-color' : 'circle-color';
        map.setPaintProperty(layer.id, property, colorExpression(layer.color));
        continue;
      }
      removeMapLayer(map, layer.id);
      map.addSource(layer.id, {
        type: 'geojson',
        data: layer.data,
        ...(layer.cluster === true ? { cluster: true, clusterRadius: 40, clusterMaxZoom: 13 } : {}),
      });
      for (const specification of layerSpecifications(layer, outline)) map.addLayer(specification);
      drawn.current.set(layer.id, shape);
    }
    if (!fitToData || initialCamera.current !== undefined) return;
    const bounds = boundsOf(layers.map((layer) => layer.data));
    if (bounds !== null) map.fitBounds(bounds, { padding: 48, maxZoom: 16, animate: false });
  }, [map, layers, outline, fitToData, frameRef]);

  useEffect(() => {
    if (map === null || frameKey === '' || initialCamera.current !== undefined) return;
    const [west = 0, south = 0, east = 0, north = 0] = frameKey.split(',').map(Number);
    map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: 48, maxZoom: 16, animate: false },
    );
  }, [map, frameKey]);

  useEffect(() => {
    if (map === null) return;
    for (const layer of layers) {
      removeLayer(map, highlightLayerId(layer.id));
      const specification = highlightSpecification(layer, highlight);
      if (specification !== null && map.getSource(layer.id) !== undefined) {
        map.addLayer(specification);
      }
    }
  }, [map, layers, highlight]);

  useEffect(() => {
    if (map === null || disabled) return;
    const clickable = layers
      .filter((layer) => layer.popup !== undefined || callbacks.current.onSelect !== undefined)
      .map((layer) => layer.id);
    const clusters = layers
      .filter((layer) => layer.cluster === true)
      .map((layer) => clusterLayerId(layer.id));
    const featureAt = (point: maplibregl.PointLike) => {
      const queried = [...clickable, ...clusters].filter((id) => map.getLayer(id) !== undefined);
      return queried.length === 0
        ? undefined
        : map.queryRenderedFeatures(point, { layers: queried })[0];
    };
    const onClick = (event: maplibregl.MapMouseEvent) => {
      const feature = featureAt(event.point);
      if (feature === undefined) return;
      const clusterId: unknown = feature.properties.cluster_id;
      const source = map.getSource(feature.source);
      if (typeof clusterId === 'number' && source instanceof maplibregl.GeoJSONSource) {
        // A group opens by zooming in to where it splits.
        void source.getClusterExpansionZoom(clusterId).then((zoom) => {
          map.easeTo({ center: event.lngLat, zoom });
        });
        return;
      }
      const layer = layers.find((candidate) => candidate.id === feature.layer.id);
      if (layer === undefined) return;
      callbacks.current.onSelect?.(layer.id, feature.properties);
      if (layer.popup === undefined) return;
      showPopup(map, event.lngLat, layer.popup(feature.properties), openedPopup, setPopup);
    };
    const onMove = (event: maplibregl.MapMouseEvent) => {
      map.getCanvas().style.cursor = featureAt(event.point) === undefined ? '' : 'pointer';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
      openedPopup.popup?.remove();
    };
  }, [map, layers, disabled, openedPopup]);

  const openFeature = options.openFeature ?? null;
  useEffect(() => {
    if (map === null || openFeature === null) return;
    const layer = layers.find((candidate) => candidate.id === openFeature.layerId);
    if (layer?.popup === undefined) return;
    showPopup(map, openFeature.lngLat, layer.popup(openFeature.properties), openedPopup, setPopup);
  }, [map, layers, openFeature, openedPopup]);

  useEffect(() => {
    if (map === null) return;
    const handlers = [
      map.scrollZoom,
      map.boxZoom,
      map.dragRotate,
      map.dragPan,
      map.keyboard,
      map.doubleClickZoom,
      map.touchZoomRotate,
    ];
    for (const handler of handlers) {
      if (disabled) handler.disable();
      else handler.enable();
    }
  }, [map, disabled]);

  return { popup, hasTilesFailed: failedBasemap === basemap };
}
