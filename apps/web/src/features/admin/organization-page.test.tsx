import { getDeleteSiteMockHandler } from '@chaussee/sdk/mocks';
import type { Organization, Site } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import {
  CUSTOMER_ID,
  OFFICE_ID,
  OTHER_CUSTOMER_ID,
  OTHER_SITE_ID,
  openOrganization as open,
  organizationOf,
  serveOrganization,
  SITE_ID,
  siteOf,
  userWith,
} from './admin-test-kit.js';

const api = setUpMockApi();
function serve(organization: Organization, sites: Site[] = []) {
  serveOrganization(api, organization, sites);
}

const officeAdmin = userWith(['ROLE_NEXTROAD_ADMIN'], null, OFFICE_ID);
/** Deleting and deactivating sites is for the admin roles (spec section 6, Sites). */
const admin = userWith(['ROLE_ADMIN'], null, OFFICE_ID);
const supervisor = userWith(['ROLE_CUSTOMER_SUPERVISOR'], null, CUSTOMER_ID);

function tabNames(): string[] {
  const tabs = screen.getByRole('tablist', { name: 'Sections de l’organisation' });
  return within(tabs)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

describe('organization page: tabs and rights', () => {
  it('shows the customer’s information, sites, users and relations to the office administrator', async () => {
    serve(organizationOf());
    await open(organizationOf(), officeAdmin);
    expect(tabNames()).toEqual(['Informations', 'Sites', 'Utilisateurs', 'Relations']);
    expect(await screen.findByRole('textbox', { name: /SIRET/u })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: /Bureau d’études/u })).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Relations' }));
    expect(
      await screen.findByText('0 utilisateur(s), 3 projet(s), 4 campagne(s) dont 1 en cours'),
    ).toBeDefined();
  });

  it('shows the agencies tab for the engineering office only', async () => {
    const office = organizationOf({ id: OFFICE_ID, name: 'Bureau Chaussée', isInternal: true });
    serve(office);
    await open(office, officeAdmin);
    expect(tabNames()).toEqual(['Informations', 'Sites', 'Utilisateurs', 'Relations', 'Agences']);
  });

  it('lets a supervisor edit their own organization but not its kind', async () => {
    serve(organizationOf());
    await open(organizationOf(), supervisor);
    expect(tabNames()).toContain('Relations');
    const siret = await screen.findByRole('textbox', { name: /SIRET/u });
    expect(siret.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /Bureau d’études/u })).toBeNull();
  });

  it('gives a supervisor of another organization neither relations nor edits', async () => {
    const other = organizationOf({ id: OTHER_CUSTOMER_ID, name: 'Autre client' });
    serve(other, [siteOf({ organizationId: OTHER_CUSTOMER_ID })]);
    await open(other, supervisor);
    expect(tabNames()).toEqual(['Informations', 'Sites', 'Utilisateurs']);
    const siret = await screen.findByRole('textbox', { name: /SIRET/u });
    expect(siret.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Sites' }));
    const grid = await screen.findByRole('region', { name: 'Sites de l’organisation' });
    await within(grid).findByText('Agence Toulouse');
    expect(screen.queryByRole('button', { name: 'Nouveau site' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Modifier Agence Toulouse' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Supprimer Agence Toulouse' })).toBeNull();
  });

  it('leaves site deletion and deactivation to the admin roles, not to the office administrator', async () => {
    serve(organizationOf(), [siteOf({})]);
    await open(organizationOf(), officeAdmin, 'sites');
    const grid = await screen.findByRole('region', { name: 'Sites de l’organisation' });
    await within(grid).findByRole('button', { name: 'Modifier Agence Toulouse' });
    expect(within(grid).queryByRole('button', { name: 'Supprimer Agence Toulouse' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Désactiver Agence Toulouse' })).toBeNull();
  });
});

describe('organization page: sites', () => {
  it('deletes a site that still has users only once a fallback site is chosen', async () => {
    const withUsers = siteOf({ usersCount: 2, workspacesCount: 1 });
    const fallback = siteOf({ id: OTHER_SITE_ID, name: 'Agence Albi' });
    serve(organizationOf(), [withUsers, fallback]);
    const deleted: unknown[] = [];
    api.use(
      getDeleteSiteMockHandler(async ({ request, params }) => {
        deleted.push({ id: params.id, body: await request.json() });
      }),
    );
    await open(organizationOf(), admin, 'sites');
    const grid = await screen.findByRole('region', { name: 'Sites de l’organisation' });
    fireEvent.click(await within(grid).findByRole('button', { name: 'Supprimer Agence Toulouse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le site ?' });
    expect(within(dialog).getByText('Choisissez le site de repli')).toBeDefined();
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Site de repli/u }));
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agence Albi']);
    fireEvent.click(within(options).getByRole('option', { name: 'Agence Albi' }));
    await waitFor(() => {
      expect(confirm.hasAttribute('disabled')).toBe(false);
    });
    fireEvent.click(confirm);
    await waitFor(() => {
      expect(deleted).toEqual([{ id: SITE_ID, body: { fallbackSiteId: OTHER_SITE_ID } }]);
    });
  });

  it('deletes a site without users or projects with no fallback', async () => {
    serve(organizationOf(), [siteOf({})]);
    const deleted: unknown[] = [];
    api.use(
      getDeleteSiteMockHandler(async ({ request }) => {
        deleted.push(await request.json());
      }),
    );
    await open(organizationOf(), admin, 'sites');
    const grid = await screen.findByRole('region', { name: 'Sites de l’organisation' });
    fireEvent.click(await within(grid).findByRole('button', { name: 'Supprimer Agence Toulouse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le site ?' });
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => {
      expect(deleted).toEqual([{}]);
    });
  });
});
