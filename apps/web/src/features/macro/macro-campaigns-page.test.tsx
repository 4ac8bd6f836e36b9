import {
  getListUserMacroCampaignsMockHandler,
  getListUserMacroCoresMockHandler,
  getListUserMacroOrganizationsMockHandler,
} from '@chaussee/sdk/mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Map as FakeMap } from '../../shared/testing/fake-maplibre.js';
import { impersonatedUser } from '../../shared/session/testing/fake-session-api.js';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { captureSavedFiles } from '../../shared/testing/saved-files.js';
import { MacroCampaignsPage } from './macro-campaigns-page.js';
import { macroCampaign, macroCore, pageOf } from './testing/macro-fixtures.js';

// happy-dom has no WebGL: the map is a fake that keeps what it is given to draw.
vi.mock('maplibre-gl', () => import('../../shared/testing/fake-maplibre.js'));

const api = setUpMockApi();
const route = '/coring-macro-campaigns';

beforeEach(() => {
  FakeMap.last = undefined;
});

/** C1 PAH 1 200 (critical), C2 PAH 60 (moderate), C3 TH 600 (critical), C4 not analysed. */
const cores = [
  macroCore(1, { pahMaxMgKg: 1200 }),
  macroCore(2, { pahMaxMgKg: 60 }),
  macroCore(3, { pahMaxMgKg: 10, thMaxMgKg: 600 }),
  macroCore(4),
];

/** Serves the lists and records the query of each request to them. */
function serveMacro(items = cores, campaigns = [macroCampaign()], organizationsCount = 1) {
  const asked: URLSearchParams[] = [];
  api.use(
    getListUserMacroCoresMockHandler(({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return pageOf(items);
    }),
    getListUserMacroCampaignsMockHandler(() => pageOf(campaigns)),
    getListUserMacroOrganizationsMockHandler(() =>
      pageOf(
        Array.from({ length: organizationsCount }, (_, index) => ({
          id: `d0000000-0000-4000-8000-00000000000${String(index + 1)}`,
          name: `Organisation ${String(index + 1)}`,
          projectsCount: 1,
          campaignsCount: 1,
          coresCount: 3,
          pollutants: macroCampaign().pollutants,
        })),
      ),
    ),
  );
  return asked;
}

function legendCount(level: string): number {
  const legend = screen.getByRole('list', {
    name: 'Légende : niveau le plus élevé des résultats de chaque carotte',
  });
  const item = legend.querySelector(`[data-level="${level}"]`);
  return Number(item?.getAttribute('data-count'));
}

describe('macro view', () => {
  it('draws the cores coloured by their highest level and counts them per level', async () => {
    serveMacro();
    await renderScreen(<MacroCampaignsPage />, { route, at: route, user: impersonatedUser });
    await waitFor(() => {
      expect(FakeMap.last?.drawn('macro-cores')).toHaveLength(4);
    });
    const levels = FakeMap.last?.drawn('macro-cores').map((properties) => properties.level);
    expect(levels).toEqual(['critical', 'moderate', 'critical', 'unanalysed']);
    expect(legendCount('critical')).toBe(2);
    expect(legendCount('moderate')).toBe(1);
    expect(legendCount('unanalysed')).toBe(1);
    expect(screen.getByTestId('macro-counts').textContent).toBe('4 carottes dans 1 campagne');
    const grid = await screen.findByRole('region', { name: 'Campagnes de la vue macro' });
    expect(
      await within(grid).findByRole('link', { name: 'Ouvrir la campagne Carottage RD 1075' }),
    ).toBeDefined();
  });

  it('sends the filters of the address to the API, and a new threshold when one is chosen', async () => {
    const asked = serveMacro();
    const at = `${route}?hap=500&amiante=oui&statut=results_obtained&du=2025-01-01&au=2026-06-30&route=RD%201075`;
    await renderScreen(<MacroCampaignsPage />, { route, at, user: impersonatedUser });
    await waitFor(() => {
      expect(asked.length).toBeGreaterThan(0);
    });
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      limit: '200',
      offset: '0',
      pahMin: '500',
      asbestos: 'true',
      campaignStatus: 'results_obtained',
      startDate: '2025-01-01',
      endDate: '2026-06-30',
      road: 'RD 1075',
    });
    // A threshold outside the classes of packages/validation is never sent.
    expect(asked[0]?.has('thMin')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Seuil HAP' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: '≥ 1\u202f000 mg/kg' }));
    });
    await waitFor(() => {
      expect(asked.at(-1)?.get('pahMin')).toBe('1000');
    });
  });

  it('offers the §3 thresholds, highest first, and ignores one that is not a class', async () => {
    const asked = serveMacro();
    await renderScreen(<MacroCampaignsPage />, {
      route,
      at: `${route}?hap=42&hct=500`,
      user: impersonatedUser,
    });
    await waitFor(() => {
      expect(asked.length).toBeGreaterThan(0);
    });
    expect(asked[0]?.has('pahMin')).toBe(false);
    expect(asked[0]?.get('thMin')).toBe('500');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Seuil HAP' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Tous',
      '≥ 1\u202f000 mg/kg',
      '≥ 500 mg/kg',
      '≥ 50 mg/kg',
      '≥ 0 mg/kg',
    ]);
  });

  it('offers the organization filter to a user who sees several organizations (staff)', async () => {
    serveMacro(cores, [macroCampaign()], 2);
    await renderScreen(<MacroCampaignsPage />, { route, at: route });
    expect(await screen.findByRole('combobox', { name: 'Organisation' })).toBeDefined();
  });

  it('hides the organization filter from a customer, who sees one', async () => {
    serveMacro();
    await renderScreen(<MacroCampaignsPage />, { route, at: route, user: impersonatedUser });
    await screen.findByTestId('macro-counts');
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
  });

  it('says when no core matches the filters', async () => {
    serveMacro([], []);
    await renderScreen(<MacroCampaignsPage />, {
      route,
      at: `${route}?hap=1000`,
      user: impersonatedUser,
    });
    expect(await screen.findByText('Aucune carotte ne correspond aux filtres.')).toBeDefined();
    expect(screen.getByTestId('macro-counts').textContent).toBe('0 carotte dans 0 campagne');
  });

  it('sends the days entered, but not an end before the start, which gets the French sentence', async () => {
    const asked = serveMacro();
    await renderScreen(<MacroCampaignsPage />, {
      route,
      at: `${route}?du=2025-01-01`,
      user: impersonatedUser,
    });
    await screen.findByTestId('macro-counts');

    fireEvent.change(screen.getByLabelText("Campagnes jusqu'au"), {
      target: { value: '2024-12-31' },
    });
    expect(
      await screen.findByText('La date de fin doit être supérieure ou égale à la date de début'),
    ).toBeDefined();
    fireEvent.change(screen.getByLabelText("Campagnes jusqu'au"), {
      target: { value: '2025-06-30' },
    });
    await waitFor(() => {
      expect(asked.at(-1)?.get('endDate')).toBe('2025-06-30');
    });
    expect(asked.at(-1)?.get('startDate')).toBe('2025-01-01');
    expect(asked.map((query) => query.get('endDate'))).not.toContain('2024-12-31');
    expect(
      screen.queryByText('La date de fin doit être supérieure ou égale à la date de début'),
    ).toBeNull();
  });

  it('shows the French reason of a refused filter (dates reversed)', async () => {
    api.use(
      getListUserMacroCoresMockHandler(
        answerProblem(400, 'validation_failed', 'La date de début doit précéder la date de fin.'),
      ),
      getListUserMacroCampaignsMockHandler(() => pageOf([])),
    );
    await renderScreen(<MacroCampaignsPage />, {
      route,
      at: `${route}?du=2026-06-30&au=2025-01-01`,
      user: impersonatedUser,
    });
    expect(await screen.findByText("La vue macro n'a pas pu être chargée.")).toBeDefined();
  });

  it('exports the campaigns and the cores to an Excel file', async () => {
    serveMacro();
    const saved = captureSavedFiles();
    await renderScreen(<MacroCampaignsPage />, { route, at: route, user: impersonatedUser });
    await screen.findByText('4 carottes dans 1 campagne');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter (Excel)' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^vue-macro-\d{4}-\d{2}-\d{2}\.xlsx$/u);
    expect(saved[0]?.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});
