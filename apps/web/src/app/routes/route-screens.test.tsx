import {
  getGetAuscultationCampaignMockHandler,
  getGetAuscultationCampaignResponseMock,
  getGetCampaignMockHandler,
  getGetCampaignResponseMock,
} from '@chaussee/sdk/mocks';
import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  campaignId,
  coringCampaign,
  serveCampaign,
} from '../../features/coring/testing/coring-fixtures.js';
import {
  campaignId as auscultationId,
  serveTables,
} from '../../features/auscultation/testing/statistic-fixtures.js';
import { serveCategories } from '../../features/dashboards/testing/dashboard-fixtures.js';
import { serveSynoptic } from '../../features/dashboards/testing/synoptic-fixtures.js';
import { serveCoringMap } from '../../features/map/testing/map-fixtures.js';
import { guestUser } from '../../shared/session/testing/fake-session-api.js';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { ROUTES } from '../../shared/routes/route-table.js';
import { screenOf } from './route-screens.js';

// happy-dom has no WebGL: the map screens draw on a fake MapLibre.
vi.mock('maplibre-gl', () => import('../../shared/testing/fake-maplibre.js'));

const api = setUpMockApi();

/** The component a route renders, its lazy screen loaded. */
async function componentOf(routeName: string): Promise<ComponentType> {
  const { lazy, Component } = screenOf(routeName);
  if (typeof lazy === 'function') {
    const loaded = await lazy();
    if (loaded.Component) return loaded.Component;
  }
  if (Component) return Component;
  throw new Error(`${routeName} renders nothing`);
}

function pathPattern(routeName: string): string {
  const route = ROUTES.find((candidate) => candidate.name === routeName);
  if (route === undefined) throw new Error(`Unknown route ${routeName}`);
  return route.path;
}

describe('the map screens, in place of « en construction »', () => {
  it('/coring-campaign/{id}/map shows the map in the campaign frame, no tab selected', async () => {
    serveCampaign(api, coringCampaign({ name: 'Carottage RD 12' }));
    serveCoringMap(api, campaignId);
    const Screen = await componentOf('coring-campaign-map');
    await renderScreen(<Screen />, {
      route: pathPattern('coring-campaign-map'),
      at: `/coring-campaign/${campaignId}/map`,
    });
    await screen.findByRole('heading', { level: 1, name: 'Carottage RD 12' });
    const tabs = screen.getByRole('navigation', { name: 'Pages de la campagne' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .filter((tab) => tab.getAttribute('aria-selected') === 'true'),
    ).toEqual([]);
    expect(await screen.findByRole('region', { name: 'Carte des carottages' })).toBeDefined();
    expect(await screen.findByRole('checkbox', { name: 'Carottes' })).toBeDefined();
    expect(screen.queryByTestId('placeholder-page')).toBeNull();
    expect(screen.queryByText('Carte en lecture seule')).toBeNull();
  });

  it('/guests/coring-campaign/{id}/map shows its guest the map, read only', async () => {
    serveCoringMap(api, campaignId);
    api.use(
      getGetCampaignMockHandler({
        ...getGetCampaignResponseMock(),
        id: campaignId,
        type: 'coring',
        name: 'Carottage RD 12',
      }),
    );
    const Screen = await componentOf('coring-campaign-map-guest');
    await renderScreen(<Screen />, {
      route: pathPattern('coring-campaign-map-guest'),
      at: `/guests/coring-campaign/${campaignId}/map`,
      user: { ...guestUser, campaign: { id: campaignId, type: 'coring' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Carottage RD 12' });
    expect(screen.getByText(/Accès invité en lecture seule/u)).toBeDefined();
    expect(await screen.findByText('Carte en lecture seule')).toBeDefined();
    expect(screen.queryByTestId('placeholder-page')).toBeNull();
  });

  it('/auscultation-campaign/{id}/map shows the campaign and its map', async () => {
    serveCoringMap(api, auscultationId);
    api.use(
      getGetAuscultationCampaignMockHandler({
        ...getGetAuscultationCampaignResponseMock(),
        id: auscultationId,
        name: 'Auscultation RD 1090',
      }),
    );
    const Screen = await componentOf('auscultation-campaign-map');
    await renderScreen(<Screen />, {
      route: pathPattern('auscultation-campaign-map'),
      at: `/auscultation-campaign/${auscultationId}/map`,
    });
    await screen.findByRole('heading', { level: 1, name: 'Auscultation RD 1090' });
    expect(await screen.findByRole('region', { name: 'Carte de l’auscultation' })).toBeDefined();
    expect(screen.queryByTestId('placeholder-page')).toBeNull();
  });
});

describe('the dashboard screens of a coring campaign, in place of « en construction »', () => {
  it.each([
    ['dashboard', 'Tableau de bord'],
    ['structural-synoptic', 'Synoptique structurel'],
    ['analyses-synoptic', 'Synoptique des analyses'],
  ])('/coring-campaign/{id}/%s shows « %s » in the campaign frame', async (tab, viewName) => {
    serveCampaign(api, coringCampaign({ name: 'Carottage RD 12' }));
    serveCategories(api);
    serveSynoptic(api, []);
    const Screen = await componentOf('coring-campaign-dashboard');
    await renderScreen(<Screen />, {
      route: pathPattern('coring-campaign-dashboard'),
      at: `/coring-campaign/${campaignId}/${tab}`,
    });
    await screen.findByRole('heading', { level: 1, name: 'Carottage RD 12' });
    const pages = screen.getByRole('navigation', { name: 'Pages de la campagne' });
    expect(
      within(pages).getByRole('tab', { name: 'Tableau de bord', selected: true }),
    ).toBeDefined();
    const views = await screen.findByRole('navigation', { name: 'Vues du tableau de bord' });
    expect(within(views).getByRole('tab', { name: viewName, selected: true })).toBeDefined();
    expect(screen.queryByTestId('placeholder-page')).toBeNull();
    // Another view keeps the filters of the URL.
    expect(
      within(views).getByRole('tab', { name: 'Synoptique structurel' }).getAttribute('href'),
    ).toBe(`/coring-campaign/${campaignId}/structural-synoptic`);
  });
});

describe('the dashboard screens of an auscultation campaign, in place of « en construction »', () => {
  it('/auscultation-campaign/{id}/dashboard shows the campaign and its statistic tables', async () => {
    serveTables(api);
    api.use(
      getGetAuscultationCampaignMockHandler({
        ...getGetAuscultationCampaignResponseMock(),
        id: auscultationId,
        name: 'Auscultation RD 1090',
      }),
    );
    const Screen = await componentOf('auscultation-campaign-dashboard');
    await renderScreen(<Screen />, {
      route: pathPattern('auscultation-campaign-dashboard'),
      at: `/auscultation-campaign/${auscultationId}/dashboard`,
    });
    await screen.findByRole('heading', { level: 1, name: 'Auscultation RD 1090' });
    expect(await screen.findByRole('region', { name: 'Synthèse par section' })).toBeDefined();
    expect(screen.queryByTestId('placeholder-page')).toBeNull();
  });

  it('/guests/auscultation-campaign/{id}/dashboard shows its guest the tables, read only', async () => {
    serveTables(api);
    api.use(
      getGetCampaignMockHandler({
        ...getGetCampaignResponseMock(),
        id: auscultationId,
        type: 'auscultation',
        name: 'Auscultation RD 1090',
      }),
    );
    const Screen = await componentOf('auscultation-campaign-dashboard-guest');
    await renderScreen(<Screen />, {
      route: pathPattern('auscultation-campaign-dashboard-guest'),
      at: `/guests/auscultation-campaign/${auscultationId}/dashboard`,
      user: { ...guestUser, campaign: { id: auscultationId, type: 'auscultation' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Auscultation RD 1090' });
    expect(screen.getByText(/Accès invité en lecture seule/u)).toBeDefined();
    expect(await screen.findByRole('region', { name: 'Synthèse par section' })).toBeDefined();
    expect(screen.queryByTestId('placeholder-page')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Importer un relevé' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ouvrir le relevé/u })).toBeNull();
  });
});

describe('the documents screens of a campaign, in place of « en construction »', () => {
  it.each([
    ['campaign-files', `/campaign/${campaignId}/files`, 'Fichiers : Livrables'],
    ['campaign-deliverables', `/campaign/${campaignId}/deliverables`, 'Livrables'],
  ])('%s shows its screen in a coring campaign’s frame', async (routeName, at, gridName) => {
    serveCampaign(api, coringCampaign({ name: 'Carottage RD 12' }));
    api.use(
      getGetCampaignMockHandler({
        ...getGetCampaignResponseMock(),
        id: campaignId,
        type: 'coring',
        name: 'Carottage RD 12',
      }),
    );
    const Screen = await componentOf(routeName);
    await renderScreen(<Screen />, { route: pathPattern(routeName), at });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carottage RD 12' })).toBeDefined();
    const tabs = screen.getByRole('navigation', { name: 'Pages de la campagne' });
    expect(within(tabs).getByRole('tab', { name: 'Carottes' })).toBeDefined();
    expect(await screen.findByRole('region', { name: gridName })).toBeDefined();
    expect(screen.queryByTestId('placeholder-page')).toBeNull();
  });

  it('shows the file manager of an auscultation campaign under its name and status', async () => {
    api.use(
      getGetCampaignMockHandler({
        ...getGetCampaignResponseMock(),
        id: campaignId,
        type: 'auscultation',
        name: 'Auscultation A 41',
        status: 'processing',
      }),
    );
    const Screen = await componentOf('campaign-files');
    await renderScreen(<Screen />, {
      route: pathPattern('campaign-files'),
      at: `/campaign/${campaignId}/files`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auscultation A 41' }),
    ).toBeDefined();
    expect(screen.getByText('En cours de traitement')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Fichiers client' })).toBeDefined();
  });

  it('asks an anonymous visitor of the files route to sign in, and shows no campaign', async () => {
    const Screen = await componentOf('campaign-files');
    const { session } = await renderScreen(<Screen />, {
      route: pathPattern('campaign-files'),
      at: `/campaign/${campaignId}/files`,
    });
    act(() => {
      session.signOut();
    });
    expect(
      await screen.findByRole('heading', { name: 'Connectez-vous pour voir les fichiers' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('tab', { name: 'Livrables' })).toBeNull();
  });
});
