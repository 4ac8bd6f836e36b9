import { createChausseeTheme } from '@chaussee/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import { campaignId } from '../testing/dashboard-fixtures.js';
import { pah, serveSynoptic, synopticCore, synopticLayer } from '../testing/synoptic-fixtures.js';
import { SynopticView } from './synoptic-view.js';
import { readDashboardFilters } from '../dashboard-filters.js';
import { useSearchParams } from 'react-router';

const api = setUpMockApi();
const route = '/coring-campaign/:id/:tab';
const palette = createChausseeTheme().palette;

function Synoptic({
  colouring,
  guest = false,
}: {
  colouring: 'material' | 'pollutant';
  guest?: boolean;
}) {
  const [query] = useSearchParams();
  return (
    <SynopticView
      campaignId={campaignId}
      colouring={colouring}
      filters={readDashboardFilters(query)}
      coreHref={guest ? undefined : (id) => `/coring-campaign/${campaignId}?carotte=${id}`}
    />
  );
}

const north1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const north2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const south1 = 'aaaaaaaa-0000-4000-8000-000000000003';

function serveCores() {
  return serveSynoptic(api, [
    synopticCore({
      id: north2,
      displayName: 'C2',
      direction: 'Nord',
      lane: '1',
      prNumber: 12,
      abscissa: 300,
      layers: [
        synopticLayer({
          type: 'EB',
          thickness: 60,
          interfaceBelow: 'unbonded',
          pollutants: [pah(300)],
        }),
        synopticLayer({ type: 'CS', thickness: 240, position: 2 }),
      ],
    }),
    synopticCore({
      id: north1,
      displayName: 'C1',
      direction: 'Nord',
      lane: '1',
      prNumber: 12,
      abscissa: 100,
      layers: [
        synopticLayer({
          type: 'EB',
          thickness: 150,
          pollutants: [pah(20)],
          wasteRoute: 'free_reuse',
        }),
      ],
    }),
    synopticCore({
      id: south1,
      displayName: 'C3',
      direction: 'Sud',
      lane: '1',
      prNumber: 11,
      abscissa: 0,
      layers: [synopticLayer({ type: 'EB', thickness: 100, pollutants: [pah(1200)] })],
    }),
  ]);
}

function coreLinks() {
  return screen.getAllByRole('link', { name: /Ouvrir la fiche de la carotte/u });
}

describe('structural synoptic', () => {
  it('draws each direction and lane in road order, every layer on one scale, in its material’s colour', async () => {
    serveCores();
    await renderScreen(<Synoptic colouring="material" />, {
      route,
      at: `/coring-campaign/${campaignId}/structural-synoptic`,
    });
    const north = await screen.findByRole('region', { name: 'Sens : Nord · voie : 1' });
    const south = screen.getByRole('region', { name: 'Sens : Sud · voie : 1' });
    const northCores = within(north).getAllByRole('link');
    // PR 12 + 100 m before PR 12 + 300 m, though the answer gave them the other way round.
    expect(northCores.map((core) => core.getAttribute('data-core-id'))).toEqual([north1, north2]);
    expect(
      within(south)
        .getAllByRole('link')
        .map((core) => core.getAttribute('data-core-id')),
    ).toEqual([south1]);
    // C2 (300 mm) is the deepest: 260 px; C1's 150 mm layer is half as tall.
    const heights = (core: Element) =>
      [...core.querySelectorAll('[data-layer-height]')].map((layer) =>
        Number(layer.getAttribute('data-layer-height')),
      );
    expect(heights(northCores[1] as Element)).toEqual([52, 208]);
    expect(heights(northCores[0] as Element)).toEqual([130]);
    const fills = [...(northCores[1] as Element).querySelectorAll('[data-layer-fill]')].map(
      (layer) => layer.getAttribute('data-layer-fill'),
    );
    expect(fills).toEqual([palette.layer.EB.main, palette.layer.CS.main]);
    // The unbonded interface under C2's surface layer is drawn.
    expect((northCores[1] as Element).querySelector('[data-bond-state="unbonded"]')).not.toBeNull();
    expect(northCores[0]?.getAttribute('aria-label')).toContain('EB – Enrobé bitumineux 150 mm');
    expect(northCores[0]?.getAttribute('aria-label')).toContain('filière : Réemploi libre');
  });

  it('opens a core’s sheet on click and on Entrée', async () => {
    serveCores();
    const { router } = await renderScreen(<Synoptic colouring="material" />, {
      route,
      at: `/coring-campaign/${campaignId}/structural-synoptic`,
    });
    await screen.findByRole('region', { name: 'Sens : Nord · voie : 1' });
    fireEvent.keyDown(coreLinks()[0] as Element, { key: 'Enter' });
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/coring-campaign/${campaignId}?carotte=${north1}`,
      );
    });
  });

  it('asks the synoptic for the filters of the URL and keeps only the cores selected in the grid', async () => {
    const asked = serveCores();
    await renderScreen(<Synoptic colouring="material" />, {
      route,
      at: `/coring-campaign/${campaignId}/structural-synoptic?direction=Nord&prFrom=12&carottes=${north2}`,
    });
    const north = await screen.findByRole('region', { name: 'Sens : Nord · voie : 1' });
    expect(
      within(north)
        .getAllByRole('link')
        .map((core) => core.getAttribute('data-core-id')),
    ).toEqual([north2]);
    expect(screen.queryByRole('region', { name: 'Sens : Sud · voie : 1' })).toBeNull();
    expect(asked).toContain('?direction=Nord&prFrom=12');
  });

  it('zooms the columns with the buttons', async () => {
    serveCores();
    await renderScreen(<Synoptic colouring="material" />, {
      route,
      at: `/coring-campaign/${campaignId}/structural-synoptic`,
    });
    const north = await screen.findByRole('region', { name: 'Sens : Nord · voie : 1' });
    const width = () => Number(north.querySelector('svg')?.getAttribute('width'));
    const before = width();
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir' }));
    expect(screen.getByText('Zoom 125 %')).toBeDefined();
    expect(width()).toBeGreaterThan(before);
  });

  it('shows a guest the cores without links to their sheets', async () => {
    serveCores();
    await renderScreen(<Synoptic colouring="material" guest />, {
      route,
      at: `/coring-campaign/${campaignId}/structural-synoptic`,
    });
    const north = await screen.findByRole('region', { name: 'Sens : Nord · voie : 1' });
    expect(within(north).queryAllByRole('link')).toEqual([]);
    expect(within(north).getAllByRole('img')).toHaveLength(2);
  });
});

describe('analyses synoptic', () => {
  it('colours each layer by its PAH class and colours again when a threshold is edited', async () => {
    serveCores();
    await renderScreen(<Synoptic colouring="pollutant" />, {
      route,
      at: `/coring-campaign/${campaignId}/analyses-synoptic`,
    });
    const north = await screen.findByRole('region', { name: 'Sens : Nord · voie : 1' });
    const c2 = () => within(north).getAllByRole('link')[1] as Element;
    const surfaceFill = () =>
      c2().querySelector('[data-layer-fill]')?.getAttribute('data-layer-fill');
    expect(surfaceFill()).toBe(palette.pollutant.PAH_50.main);
    // The layer without a PAH result stays neutral.
    expect(c2().querySelectorAll('[data-layer-fill]')[1]?.getAttribute('data-layer-fill')).toBe(
      palette.status.neutral.main,
    );
    const threshold = screen.getByRole('spinbutton', {
      name: 'Seuil de « HAP de 500 à 1 000 mg/kg »',
    });
    expect((threshold as HTMLInputElement).value).toBe('500');
    fireEvent.change(threshold, { target: { value: '250' } });
    await waitFor(() => {
      expect(surfaceFill()).toBe(palette.pollutant.PAH_500.main);
    });
    expect(screen.getByText('HAP de 250 à 1 000 mg/kg')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Seuils par défaut' }));
    await waitFor(() => {
      expect(surfaceFill()).toBe(palette.pollutant.PAH_50.main);
    });
  });
});
