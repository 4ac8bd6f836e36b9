import {
  getCommentChartMockHandler,
  getConfigureCampaignDashboardMockHandler,
} from '@chaussee/sdk/mocks';
import type { Chart } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { adminUser, impersonatedUser } from '../../shared/session/testing/fake-session-api.js';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { CampaignDashboard } from './campaign-dashboard.js';
import {
  campaignId,
  categories,
  chart,
  materialsChartId,
  pahChartId,
  serveCategories,
  serveCharts,
  serveContents,
  statusChartId,
} from './testing/dashboard-fixtures.js';

const api = setUpMockApi();
const route = '/coring-campaign/:id/dashboard';
const at = `/coring-campaign/${campaignId}/dashboard`;

const engineer: CurrentUser = { ...adminUser, roles: ['ROLE_USER'], job: 'engineer' };
const commercial: CurrentUser = { ...adminUser, roles: ['ROLE_USER'], job: 'commercial' };

function Dashboard({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <CampaignDashboard
      campaign={{ id: campaignId, name: 'Carottage RD 12' }}
      view="dashboard"
      readOnly={readOnly}
      hrefOf={(view) => `/coring-campaign/${campaignId}/${view}`}
    />
  );
}

/** The dashboard's charts, kept as the server would: a comment saved is read back. */
function serveDashboard() {
  const charts = new Map<string, Chart>(
    [
      chart({
        id: statusChartId,
        title: 'Carottes par statut',
        kind: 'table',
        comment: 'Deux carottes restent à prélever.',
      }),
      chart({ id: materialsChartId, title: 'Couches par matériau', kind: 'table' }),
      chart({ id: pahChartId, title: 'Classes HAP par couche', kind: 'table' }),
    ].map((one) => [one.id, one]),
  );
  serveCategories(api);
  serveCharts(api, [...charts.values()]);
  api.use(
    getCommentChartMockHandler(async ({ params, request }) => {
      const saved = charts.get(String(params.id));
      if (saved === undefined) throw new Error('no such chart');
      const body = (await request.json()) as { comment: string | null };
      const updated = { ...saved, comment: body.comment };
      charts.set(updated.id, updated);
      serveCharts(api, [...charts.values()]);
      return updated;
    }),
  );
  serveContents(api, () => ({
    kind: 'table',
    labels: ['Validée'],
    series: [{ name: 'Carottes', unit: null, data: [4] }],
  }));
}

describe('dashboard rights', () => {
  it('shows every reader the comments', async () => {
    serveDashboard();
    await renderScreen(<Dashboard />, { route, at, user: impersonatedUser });
    const statusChart = await screen.findByRole('region', { name: 'Carottes par statut' });
    expect(await within(statusChart).findByText('Deux carottes restent à prélever.')).toBeDefined();
  });

  it.each([
    ['an engineer', engineer, true, true],
    ['a super administrator', adminUser, true, true],
    ['a commercial (configures, does not comment)', commercial, false, true],
    ['the main customer', impersonatedUser, false, false],
  ])('gives %s the actions of their rights', async (_who, user, canComment, canConfigure) => {
    serveDashboard();
    await renderScreen(<Dashboard />, { route, at, user });
    const statusChart = await screen.findByRole('region', { name: 'Carottes par statut' });
    await within(statusChart).findByText('Deux carottes restent à prélever.');
    expect(
      within(statusChart).queryByRole('button', {
        name: 'Modifier le commentaire de « Carottes par statut »',
      }) !== null,
    ).toBe(canComment);
    expect(screen.queryByRole('button', { name: 'Configurer le tableau de bord' }) !== null).toBe(
      canConfigure,
    );
    // Every member downloads (the PDF within the menu follows its own right).
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeDefined();
  });

  it('shows a guest the comments and no action at all, whatever the session', async () => {
    serveDashboard();
    await renderScreen(<Dashboard readOnly />, { route, at, user: adminUser });
    const statusChart = await screen.findByRole('region', { name: 'Carottes par statut' });
    await within(statusChart).findByText('Deux carottes restent à prélever.');
    expect(within(statusChart).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Configurer le tableau de bord' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Télécharger' })).toBeNull();
  });

  it('lets an engineer edit a comment, read back under the chart', async () => {
    serveDashboard();
    await renderScreen(<Dashboard />, { route, at, user: engineer });
    const materials = await screen.findByRole('region', { name: 'Couches par matériau' });
    fireEvent.click(
      await within(materials).findByRole('button', { name: 'Commenter « Couches par matériau »' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Commentaire de « Couches par matériau »',
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Commentaire' }), {
      target: { value: 'Grave bitume sous 6 cm d’enrobé.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(materials).findByText('Grave bitume sous 6 cm d’enrobé.')).toBeDefined();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('tells the engineer in French when the server refuses the comment', async () => {
    serveDashboard();
    api.use(getCommentChartMockHandler(answerProblem(403, 'forbidden', 'Access Denied.')));
    await renderScreen(<Dashboard />, { route, at, user: engineer });
    const statusChart = await screen.findByRole('region', { name: 'Carottes par statut' });
    fireEvent.click(
      await within(statusChart).findByRole('button', {
        name: 'Modifier le commentaire de « Carottes par statut »',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).not.toContain('Access Denied');
  });

  it('saves the configuration: order, shown charts, visibility to customers', async () => {
    serveDashboard();
    let sent: unknown;
    api.use(
      getConfigureCampaignDashboardMockHandler(async ({ request }) => {
        sent = await request.json();
        return { total: categories.length, limit: 100, offset: 0, items: categories };
      }),
    );
    await renderScreen(<Dashboard />, { route, at, user: commercial });
    fireEvent.click(await screen.findByRole('button', { name: 'Configurer le tableau de bord' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configuration du tableau de bord' });
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Monter « Couches par type de matériau »' }),
    );
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: '« Couches par type de matériau » visible par le client',
      }),
    );
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Afficher « Carottes par filière d’évacuation »',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => {
      expect(sent).toEqual({
        categories: [
          {
            id: 'c0000000-0000-4000-8000-000000000001',
            name: 'Carottes',
            charts: [
              { chartType: 'layers_by_type', visibleToCustomers: true },
              { chartType: 'cores_by_status', visibleToCustomers: true },
              { chartType: 'cores_by_waste_route', visibleToCustomers: false },
            ],
          },
          {
            id: 'c0000000-0000-4000-8000-000000000002',
            name: 'Polluants',
            charts: [{ chartType: 'pah_class_by_layer', visibleToCustomers: true }],
          },
        ],
      });
    });
  });
});
