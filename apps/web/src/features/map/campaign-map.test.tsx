import {
  getGetCoreLayersMockHandler,
  getGetCoreLayersResponseMock,
  getGetMapLayerValueClassesMockHandler,
} from '@chaussee/sdk/mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestUser } from '../../shared/session/testing/fake-session-api.js';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { CampaignMap } from './campaign-map.js';
import { Map as FakeMap } from '../../shared/testing/fake-maplibre.js';
import {
  classFilterId,
  coresLayer,
  coresLayerId,
  coresLegend,
  mapCampaignId,
  prLayerId,
  serveCoringMap,
} from './testing/map-fixtures.js';

// happy-dom has no WebGL: the map is a fake that keeps what it is given to draw.
vi.mock('maplibre-gl', () => import('../../shared/testing/fake-maplibre.js'));

const api = setUpMockApi();

beforeEach(() => {
  FakeMap.last = undefined;
});
const route = '/coring-campaign/:id/map';
const at = `/coring-campaign/${mapCampaignId}/map`;
const secondCoreId = 'c0000000-0000-4000-8000-000000000002';

function theMap(): FakeMap {
  const map = FakeMap.last;
  if (map === undefined) throw new Error('No map was created');
  return map;
}

async function drawnCoreNames(count: number): Promise<unknown[]> {
  await waitFor(() => {
    expect(FakeMap.last).toBeDefined();
    expect(theMap().drawn(coresLayerId)).toHaveLength(count);
  });
  return theMap()
    .drawn(coresLayerId)
    .map((properties) => properties.name);
}

function renderMap(options: { at?: string; readOnly?: boolean } = {}) {
  return renderScreen(
    <CampaignMap
      campaignId={mapCampaignId}
      title="Carte des carottages"
      readOnly={options.readOnly ?? false}
    />,
    { route, at: options.at ?? at, ...(options.readOnly ? { user: guestUser } : {}) },
  );
}

describe('the campaign map', () => {
  it('draws the layers visible by default, with their legend, framed on the campaign', async () => {
    serveCoringMap(api);
    await renderMap();
    expect(await drawnCoreNames(4)).toEqual(['C-001', 'C-002', 'C-003', 'C-004']);
    expect(theMap().getSource(prLayerId)).toBeUndefined();
    const legend = await screen.findByRole('list', { name: 'Légende de « Carottes »' });
    expect(within(legend).getByText('HAP ≥ 1 000 mg/kg (1)')).toBeDefined();
    await waitFor(() => {
      expect(theMap().fitted).toEqual([
        [
          [4.81, 45.75],
          [4.84, 45.75],
        ],
      ]);
    });
    const landmarks = screen.getByRole('checkbox', { name: 'Points de repère (PR)' });
    expect(landmarks).toHaveProperty('checked', false);
    // A single-colour layer shows without a legend call (none to fail).
    fireEvent.click(landmarks);
    await waitFor(() => {
      expect(theMap().getSource(prLayerId)).toBeDefined();
    });
    expect(screen.queryByText('La légende n’a pas pu être chargée')).toBeNull();
  });

  it('filters the cores by pollutant class, narrows the other filters and keeps it in the URL', async () => {
    serveCoringMap(api);
    const { router } = await renderMap();
    await drawnCoreNames(4);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'HAP ≥ 1 000 mg/kg (1)' }));
    expect(await drawnCoreNames(1)).toEqual(['C-002']);
    expect(
      new URLSearchParams(router.state.location.search).getAll(`filtre.${classFilterId}`),
    ).toEqual(['PAH_1000']);
    // The road filter now offers only the road of the core kept.
    const roads = screen.getByRole('group', { name: 'Route' });
    expect(within(roads).getByRole('checkbox', { name: 'D 307 (1)' })).toBeDefined();
    expect(within(roads).queryByRole('checkbox', { name: /^N 7/u })).toBeNull();
    // The grid lists the cores kept.
    const grid = screen.getByRole('table', { name: 'Carottes dans l’étendue de la carte' });
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    // Its columns are the visible fields the features carry (the thickness is in none of them).
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Carotte', 'Route', 'Classe de polluant']);
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(await drawnCoreNames(4)).toHaveLength(4);
  });

  it('keeps a filter chosen while the camera settles, and the camera with the next filter', async () => {
    serveCoringMap(api);
    const { router } = await renderMap();
    await drawnCoreNames(4);
    act(() => {
      theMap().fire('moveend', {});
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'HAP ≥ 1 000 mg/kg (1)' }));
    // The settled camera is written in place into the address, the filter kept.
    await waitFor(() => {
      expect(new URLSearchParams(window.location.search).get('centre')).toBe('4.85000,45.75000');
    });
    const search = () => new URLSearchParams(router.state.location.search);
    expect(search().getAll(`filtre.${classFilterId}`)).toEqual(['PAH_1000']);
    // The next navigation of the map carries it.
    fireEvent.click(screen.getByRole('checkbox', { name: 'HAP < 50 mg/kg (2)' }));
    await waitFor(() => {
      expect(search().getAll(`filtre.${classFilterId}`)).toEqual(['PAH_1000', 'PAH_0']);
    });
    expect(search().get('centre')).toBe('4.85000,45.75000');
  });

  it('opens a core’s popup with its identity, classes, layers drawn small and sheet link', async () => {
    serveCoringMap(api);
    const answer = getGetCoreLayersResponseMock();
    const [template] = answer.layers;
    if (template === undefined) throw new Error('The mock core has no layer');
    api.use(
      getGetCoreLayersMockHandler({
        ...answer,
        coreId: secondCoreId,
        totalThickness: 180,
        layers: [
          { ...template, id: 'l1', name: 'BBSG', type: 'EB', thickness: 60 },
          { ...template, id: 'l2', name: null, type: 'EB', thickness: 120 },
        ],
      }),
    );
    await renderMap();
    await drawnCoreNames(4);
    const [, second] = theMap().drawn(coresLayerId);
    act(() => {
      theMap().click({
        source: coresLayerId,
        layer: { id: coresLayerId },
        properties: second ?? {},
      });
    });
    const popup = await screen.findByTestId('map-popup');
    expect(within(popup).getByRole('heading', { name: 'C-002' })).toBeDefined();
    expect(within(popup).getByRole('list', { name: 'Classes' }).textContent).toBe(
      'HAP ≥ 1 000 mg/kg',
    );
    const slices = await within(popup).findByRole('list', { name: 'Couches de la carotte' });
    expect(
      within(slices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['BBSG · 60 mm', 'EB – Enrobé bitumineux · 120 mm']);
    expect(within(popup).getByRole('link', { name: 'Ouvrir la fiche' }).getAttribute('href')).toBe(
      `/coring-campaign/${mapCampaignId}?carotte=${secondCoreId}`,
    );
  });

  it('shows a guest the map read only: no link to a core’s sheet', async () => {
    serveCoringMap(api);
    await renderMap({ readOnly: true });
    await drawnCoreNames(4);
    expect(await screen.findByText('Carte en lecture seule')).toBeDefined();
    const [first] = theMap().drawn(coresLayerId);
    act(() => {
      theMap().click({
        source: coresLayerId,
        layer: { id: coresLayerId },
        properties: first ?? {},
      });
    });
    const popup = await screen.findByTestId('map-popup');
    expect(within(popup).queryByRole('link')).toBeNull();
  });

  it('opens at the view of the URL: camera, layers, measure; a grid row outlines its core and opens its popup', async () => {
    serveCoringMap(api);
    const asked: string[] = [];
    api.use(
      getGetMapLayerValueClassesMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return { ...coresLegend, field: 'status', classes: [] };
      }),
    );
    const { router } = await renderMap({
      at: `${at}?centre=4.82,45.75&zoom=15&couches=${coresLayerId}&mesure.${coresLayerId}=status`,
    });
    await drawnCoreNames(4);
    expect(theMap().options).toMatchObject({ center: [4.82, 45.75], zoom: 15 });
    expect(theMap().fitted).toEqual([]);
    await waitFor(() => {
      // The campaign's features are counted, by the measure of the address.
      expect(asked).toContain(`?campaign=${mapCampaignId}&measure=status`);
    });
    const grid = screen.getByRole('table', { name: 'Carottes dans l’étendue de la carte' });
    fireEvent.click(within(grid).getByText('C-002'));
    await waitFor(() => {
      expect(theMap().getLayer(`${coresLayerId}--highlight`)).toMatchObject({
        filter: ['==', ['to-string', ['get', '__featureId']], secondCoreId],
      });
    });
    expect(new URLSearchParams(router.state.location.search).get('selection')).toBe(secondCoreId);
    // Its popup opens on the map, as a click on the core would.
    const popup = await screen.findByTestId('map-popup');
    expect(within(popup).getByRole('heading', { name: 'C-002' })).toBeDefined();
    expect(coresLayer.measures).toHaveLength(3);
  });
});
