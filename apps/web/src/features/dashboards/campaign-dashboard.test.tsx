import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { CampaignDashboard } from './campaign-dashboard.js';
import { isDashboardView } from './dashboard-views.js';
import { useParams } from 'react-router';
import { serveSynoptic, synopticCore, synopticLayer } from './testing/synoptic-fixtures.js';
import {
  campaignId,
  chart,
  materialsChartId,
  pahChartId,
  serveCategories,
  serveCharts,
  serveContents,
  statusChartId,
} from './testing/dashboard-fixtures.js';

const api = setUpMockApi();
const route = '/coring-campaign/:id/:tab';
const at = `/coring-campaign/${campaignId}/dashboard`;

/** The dashboard as a member sees it (the route's tab is the view). */
function MemberDashboard() {
  const { tab } = useParams();
  return (
    <CampaignDashboard
      campaign={{ id: campaignId, name: 'Carottage RD 12' }}
      view={isDashboardView(tab) ? tab : 'dashboard'}
      readOnly={false}
      hrefOf={(view, query) => `/coring-campaign/${campaignId}/${view}?${query.toString()}`}
    />
  );
}

const charts = [
  chart({ id: statusChartId, title: 'Carottes par statut', kind: 'table' }),
  chart({
    id: materialsChartId,
    title: 'Couches par matériau',
    kind: 'bar',
    filterColumns: [{ key: 'material', label: 'Matériau' }],
  }),
  chart({ id: pahChartId, title: 'Classes HAP par couche', kind: 'table', unit: 'couches' }),
];

function serveDashboard() {
  serveCategories(api);
  serveCharts(api, charts);
  return serveContents(api, (chartId, query) =>
    chartId === statusChartId
      ? {
          kind: 'table',
          labels: query.get('direction') === 'Nord' ? ['Validée'] : ['Validée', 'Vide'],
          series: [
            {
              name: 'Carottes',
              unit: null,
              data: query.get('direction') === 'Nord' ? [3] : [5, 2],
            },
          ],
        }
      : chartId === pahChartId
        ? {
            kind: 'table',
            labels: ['HAP < 50 mg/kg', 'HAP ≥ 1 000 mg/kg'],
            series: [{ name: 'Couches', unit: 'couches', data: [12, 1] }],
          }
        : query.get('material') === 'CS'
          ? { kind: 'bar', labels: [], series: [] }
          : {
              kind: 'bar',
              labels: ['EB – Enrobé bitumineux', 'CS – Structure'],
              series: [{ name: 'Couches', unit: null, data: [8, 4] }],
            },
  );
}

describe('campaign dashboard', () => {
  it('shows the categories as tabs and draws each chart from its content', async () => {
    serveDashboard();
    const { router } = await renderScreen(<MemberDashboard />, { route, at });
    const statusChart = await screen.findByRole('region', { name: 'Carottes par statut' });
    const table = await within(statusChart).findByRole('table', { name: 'Carottes par statut' });
    expect(within(table).getByRole('rowheader', { name: 'Validée' })).toBeDefined();
    expect(within(table).getByRole('cell', { name: '5' })).toBeDefined();
    expect(within(table).getByRole('cell', { name: '2' })).toBeDefined();
    // A bar chart is drawn by ECharts, named by its title.
    const materials = screen.getByRole('region', { name: 'Couches par matériau' });
    expect(
      await within(materials).findByRole('img', { name: 'Couches par matériau' }),
    ).toBeDefined();
    // The second category, chosen by its tab, is kept in the URL.
    fireEvent.click(screen.getByRole('tab', { name: 'Polluants' }));
    const pah = await screen.findByRole('region', { name: 'Classes HAP par couche' });
    expect(await within(pah).findByRole('cell', { name: '1 couches' })).toBeDefined();
    expect(router.state.location.search).toBe('?category=c0000000-0000-4000-8000-000000000002');
  });

  it('keeps the filters in the URL and gives each chart those it declares', async () => {
    const asked = serveDashboard();
    const { router } = await renderScreen(<MemberDashboard />, { route, at });
    await screen.findByRole('cell', { name: '5' });
    const direction = screen.getByRole('textbox', { name: 'Sens' });
    fireEvent.change(direction, { target: { value: 'Nord' } });
    fireEvent.blur(direction);
    await waitFor(() => {
      expect(router.state.location.search).toBe('?direction=Nord');
    });
    expect(await screen.findByRole('cell', { name: '3' })).toBeDefined();
    expect(asked).toContainEqual({ chartId: statusChartId, query: 'direction=Nord' });
    // The materials chart declares only « material »: the direction is not sent to it (a 400).
    expect(asked.filter((one) => one.chartId === materialsChartId).map((one) => one.query)).toEqual(
      [''],
    );
    // A chart with nothing to draw for the filters says so, in French.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Matériau' }));
    fireEvent.click(await screen.findByRole('option', { name: 'CS – Structure' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?direction=Nord&material=CS');
    });
    const materials = screen.getByRole('region', { name: 'Couches par matériau' });
    expect(await within(materials).findByText('Aucune donnée pour ce graphique')).toBeDefined();
  });

  it('filters by a road chosen among the campaign’s roads, and refuses a PR that is not a number', async () => {
    const asked = serveDashboard();
    const rd12 = 'eeeeeeee-0000-4000-8000-000000000012';
    serveSynoptic(api, [
      synopticCore({
        id: 'aaaaaaaa-0000-4000-8000-000000000001',
        displayName: 'C1',
        road: { id: rd12, name: 'RD 12' },
        layers: [synopticLayer({ type: 'EB', thickness: 80 })],
      }),
      synopticCore({
        id: 'aaaaaaaa-0000-4000-8000-000000000002',
        displayName: 'C2',
        road: { id: 'eeeeeeee-0000-4000-8000-000000000007', name: 'RD 7' },
        layers: [synopticLayer({ type: 'EB', thickness: 80 })],
      }),
    ]);
    const { router } = await renderScreen(<MemberDashboard />, { route, at });
    await screen.findByRole('cell', { name: '5' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Route' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Tous', 'RD 7', 'RD 12']);
    fireEvent.click(screen.getByRole('option', { name: 'RD 12' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?road=${rd12}`);
    });
    await waitFor(() => {
      expect(asked).toContainEqual({ chartId: statusChartId, query: `road=${rd12}` });
    });
    const prFrom = screen.getByRole('textbox', { name: 'PR de début' });
    fireEvent.change(prFrom, { target: { value: 'PR 12' } });
    fireEvent.blur(prFrom);
    expect(await screen.findByText('Un numéro de PR (chiffres)')).toBeDefined();
    expect(router.state.location.search).toBe(`?road=${rd12}`);
  });

  it('reads the filters of a link it is opened with', async () => {
    const asked = serveDashboard();
    await renderScreen(<MemberDashboard />, { route, at: `${at}?direction=Nord&lane=2` });
    expect(await screen.findByRole('cell', { name: '3' })).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Voie' }).value).toBe('2');
    expect(asked).toContainEqual({ chartId: statusChartId, query: 'direction=Nord&lane=2' });
  });
});
