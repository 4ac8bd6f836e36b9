import {
  getListProviderLaboratoriesMockHandler,
  getListProviderLaboratoriesResponseMock,
  getListProviderPrestationsMockHandler,
  getListProviderPrestationsResponseMock,
  getListSiteProvidersMockHandler,
  getListSiteProvidersResponseMock,
  getAddSiteProviderMockHandler,
  getListProvidersMockHandler,
  getPatchSiteMockHandler,
  getRemoveSiteProviderMockHandler,
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
  it('deactivates an active site and reactivates an inactive one (PATCH isActive, with the version listed)', async () => {
    const patches: unknown[] = [];
    const ifMatch: (string | null)[] = [];
    serveOrganization(api, organizationOf(), [
      siteOf({ version: 2 }),
      siteOf({
        id: '0e0e0e0e-0000-4000-8000-000000000009',
        name: 'Antenne fermée',
        isActive: false,
        version: 7,
      }),
    ]);
    api.use(
      getPatchSiteMockHandler(async ({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
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
    // A site is read only in lists: each switch names the version its row was listed at.
    expect(ifMatch).toEqual(['"v2"', '"v7"']);
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

describe('sites tab: managing the providers of a site', () => {
  it('adds a provider the site does not have, and removes one after a confirmation', async () => {
    serveOrganization(api, organizationOf(), [siteOf({})]);
    const [sample] = getListSiteProvidersResponseMock().items;
    if (sample === undefined) throw new Error('The mock gives site providers');
    const enabled = {
      ...sample.provider,
      id: '1a1a1a1a-0000-4000-8000-00000000000a',
      name: 'Géolab',
    };
    const other = {
      ...sample.provider,
      id: '1b1b1b1b-0000-4000-8000-00000000000b',
      name: 'Soltest',
    };
    const calls: string[] = [];
    api.use(
      getListSiteProvidersMockHandler({
        total: 1,
        limit: 200,
        offset: 0,
        items: [{ ...sample, siteId: SITE_ID, isDefault: false, provider: enabled }],
      }),
      getListProvidersMockHandler({ total: 2, limit: 200, offset: 0, items: [enabled, other] }),
      getAddSiteProviderMockHandler(({ params }) => {
        calls.push(`add ${String(params.providerId)}`);
        return { ...sample, siteId: SITE_ID, provider: other };
      }),
      getRemoveSiteProviderMockHandler(({ params }) => {
        calls.push(`remove ${String(params.providerId)}`);
      }),
    );
    const grid = await sitesGrid();
    fireEvent.click(
      await within(grid).findByRole('button', { name: 'Prestataires du site Agence Toulouse' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Prestataires du site Agence Toulouse',
    });
    fireEvent.mouseDown(
      await within(dialog).findByRole('combobox', { name: 'Prestataire à ajouter' }),
    );
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Soltest']);
    fireEvent.click(within(options).getByRole('option', { name: 'Soltest' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le prestataire' }));
    await waitFor(() => {
      expect(calls).toEqual([`add ${other.id}`]);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer Géolab' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Retirer le prestataire ?' });
    expect(calls).toEqual([`add ${other.id}`]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => {
      expect(calls).toEqual([`add ${other.id}`, `remove ${enabled.id}`]);
    });
  });

  it('leaves the providers read only to the office administrator', async () => {
    serveOrganization(api, organizationOf(), [siteOf({})]);
    await openOrganization(
      organizationOf(),
      userWith(['ROLE_NEXTROAD_ADMIN'], null, OFFICE_ID),
      'sites',
    );
    const grid = await screen.findByRole('region', { name: 'Sites de l’organisation' });
    fireEvent.click(
      await within(grid).findByRole('button', { name: 'Prestataires du site Agence Toulouse' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Prestataires du site Agence Toulouse',
    });
    await waitFor(() => {
      expect(within(dialog).queryByRole('progressbar')).toBeNull();
    });
    expect(within(dialog).queryByRole('combobox', { name: 'Prestataire à ajouter' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Retirer/u })).toBeNull();
  });
});
