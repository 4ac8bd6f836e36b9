import {
  getListProviderLaboratoriesMockHandler,
  getListProviderLaboratoriesResponseMock,
  getListProviderPrestationsMockHandler,
  getListProviderPrestationsResponseMock,
  getListSiteProvidersMockHandler,
  getListSiteProvidersResponseMock,
  getPatchSiteMockHandler,
} from '@chaussee/sdk/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import {
  OFFICE_ID,
  openOrganization,
  organizationOf,
  serveOrganization,
  SITE_ID,
  siteOf,
  userWith,
} from './admin-test-kit.js';

const api = setUpMockApi();
const admin = userWith(['ROLE_ADMIN'], null, OFFICE_ID);

async function sitesGrid() {
  await openOrganization(organizationOf(), admin, 'sites');
  return screen.findByRole('region', { name: 'Sites de l’organisation' });
}

describe('sites tab: activation', () => {
  it('deactivates an active site and reactivates an inactive one (PATCH isActive)', async () => {
    const patches: unknown[] = [];
    serveOrganization(api, organizationOf(), [
      siteOf({}),
      siteOf({
        id: '0e0e0e0e-0000-4000-8000-000000000009',
        name: 'Antenne fermée',
        isActive: false,
      }),
    ]);
    api.use(
      getPatchSiteMockHandler(async ({ request }) => {
        patches.push(await request.json());
        return siteOf({});
      }),
    );
    const grid = await sitesGrid();
    fireEvent.click(
      await within(grid).findByRole('button', { name: 'Désactiver Agence Toulouse' }),
    );
    await waitFor(() => {
      expect(patches).toEqual([{ isActive: false }]);
    });
    fireEvent.click(within(grid).getByRole('button', { name: 'Activer Antenne fermée' }));
    await waitFor(() => {
      expect(patches).toEqual([{ isActive: false }, { isActive: true }]);
    });
  });
});

describe('sites tab: providers', () => {
  it('shows the site’s providers with their laboratories and prestations', async () => {
    serveOrganization(api, organizationOf(), [siteOf({})]);
    const [sample] = getListSiteProvidersResponseMock().items;
    const [laboratory] = getListProviderLaboratoriesResponseMock().items;
    const [prestation] = getListProviderPrestationsResponseMock().items;
    if (sample === undefined || laboratory === undefined || prestation === undefined) {
      throw new Error('The mocks give items');
    }
    api.use(
      getListSiteProvidersMockHandler({
        total: 1,
        limit: 200,
        offset: 0,
        items: [
          {
            ...sample,
            siteId: SITE_ID,
            isDefault: true,
            provider: { ...sample.provider, name: 'Laboratoire Alpes Analyses' },
          },
        ],
      }),
      getListProviderLaboratoriesMockHandler({
        total: 1,
        limit: 200,
        offset: 0,
        items: [{ ...laboratory, name: 'Labo de Grenoble' }],
      }),
      getListProviderPrestationsMockHandler({
        total: 1,
        limit: 200,
        offset: 0,
        items: [{ ...prestation, name: 'Recherche d’amiante' }],
      }),
    );
    const grid = await sitesGrid();
    fireEvent.click(
      await within(grid).findByRole('button', { name: 'Prestataires du site Agence Toulouse' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Prestataires du site Agence Toulouse',
    });
    const provider = await within(dialog).findByRole('region', {
      name: 'Laboratoire Alpes Analyses',
    });
    expect(within(provider).getByText('Par défaut')).toBeDefined();
    expect(await within(provider).findByText(/Labo de Grenoble/u)).toBeDefined();
    expect(await within(provider).findByText(/Recherche d’amiante/u)).toBeDefined();
  });
});
