import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { messages } from '../../messages.js';
import { BASEMAP_LAYER_ID, basemapSource, blankStyle, type BasemapId } from './basemaps.js';
import { boundsOf, layerSpecification, type MapLayer } from './map-layers.js';

/** France, before any data frames the view. */
const INITIAL_VIEW = { center: [2.6, 46.6] as [number, number], zoom: 4.5 };

export interface MapOptions {
  layers: readonly MapLayer[];
  basemap: BasemapId;
  background: string;
  /** Circle outlines, to tell points apart from the ground. */
  outline: string;
  fitToData: boolean;
  disabled: boolean;
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

/** Creates the MapLibre map in `containerRef` and keeps it in step with the options. */
export function useMaplibre(
  containerRef: RefObject<HTMLDivElement | null>,
  frameRef: RefObject<HTMLElement | null>,
  options: MapOptions,
): OpenPopup | null {
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const initialBackground = useRef(options.background);
  const { layers, basemap, background, outline, fitToData, disabled } = options;

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
      ...INITIAL_VIEW,
      locale: messages.mapView.maplibre,
      attributionControl: { compact: true },
    });
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    instance.on('load', () => {
      setMap(instance);
    });
    instance.on('idle', () => frame?.setAttribute('data-map-idle', 'true'));
    return () => {
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
    if (map.getLayer(BASEMAP_LAYER_ID) !== undefined) map.removeLayer(BASEMAP_LAYER_ID);
    if (map.getSource(BASEMAP_LAYER_ID) !== undefined) map.removeSource(BASEMAP_LAYER_ID);
    const source = basemapSource(basemap);
    if (source === null) return;
    map.addSource(BASEMAP_LAYER_ID, source);
    // Right above the background, below the data.
    const firstDataLayer = map.getStyle().layers[1]?.id;
    map.addLayer(
      { id: BASEMAP_LAYER_ID, type: 'raster', source: BASEMAP_LAYER_ID },
      firstDataLayer,
    );
  }, [map, basemap, frameRef]);

  useEffect(() => {
    if (map === null) return;
    markBusy(frameRef.current);
    for (const layer of layers) {
      map.addSource(layer.id, { type: 'geojson', data: layer.data });
      map.addLayer(layerSpecification(layer, outline));
    }
    const bounds = fitToData ? boundsOf(layers.map((layer) => layer.data)) : null;
    if (bounds !== null) map.fitBounds(bounds, { padding: 48, maxZoom: 16, animate: false });
    return () => {
      for (const layer of layers) {
        if (map.getLayer(layer.id) !== undefined) map.removeLayer(layer.id);
        if (map.getSource(layer.id) !== undefined) map.removeSource(layer.id);
      }
    };
  }, [map, layers, outline, fitToData, frameRef]);

  useEffect(() => {
    if (map === null || disabled) return;
    const withPopup = layers.filter((layer) => layer.popup !== undefined).map((layer) => layer.id);
    let openPopup: maplibregl.Popup | null = null;
    const featureAt = (point: maplibregl.PointLike) =>
      withPopup.length === 0
        ? undefined
        : map.queryRenderedFeatures(point, { layers: withPopup })[0];
    const onClick = (event: maplibregl.MapMouseEvent) => {
      const feature = featureAt(event.point);
      const layer = layers.find((candidate) => candidate.id === feature?.layer.id);
      if (feature === undefined || layer?.popup === undefined) return;
      const node = document.createElement('div');
      openPopup?.remove();
      openPopup = new maplibregl.Popup({ maxWidth: '280px' })
        .setLngLat(event.lngLat)
        .setDOMContent(node)
        .addTo(map);
      openPopup.on('close', () => {
        setPopup((current) => (current?.node === node ? null : current));
      });
      setPopup({ node, content: layer.popup(feature.properties) });
    };
    const onMove = (event: maplibregl.MapMouseEvent) => {
      map.getCanvas().style.cursor = featureAt(event.point) === undefined ? '' : 'pointer';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
      openPopup?.remove();
    };
  }, [map, layers, disabled]);

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

  return popup;
}
