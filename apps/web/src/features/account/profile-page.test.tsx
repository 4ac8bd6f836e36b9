import {
  getChangeUserPasswordMockHandler,
  getGetUserMockHandler,
  getPatchUserMockHandler,
  getPatchUserResponseMock,
  getUpdateUserMockHandler,
} from '@chaussee/sdk/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../shared/session/testing/fake-jwt.js';
import type { FakeSessionApi } from '../../shared/session/testing/fake-session-api.js';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { ProfilePage } from './profile-page.js';
import { customer, customerAsUser, errorsUnder, renderProfile } from './profile-test-kit.js';

const api = setUpMockApi();

function section(name: string) {
  const heading = screen.getByRole('heading', { name, level: 2 });
  const container = heading.parentElement;
  if (container === null) throw new Error(`No section around ${name}`);
  return within(container);
}

describe('profile: identity', () => {
  it('saves the names with PATCH /users/{id} and reloads the session user', async () => {
    const bodies: unknown[] = [];
    api.use(
      getPatchUserMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getPatchUserResponseMock();
      }),
    );
    const { sessionApi } = await renderProfile(api);
    const identity = section('Identité');
    fireEvent.change(identity.getByRole('textbox', { name: /Prénom/u }), {
      target: { value: 'Julie' },
    });
    fireEvent.click(identity.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées.');
    expect(bodies).toEqual([{ firstName: 'Julie', lastName: 'Morel' }]);
    await waitFor(() => {
      expect(sessionApi.calls.filter((call) => call.startsWith('currentUser'))).toHaveLength(2);
    });
  });

  it('refuses an emptied name with the contract rule, sending nothing', async () => {
    const bodies: unknown[] = [];
    api.use(
      getPatchUserMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getPatchUserResponseMock();
      }),
    );
    await renderProfile(api);
    const identity = section('Identité');
    const lastName = identity.getByRole('textbox', { name: /^Nom/u });
    fireEvent.change(lastName, { target: { value: '   ' } });
    fireEvent.click(identity.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => {
      expect(errorsUnder(lastName)).toBe('Ce champ doit comporter des caractères alphanumériques');
    });
    expect(bodies).toEqual([]);
  });
});

describe('profile: e-mail', () => {
  it('sends PUT /users/{id} with the new e-mail and every access field unchanged', async () => {
    const bodies: unknown[] = [];
    const newEmail = 'julien.morel@demo.chaussee.fr';
    const { session, sessionApi } = await renderProfile(api);
    api.use(
      getUpdateUserMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        // The server now knows the new e-mail: so does the next GET /current_user.
        for (const [token, user] of sessionApi.usersByToken) {
          sessionApi.usersByToken.set(token, { ...user, email: newEmail });
        }
        return { ...customerAsUser, email: newEmail };
      }),
    );
    const form = section('Adresse e-mail');
    const email = await form.findByRole('textbox', { name: /Adresse e-mail/u });
    expect(email).toHaveProperty('value', customer.email);
    fireEvent.change(email, { target: { value: newEmail } });
    fireEvent.click(form.getByRole('button', { name: "Changer l'adresse e-mail" }));
    await screen.findByText('Adresse e-mail modifiée.');
    expect(bodies).toEqual([
      {
        userType: 'customer_main',
        email: newEmail,
        firstName: 'Julien',
        lastName: 'Morel',
        phone: '06 12 34 56 78',
        job: null,
        roles: ['ROLE_CUSTOMER_MAIN'],
        siteIds: ['2f0e1d2c-3b4a-4596-8877-66554433aa01'],
        agencyIds: [],
      },
    ]);
    await waitFor(() => {
      expect(session.getState().user?.email).toBe(newEmail);
    });
  });

  it('tells under the field that the e-mail is already used (409), until it is changed', async () => {
    api.use(getUpdateUserMockHandler(answerProblem(409, 'already_exists', 'user already exist')));
    const { session } = await renderProfile(api);
    const form = section('Adresse e-mail');
    const email = await form.findByRole('textbox', { name: /Adresse e-mail/u });
    fireEvent.change(email, { target: { value: 'ingenieur@demo.chaussee.fr' } });
    fireEvent.click(form.getByRole('button', { name: "Changer l'adresse e-mail" }));
    await waitFor(() => {
      expect(errorsUnder(email)).toBe('Cette adresse mail est déjà utilisée');
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(session.getState().user?.email).toBe(customer.email);
    fireEvent.change(email, { target: { value: 'autre@demo.chaussee.fr' } });
    await waitFor(() => {
      expect(errorsUnder(email)).toBe('');
    });
  });

  it('checks the e-mail format of the contract before sending', async () => {
    const bodies: unknown[] = [];
    api.use(
      getUpdateUserMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return customerAsUser;
      }),
    );
    await renderProfile(api);
    const form = section('Adresse e-mail');
    const email = await form.findByRole('textbox', { name: /Adresse e-mail/u });
    fireEvent.change(email, { target: { value: 'julien.morel' } });
    fireEvent.click(form.getByRole('button', { name: "Changer l'adresse e-mail" }));
    await waitFor(() => {
      expect(errorsUnder(email)).toBe('Veuillez saisir une adresse mail valide');
    });
    expect(bodies).toEqual([]);
  });
});

describe('profile: password', () => {
  function fill(form: ReturnType<typeof section>, values: [string, string, string]) {
    const [current, next, confirmation] = values;
    fireEvent.change(form.getByLabelText(/Mot de passe actuel/u), { target: { value: current } });
    fireEvent.change(form.getByLabelText(/^Nouveau mot de passe/u), { target: { value: next } });
    fireEvent.change(form.getByLabelText(/Confirmez le nouveau mot de passe/u), {
      target: { value: confirmation },
    });
    fireEvent.click(form.getByRole('button', { name: 'Changer le mot de passe' }));
  }

  function recordPasswordChanges() {
    const bodies: unknown[] = [];
    api.use(
      getChangeUserPasswordMockHandler(async ({ request }) => {
        bodies.push(await request.json());
      }),
    );
    return bodies;
  }

  /** The session renews its token after a change (the server ended it): hand out the next pair. */
  function acceptRenewal(sessionApi: FakeSessionApi) {
    const token = fakeJwt(Date.now() / 1000 + 3600);
    sessionApi.usersByToken.set(token, customer);
    sessionApi.issued.push({ token, refreshToken: 'renewed-refresh-token' });
  }

  it('changes the password with PUT /users/{id}/password, then empties the form', async () => {
    const bodies = recordPasswordChanges();
    acceptRenewal((await renderProfile(api)).sessionApi);
    const form = section('Mot de passe');
    fill(form, ['Chaussee2026!', 'Nouveau2026!', 'Nouveau2026!']);
    await screen.findByText('Mot de passe modifié.');
    expect(bodies).toEqual([{ currentPassword: 'Chaussee2026!', newPassword: 'Nouveau2026!' }]);
    expect(form.getByLabelText(/Mot de passe actuel/u)).toHaveProperty('value', '');
  });

  it('renews its own access token, which the change ended, with its refresh token', async () => {
    recordPasswordChanges();
    const { sessionApi, session } = await renderProfile(api);
    acceptRenewal(sessionApi);
    fill(section('Mot de passe'), ['Chaussee2026!', 'Nouveau2026!', 'Nouveau2026!']);
    await screen.findByText('Mot de passe modifié.');
    await waitFor(() => {
      expect(sessionApi.calls.filter((call) => call.startsWith('refresh'))).toEqual([
        'refresh test-refresh-token',
      ]);
    });
    expect(session.getState()).toMatchObject({
      status: 'authenticated',
      refreshToken: 'renewed-refresh-token',
    });
  });

  it('asks for the same new password twice, and for the password rule', async () => {
    const bodies = recordPasswordChanges();
    await renderProfile(api);
    const form = section('Mot de passe');
    fill(form, ['Chaussee2026!', 'Nouveau2026!', 'Nouveau2026?']);
    const confirmation = form.getByLabelText(/Confirmez le nouveau mot de passe/u);
    await waitFor(() => {
      expect(errorsUnder(confirmation)).toBe('Les deux mots de passe ne sont pas identiques.');
    });
    fill(form, ['Chaussee2026!', 'faible', 'faible']);
    await waitFor(() => {
      expect(errorsUnder(form.getByLabelText(/^Nouveau mot de passe/u))).toBe(
        'Min. 8 caractères avec au moins une lettre majuscule, un chiffre et un caractère spécial.',
      );
    });
    expect(bodies).toEqual([]);
  });

  it('prints the password rule once under the field: as help, then as the error replacing it', async () => {
    recordPasswordChanges();
    await renderProfile(api);
    const form = section('Mot de passe');
    const rule =
      'Min. 8 caractères avec au moins une lettre majuscule, un chiffre et un caractère spécial.';
    expect(form.getAllByText(rule)).toHaveLength(1);
    fill(form, ['Chaussee2026!', 'faible', 'faible']);
    await waitFor(() => {
      expect(errorsUnder(form.getByLabelText(/^Nouveau mot de passe/u))).toBe(rule);
    });
    // The list at the top names the field (« Nouveau mot de passe : Min. 8… »); under it, once.
    expect(form.getAllByText(rule)).toHaveLength(1);
  });

  it('shows a wrong current password under its field', async () => {
    api.use(
      getChangeUserPasswordMockHandler(
        answerProblem(400, 'validation_failed', 'Invalid body', {
          violations: [
            { propertyPath: 'currentPassword', message: 'Valeur invalide', code: 'invalidValue' },
          ],
        }),
      ),
    );
    await renderProfile(api);
    const form = section('Mot de passe');
    fill(form, ['Mauvais2026!', 'Nouveau2026!', 'Nouveau2026!']);
    await waitFor(() => {
      expect(errorsUnder(form.getByLabelText(/Mot de passe actuel/u))).toBe('Valeur invalide');
    });
  });
});

describe('profile: a READ_ONLY account', () => {
  it('shows no form, only how to choose a new password through the sign-in page', async () => {
    api.use(getGetUserMockHandler(customerAsUser));
    await renderScreen(<ProfilePage />, {
      route: '/profile',
      at: '/profile',
      user: { ...customer, roles: ['ROLE_READ_ONLY'] },
    });
    expect(await screen.findByText(/Votre compte est en lecture seule/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Changer le mot de passe' })).toBeNull();
  });
});
