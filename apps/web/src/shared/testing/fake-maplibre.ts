/* eslint-disable @typescript-eslint/no-empty-function, @typescript-eslint/no-extraneous-class --
   the fake's no-op methods and empty control stand for MapLibre's, with nothing to keep. */

/**
 * A stand-in for `maplibre-gl` in happy-dom, which has no WebGL: it keeps the sources and layers
 * the map is given, so that a test reads what would be drawn, and lets a test click a feature.
 * Use: `vi.mock('maplibre-gl', () => import('../../shared/testing/fake-maplibre.js'))` (from a feature).
 */

type Handler = (event: unknown) => void;

interface FakeFeature {
  source: string;
  layer: { id: string };
  properties: Record<string, unknown>;
}

interface FakeCollection {
  features: { properties: Record<string, unknown> }[];
}

export class GeoJSONSource {
  constructor(public data: FakeCollection) {}
  setData(data: FakeCollection): this {
    this.data = data;
    return this;
  }
  getClusterExpansionZoom(): Promise<number> {
    return Promise.resolve(14);
  }
}

class Handlers {
  enable(): void {}
  disable(): void {}
}

export class Map {
  static last: Map | undefined;
  readonly sources = new globalThis.Map<string, GeoJSONSource | object>();
  readonly layers: { id: string; type: string; source?: string; filter?: unknown }[] = [
    { id: 'background', type: 'background' },
  ];
  readonly handlers = new globalThis.Map<string, Handler[]>();
  fitted: unknown[] = [];
  /** What a click finds under the pointer. */
  featuresUnderPointer: FakeFeature[] = [];
  scrollZoom = new Handlers();
  boxZoom = new Handlers();
  dragRotate = new Handlers();
  dragPan = new Handlers();
  keyboard = new Handlers();
  doubleClickZoom = new Handlers();
  touchZoomRotate = new Handlers();

  constructor(
    readonly options: { container?: HTMLElement; center?: [number, number]; zoom?: number },
  ) {
    Map.last = this;
    queueMicrotask(() => {
      this.fire('load', {});
    });
  }

  on(type: string, handler: Handler): this {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    return this;
  }
  off(type: string, handler: Handler): this {
    this.handlers.set(
      type,
      (this.handlers.get(type) ?? []).filter((candidate) => candidate !== handler),
    );
    return this;
  }
  fire(type: string, event: unknown): void {
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
  addControl(): this {
    return this;
  }
  setPaintProperty(): void {}
  getStyle() {
    return { layers: this.layers };
  }
  getLayer(id: string) {
    return this.layers.find((layer) => layer.id === id);
  }
  addLayer(layer: { id: string; type: string; source?: string }): void {
    this.layers.push(layer);
  }
  removeLayer(id: string): void {
    const index = this.layers.findIndex((layer) => layer.id === id);
    if (index >= 0) this.layers.splice(index, 1);
  }
  getSource(id: string) {
    return this.sources.get(id);
  }
  addSource(id: string, source: { type: string; data?: FakeCollection }): void {
    this.sources.set(id, source.data ? new GeoJSONSource(source.data) : source);
  }
  removeSource(id: string): void {
    this.sources.delete(id);
  }
  fitBounds(bounds: unknown): void {
    this.fitted.push(bounds);
  }
  easeTo(): void {}
  getCenter() {
    return { lng: 4.85, lat: 45.75 };
  }
  getZoom() {
    return 12;
  }
  getBounds() {
    return { getWest: () => 4, getSouth: () => 45, getEast: () => 6, getNorth: () => 46 };
  }
  queryRenderedFeatures(): FakeFeature[] {
    return this.featuresUnderPointer;
  }
  getCanvas() {
    return { style: { cursor: '' } };
  }
  getContainer(): HTMLElement {
    return this.options.container ?? document.body;
  }
  remove(): void {}

  /** The features a GeoJSON source would draw now. */
  drawn(sourceId: string): Record<string, unknown>[] {
    const source = this.sources.get(sourceId);
    if (!(source instanceof GeoJSONSource)) return [];
    return source.data.features.map((feature) => feature.properties);
  }

  /** A click on `feature`: the map's click handlers run as MapLibre's would. */
  click(feature: FakeFeature): void {
    this.featuresUnderPointer = [feature];
    this.fire('click', { point: { x: 1, y: 1 }, lngLat: { lng: 4.85, lat: 45.75 } });
  }
}

export class NavigationControl {}

export class Popup {
  private node: HTMLElement | null = null;
  private lngLat: unknown = null;
  private readonly closeHandlers: Handler[] = [];
  setLngLat(lngLat: unknown): this {
    this.lngLat = lngLat;
    return this;
  }
  getLngLat(): unknown {
    return this.lngLat;
  }
  isOpen(): boolean {
    return this.node?.isConnected ?? false;
  }
  setDOMContent(node: HTMLElement): this {
    this.node = node;
    return this;
  }
  addTo(): this {
    if (this.node) document.body.append(this.node);
    return this;
  }
  on(type: string, handler: Handler): this {
    if (type === 'close') this.closeHandlers.push(handler);
    return this;
  }
  remove(): this {
    this.node?.remove();
    for (const handler of this.closeHandlers) handler({});
    return this;
  }
}

export function setWorkerUrl(): void {}
