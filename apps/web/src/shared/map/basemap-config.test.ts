import { describe, expect, it } from 'vitest';
import { basemapConfigFrom } from './basemap-config.js';

describe('basemapConfigFrom', () => {
  it('offers the Plan IGN first, then the orthophotos, OpenStreetMap and the plain background', () => {
    expect(basemapConfigFrom({})).toEqual({
      basemaps: ['ign-plan', 'ign-orthophotos', 'osm', 'blank'],
      urls: {},
    });
  });

  it('takes the tile templates a deployment configures, blank values ignored', () => {
    expect(
      basemapConfigFrom({
        VITE_MAP_IGN_PLAN_URL: 'https://tuiles.exemple.fr/plan/{z}/{x}/{y}.png',
        VITE_MAP_OSM_URL: ' ',
      }).urls,
    ).toEqual({ 'ign-plan': 'https://tuiles.exemple.fr/plan/{z}/{x}/{y}.png' });
  });

  it('keeps to the plain background, with no tile at all, when the deployment is offline', () => {
    expect(basemapConfigFrom({ VITE_MAP_OFFLINE: 'true' })).toEqual({
      basemaps: ['blank'],
      urls: {},
    });
  });
});
