import {
  getGetOrganizationMockHandler,
  getGetUserMockHandler,
  getListOrganizationSitesMockHandler,
  getUpdateOrganizationMockHandler,
  getUpdateSiteMockHandler,
  getUpdateUserMockHandler,
} from '@chaussee/sdk/mocks';
import type { Organization, Site, User } from '@chaussee/sdk/react';
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, answerVersioned, setUpMockApi } from '../../shared/testing/mock-api.js';
import {
  OFFICE_ID,
  openOrganization,
  organizationOf,
  serveOrganization,
  siteOf,
  userOf,
  userWith,
} from './admin-test-kit.js';

const api = setUpMockApi();
const admin = userWith(['ROLE_ADMIN'], null, OFFICE_ID);
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";

/** A PUT mock refusing the first save as stale (someone else saved `theirs`), then saving. */
function staleOnce<T>(saved: T, theirs: T, ours: (body: unknown) => T) {
  const record = { current: saved };
  const ifMatch: (string | null)[] = [];
  const answer = async ({ request }: { request: Request }): Promise<T> => {
    ifMatch.push(request.headers.get('If-Match'));
    if (ifMatch.length === 1) {
      record.current = theirs;
      return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
    }
    record.current = ours(await request.json());
    return record.current;
  };
  return { record, ifMatch, answer };
}

async function staleDialog() {
  return screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
}

async function closed() {
  await waitFor(() => {
    expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
  });
}

function field(scope: HTMLElement, name: RegExp) {
  return within(scope).getByRole<HTMLInputElement>('textbox', { name });
}

/**
 * The forms of the administration when someone else saved the record since it was read (412
 * stale_version, issue 27): « Recharger » shows the server's record, « Écraser » sends If-Match: *.
 */
describe('user edit dialog: a save refused as stale', () => {
  async function saveWithFirstName(firstName: string) {
    const saved = userOf({});
    const server = staleOnce<User>(saved, { ...saved, firstName: 'Prénom de l’autre' }, (body) => ({
      ...saved,
      ...(body as Partial<User>),
      sites: saved.sites,
    }));
    serveOrganization(api, organizationOf(), [siteOf({})], [saved]);
    api.use(
      getGetUserMockHandler(() => server.record.current),
      getUpdateUserMockHandler(server.answer),
    );
    await openOrganization(organizationOf(), admin, 'utilisateurs');
    const grid = await screen.findByRole('region', { name: 'Utilisateurs de l’organisation' });
    fireEvent.click(await within(grid).findByRole('button', { name: 'Modifier Inès Lambert' }));
    const form = await screen.findByRole('dialog', { name: 'Modifier Inès Lambert' });
    await within(form).findByRole('textbox', { name: /Prénom/u });
    fireEvent.change(field(form, /Prénom/u), { target: { value: firstName } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    return { form, dialog: await staleDialog(), ifMatch: server.ifMatch };
  }

  it('overwrites with If-Match: * on « Écraser », then closes', async () => {
    const { dialog, ifMatch } = await saveWithFirstName('Léa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await screen.findByText('Utilisateur enregistré.');
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).toBe('*');
    await closed();
  });

  it('puts the account as saved by the other person in the form on « Recharger »', async () => {
    const { dialog, ifMatch, form } = await saveWithFirstName('Léa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await closed();
    await waitFor(() => {
      expect(field(form, /Prénom/u).value).toBe('Prénom de l’autre');
    });
    expect(ifMatch).toHaveLength(1);
  });
});

describe('user edit dialog: the version its save names', () => {
  it('reads the account it opens, and sends that version in If-Match (the list carries none)', async () => {
    const saved = userOf({});
    const ifMatch: (string | null)[] = [];
    serveOrganization(api, organizationOf(), [siteOf({})], [saved]);
    api.use(
      getGetUserMockHandler(() => {
        // The API's answer to GET /users/{id}: the account and the ETag of its version.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw answerVersioned({ ...saved, firstName: 'Inès, relue' }, '"v7.abc"');
      }),
      getUpdateUserMockHandler(({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        return saved;
      }),
    );
    await openOrganization(organizationOf(), admin, 'utilisateurs');
    const grid = await screen.findByRole('region', { name: 'Utilisateurs de l’organisation' });
    fireEvent.click(await within(grid).findByRole('button', { name: 'Modifier Inès Lambert' }));
    const form = await screen.findByRole('dialog', { name: 'Modifier Inès Lambert' });
    // The form shows the account as read, not the list's copy.
    await waitFor(() => {
      expect(field(form, /Prénom/u).value).toBe('Inès, relue');
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Utilisateur enregistré.');
    expect(ifMatch).toEqual(['"v7.abc"']);
  });
});

describe('site edit dialog: a save refused as stale', () => {
  async function saveWithCity(city: string) {
    const saved = siteOf({ city: 'Toulouse', version: 3 });
    const theirs = { ...saved, city: 'Ville de l’autre', version: 4 };
    const server = staleOnce<Site>(saved, theirs, (body) => ({
      ...saved,
      ...(body as Partial<Site>),
    }));
    serveOrganization(api, organizationOf(), [saved]);
    api.use(
      getListOrganizationSitesMockHandler(() => ({
        totalItems: 1,
        member: [server.record.current],
      })),
      getUpdateSiteMockHandler(server.answer),
    );
    await openOrganization(organizationOf(), admin, 'sites');
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier Agence Toulouse' }));
    const form = await screen.findByRole('dialog', { name: 'Modifier le site Agence Toulouse' });
    await within(form).findByRole('textbox', { name: /Ville/u });
    fireEvent.change(field(form, /Ville/u), { target: { value: city } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    return { form, dialog: await staleDialog(), ifMatch: server.ifMatch };
  }

  it('overwrites with If-Match: * on « Écraser », then closes', async () => {
    const { dialog, ifMatch } = await saveWithCity('Albi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await screen.findByText('Site enregistré.');
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).toBe('*');
    await closed();
  });

  it('puts the site as saved by the other person in the form on « Recharger »', async () => {
    const { dialog, ifMatch, form } = await saveWithCity('Albi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await closed();
    await waitFor(() => {
      expect(field(form, /Ville/u).value).toBe('Ville de l’autre');
    });
    expect(ifMatch).toHaveLength(1);
  });

  it('names the version the list gave (the list answers no tag), and the reloaded one after « Recharger »', async () => {
    const { dialog, ifMatch, form } = await saveWithCity('Albi');
    expect(ifMatch[0]).toBe('"v3"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await closed();
    await waitFor(() => {
      expect(field(form, /Ville/u).value).toBe('Ville de l’autre');
    });
    fireEvent.change(field(form, /Ville/u), { target: { value: 'Castres' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Site enregistré.');
    expect(ifMatch).toEqual(['"v3"', '"v4"']);
  });
});

describe('organization « Informations »: a save refused as stale', () => {
  async function saveWithCity(city: string) {
    const saved = organizationOf();
    const server = staleOnce<Organization>(
      saved,
      { ...saved, city: 'Ville de l’autre' },
      (body) => ({ ...saved, ...(body as Partial<Organization>) }),
    );
    serveOrganization(api, saved);
    api.use(
      getGetOrganizationMockHandler(() => server.record.current),
      getUpdateOrganizationMockHandler(server.answer),
    );
    await openOrganization(saved, admin);
    const city0 = await screen.findByRole<HTMLInputElement>('textbox', { name: /Ville/u });
    fireEvent.change(city0, { target: { value: city } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    return { dialog: await staleDialog(), ifMatch: server.ifMatch };
  }

  it('overwrites with If-Match: * on « Écraser »', async () => {
    const { dialog, ifMatch } = await saveWithCity('Albi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await screen.findByText('Organisation enregistrée.');
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).toBe('*');
    await closed();
  });

  it('puts the organization as saved by the other person in the form on « Recharger »', async () => {
    const { dialog, ifMatch } = await saveWithCity('Albi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await closed();
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Ville/u }).value).toBe(
        'Ville de l’autre',
      );
    });
    expect(ifMatch).toHaveLength(1);
  });
});
