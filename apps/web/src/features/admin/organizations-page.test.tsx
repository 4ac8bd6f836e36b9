import {
  getCreateOrganizationMockHandler,
  getDeactivateOrganizationMockHandler,
  getListOrganizationsMockHandler,
} from '@chaussee/sdk/mocks';
import type { Organization } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import {
  CUSTOMER_ID,
  errorsUnder,
  OFFICE_ID,
  OTHER_CUSTOMER_ID,
  organizationOf,
  userWith,
} from './admin-test-kit.js';
import { OrganizationsPage } from './organizations-page.js';

const api = setUpMockApi();
const route = '/admin/organizations';

const office = organizationOf({ id: OFFICE_ID, name: 'Bureau Chaussée', isInternal: true });
const customer = organizationOf();
const otherCustomer = organizationOf({
  id: OTHER_CUSTOMER_ID,
  name: 'Société des Autoroutes',
  siret: null,
  city: 'Lyon',
  zipCode: '69000',
});

function serve(organizations: Organization[]) {
  api.use(
    getListOrganizationsMockHandler({
      total: organizations.length,
      limit: 200,
      offset: 0,
      items: organizations,
    }),
  );
}

async function grid() {
  return screen.findByRole('region', { name: 'Liste des organisations' });
}

async function openCreation() {
  fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle organisation' }));
  return screen.findByRole('dialog', { name: 'Créer une organisation' });
}

describe('organizations administration', () => {
  it('lists the organizations with French headers and searches them without accents', async () => {
    serve([office, customer, otherCustomer]);
    await renderScreen(<OrganizationsPage />, { route, at: route });
    const table = await grid();
    await within(table).findByRole('link', { name: 'Routes du Sud' });
    for (const header of ['Nom de l’organisation', 'Type', 'SIRET', 'Code postal', 'Ville']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeDefined();
    }
    expect(within(table).getByText('Bureau d’études')).toBeDefined();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une organisation' }), {
      target: { value: 'societe' },
    });
    await waitFor(() => {
      expect(within(table).queryByRole('link', { name: 'Routes du Sud' })).toBeNull();
    });
    expect(within(table).getByRole('link', { name: 'Société des Autoroutes' })).toBeDefined();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une organisation' }), {
      target: { value: 'introuvable' },
    });
    expect(
      await within(table).findByText('Aucune organisation ne correspond à votre recherche'),
    ).toBeDefined();
  });

  it('offers creation and deactivation to the office administrator, neither to a supervisor', async () => {
    serve([customer]);
    await renderScreen(<OrganizationsPage />, {
      route,
      at: route,
      user: userWith(['ROLE_CUSTOMER_SUPERVISOR'], null, CUSTOMER_ID),
    });
    const table = await grid();
    await within(table).findByRole('link', { name: 'Routes du Sud' });
    expect(screen.queryByRole('button', { name: 'Nouvelle organisation' })).toBeNull();
    expect(
      within(table).queryByRole('button', { name: 'Désactiver l’organisation Routes du Sud' }),
    ).toBeNull();
  });

  it('deactivates a customer after a confirmation, never the engineering office', async () => {
    serve([office, customer]);
    const deactivated: string[] = [];
    api.use(
      getDeactivateOrganizationMockHandler(({ params }) => {
        deactivated.push(String(params.id));
        return { ...customer, isActive: false };
      }),
    );
    await renderScreen(<OrganizationsPage />, {
      route,
      at: route,
      user: userWith(['ROLE_NEXTROAD_ADMIN'], null, OFFICE_ID),
    });
    const table = await grid();
    await within(table).findByRole('link', { name: 'Bureau Chaussée' });
    expect(
      within(table).queryByRole('button', { name: 'Désactiver l’organisation Bureau Chaussée' }),
    ).toBeNull();
    fireEvent.click(
      within(table).getByRole('button', { name: 'Désactiver l’organisation Routes du Sud' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Désactiver l’organisation ?' });
    expect(deactivated).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => {
      expect(deactivated).toEqual([CUSTOMER_ID]);
    });
  });

  describe('the creation form shows each rule of section 5 under its field', () => {
    async function submitWith(values: Record<string, string>) {
      const bodies: unknown[] = [];
      serve([]);
      api.use(
        getCreateOrganizationMockHandler(async ({ request }) => {
          bodies.push(await request.json());
          return customer;
        }),
      );
      await renderScreen(<OrganizationsPage />, { route, at: route });
      const dialog = await openCreation();
      for (const [label, value] of Object.entries(values)) {
        fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(label, 'u') }), {
          target: { value },
        });
      }
      fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
      return bodies;
    }

    it('the name is required', async () => {
      const bodies = await submitWith({});
      await waitFor(() => {
        expect(errorsUnder('name')).toBe('Ce champ est requis');
      });
      expect(bodies).toEqual([]);
    });

    it('the name is not blank', async () => {
      await submitWith({ 'Nom de l’organisation': '   ' });
      await waitFor(() => {
        expect(errorsUnder('name')).toBe('Ce champ doit comporter des caractères alphanumériques');
      });
    });

    it('the SIRET has 14 digits', async () => {
      const bodies = await submitWith({ 'Nom de l’organisation': 'Voirie', SIRET: '1234' });
      await waitFor(() => {
        expect(errorsUnder('siret')).toBe('14 chiffres attendus');
      });
      expect(bodies).toEqual([]);
    });

    it('the zip code has 5 characters', async () => {
      await submitWith({ 'Nom de l’organisation': 'Voirie', 'Code postal': '310' });
      await waitFor(() => {
        expect(errorsUnder('zipCode')).toBe('Code postal invalide');
      });
    });

    it('the phone is a French number', async () => {
      await submitWith({ 'Nom de l’organisation': 'Voirie', Téléphone: '12' });
      await waitFor(() => {
        expect(errorsUnder('phone')).toBe('Le numéro de téléphone ne correspond pas');
      });
    });

    it('a valid organization is sent', async () => {
      const bodies = await submitWith({
        'Nom de l’organisation': 'Voirie',
        SIRET: '12345678901234',
        'Code postal': '31000',
        Téléphone: '05 61 00 00 00',
      });
      await waitFor(() => {
        expect(bodies).toHaveLength(1);
      });
      expect(bodies[0]).toMatchObject({ name: 'Voirie', siret: '12345678901234' });
    });
  });
});
