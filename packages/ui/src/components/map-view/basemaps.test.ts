import { describe, expect, it } from 'vitest';
import { basemapSource, blankStyle } from './basemaps.js';

describe('basemapSource', () => {
  it('needs no tiles for the blank basemap, so tests and stories stay offline', () => {
    expect(basemapSource('blank')).toBeNull();
    expect(blankStyle('#f7f8fa')).toEqual({
      version: 8,
      sources: {},
      layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f7f8fa' } }],
    });
  });

  it('asks IGN for its WMTS tiles with the braces MapLibre fills in', () => {
    const [plan] = basemapSource('ign-plan')?.tiles ?? [];
    expect(plan).toBe(
      'https://data.geopf.fr/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=GEOGRAPHICALGRIDSYSTEMS.PLANIGNV2&STYLE=normal&TILEMATRIXSET=PM&FORMAT=image%2Fpng&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}',
    );
    expect(basemapSource('ign-orthophotos')?.tiles?.[0]).toContain(
      'LAYER=ORTHOIMAGERY.ORTHOPHOTOS',
    );
    expect(basemapSource('osm')?.tiles).toEqual(['https://tile.openstreetmap.org/{z}/{x}/{y}.png']);
  });

  it('credits the source of each basemap in French', () => {
    expect(basemapSource('ign-plan')?.attribution).toBe('© IGN – Géoplateforme');
    expect(basemapSource('osm')?.attribution).toBe('© les contributeurs d’OpenStreetMap');
  });

  it('takes a deployment’s own tile template instead of the public service', () => {
    const urls = { osm: 'https://tuiles.exemple.fr/{z}/{x}/{y}.png' };
    expect(basemapSource('osm', urls)?.tiles).toEqual([
      'https://tuiles.exemple.fr/{z}/{x}/{y}.png',
    ]);
    expect(basemapSource('osm', urls)?.attribution).toBe('© les contributeurs d’OpenStreetMap');
    expect(basemapSource('ign-plan', urls)?.tiles?.[0]).toContain('data.geopf.fr');
  });
});
