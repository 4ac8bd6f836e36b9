import { getCreateUserMockHandler, getUpdateUserMockHandler } from '@chaussee/sdk/mocks';
import type { User } from '@chaussee/sdk/react';
import { serverDetails } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import {
  CUSTOMER_ID,
  errorsUnder,
  OFFICE_ID,
  openOrganization,
  organizationOf,
  serveOrganization,
  siteOf,
  userOf,
  userWith,
} from './admin-test-kit.js';

const api = setUpMockApi();
const customer = organizationOf();

const commercial = userWith(['ROLE_NEXTROAD_USER'], 'commercial', OFFICE_ID);
const engineer = userWith(['ROLE_NEXTROAD_USER'], 'engineer', OFFICE_ID);
const mainCustomer = userWith(['ROLE_CUSTOMER_MAIN'], null, CUSTOMER_ID);
const supervisor = userWith(['ROLE_CUSTOMER_SUPERVISOR'], null, CUSTOMER_ID);
const admin = userWith(['ROLE_ADMIN'], null, OFFICE_ID);

async function openUsers(user: CurrentUser, users: User[] = []) {
  serveOrganization(api, customer, [siteOf({})], users);
  await openOrganization(customer, user, 'utilisateurs');
  return screen.findByRole('region', { name: 'Utilisateurs de l’organisation' });
}

async function openCreation(user: CurrentUser) {
  await openUsers(user);
  fireEvent.click(await screen.findByRole('button', { name: 'Nouvel utilisateur' }));
  const dialog = await screen.findByRole('dialog', { name: 'Créer un utilisateur' });
  // The sites of the organization load before the fields show.
  await within(dialog).findByRole('textbox', { name: /Adresse e-mail/u });
  return dialog;
}

async function typesOffered(dialog: HTMLElement): Promise<string[]> {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Type de compte/u }));
  const list = await screen.findByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((name) => name !== 'Aucun');
  fireEvent.keyDown(list, { key: 'Escape' });
  return names;
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(label, 'u') }), {
    target: { value },
  });
}

async function chooseSite(dialog: HTMLElement) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Sites/u }));
  const list = await screen.findByRole('listbox');
  fireEvent.click(within(list).getByRole('option', { name: 'Agence Toulouse' }));
  fireEvent.keyDown(list, { key: 'Escape' });
}

async function fillValidCustomer(dialog: HTMLElement) {
  type(dialog, 'Adresse e-mail', 'lea@routes-du-sud.fr');
  type(dialog, 'Prénom', 'Léa');
  type(dialog, '^Nom', 'Martin');
  await chooseSite(dialog);
}

function submit(dialog: HTMLElement, name = 'Créer') {
  fireEvent.click(within(dialog).getByRole('button', { name }));
}

describe('users tab: the types of account each caller may create (spec section 6)', () => {
  // Staff reach CUSTOMER_MAIN through the role hierarchy, so they also create secondary customers.
  it('a commercial creates main customers', async () => {
    expect(await typesOffered(await openCreation(commercial))).toEqual([
      'Client principal',
      'Client utilisateur',
    ]);
  });

  it('an engineer creates supervisor customers', async () => {
    expect(await typesOffered(await openCreation(engineer))).toEqual([
      'Client superviseur',
      'Client utilisateur',
    ]);
  });

  it('a main customer creates secondary customers in their organization', async () => {
    expect(await typesOffered(await openCreation(mainCustomer))).toEqual(['Client utilisateur']);
  });

  it('a customer of another organization creates nobody here', async () => {
    await openUsers(userWith(['ROLE_CUSTOMER_MAIN'], null, OFFICE_ID));
    await screen.findByText('Aucun utilisateur');
    expect(screen.queryByRole('button', { name: 'Nouvel utilisateur' })).toBeNull();
  });
});

describe('users tab: each section 5 rule under its field', () => {
  it('a valid e-mail', async () => {
    const dialog = await openCreation(admin);
    await fillValidCustomer(dialog);
    type(dialog, 'Adresse e-mail', 'lea.martin');
    submit(dialog);
    await waitFor(() => {
      expect(errorsUnder('email')).toBe('Veuillez saisir une adresse mail valide');
    });
  });

  it('a required first name', async () => {
    const dialog = await openCreation(admin);
    await fillValidCustomer(dialog);
    type(dialog, 'Prénom', '');
    submit(dialog);
    await waitFor(() => {
      expect(errorsUnder('firstName')).toBe('Ce champ est requis');
    });
  });

  it('a French phone number', async () => {
    const dialog = await openCreation(admin);
    await fillValidCustomer(dialog);
    type(dialog, 'Téléphone', '123');
    submit(dialog);
    await waitFor(() => {
      expect(errorsUnder('phone')).toBe('Le numéro de téléphone ne correspond pas');
    });
  });

  it('at least one site', async () => {
    const dialog = await openCreation(admin);
    type(dialog, 'Adresse e-mail', 'lea@routes-du-sud.fr');
    type(dialog, 'Prénom', 'Léa');
    type(dialog, '^Nom', 'Martin');
    submit(dialog);
    await waitFor(() => {
      expect(errorsUnder('siteIds')).toBe('Veuillez attribuer au moins un site');
    });
  });

  it('at least one role', async () => {
    const dialog = await openCreation(admin);
    await fillValidCustomer(dialog);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Rôles/u }));
    const list = await screen.findByRole('listbox');
    fireEvent.click(within(list).getByRole('option', { name: 'Client principal' }));
    fireEvent.keyDown(list, { key: 'Escape' });
    submit(dialog);
    await waitFor(() => {
      expect(errorsUnder('roles')).toBe('Veuillez attribuer au moins un rôle');
    });
  });

  it('a valid user type (the server’s answer)', async () => {
    api.use(
      getCreateUserMockHandler(answerProblem(400, 'bad_request', serverDetails.userTypeRequired)),
    );
    const dialog = await openCreation(admin);
    await fillValidCustomer(dialog);
    submit(dialog);
    await waitFor(() => {
      expect(errorsUnder('userType')).toBe(
        'Le rôle attribué ne convient pas à cet utilisateur. Choisissez un autre rôle.',
      );
    });
  });

  it('an e-mail not used by another account (the server’s answer)', async () => {
    api.use(
      getCreateUserMockHandler(answerProblem(409, 'conflict', serverDetails.userAlreadyExists)),
    );
    const dialog = await openCreation(admin);
    await fillValidCustomer(dialog);
    submit(dialog);
    await waitFor(() => {
      expect(errorsUnder('email')).toBe('Cette adresse mail est déjà utilisée');
    });
  });

  it('the main-customer role guard (the server’s answer on an edit)', async () => {
    const main = userOf({ roles: ['ROLE_CUSTOMER_MAIN'] });
    api.use(
      getUpdateUserMockHandler(answerProblem(409, 'conflict', serverDetails.customerRoleLocked)),
    );
    const grid = await openUsers(admin, [main]);
    fireEvent.click(await within(grid).findByRole('button', { name: 'Modifier Inès Lambert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Inès Lambert' });
    await within(dialog).findByRole('textbox', { name: /Adresse e-mail/u });
    submit(dialog, 'Enregistrer');
    await waitFor(() => {
      expect(errorsUnder('roles')).toBe(
        "Impossible de modifier le rôle de ce client, car il est client principal d'au moins une campagne.",
      );
    });
  });
});

describe('users tab: actions on an account by role', () => {
  it('a main customer sends the invite link but neither copies it nor deletes', async () => {
    const grid = await openUsers(mainCustomer, [userOf({})]);
    await within(grid).findByRole('button', {
      name: 'Envoyer le lien d’invitation à Inès Lambert',
    });
    expect(within(grid).queryByRole('button', { name: /Copier le lien/u })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Supprimer Inès Lambert' })).toBeNull();
  });

  it('a supervisor copies the invite link of their organization’s account', async () => {
    const grid = await openUsers(supervisor, [userOf({})]);
    await within(grid).findByRole('button', {
      name: 'Copier le lien d’invitation de Inès Lambert',
    });
  });

  it('an admin deletes an account after a confirmation', async () => {
    const grid = await openUsers(admin, [userOf({})]);
    fireEvent.click(await within(grid).findByRole('button', { name: 'Supprimer Inès Lambert' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Supprimer l’utilisateur ?' }),
    ).toBeDefined();
  });
});
