import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { AuscultationDashboardPage } from './auscultation-dashboard-page.js';
import { campaignId, crackTableId, serveTables } from './testing/statistic-fixtures.js';

const api = setUpMockApi();
const route = '/auscultation-campaign/:id/dashboard';
const at = `/auscultation-campaign/${campaignId}/dashboard`;

describe('auscultation dashboard', () => {
  it('shows the statistic tables as tabs, each with its grid and its two charts', async () => {
    serveTables(api);
    const { router } = await renderScreen(<AuscultationDashboardPage />, { route, at });
    const grid = await screen.findByRole('region', { name: 'Synthèse par section' });
    expect(await within(grid).findByText('PR 12+200')).toBeDefined();
    for (const header of ['Section', 'Fissure longitudinale (m)', 'Part affectée (%)']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeDefined();
    }
    expect(within(grid).getByText('78,5')).toBeDefined();
    const lengths = screen.getByRole('region', { name: 'Longueurs de dégradations par type' });
    expect(
      within(lengths).getByRole('img', { name: 'Longueurs de dégradations par type' }),
    ).toBeDefined();
    const index = screen.getByRole('region', { name: 'Indice d’état le long de la route' });
    expect(
      within(index).getByRole('img', { name: 'Indice d’état le long de la route' }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Exporter (CSV pour Excel)' })).toBeDefined();
    // The second table, chosen by its tab, is kept in the URL; it has no condition index.
    fireEvent.click(screen.getByRole('tab', { name: 'Fissures longitudinales' }));
    const cracks = await screen.findByRole('region', { name: 'Fissures longitudinales' });
    expect(await within(cracks).findByText('17,5')).toBeDefined();
    expect(router.state.location.search).toBe(`?tableau=${crackTableId}`);
    const noIndex = screen.getByRole('region', { name: 'Indice d’état le long de la route' });
    expect(within(noIndex).getByText('Aucune donnée pour ces filtres')).toBeDefined();
  });

  it('keeps the filters in the URL and shows the sections they select', async () => {
    serveTables(api);
    const { router } = await renderScreen(<AuscultationDashboardPage />, { route, at });
    const grid = await screen.findByRole('region', { name: 'Synthèse par section' });
    await within(grid).findByText('PR 3+000');
    const road = screen.getByRole('textbox', { name: 'Route' });
    fireEvent.change(road, { target: { value: 'RD 1090' } });
    fireEvent.blur(road);
    await waitFor(() => {
      expect(router.state.location.search).toBe('?road=RD+1090');
    });
    await waitFor(() => {
      expect(within(grid).queryByText('PR 3+000')).toBeNull();
    });
    expect(within(grid).getByText('PR 12+200')).toBeDefined();
    // A section length the API would refuse is said, not written into the URL.
    const length = screen.getByRole('textbox', { name: 'Longueur de section (m)' });
    fireEvent.change(length, { target: { value: '200 m' } });
    fireEvent.blur(length);
    expect(await screen.findByText('Une longueur de 50 à 5 000 m (chiffres)')).toBeDefined();
    expect(router.state.location.search).toBe('?road=RD+1090');
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('reads the filters of a link it is opened with, and asks the API for its section length', async () => {
    const asked = serveTables(api);
    await renderScreen(<AuscultationDashboardPage />, {
      route,
      at: `${at}?direction=Sud&sectionLength=200`,
    });
    const grid = await screen.findByRole('region', { name: 'Synthèse par section' });
    expect(await within(grid).findByText('PR 12+200')).toBeDefined();
    expect(within(grid).queryByText('PR 12+000')).toBeNull();
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Longueur de section (m)' }).value,
    ).toBe('200');
    expect(asked).toEqual(['list?limit=100&sectionLength=200', 'table?sectionLength=200']);
  });

  it('says when the campaign has no statistic table yet', async () => {
    serveTables(api, []);
    await renderScreen(<AuscultationDashboardPage />, { route, at });
    expect(
      await screen.findByText('Aucun tableau statistique pour cette campagne : importez un relevé'),
    ).toBeDefined();
  });
});
