import {
  getGetUserMockHandler,
  getPatchUserMockHandler,
  getUpdateUserMockHandler,
} from '@chaussee/sdk/mocks';
import type { User } from '@chaussee/sdk/react';
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { customerAsUser, renderProfile } from './profile-test-kit.js';

const api = setUpMockApi();
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";

function section(name: string) {
  const heading = screen.getByRole('heading', { name, level: 2 });
  const container = heading.parentElement;
  if (container === null) throw new Error(`No section around ${name}`);
  return within(container);
}

/**
 * The user's own account when it was saved elsewhere since the page read it (an administrator,
 * another tab: 412 stale_version, issue 27): the names (PATCH) and the e-mail (PUT) forms.
 */
function serveUser(theirs: Partial<User>) {
  let current = customerAsUser;
  const ifMatch: (string | null)[] = [];
  const answer = async ({ request }: { request: Request }): Promise<User> => {
    ifMatch.push(request.headers.get('If-Match'));
    if (ifMatch.length === 1) {
      current = { ...customerAsUser, ...theirs };
      return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
    }
    current = { ...current, ...((await request.json()) as Partial<User>) };
    return current;
  };
  api.use(
    getGetUserMockHandler(() => current),
    getPatchUserMockHandler(answer),
    getUpdateUserMockHandler(answer),
  );
  return ifMatch;
}

async function closed() {
  await waitFor(() => {
    expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
  });
}

describe('profile, identity: a save refused as stale', () => {
  async function saveFirstName(firstName: string) {
    await renderProfile(api);
    const ifMatch = serveUser({ firstName: 'Prénom de l’autre' });
    const identity = section('Identité');
    fireEvent.change(identity.getByRole('textbox', { name: /Prénom/u }), {
      target: { value: firstName },
    });
    fireEvent.click(identity.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { dialog, ifMatch };
  }

  it('overwrites with If-Match: * on « Écraser »', async () => {
    const { dialog, ifMatch } = await saveFirstName('Julie');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await screen.findByText('Modifications enregistrées.');
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).toBe('*');
    await closed();
  });

  it('puts the names as saved elsewhere in the form on « Recharger »', async () => {
    const { dialog, ifMatch } = await saveFirstName('Julie');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await closed();
    await waitFor(() => {
      const field = section('Identité').getByRole<HTMLInputElement>('textbox', {
        name: /Prénom/u,
      });
      expect(field.value).toBe('Prénom de l’autre');
    });
    expect(ifMatch).toHaveLength(1);
  });
});

describe('profile, e-mail: a save refused as stale', () => {
  async function saveEmail(email: string) {
    await renderProfile(api);
    const ifMatch = serveUser({ email: 'autre@demo.chaussee.fr' });
    const form = section('Adresse e-mail');
    const field = await form.findByRole<HTMLInputElement>('textbox', { name: /Adresse e-mail/u });
    await waitFor(() => {
      expect(field.value).toBe(customerAsUser.email);
    });
    fireEvent.change(field, { target: { value: email } });
    fireEvent.click(form.getByRole('button', { name: "Changer l'adresse e-mail" }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { dialog, ifMatch };
  }

  it('overwrites with If-Match: * on « Écraser »', async () => {
    const { dialog, ifMatch } = await saveEmail('julien.morel@exemple.fr');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await screen.findByText('Adresse e-mail modifiée.');
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).toBe('*');
    await closed();
  });

  it('shows the e-mail as saved elsewhere on « Recharger »', async () => {
    const { dialog, ifMatch } = await saveEmail('julien.morel@exemple.fr');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await closed();
    await waitFor(() => {
      const field = section('Adresse e-mail').getByRole<HTMLInputElement>('textbox', {
        name: /Adresse e-mail/u,
      });
      expect(field.value).toBe('autre@demo.chaussee.fr');
    });
    expect(ifMatch).toHaveLength(1);
  });
});
