import { describe, expect, it } from 'vitest';
import { basemapConfigFrom, basemapStyle, offeredBasemaps, plainStyle } from './basemaps.js';

describe('basemaps', () => {
  it('draws IGN Plan v2 from the Géoplateforme WMTS in Web Mercator by default', () => {
    const style = basemapStyle('ign-plan', basemapConfigFrom({}));
    expect(typeof style).toBe('object');
    const tiles = typeof style === 'object' ? style.sources.basemap : undefined;
    expect(tiles).toMatchObject({ type: 'raster' });
    expect(JSON.stringify(tiles)).toContain(
      'https://data.geopf.fr/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=GEOGRAPHICALGRIDSYSTEMS.PLANIGNV2&STYLE=normal&TILEMATRIXSET=PM&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}',
    );
  });

  it('takes the orthophotos as JPEG tiles', () => {
    expect(JSON.stringify(basemapStyle('ign-ortho', basemapConfigFrom({})))).toContain(
      'LAYER=ORTHOIMAGERY.ORTHOPHOTOS&STYLE=normal&TILEMATRIXSET=PM',
    );
  });

  it('uses a configured tile template or a whole style URL instead of the public services', () => {
    const config = basemapConfigFrom({
      VITE_MAP_OSM_URL: 'https://tiles.example.fr/{z}/{x}/{y}.png',
      VITE_MAP_IGN_PLAN_URL: 'https://styles.example.fr/plan.json',
    });
    expect(JSON.stringify(basemapStyle('osm', config))).toContain(
      'https://tiles.example.fr/{z}/{x}/{y}.png',
    );
    expect(basemapStyle('ign-plan', config)).toBe('https://styles.example.fr/plan.json');
  });

  it('keeps to the plain style, with no tile source, when the deployment is offline', () => {
    const config = basemapConfigFrom({ VITE_MAP_OFFLINE: 'true' });
    expect(offeredBasemaps(config)).toEqual(['plain']);
    expect(basemapStyle('ign-plan', config)).toEqual(plainStyle());
    expect(plainStyle().sources).toEqual({});
  });
});
