import { getGetCampaignMockHandler, getGetCampaignResponseMock } from '@chaussee/sdk/mocks';
import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  campaignId,
  coringCampaign,
  serveCampaign,
} from '../../features/coring/testing/coring-fixtures.js';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { ROUTES } from '../../shared/routes/route-table.js';
import { screenOf } from './route-screens.js';

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

describe('campaign routes not built yet keep the campaign frame', () => {
  it.each([
    ['coring-campaign-dashboard', `/coring-campaign/${campaignId}/dashboard`, 'Tableau de bord'],
    [
      'coring-campaign-dashboard',
      `/coring-campaign/${campaignId}/structural-synoptic`,
      'Synoptique structurel',
    ],
    [
      'coring-campaign-dashboard',
      `/coring-campaign/${campaignId}/analyses-synoptic`,
      'Synoptique des analyses',
    ],
    ['coring-campaign-map', `/coring-campaign/${campaignId}/map`, 'Carte'],
  ])('%s at %s: header, tabs and « %s » en construction', async (routeName, at, screenName) => {
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
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Carottage RD 12' })).textContent,
    ).toBe('Carottage RD 12');
    const tabs = screen.getByRole('navigation', { name: 'Pages de la campagne' });
    expect(within(tabs).getByRole('tab', { name: 'Carottes' })).toBeDefined();
    const selected = within(tabs)
      .getAllByRole('tab')
      .filter((tab) => tab.getAttribute('aria-selected') === 'true')
      .map((tab) => tab.textContent);
    expect(selected).toEqual(routeName === 'coring-campaign-dashboard' ? ['Tableau de bord'] : []);
    expect(screen.getByTestId('placeholder-page').textContent).toContain(
      `« ${screenName} » de la campagne est en construction`,
    );
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
