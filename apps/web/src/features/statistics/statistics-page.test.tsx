import type { StatisticsCoringCampaigns } from '@chaussee/sdk/react';
import {
  getGetCoringCampaignStatisticsMockHandler,
  getGetExternalUsersConnexionStatisticsMockHandler,
  getListAgenciesMockHandler,
  getListAgenciesResponseMock,
  getListSitesMockHandler,
  getListSitesResponseMock,
} from '@chaussee/sdk/mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { adminUser, impersonatedUser } from '../../shared/session/testing/fake-session-api.js';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { captureSavedFiles } from '../../shared/testing/saved-files.js';
import { StatisticsPage } from './statistics-page.js';

const api = setUpMockApi();
const route = '/statistics';
const agencyId = 'e0000000-0000-4000-8000-000000000001';
const siteId = 'f0000000-0000-4000-8000-000000000001';

const statisticsUser: CurrentUser = {
  ...adminUser,
  id: '66666666-6666-4666-8666-666666666666',
  roles: ['ROLE_USER', 'ROLE_ACCESS_STATS'],
};
const engineer: CurrentUser = {
  ...adminUser,
  id: '77777777-7777-4777-8777-777777777777',
  roles: ['ROLE_NEXTROAD_USER'],
  job: 'engineer',
};

const coring: StatisticsCoringCampaigns = {
  startDate: '2026-01-01',
  endDate: '2026-03-31',
  agencyId: null,
  siteId: null,
  campaignsCount: 4,
  coresCount: 38,
  analysedCoresCount: 20,
  analysesCount: 55,
  resultsDelayDays: 12.5,
  byStatus: [{ status: 'results_obtained', count: 4 }],
  byMonth: [
    {
      month: '2026-01',
      campaignsCount: 4,
      coresCount: 38,
      analysesCount: 55,
      resultsDelayDays: 12.5,
    },
  ],
  byAgency: [
    {
      agency: { id: agencyId, name: 'Agence de Grenoble' },
      campaignsCount: 4,
      coresCount: 38,
      analysesCount: 55,
      resultsDelayDays: 12.5,
    },
  ],
  bySite: [],
};

/** Serves both statistics and records the query of each request. */
function serveStatistics() {
  const asked = { coring: [] as URLSearchParams[], connexions: [] as URLSearchParams[] };
  api.use(
    getGetCoringCampaignStatisticsMockHandler(({ request }) => {
      asked.coring.push(new URL(request.url).searchParams);
      return coring;
    }),
    getGetExternalUsersConnexionStatisticsMockHandler(({ request }) => {
      asked.connexions.push(new URL(request.url).searchParams);
      return {
        period: 'month',
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        connexionsCount: 9,
        distinctUsersCount: 3,
        buckets: [{ start: '2026-01-01', connexionsCount: 9, distinctUsersCount: 3 }],
        byOrganization: [],
      };
    }),
    getListAgenciesMockHandler(() => {
      const sample = getListAgenciesResponseMock();
      const agency = sample.items[0];
      if (agency === undefined) throw new Error('The mock gives agencies');
      return {
        ...sample,
        total: 1,
        items: [{ ...agency, id: agencyId, name: 'Agence de Grenoble' }],
      };
    }),
    getListSitesMockHandler(() => {
      const sample = getListSitesResponseMock();
      const site = sample.items[0];
      if (site === undefined) throw new Error('The mock gives sites');
      return { ...sample, total: 1, items: [{ ...site, id: siteId, name: 'Site de Voiron' }] };
    }),
  );
  return asked;
}

const refusal =
  "Les statistiques sont réservées aux super administrateurs et aux comptes ayant l'accès aux statistiques.";

describe('statistics page', () => {
  it.each([
    ['an engineer', engineer],
    ['a main customer', impersonatedUser],
  ])('refuses %s in French, without asking the server', async (_who, user) => {
    const asked = serveStatistics();
    await renderScreen(<StatisticsPage />, { route, at: route, user });
    expect(await screen.findByText(refusal)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Accès refusé' })).toBeDefined();
    expect(asked.coring).toHaveLength(0);
    expect(asked.connexions).toHaveLength(0);
  });

  it('shows the figures and tables to a user with the statistics access', async () => {
    serveStatistics();
    await renderScreen(<StatisticsPage />, { route, at: route, user: statisticsUser });
    expect(await screen.findByRole('heading', { name: 'Campagnes de carottage' })).toBeDefined();
    const byAgency = screen.getByRole('table', { name: 'Par agence' });
    expect(within(byAgency).getByRole('rowheader', { name: 'Agence de Grenoble' })).toBeDefined();
    expect(
      within(byAgency)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '38', '55', '12,5 j']);
    expect(screen.getByText('Aucune connexion sur la période.')).toBeDefined();
  });

  it('sends the filters of the address to both operations', async () => {
    const asked = serveStatistics();
    const at = `${route}?agence=${agencyId}&site=${siteId}&du=2026-01-01&au=2026-03-31&periode=week`;
    await renderScreen(<StatisticsPage />, { route, at, user: statisticsUser });
    await waitFor(() => {
      expect(asked.coring.length).toBeGreaterThan(0);
      expect(asked.connexions.length).toBeGreaterThan(0);
    });
    expect(Object.fromEntries(asked.coring[0] ?? [])).toEqual({
      agencyId,
      siteId,
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    expect(Object.fromEntries(asked.connexions[0] ?? [])).toEqual({
      period: 'week',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
  });

  it('keeps an end before the start in its field with the French sentence, and asks nothing with it', async () => {
    const asked = serveStatistics();
    const at = `${route}?du=2026-01-01&au=2026-03-31`;
    await renderScreen(<StatisticsPage />, { route, at, user: statisticsUser });
    await screen.findByRole('heading', { name: 'Campagnes de carottage' });

    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2025-12-31' } });
    expect(
      await screen.findByText('La date de fin doit être supérieure ou égale à la date de début'),
    ).toBeDefined();
    expect(screen.getByLabelText('Au')).toHaveProperty('value', '2025-12-31');
    // Moving the start back puts the range in order: both days are asked at once.
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2025-12-01' } });
    await waitFor(() => {
      expect(asked.coring.at(-1)?.get('startDate')).toBe('2025-12-01');
    });
    expect(asked.coring.at(-1)?.get('endDate')).toBe('2025-12-31');
    expect(
      asked.coring.filter((query) => (query.get('startDate') ?? '') > (query.get('endDate') ?? '')),
    ).toEqual([]);
    expect(
      screen.queryByText('La date de fin doit être supérieure ou égale à la date de début'),
    ).toBeNull();
  });

  it('asks the last twelve months by month when the address has no range, then the period chosen', async () => {
    const asked = serveStatistics();
    await renderScreen(<StatisticsPage />, { route, at: route });
    await waitFor(() => {
      expect(asked.connexions.length).toBeGreaterThan(0);
    });
    const first = asked.connexions[0];
    expect(first?.get('period')).toBe('month');
    expect(first?.get('endDate')).toBe(new Date().toISOString().slice(0, 10));
    expect(first?.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Période des connexions' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: 'Semaine' }));
    });
    await waitFor(() => {
      expect(asked.connexions.at(-1)?.get('period')).toBe('week');
    });
  });

  it('exports the statistics to an Excel file', async () => {
    serveStatistics();
    const saved = captureSavedFiles();
    await renderScreen(<StatisticsPage />, { route, at: route, user: statisticsUser });
    await screen.findByRole('heading', { name: 'Connexions des utilisateurs externes' });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter (Excel)' }));
    expect(saved.map((file) => file.name)).toEqual(['statistiques-2026-01-01-2026-03-31.xlsx']);
  });
});
